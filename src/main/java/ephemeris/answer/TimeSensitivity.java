package ephemeris.answer;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Spots questions about topics that move outside the wiki (seed 004: market data, competitor moves,
 * pricing, regulation; also news, releases and whether a service is up). For those a wiki is a
 * starting point only. A time word alone ("today's daily note", "the current date", "recent files") is
 * not enough: it must apply to something that changes out there ("the latest version", "down right now").
 */
public final class TimeSensitivity {
    /** Topics that move by nature, whatever the question's tense. */
    private static final Pattern MOVING_TOPICS = Pattern.compile(String.join("|",
            "\\bprices?\\b", "\\bpricing\\b", "\\bcosts?\\b", "\\bfees?\\b", "\\bhow much does .{1,60} cost\\b",
            "\\bmarket\\b", "\\bstock (price|market)s?\\b", "\\bshare prices?\\b", "\\bvaluation\\b", "\\brevenue\\b",
            "\\bcompetitors?\\b", "\\brivals?\\b", "\\bregulat(ion|ions|ory|or|ors)\\b", "\\blaws?\\b", "\\bcompliance\\b",
            "\\bannounce(d|ment|ments)?\\b", "\\bnews\\b", "\\bstatus page\\b", "\\boutages?\\b",
            "\\bexchange rates?\\b", "\\binterest rates?\\b",
            // German, French, Spanish
            "\\bpreis(e)?\\b", "\\bkost(en|et)\\b", "\\bprix\\b", "\\bco[uû]te?\\b", "\\bprecios?\\b", "\\bcuesta\\b",
            // Italian, Portuguese, Dutch, Swedish, Polish, Czech, Turkish, Indonesian
            "\\bprezz[oi]\\b", "\\bpreços?\\b", "\\bprij(s|zen)\\b", "\\bpris(er|et)?\\b", "\\bcen(a|y|nik)\\b",
            "\\bfiyat(ı|lar|ları)?\\b", "\\bharga\\b",
            // Russian, Ukrainian, Greek, Arabic, Persian, Hebrew
            "\\bцен[аыу]\\b", "\\bстоимост[ьи]\\b", "\\bсколько стоит\\b", "\\bціна\\b", "\\bвартість\\b",
            "\\bτιμ(ή|ές)\\b", "\\bκόστος\\b", "\\bسعر\\b", "\\bأسعار\\b", "\\bتكلفة\\b", "\\bقیمت\\b", "\\b[והבלמשכ]{0,2}מחיר(ים|י)?\\b",
            // Hindi, Bengali ("मूल्य" and "মূল্য" also name a property's value, so price words alone)
            "\\b(\u0915\u093C?|\u0958)ीमत\\b", "\\bদাম\\b",
            // Scripts written without spaces, where no word boundary shows: Japanese, Chinese, Korean, Thai, Khmer
            // (Khmer "តម្លៃ" is a value as well as a price: "how much" makes it one)
            "価格", "料金", "値段", "价格", "价钱", "多少钱", "가격", "요금", "ราคา", "តម្លៃ.{0,40}ប៉ុន្មាន"),
            Pattern.UNICODE_CHARACTER_CLASS);

    /** Words that ask for the state of things now or lately. */
    private static final Pattern TIME_WORDS = Pattern.compile(String.join("|",
            "\\blatest\\b", "\\bnewest\\b", "\\bmost recent\\b", "\\brecent(ly)?\\b", "\\bthis (week|month|year|quarter)\\b",
            "\\btoday\\b", "\\btonight\\b", "\\byesterday\\b", "\\bright now\\b", "\\bcurrent(ly)?\\b", "\\bnowadays\\b",
            "\\bthese days\\b", "\\bat the moment\\b", "\\bup[- ]to[- ]date\\b", "\\bas of\\b",
            "\\baktuell(e|en|er|es)?\\b", "\\bneueste[nrs]?\\b", "\\bheute\\b", "\\bdiese woche\\b",
            "\\bactuel(le)?s?\\b", "\\bderni[eè]re?s?\\b", "\\bcette semaine\\b", "\\baujourd'hui\\b",
            "\\bactual(es)?\\b", "\\búltim[oa]s?\\b", "\\besta semana\\b", "\\bhoy\\b",
            "\\bultim[oaie]\\b", "\\boggi\\b", "\\bhoje\\b", "\\bnieuwste\\b", "\\bvandaag\\b", "\\bsenaste\\b", "\\bidag\\b",
            "\\bnajnowsz[aey]\\b", "\\bdzisiaj\\b", "\\ben son\\b", "\\bgüncel\\b", "\\bbugün\\b", "\\bterbaru\\b",
            "\\bпоследн(ий|яя|ее|ие|юю)\\b", "\\bсегодня\\b", "\\bостанн(ій|я|є|і)\\b", "\\bсьогодні\\b",
            "\\bτελευταί(ο|α|ος)\\b", "\\bσήμερα\\b", "\\bأحدث\\b", "\\bاليوم\\b", "\\bجدیدترین\\b", "\\b[והבלמשכ]{0,2}אחרונה?\\b", "\\bהיום\\b",
            "\\bनवीनतम\\b", "\\bआज\\b", "\\bসর্বশেষ\\b", "\\bআজ\\b",
            "最新", "今日", "今天", "최신", "오늘", "ล่าสุด", "วันนี้", "ចុងក្រោយ", "ថ្ងៃនេះ"),
            Pattern.UNICODE_CHARACTER_CLASS);

    /** What a time word can apply to that changes outside the wiki: releases, a service's state, offers, figures. */
    private static final Pattern CHANGING_THINGS = Pattern.compile(String.join("|",
            "\\bversions?\\b", "\\breleases?\\b", "\\breleased\\b", "\\bchangelog\\b", "\\broadmap\\b", "\\bupdates\\b",
            "\\b(new|newest|latest) (features?|update)\\b", "\\b(is|are|was|were|go|goes|went)\\b.{0,40}\\bdown\\b(?! to\\b)",
            "\\bdeals?\\b", "\\bdiscounts?\\b", "\\bpromotions?\\b", "\\bpromo( codes?)?\\b", "\\bsales?\\b",
            "\\boffers?\\b", "\\brates?\\b", "\\bfigures\\b", "\\bstatistics\\b", "\\bstats\\b", "\\btrends?\\b",
            "\\bversion(en)?\\b", "\\bversión\\b", "\\bmise à jour\\b", "\\bactualizaci[oó]n\\b",
            "\\bversion[ei]\\b", "\\bversão\\b", "\\bversie\\b", "\\bwersj[aię]\\b", "\\bsürüm(ü)?\\b", "\\bversi\\b",
            "\\bверси[яию]\\b", "\\bрелиз\\b", "\\bέκδοση\\b", "\\bإصدار\\b", "\\bنسخه\\b", "\\b[והבלמשכ]{0,2}גרס(ה|ת|אות)\\b", "\\bphiên bản\\b",
            "\\bसंस्करण\\b", "\\bवर्(\u091C\u093C?|\u095B)न\\b", "\\bসংস্করণ\\b", "\\bভার্সন\\b",
            "バージョン", "リリース", "版本", "发布", "버전", "릴리스", "เวอร์ชัน", "កំណែ"),
            Pattern.UNICODE_CHARACTER_CLASS);

    private TimeSensitivity() {
    }

    public static boolean detect(String question) {
        String q = question.toLowerCase(Locale.ROOT);
        return MOVING_TOPICS.matcher(q).find() || TIME_WORDS.matcher(q).find() && CHANGING_THINGS.matcher(q).find();
    }
}
