package ephemeris.ui.model;

import ephemeris.engine.EngineOptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/** A three-page wiki for window tests, and an engine clock fixed so "stale" never drifts. */
public final class FixtureWiki {
    public static final String QUESTION = "How do I create a callout?";
    public static final String CITED = "To create a callout, add the type identifier to the first line of a blockquote.";
    public static final EngineOptions OPTIONS = EngineOptions.defaults()
            .withClock(Clock.fixed(Instant.parse("2026-11-30T00:00:00Z"), ZoneOffset.UTC));

    private FixtureWiki() {
    }

    public static Path write(Path dir) throws IOException {
        Path root = Files.createDirectories(dir.resolve("wiki"));
        Files.createDirectories(root.resolve("Guides"));
        Files.writeString(root.resolve("Guides/Callouts.md"), """
                ---
                updated: 2026-11-01
                ---
                # Callouts

                To create a callout, add the type identifier to the first line of a blockquote.

                ## Change the title

                You can give a callout a custom title after the type identifier.

                See [[Tables]] for another block type, or [the site](https://obsidian.md).
                """);
        Files.writeString(root.resolve("Tables.md"), """
                ---
                updated: 2026-11-01
                ---
                # Tables

                Tables are made of pipes and hyphens in rows.

                ![[Callouts#Change the title]]
                """);
        Files.writeString(root.resolve("Gardening.md"), """
                ---
                updated: 2026-11-01
                ---
                # Gardening

                Tomatoes need sun and water every day.
                """);
        return root;
    }

    /** A second wiki, to switch to. */
    public static Path writeOther(Path dir) throws IOException {
        Path root = Files.createDirectories(dir.resolve("other"));
        Files.writeString(root.resolve("Birds.md"), """
                ---
                updated: 2026-11-01
                ---
                # Birds

                Swallows migrate south every autumn.
                """);
        return root;
    }
}
