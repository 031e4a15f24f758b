package ephemeris.index;

import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Each script's words become the terms its writing calls for; English terms are what they always were. */
class ScriptAnalysisTest {
    private final Analyzer stemmed = Analyzers.stemmed();
    private final Analyzer exact = Analyzers.exact();

    @Test
    void chineseAndJapaneseBecomeOverlappingPairs() {
        assertEquals(List.of("グラ", "ラフ", "フビ", "ビュ", "ュー"), Analyzers.terms(stemmed, Fields.BODY, "グラフビュー"));
        assertEquals(List.of("日记", "记插", "插件"), Analyzers.terms(exact, Fields.BODY_EXACT, "日记插件"));
    }

    @Test
    void fullWidthLettersAreFoldedToTheirPlainForms() {
        assertEquals(List.of("obsidian"), Analyzers.terms(exact, Fields.BODY_EXACT, "Ｏｂｓｉｄｉａｎ"));
    }

    @Test
    void thaiIsCutIntoWords() {
        assertEquals(List.of("มุม", "มอง", "กราฟ", "แสดง", "ความ", "เชื่อม", "โยง"), Analyzers.terms(exact, Fields.BODY_EXACT, "มุมมองกราฟแสดงความเชื่อมโยง"));
    }

    @Test
    void khmerLaoAndMyanmarAreCutIntoWordsAsThaiIs() {
        assertEquals(List.of("ដើម្បី", "បន្ថែម", "ស្លាក", "ទៅ", "កំណត់ចំណាំ"),
                Analyzers.terms(stemmed, Fields.BODY, "ដើម្បីបន្ថែមស្លាកទៅកំណត់ចំណាំ"));
        // Khmer's subscript "t" is written with either of two letters: one word either way.
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "ស្តារ"), Analyzers.terms(stemmed, Fields.BODY, "ស្ដារ"));
        assertEquals(List.of("ស្តារ"), Analyzers.terms(exact, Fields.BODY_EXACT, "ស្ដារ"));
        assertEquals(List.of("ເພີ່ມ", "ແທັກ"), Analyzers.terms(exact, Fields.BODY_EXACT, "ເພີ່ມແທັກ"));
        assertEquals(List.of("ထည့်", "နည်း"), Analyzers.terms(exact, Fields.BODY_EXACT, "ထည့်နည်း"));
    }

    @Test
    void russianAndArabicWordsMeetTheirOtherForms() {
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "заметки"), Analyzers.terms(stemmed, Fields.BODY, "заметке"));
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "الملاحظات"), Analyzers.terms(stemmed, Fields.BODY, "ملاحظات"));
    }

    @Test
    void greekWordsMeetTheirOtherFormsWithOrWithoutAccents() {
        assertEquals(List.of("φακελ"), Analyzers.terms(stemmed, Fields.BODY, "φάκελο"));
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "φάκελο"), Analyzers.terms(stemmed, Fields.BODY, "φακέλου"));
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "πρότυπά"), Analyzers.terms(stemmed, Fields.BODY, "Προτύπων"));
        assertEquals(List.of("προτυπα"), Analyzers.terms(exact, Fields.BODY_EXACT, "Πρότυπα"));
    }

    @Test
    void aPersianSuffixJoinedByTheZeroWidthNonJoinerIsCutOff() {
        // "برچسب‌ها" (tags) is "برچسب" (tag) and the plural ending, joined without a space.
        assertEquals(List.of("برچسب", "ها"), Analyzers.terms(exact, Fields.BODY_EXACT, "برچسب\u200cها"));
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "برچسب").getFirst(), Analyzers.terms(stemmed, Fields.BODY, "برچسب\u200cها").getFirst());
    }

    @Test
    void hebrewWordsLoseTheOneLetterWordsWrittenOntoThem() {
        // לפתק "to the note", הפתק "the note", והפתק "and the note": all the note, פתק.
        assertEquals(List.of("פתק"), Analyzers.terms(stemmed, Fields.BODY, "לפתק"));
        assertEquals(List.of("פתק"), Analyzers.terms(stemmed, Fields.BODY, "הפתק"));
        assertEquals(List.of("פתק"), Analyzers.terms(stemmed, Fields.BODY, "והפתק"));
        // Three letters are a word of their own; the exact field keeps every word as written.
        assertEquals(List.of("בית"), Analyzers.terms(stemmed, Fields.BODY, "בית"));
        assertEquals(List.of("לפתק"), Analyzers.terms(exact, Fields.BODY_EXACT, "לפתק"));
    }

    @Test
    void hindiWordsMeetTheirOtherForms() {
        assertEquals(Analyzers.terms(stemmed, Fields.BODY, "किताबें"), Analyzers.terms(stemmed, Fields.BODY, "किताब"));
    }

    @Test
    void englishIsStemmedByTheEnglishRulesAlone() {
        assertEquals(List.of("link", "note", "graph", "view"), Analyzers.terms(stemmed, Fields.BODY, "Linking the notes' graph views"));
        assertEquals(List.of("linking", "the", "notes", "graph", "views"),
                Analyzers.terms(exact, Fields.BODY_EXACT, "Linking the notes' graph views"));
    }
}
