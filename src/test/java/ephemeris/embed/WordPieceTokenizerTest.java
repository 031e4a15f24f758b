package ephemeris.embed;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Token ids as the models' own (Hugging Face) tokenizer gives them for the BERT uncased vocabulary. */
class WordPieceTokenizerTest {
    private static WordPieceTokenizer tokenizer;

    @BeforeAll
    static void loadTheShippedVocabulary() throws Exception {
        try (InputStream in = WordPieceTokenizer.class.getResourceAsStream("/ephemeris/embed/model/all-minilm-l6-v2-q-tokenizer.json")) {
            tokenizer = WordPieceTokenizer.load(in);
        }
    }

    @Test
    void encodesWordsBetweenClsAndSep() {
        assertArrayEquals(new int[]{101, 7592, 2088, 102}, tokenizer.encode("Hello world", 128));
        assertArrayEquals(new int[]{101, 7592, 1010, 2088, 999, 102}, tokenizer.encode("Hello, world!", 128));
    }

    @Test
    void splitsUnknownWordsIntoPieces() {
        // "callouts" is not in the vocabulary: the longest first piece "call", then the longest rest "##outs"
        assertArrayEquals(new int[]{101, 2655, 12166, 102}, tokenizer.encode("callouts", 128));
        // "calloutx": call, then ##out (no "##outx"), then ##x
        assertArrayEquals(new int[]{101, 2655, 5833, 2595, 102}, tokenizer.encode("calloutx", 128));
    }

    @Test
    void lowercasesAndStripsAccents() {
        assertArrayEquals(new int[]{101, 7668, 13746, 102}, tokenizer.encode("Café RÉSUMÉ", 128));
    }

    @Test
    void truncatesToTheLimitKeepingSep() {
        int[] ids = tokenizer.encode("one two three four five six", 5);
        assertArrayEquals(new int[]{101, 2028, 2048, 2093, 102}, ids);
    }

    @Test
    void wordsWithNoVocabularyPieceAreUnknown() {
        assertArrayEquals(new int[]{101, 100, 102}, tokenizer.encode("\uD83E\uDD84", 128));
    }

    @Test
    void normalizerSpacesOutIdeographsAndDropsControlCharacters() {
        assertEquals(List.of("a", "中", "文", "b"), WordPieceTokenizer.words(WordPieceTokenizer.normalize("a中文\u0000b")));
        assertEquals(List.of("x", "-", "y", "'", "s"), WordPieceTokenizer.words("x-y's"));
    }

    @Test
    void readsOnlyTheModelsVocabularyWhereverItSitsInTheFile() throws Exception {
        String json = """
                {"version": "1.0", "added_tokens": [{"id": 0, "content": "[PAD]"}],
                 "model": {"vocab": {"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "hello": 3, "world": 4, "##s": 5},
                           "unk_token": "[UNK]", "type": "WordPiece", "extra": {"nested": [1, 2, {"a": null}]}},
                 "post_processor": null}
                """;
        WordPieceTokenizer small = WordPieceTokenizer.load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertArrayEquals(new int[]{1, 3, 4, 5, 0, 2}, small.encode("Hello worlds zebra", 128));
    }

    @Test
    void refusesATokenizerOfAnotherKind() {
        String json = "{\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0}}}";
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> WordPieceTokenizer.load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        assertEquals("not a WordPiece tokenizer: BPE", e.getMessage());
    }
}
