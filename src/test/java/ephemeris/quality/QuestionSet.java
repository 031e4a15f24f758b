package ephemeris.quality;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The committed question set: questions with gold pages and answer phrases, one JSON object a line, in two
 * halves. Constants are chosen on the tuning half; the held-out half is only scored, never tuned on.
 */
record QuestionSet(List<Item> items) {
    /** The half constants are chosen on. */
    static final String TUNING = "/quality/questions.tuning.jsonl";
    /** The half that reports how the product does on questions nobody tuned on. */
    static final String HELD_OUT = "/quality/questions.held-out.jsonl";

    /** @param page for a question answered in a PDF, the PDF page (1-based) that holds the answer; 0 otherwise */
    record Item(String id, String kind, String lang, String corpus, String question, List<String> gold, List<String> answer,
                int page) {
        boolean answerable() {
            return !gold.isEmpty() && !kind.equals("unanswerable");
        }
    }

    static QuestionSet tuning() {
        return load(TUNING);
    }

    static QuestionSet heldOut() {
        return load(HELD_OUT);
    }

    /** Both halves, tuning first. */
    static QuestionSet all() {
        List<Item> items = new ArrayList<>(tuning().items());
        items.addAll(heldOut().items());
        return new QuestionSet(List.copyOf(items));
    }

    /** The questions over one corpus, or over every corpus but it. */
    QuestionSet over(String corpus, boolean wanted) {
        return new QuestionSet(items.stream().filter(i -> i.corpus().equals(corpus) == wanted).toList());
    }

    static QuestionSet load(String resource) {
        try (InputStream in = QuestionSet.class.getResourceAsStream(resource)) {
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Questions not yet in either half (a new batch, scored before it is read), from a file of the same form. */
    static QuestionSet load(java.nio.file.Path file) {
        try (InputStream in = java.nio.file.Files.newInputStream(file)) {
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static QuestionSet read(InputStream in) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        List<Item> items = new ArrayList<>();
        for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode n = mapper.readTree(line);
            items.add(new Item(n.get("id").asText(), n.get("kind").asText(), n.get("lang").asText(),
                    n.get("corpus").asText(), n.get("question").asText(), strings(n.get("gold")), strings(n.get("answer")),
                    n.has("page") ? n.get("page").asInt() : 0));
        }
        return new QuestionSet(List.copyOf(items));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }
}
