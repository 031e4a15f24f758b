package ephemeris.render;

import java.util.Set;

/**
 * One rendering: the page, what to mark, and how deep inside embeds we are.
 *
 * @param visited pages already on screen through this chain of embeds (an embed of one of them is a link)
 */
record RenderContext(Vault vault, String path, Highlights highlights, int depth, Set<String> visited) {
    /** Embeds are shown one level deep; deeper ones become links. */
    static final int MAX_EMBED_DEPTH = 1;

    RenderContext embedded(String embeddedPath) {
        java.util.Set<String> seen = new java.util.HashSet<>(visited);
        seen.add(embeddedPath);
        return new RenderContext(vault, embeddedPath, highlights, depth + 1, Set.copyOf(seen));
    }

    boolean mayEmbed(String target) {
        return depth < MAX_EMBED_DEPTH && !visited.contains(target);
    }
}
