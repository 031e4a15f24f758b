import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Rewrites the classes of a jar compiled for Java 5 or 6 as Java 8 classes: the same bytecode, with the stack
 * map frames that class files from Java 7 on carry. The JVM's AOT cache cannot hold classes older than Java 6's
 * format, so each command line call loaded and verified them again with the old type-inferring verifier; as
 * Java 8 classes they are verified once, when the cache is written (docs/decisions/0025).
 * <p>
 * Run by packaging/build.sh on a copy of the jar, with the JDK 25 it builds with (the class-file API):
 * {@code java packaging/RaiseClassVersion.java target/mods/picocli-4.7.7.jar}.
 */
public final class RaiseClassVersion {
    private static final int JAVA_8 = 52;

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java packaging/RaiseClassVersion.java JAR");
            System.exit(2);
        }
        Path jar = Path.of(args[0]);
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                entries.put(e.getName(), in.readAllBytes());
            }
        }
        // Stack maps name the common supertype where two paths meet: the jar's own classes are read from the
        // jar, the JDK's from the running JDK.
        ClassHierarchyResolver own = ClassHierarchyResolver.ofResourceParsing(desc -> {
            String s = desc.descriptorString();
            byte[] b = entries.get(s.substring(1, s.length() - 1) + ".class");
            return b == null ? null : new ByteArrayInputStream(b);
        });
        ClassFile classFile = ClassFile.of(ClassFile.StackMapsOption.GENERATE_STACK_MAPS,
                ClassFile.ClassHierarchyResolverOption.of(own.orElse(ClassHierarchyResolver.defaultResolver())));
        // Every method body is written anew, which is what adds its frames; the class's version is raised.
        ClassTransform raise = ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL)
                .andThen((builder, element) -> {
                    if (element instanceof ClassFileVersion) {
                        builder.withVersion(JAVA_8, 0);
                    } else {
                        builder.with(element);
                    }
                });
        int raised = 0;
        Path written = jar.resolveSibling(jar.getFileName() + ".raised");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(written))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                byte[] bytes = e.getValue();
                if (e.getKey().endsWith(".class") && !e.getKey().startsWith("META-INF/")) {
                    ClassModel model = classFile.parse(bytes);
                    if (model.majorVersion() < JAVA_8) {
                        bytes = classFile.transformClass(model, raise);
                        raised++;
                    }
                }
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(bytes);
                out.closeEntry();
            }
        }
        Files.move(written, jar, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("RaiseClassVersion: " + raised + " classes of " + jar.getFileName() + " now carry stack maps (Java 8's format)");
    }
}
