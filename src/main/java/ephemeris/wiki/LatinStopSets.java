package ephemeris.wiki;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.ca.CatalanAnalyzer;
import org.apache.lucene.analysis.cz.CzechAnalyzer;
import org.apache.lucene.analysis.da.DanishAnalyzer;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.apache.lucene.analysis.fi.FinnishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.hu.HungarianAnalyzer;
import org.apache.lucene.analysis.id.IndonesianAnalyzer;
import org.apache.lucene.analysis.it.ItalianAnalyzer;
import org.apache.lucene.analysis.nl.DutchAnalyzer;
import org.apache.lucene.analysis.no.NorwegianAnalyzer;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;
import org.apache.lucene.analysis.ro.RomanianAnalyzer;
import org.apache.lucene.analysis.sv.SwedishAnalyzer;
import org.apache.lucene.analysis.tr.TurkishAnalyzer;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Lucene's stop words of the Latin-script languages it ships them for, by language code: the one place
 * both the question's stop words ({@code query.Stopwords}) and the last resort of language guessing read them.
 */
public final class LatinStopSets {
    private static final Map<String, CharArraySet> SETS = new LinkedHashMap<>();

    static {
        SETS.put("en", EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
        SETS.put("de", GermanAnalyzer.getDefaultStopSet());
        SETS.put("fr", FrenchAnalyzer.getDefaultStopSet());
        SETS.put("es", SpanishAnalyzer.getDefaultStopSet());
        SETS.put("it", ItalianAnalyzer.getDefaultStopSet());
        SETS.put("pt", PortugueseAnalyzer.getDefaultStopSet());
        SETS.put("nl", DutchAnalyzer.getDefaultStopSet());
        SETS.put("sv", SwedishAnalyzer.getDefaultStopSet());
        SETS.put("da", DanishAnalyzer.getDefaultStopSet());
        SETS.put("no", NorwegianAnalyzer.getDefaultStopSet());
        SETS.put("fi", FinnishAnalyzer.getDefaultStopSet());
        SETS.put("hu", HungarianAnalyzer.getDefaultStopSet());
        SETS.put("ro", RomanianAnalyzer.getDefaultStopSet());
        SETS.put("ca", CatalanAnalyzer.getDefaultStopSet());
        SETS.put("cs", CzechAnalyzer.getDefaultStopSet());
        SETS.put("tr", TurkishAnalyzer.getDefaultStopSet());
        SETS.put("id", IndonesianAnalyzer.getDefaultStopSet());
    }

    private LatinStopSets() {
    }

    /** Lucene's stop words of a language, or an empty set when it ships none for it. */
    public static CharArraySet of(String code) {
        return SETS.getOrDefault(code, CharArraySet.EMPTY_SET);
    }

    /**
     * The language whose stop words a text uses most, each word's vote shared among the languages that
     * list it ("de", listed by eleven, gives each an eleventh); UNKNOWN unless one language leads with at
     * least two whole votes, one for English. A last resort after {@link Languages}'s own function words:
     * these sets are long and shared among neighbours, so they are only read when those told nothing.
     */
    static String vote(String text) {
        Map<String, Double> votes = new LinkedHashMap<>();
        int n = Math.min(text.length(), 4000);
        for (String word : text.substring(0, n).toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (word.isEmpty()) {
                continue;
            }
            int listing = 0;
            for (CharArraySet set : SETS.values()) {
                listing += set.contains(word) ? 1 : 0;
            }
            if (listing == 0) {
                continue;
            }
            for (Map.Entry<String, CharArraySet> e : SETS.entrySet()) {
                if (e.getValue().contains(word)) {
                    votes.merge(e.getKey(), 1.0 / listing, Double::sum);
                }
            }
        }
        String best = Languages.UNKNOWN;
        double bestVotes = 0;
        double second = 0;
        // Languages in the map's fixed order, so a tie never depends on hashing.
        for (Map.Entry<String, Double> e : votes.entrySet()) {
            if (e.getValue() > bestVotes) {
                second = bestVotes;
                bestVotes = e.getValue();
                best = e.getKey();
            } else if (e.getValue() > second) {
                second = e.getValue();
            }
        }
        // As with function words, one word of another language is chance in a short English question
        // ("Why no OS icons?": "os" is Portuguese too): another language than English needs two votes.
        return bestVotes > second && bestVotes >= (best.equals("en") ? 1.0 : 2.0) ? best : Languages.UNKNOWN;
    }
}
