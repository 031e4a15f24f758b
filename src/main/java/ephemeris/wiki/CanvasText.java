package ephemeris.wiki;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A JSON Canvas board (Obsidian's open format, {@code .canvas}) as a page of the wiki: its name as the title, each
 * text card's markdown in reading order (top to bottom, then left to right), each group's label as a heading, and
 * each card that shows a file or a web page as a link to it, so a board counts among a page's links and backlinks.
 * Edges carry no text a question could ask for and are left out.
 */
public final class CanvasText {
    private CanvasText() {
    }

    /** Whether a file name is a canvas's. */
    public static boolean isCanvas(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".canvas");
    }

    /** The board's text as a page's markdown, or why it has none. */
    static PageReader.Result read(String fileName, String json) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (IOException e) {
            return PageReader.Result.skip("not a readable canvas (its JSON does not parse)");
        }
        if (root == null || !root.isObject()) {
            return PageReader.Result.skip("not a readable canvas (no JSON object)");
        }
        List<JsonNode> nodes = new ArrayList<>();
        root.path("nodes").forEach(nodes::add);
        nodes.sort(Comparator.comparingLong((JsonNode n) -> n.path("y").asLong()).thenComparingLong(n -> n.path("x").asLong()));
        StringBuilder out = new StringBuilder("# ").append(fileName, 0, fileName.length() - ".canvas".length()).append("\n");
        for (JsonNode n : nodes) {
            String type = n.path("type").asText();
            switch (type) {
                case "text" -> {
                    String text = n.path("text").asText("").strip();
                    if (!text.isEmpty()) {
                        out.append("\n").append(text).append("\n");
                    }
                }
                case "group" -> {
                    String label = n.path("label").asText("").strip().replaceAll("\\s+", " ");
                    if (!label.isEmpty()) {
                        out.append("\n## ").append(label).append("\n");
                    }
                }
                case "file" -> {
                    String file = n.path("file").asText("").strip();
                    if (!file.isEmpty()) {
                        out.append("\n[[").append(file).append("]]\n");
                    }
                }
                case "link" -> {
                    String url = n.path("url").asText("").strip();
                    if (!url.isEmpty()) {
                        out.append("\n<").append(url).append(">\n");
                    }
                }
                default -> {
                    // A kind of card this version does not know: left out rather than guessed at.
                }
            }
        }
        return new PageReader.Result(out.toString(), null);
    }
}
