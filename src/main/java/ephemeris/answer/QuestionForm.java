package ephemeris.answer;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import static ephemeris.answer.FormPatterns.FLAGS;

/**
 * What form a question takes — how to do something, what something is — and the sentence shapes that answer
 * each form, in the question's language: an instruction or a purpose clause ("To …, …") answers a
 * how-question, a definition answers a what-question. Each language has its own words for these; a question
 * whose language cannot be told is read with the English, German, French and Spanish forms together.
 * <p>
 * Lucene and ICU4J hold no lists of question words or of instruction and definition phrasings; their stop sets mix such
 * words with all other function words.
 */
final class QuestionForm {
    /**
     * "Why", by language; a question in a language without an entry is read with the English, German, French and
     * Spanish words. Vietnamese "sao" asks why alone, but "làm sao" asks how.
     */
    private static final Pattern UNKNOWN_WHY = Pattern.compile("\\b(why|warum|wieso|weshalb|pourquoi|por ?qu[eé])\\b", FLAGS);
    private static final Map<String, Pattern> WHY = Map.ofEntries(
            why("en", "\\bwhy\\b"), why("de", "\\b(warum|wieso|weshalb)\\b"), why("fr", "\\bpourquoi\\b"),
            why("es", "\\b(por ?qu[eé])\\b"), why("it", "\\b(perché|perchè|come mai)\\b"),
            why("pt", "\\b(por ?qu[eê]|porque)\\b"), why("nl", "\\bwaarom\\b"), why("sv", "\\bvarför\\b"),
            why("da", "\\bhvorfor\\b"), why("no", "\\bhvorfor\\b"), why("fi", "\\b(miksi|miksei)\\b"),
            why("cs", "\\bproč\\b"), why("sk", "\\bprečo\\b"), why("pl", "\\b(dlaczego|czemu)\\b"),
            why("hu", "\\bmiért\\b"), why("ro", "\\bde ce\\b"), why("ca", "\\b(per què|perquè)\\b"),
            why("tr", "\\b(neden|niçin|niye)\\b"), why("id", "\\b(mengapa|kenapa)\\b"),
            why("vi", "\\b(tại sao|vì sao)\\b|(?<!làm )\\bsao\\b"), why("ru", "\\b(почему|зачем|отчего)\\b"),
            why("uk", "\\b(чому|навіщо)\\b"), why("el", "\\bγιατί\\b"), why("ar", "(?<!\\p{L})لماذا(?!\\p{L})"),
            why("he", "(?<!\\p{L})(למה|מדוע)(?!\\p{L})"), why("fa", "(?<!\\p{L})چرا(?!\\p{L})"),
            why("ja", "(なぜ|どうして|なんで)"), why("zh", "(为什么|為什麼|为何|為何|怎么会|怎麼會)"), why("ko", "왜"),
            why("th", "ทำไม"), why("bn", "(?<![\\p{L}\\p{M}])কেন(?![\\p{L}\\p{M}])"),
            why("hi", "(?<![\\p{L}\\p{M}])क्यों(?![\\p{L}\\p{M}])"), why("km", "(ហេតុអ្វី|ម៉េចក៏)"));

    private final FormPatterns forms;
    private final YesNoPatterns yesNo;
    private final boolean how;
    private final boolean what;
    private final boolean asksYesOrNo;
    private final boolean asksWhy;

    private QuestionForm(FormPatterns forms, YesNoPatterns yesNo, Pattern why, String question) {
        this.forms = forms;
        this.yesNo = yesNo;
        String q = question.toLowerCase(Locale.ROOT);
        this.how = forms.how().matcher(q).find();
        this.what = forms.what().matcher(q).find();
        this.asksYesOrNo = !how && !what && yesNo.asks().matcher(q).find();
        this.asksWhy = why.matcher(q).find();
    }

    /** The question read in its language's forms ({@code language} a code, empty when unknown). */
    static QuestionForm of(String question, String language) {
        return new QuestionForm(FormPatterns.of(language), YesNoPatterns.of(language),
                WHY.getOrDefault(language, UNKNOWN_WHY), ephemeris.query.KeyTerms.bounded(question));
    }

    /** Whether the question asks why ("Why can't I find the button?", "为什么…"). */
    boolean asksWhy() {
        return asksWhy;
    }

    /** Whether the question asks to be answered yes or no ("Can I …?", "Czy …?", "…吗？"), and neither how nor what. */
    boolean asksYesOrNo() {
        return asksYesOrNo;
    }

    /**
     * Whether the sentence says that something is not so: the direct answer to a yes-or-no question when it is no,
     * and often to a why-question ("it is only visible when an upgrade is available").
     */
    boolean negates(String sentence) {
        return yesNo.negates().matcher(sentence).find();
    }

    /** Whether the question asks how to do something. */
    boolean how() {
        return how;
    }

    /** Whether the question asks what something is. */
    boolean what() {
        return what;
    }

    /** Whether the sentence tells the reader what to do ("Select …", "You can …"). */
    boolean instructs(String sentence) {
        return forms.instruction().matcher(sentence).find();
    }

    /** Whether the sentence opens with a purpose clause ("To …", "Um …", "…するには、"). */
    boolean opensWithPurpose(String sentence) {
        return forms.purpose().matcher(sentence).lookingAt();
    }

    /** Whether the sentence says what something is ("… is …", "… ermöglicht …"). */
    boolean defines(String sentence) {
        return forms.definition().matcher(sentence).find();
    }

    private static Map.Entry<String, Pattern> why(String code, String why) {
        return Map.entry(code, Pattern.compile(why, FLAGS));
    }
}
