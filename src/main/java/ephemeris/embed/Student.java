package ephemeris.embed;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The multilingual student this build ships (docs/decisions/0028): where it is kept, its name and its languages.
 * A build without it (its file removed) keeps meaning search in the transformer's languages only.
 */
public final class Student {
    private static final Logger LOG = Logger.getLogger(Student.class.getName());
    /** The resource of the model file, made by {@code training/multilingual/build.sh}. */
    static final String RESOURCE = "/ephemeris/embed/student/static-ml.bin";

    private Student() {
    }

    /** Read once, on first need; null when this build has none or its file cannot be read. */
    private static volatile StaticEmbedding shared;
    private static volatile boolean read;

    /** The bundled student, read on the first call and kept; null when this build has none or it cannot be read (logged). */
    static StaticEmbedding shared() {
        if (!read) {
            synchronized (Student.class) {
                if (!read) {
                    shared = bundled();
                    read = true;
                }
            }
        }
        return shared;
    }

    private static StaticEmbedding bundled() {
        try (InputStream in = Student.class.getResourceAsStream(RESOURCE)) {
            return in == null ? null : StaticEmbedding.read(in);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "The multilingual model could not be read; meaning search reads English only", e);
            return null;
        }
    }

    /** Its name, read from the file's head: part of the name the index stores beside vectors; empty without one. */
    public static String name() {
        return Header.HEAD.name;
    }

    /** The languages the bundled models read, known without loading either. */
    public static Set<String> bundledLanguages() {
        Set<String> all = new TreeSet<>(EmbeddingSpec.MINILM.languages());
        all.addAll(Header.HEAD.languages);
        return Set.copyOf(all);
    }


    /** The file's name and languages, read once. */
    private record Header(String name, Set<String> languages) {
        static final Header HEAD = read();

        private static Header read() {
            try (InputStream in = Student.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    return new Header("", Set.of());
                }
                StaticEmbedding.Head h = StaticEmbedding.head(in);
                return new Header(h.name(), h.languages());
            } catch (IOException | RuntimeException e) {
                return new Header("", Set.of());
            }
        }
    }
}
