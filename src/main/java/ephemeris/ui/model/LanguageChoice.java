package ephemeris.ui.model;

import java.util.Locale;

/**
 * One entry of the window's language menu: read questions in this language, or tell each question's
 * language from its words ({@link #ANY}).
 *
 * @param code  the language's code, empty for {@link #ANY}
 * @param label the language's name in itself, its code and how many pages are in it ("日本語 (ja) · 120 pages")
 */
public record LanguageChoice(String code, String label) {
    public static final LanguageChoice ANY = new LanguageChoice("", "Any language");

    /** The choice for a language of the open wiki, named in its own language. */
    public static LanguageChoice of(String code, int pages) {
        Locale locale = Locale.forLanguageTag(code);
        String name = locale.getDisplayLanguage(locale);
        if (name.isEmpty() || name.equals(code)) {
            name = locale.getDisplayLanguage(Locale.ENGLISH);
        }
        if (!name.isEmpty()) {
            name = name.substring(0, 1).toUpperCase(locale) + name.substring(1);
        }
        return new LanguageChoice(code, (name.isEmpty() ? code : name + " (" + code + ")") + " · " + pages + (pages == 1 ? " page" : " pages"));
    }

    @Override
    public String toString() {
        return label;
    }
}
