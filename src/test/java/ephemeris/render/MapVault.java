package ephemeris.render;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** A vault over pages held in a map, with attachments looked up under a root folder. */
record MapVault(Map<String, String> pages, Path root) implements Vault {
    @Override
    public Optional<String> resolvePage(String target, String fromPath) {
        String withExt = target.endsWith(".md") ? target : target + ".md";
        return pages.keySet().stream().filter(p -> p.equals(withExt) || p.endsWith("/" + withExt)).findFirst();
    }

    @Override
    public Optional<String> markdown(String path) {
        return Optional.ofNullable(pages.get(path));
    }

    @Override
    public Optional<Path> attachment(String target, String fromPath) {
        if (root == null) {
            return Optional.empty();
        }
        Path file = root.resolve(target).normalize();
        return file.startsWith(root) && Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }
}
