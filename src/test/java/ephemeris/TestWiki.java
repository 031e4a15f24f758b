package ephemeris;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/** Writes small wikis into a test's temporary folder. */
public final class TestWiki {
    private final Path root;

    public TestWiki(Path root) {
        this.root = root;
    }

    public static TestWiki at(Path root) {
        return new TestWiki(root);
    }

    public Path root() {
        return root;
    }

    public Path path(String relative) {
        return root.resolve(relative);
    }

    /** Writes a UTF-8 page, creating folders as needed. */
    public TestWiki page(String relative, String text) {
        return bytes(relative, text.getBytes(StandardCharsets.UTF_8));
    }

    public TestWiki bytes(String relative, byte[] content) {
        try {
            Path file = root.resolve(relative);
            Files.createDirectories(file.getParent());
            Files.write(file, content);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public TestWiki modified(String relative, Instant when) {
        try {
            Files.setLastModifiedTime(root.resolve(relative), FileTime.from(when));
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Seed 004's verification wiki: a small customer wiki whose {@code ccw.md} states CCW's first-response
     * SLA (15 min), other customer and topic pages, and an {@code index.md} page map.
     */
    public static TestWiki seed004(Path root) {
        return at(root)
                .page("index.md", """
                        # Index

                        - [[ccw]] — CCW, our first SaaS customer: contract, SLA, contacts
                        - [[acme]] — Acme Corp pilot
                        - [[pricing]] — how we price plans
                        - [[oncall]] — support rota and escalation
                        """)
                .page("ccw.md", """
                        ---
                        title: CCW
                        updated: 2026-10-01
                        tags: [customer, saas]
                        ---
                        # CCW

                        CCW (Coastal Civil Works) signed a 12-month SaaS contract at $2,400/year on 2026-05-08.

                        ## Support SLA

                        CCW's first-response SLA is 15 min during business hours.
                        Resolution target is 8 hours for severity-1 incidents.

                        ## Contacts

                        - Primary contact: Dana Reyes, operations manager.
                        - Billing contact: accounts@ccw.example.
                        """)
                .page("acme.md", """
                        ---
                        title: Acme Corp
                        updated: 2026-09-01
                        ---
                        # Acme Corp

                        Acme is running a 3-month pilot of the scheduling module.
                        Their first-response SLA is 4 hours because the pilot is unpaid.
                        """)
                .page("pricing.md", """
                        # Pricing

                        The standard plan costs $200 per month. Enterprise plans are quoted per seat.
                        """)
                .page("oncall.md", """
                        # On-call rota

                        Support engineers rotate weekly. Escalate severity-1 incidents to the duty lead.
                        """);
    }

    /**
     * Every file and folder under {@code dir}, links not followed: path → type, size, modification time
     * and SHA-256 of the content, so any change at all shows up as a difference.
     */
    public static Map<String, String> snapshot(Path dir) {
        Map<String, String> out = new TreeMap<>();
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                    out.put(dir.relativize(d) + "/", "dir mtime=" + attrs.lastModifiedTime().toMillis());
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) throws IOException {
                    String rel = dir.relativize(f).toString();
                    if (attrs.isSymbolicLink()) {
                        out.put(rel, "link -> " + Files.readSymbolicLink(f));
                    } else {
                        out.put(rel, "file size=" + attrs.size() + " mtime=" + attrs.lastModifiedTime().toMillis()
                                + " sha256=" + sha256(f));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String sha256(Path f) throws IOException {
        try (InputStream in = Files.newInputStream(f, LinkOption.NOFOLLOW_LINKS)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(in.readAllBytes()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
