package ephemeris.answer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeSensitivityTest {
    @ParameterizedTest
    @ValueSource(strings = {
            "What is the latest price this week?",
            "What did Anthropic announce this week?",
            "What are our competitors doing?",
            "Which regulation applies to invoices?",
            "What is the current exchange rate?",
            "Any news today?",
            "Was kostet das aktuell?",
            "Quel est le prix ?",
            "What's the latest version released this week?",
            "Is the sync service down right now?",
            "How much does the Publish plan cost per month at the moment?",
            "What are the newest features this month?",
            "¿Cuál es la última versión?",
            "Quelle est la dernière version ?",
            "What's new in the latest update?",
            "Is there a promotion on the licence at the moment?",
            "Are there any discounts right now?",
            "Obsidian Sync の料金はいくらですか？",
            "最新バージョンはいつリリースされましたか？",
            "Obsidian Sync 的价格是多少？",
            "최신 버전은 무엇인가요?",
            "Сколько стоит Obsidian Sync?",
            "Какая последняя версия?",
            "ما هو سعر Obsidian Sync؟",
            "מה המחיר של Obsidian Sync?",
            "מה הגרסה האחרונה?",
            "Qual è l'ultima versione?",
            "Wat is de prijs van Sync?",
            "Jaka jest najnowsza wersja?",
            "En son sürüm hangisi?",
            "Hur mycket kostar Sync, vad är priset?",
            "ราคา Obsidian Sync เท่าไหร่",
            "Obsidian Sync की कीमत क्या है?",
            "নতুন সংস্করণ কোনটি, সর্বশেষ কোনটি?",
            "តម្លៃ Obsidian Sync ប៉ុន្មាន?",
            // How things stand now, whatever they are.
            "What is this year's 401k match?",
            "Is it safe to load that script on my site today?",
            "Which interface languages does it currently support?",
            "Who leads the team these days?",
            "What's the current install command?",
            "Is the spec still a draft, or is it standardized now?",
            "What is the market share of the app?"})
    void fastMovingTopicsAreTimeSensitive(String question) {
        assertTrue(TimeSensitivity.detect(question), question);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "What is CCW's first-response SLA?",
            "How do I create a callout?",
            "Who is the billing contact for CCW?",
            "Where is the weekly rota?",
            // A time word about something in the wiki itself does not make the question time-sensitive.
            "How do I open today's daily note?",
            "How do I share a vault with my team?",
            "How can new pages get named from the current date and time?",
            "Where do I see my recent files?",
            "How do I close the current tab?",
            "What is the latest note I edited?",
            "How do I update Obsidian?",
            "How do I set up today's note?",
            "How do I update today's daily note?",
            "Is my vault up to date with my phone?",
            "Can the current time be written down to the second?",
            "How do I move the current line down?",
            "Which features are available in the current view?",
            "How much is the student discount?",
            "Which company provides the market data used to set our salaries?",
            "How do I rename the current file?",
            "How do I list what is in the current directory?",
            "In zsh, how do I delete all the files here that were modified today?",
            "Which key steps out of the current function while debugging?",
            "Which sales contact handles invoices?",
            // Time words of other languages about the wiki's own notes.
            "今日のデイリーノートを開くには？",
            "Как открыть сегодняшнюю заметку?",
            "Come apro la nota di oggi?",
            "Wie öffne ich die heutige Notiz?",
            "グラフビューの設定はどこから開けますか？",
            "আজকের দৈনিক নোট কীভাবে খুলব?",
            // A property's value, not a price.
            "តើខ្ញុំកំណត់តម្លៃលក្ខណៈសម្បត្តិដោយរបៀបណា?",
            "प्रॉपर्टी का मूल्य कैसे बदलें?",
            "मैं आज का नोट कैसे खोलूँ?"})
    void stableTopicsAreNotTimeSensitive(String question) {
        assertFalse(TimeSensitivity.detect(question), question);
    }
}
