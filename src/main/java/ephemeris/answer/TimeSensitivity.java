package ephemeris.answer;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Spots questions about fast-moving topics (seed 004: market data, competitor moves, pricing,
 * regulation) and questions that ask for what is new. For those a wiki is a starting point only.
 */
public final class TimeSensitivity {
    private static final Pattern SIGNALS = Pattern.compile(String.join("|",
            "\\blatest\\b", "\\bnewest\\b", "\\bmost recent\\b", "\\brecent(ly)?\\b", "\\bthis (week|month|year|quarter)\\b",
            "\\btoday\\b", "\\btonight\\b", "\\byesterday\\b", "\\bright now\\b", "\\bcurrent(ly)?\\b", "\\bnowadays\\b",
            "\\bup[- ]to[- ]date\\b", "\\bas of\\b", "\\bprices?\\b", "\\bpricing\\b", "\\bcosts?\\b", "\\bfees?\\b",
            "\\bsubscription price\\b", "\\bmarket\\b", "\\bstock\\b", "\\bshares?\\b", "\\bvaluation\\b", "\\brevenue\\b",
            "\\bcompetitors?\\b", "\\brivals?\\b", "\\bregulat(ion|ions|ory|or|ors)\\b", "\\blaws?\\b", "\\bcompliance\\b",
            "\\bannounce(d|ment|ments)?\\b", "\\bnews\\b", "\\breleased? (this|last)\\b", "\\bstatus page\\b",
            "\\bis .* (down|up) (now|today)\\b", "\\bexchange rate\\b", "\\binterest rate\\b",
            // German, French, Spanish
            "\\baktuell(e|en|er|es)?\\b", "\\bneueste[nrs]?\\b", "\\bpreis(e)?\\b", "\\bheute\\b", "\\bdiese woche\\b",
            "\\bactuel(le)?s?\\b", "\\bdernier(e|s|es)?\\b", "\\bprix\\b", "\\bcette semaine\\b", "\\baujourd'hui\\b",
            "\\bactual(es)?\\b", "\\búltim[oa]s?\\b", "\\bprecios?\\b", "\\besta semana\\b", "\\bhoy\\b"));

    private TimeSensitivity() {
    }

    public static boolean detect(String question) {
        return SIGNALS.matcher(question.toLowerCase(Locale.ROOT)).find();
    }
}
