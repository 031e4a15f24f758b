package ephemeris.wiki;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SlugsTest {
    @Test
    void slugIsLowerCaseWordsJoinedByDashes() {
        assertEquals("support-sla", Slugs.of("Support SLA"));
        assertEquals("hello-world", Slugs.of("Hello, World!"));
        assertEquals("a-b", Slugs.of("  a  -  b  "));
        assertEquals("snake-case", Slugs.of("snake_case"));
        assertEquals("größe-ändern", Slugs.of("Größe ändern"));
        assertEquals("", Slugs.of("!!!"));
    }
}
