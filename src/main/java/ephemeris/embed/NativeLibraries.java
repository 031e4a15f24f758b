package ephemeris.embed;

import ai.onnxruntime.OrtEnvironment;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Where ONNX Runtime loads its native libraries from. The packaged app ships them in its runtime's
 * {@code lib/} and says so with {@code -Donnxruntime.native.path}. Run from a jar (from source, in
 * tests), ONNX Runtime would copy them out of its jar into a new temporary folder at every start and
 * leave the folder behind; instead they are copied once into the user's cache and loaded from there.
 */
public final class NativeLibraries {
    private static final Logger LOG = Logger.getLogger(NativeLibraries.class.getName());
    static final String PROPERTY = "onnxruntime.native.path";

    private NativeLibraries() {
    }

    /** Points ONNX Runtime at a cache folder holding its libraries, unless a location is already set. */
    public static synchronized void prepare(Path cacheRoot) {
        if (System.getProperty(PROPERTY) != null || cacheRoot == null) {
            return;
        }
        String platform = platform();
        if (platform == null) {
            return;
        }
        String[] names = {System.mapLibraryName("onnxruntime"), System.mapLibraryName("onnxruntime4j_jni")};
        try {
            // Sizes read once (each library is inflated from the jar to count it): they name the folder, so
            // another ONNX Runtime version gets its own, and tell whether a copy is complete.
            long[] sizes = new long[names.length];
            for (int i = 0; i < names.length; i++) {
                sizes[i] = resourceSize(platform, names[i]);
            }
            Path dir = cacheRoot.resolve("native").resolve("onnxruntime-" + platform + "-" + (sizes[0] + sizes[1]));
            Files.createDirectories(dir);
            for (int i = 0; i < names.length; i++) {
                String name = names[i];
                Path target = dir.resolve(name);
                if (Files.isRegularFile(target) && Files.size(target) == sizes[i]) {
                    continue;
                }
                Path part = Files.createTempFile(dir, name, ".part");
                try (InputStream in = resource(platform, name)) {
                    Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                }
                Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            System.setProperty(PROPERTY, dir.toString());
        } catch (IOException | RuntimeException e) {
            // ONNX Runtime then extracts them itself, to a temporary folder.
            LOG.log(Level.FINE, "Could not keep ONNX Runtime's libraries in the cache", e);
        }
    }

    private static InputStream resource(String platform, String name) throws IOException {
        InputStream in = OrtEnvironment.class.getResourceAsStream("/ai/onnxruntime/native/" + platform + "/" + name);
        if (in == null) {
            throw new IOException("ONNX Runtime has no " + name + " for " + platform);
        }
        return in;
    }

    private static long resourceSize(String platform, String name) throws IOException {
        try (InputStream in = resource(platform, name)) {
            return in.transferTo(java.io.OutputStream.nullOutputStream());
        }
    }

    /** ONNX Runtime's name for this platform's folder in its jar, or null when it ships none. */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String cpu = arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch.equals("aarch64") || arch.equals("arm64") ? "aarch64" : null;
        if (cpu == null) {
            return null;
        }
        if (os.contains("linux")) {
            return "linux-" + cpu;
        }
        if (os.contains("mac")) {
            return "osx-" + cpu;
        }
        return os.contains("windows") && cpu.equals("x64") ? "win-x64" : null;
    }
}
