package ephemeris.quality;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The committed question set: questions with gold pages and answer phrases, one JSON object a line. */
record QuestionSet(List<Item> items) {
    static final String RESOURCE = "/quality/obsidian-help.questions.jsonl";

    record Item(String id, String kind, String lang, String corpus, String question, List<String> gold, List<String> answer) {
        boolean answerable() {
            return !gold.isEmpty() && !kind.equals("unanswerable");
        }
    }

    static QuestionSet load() {
        ObjectMapper mapper = new ObjectMapper();
        List<Item> items = new ArrayList<>();
        try (InputStream in = QuestionSet.class.getResourceAsStream(RESOURCE)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode n = mapper.readTree(line);
                items.add(new Item(n.get("id").asText(), n.get("kind").asText(), n.get("lang").asText(),
                        n.get("corpus").asText(), n.get("question").asText(), strings(n.get("gold")), strings(n.get("answer"))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new QuestionSet(List.copyOf(items));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }
}
