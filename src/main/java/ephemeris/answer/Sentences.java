package ephemeris.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Splits a block's plain text into sentences, keeping common abbreviations and version numbers whole. */
final class Sentences {
    private static final Pattern BOUNDARY = Pattern.compile("(?<=[.!?…])[\"'”’)\\]]*\\s+(?=[\\p{Lu}\\p{N}\"'“‘(\\[¿¡])|(?<=[。！？])");
    private static final Pattern ABBREVIATION = Pattern.compile(
            "(?i)(?:\\b(?:e\\.g|i\\.e|etc|vs|cf|approx|incl|fig|no|ca|z\\.b|bzw|usw|p\\.ex|mr|mrs|dr|st)\\.)[\"'”’)\\]]*$");

    private Sentences() {
    }

    static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = BOUNDARY.matcher(text);
        int start = 0;
        while (m.find()) {
            String head = text.substring(start, m.start());
            if (ABBREVIATION.matcher(head).find()) {
                continue;
            }
            add(out, head);
            start = m.end();
        }
        add(out, text.substring(start));
        return out;
    }

    private static void add(List<String> out, String s) {
        String t = s.strip();
        if (!t.isEmpty()) {
            out.add(t);
        }
    }
}
