package ephemeris.render;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What the renderer may read from the wiki: pages by resolved path, and attachments inside the root.
 * A port, so the renderer is testable without an index.
 */
public interface Vault {
    /** The relative path of the page a link target points to, resolved the way Obsidian does. */
    Optional<String> resolvePage(String target, String fromPath);

    /** The markdown of a page, if the wiki holds it. */
    Optional<String> markdown(String path);

    /** An attachment (image) file, only when it lies inside the wiki root. */
    Optional<Path> attachment(String target, String fromPath);
}
