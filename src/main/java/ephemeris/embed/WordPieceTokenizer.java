package ephemeris.embed;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.io.InputStream;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The BERT "uncased" tokenizer the shipped embedding models were trained with (a Hugging Face
 * {@code tokenizer.json} with a BertNormalizer, BertPreTokenizer and WordPiece model), in plain Java so
 * no native tokenizer library has to ship or be fetched: clean the text, space out CJK ideographs,
 * strip accents, lowercase, split on whitespace and punctuation, then take the longest vocabulary
 * pieces of each word.
 */
public final class WordPieceTokenizer {
    /** A word longer than this becomes one unknown token, as in BERT. */
    private static final int MAX_WORD_CHARS = 100;

    private final Map<String, Integer> vocab;
    private final int cls;
    private final int sep;
    private final int unk;

    WordPieceTokenizer(Map<String, Integer> vocab) {
        this.vocab = vocab;
        this.cls = id(vocab, "[CLS]");
        this.sep = id(vocab, "[SEP]");
        this.unk = id(vocab, "[UNK]");
    }

    /** Reads the vocabulary of a Hugging Face {@code tokenizer.json} with a WordPiece model. */
    public static WordPieceTokenizer load(InputStream tokenizerJson) throws IOException {
        // Read as a stream of tokens, keeping only the vocabulary: building the whole document as a tree (and the
        // object mapper for it) was most of the model's load, which a one-shot command line call pays each time.
        String type = "";
        Map<String, Integer> vocab = new HashMap<>();
        try (JsonParser json = new JsonFactory().createParser(tokenizerJson)) {
            expect(json.nextToken(), JsonToken.START_OBJECT);
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String field = json.currentName();
                JsonToken value = json.nextToken();
                if (!"model".equals(field) || value != JsonToken.START_OBJECT) {
                    json.skipChildren();
                    continue;
                }
                while (json.nextToken() == JsonToken.FIELD_NAME) {
                    String key = json.currentName();
                    JsonToken v = json.nextToken();
                    if ("type".equals(key) && v == JsonToken.VALUE_STRING) {
                        type = json.getText();
                    } else if ("vocab".equals(key) && v == JsonToken.START_OBJECT) {
                        while (json.nextToken() == JsonToken.FIELD_NAME) {
                            String token = json.currentName();
                            expect(json.nextToken(), JsonToken.VALUE_NUMBER_INT);
                            vocab.put(token, json.getIntValue());
                        }
                    } else {
                        json.skipChildren();
                    }
                }
            }
        }
        if (!"WordPiece".equals(type)) {
            throw new IOException("not a WordPiece tokenizer: " + type);
        }
        return new WordPieceTokenizer(vocab);
    }

    private static void expect(JsonToken got, JsonToken wanted) throws IOException {
        if (got != wanted) {
            throw new IOException("not a tokenizer file: " + wanted + " expected, " + got + " found");
        }
    }

    private static int id(Map<String, Integer> vocab, String token) {
        Integer id = vocab.get(token);
        if (id == null) {
            throw new IllegalArgumentException("vocabulary lacks " + token);
        }
        return id;
    }

    /** Token ids of {@code text} between [CLS] and [SEP], at most {@code maxTokens} in all. */
    public int[] encode(String text, int maxTokens) {
        List<Integer> ids = new ArrayList<>();
        ids.add(cls);
        int room = maxTokens - 2;
        for (String word : words(normalize(text))) {
            if (ids.size() - 1 >= room) {
                break;
            }
            pieces(word, ids);
        }
        while (ids.size() - 1 > room) {
            ids.removeLast();
        }
        ids.add(sep);
        int[] out = new int[ids.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ids.get(i);
        }
        return out;
    }

    /** Cleaning, CJK spacing, accent stripping and lowercasing, as BERT's normalizer does them. */
    static String normalize(String text) {
        StringBuilder clean = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == 0 || cp == 0xFFFD || isControl(cp)) {
                return;
            }
            if (isWhitespace(cp)) {
                clean.append(' ');
            } else if (isCjk(cp)) {
                clean.append(' ').appendCodePoint(cp).append(' ');
            } else {
                clean.appendCodePoint(cp);
            }
        });
        String decomposed = Normalizer.normalize(clean, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder(decomposed.length());
        decomposed.codePoints().forEach(cp -> {
            if (Character.getType(cp) != Character.NON_SPACING_MARK) {
                out.appendCodePoint(cp);
            }
        });
        return out.toString().toLowerCase(Locale.ROOT);
    }

    /** Splits on whitespace, and makes every punctuation character a word of its own. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (isWhitespace(cp) || isPunctuation(cp)) {
                if (!word.isEmpty()) {
                    out.add(word.toString());
                    word.setLength(0);
                }
                if (isPunctuation(cp)) {
                    out.add(new String(Character.toChars(cp)));
                }
            } else {
                word.appendCodePoint(cp);
            }
        }
        if (!word.isEmpty()) {
            out.add(word.toString());
        }
        return out;
    }

    /** Greedy longest-match-first word pieces; a word that cannot be split is one unknown token. */
    private void pieces(String word, List<Integer> ids) {
        if (word.codePointCount(0, word.length()) > MAX_WORD_CHARS) {
            ids.add(unk);
            return;
        }
        int mark = ids.size();
        int start = 0;
        while (start < word.length()) {
            int end = word.length();
            Integer found = null;
            while (start < end) {
                String piece = start > 0 ? "##" + word.substring(start, end) : word.substring(start, end);
                found = vocab.get(piece);
                if (found != null) {
                    break;
                }
                end--;
                if (end > start && Character.isLowSurrogate(word.charAt(end))) {
                    end--;
                }
            }
            if (found == null) {
                while (ids.size() > mark) {
                    ids.removeLast();
                }
                ids.add(unk);
                return;
            }
            ids.add(found);
            start = end;
        }
    }

    private static boolean isWhitespace(int cp) {
        return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || Character.getType(cp) == Character.SPACE_SEPARATOR;
    }

    private static boolean isControl(int cp) {
        if (cp == '\t' || cp == '\n' || cp == '\r') {
            return false;
        }
        int type = Character.getType(cp);
        return type == Character.CONTROL || type == Character.FORMAT;
    }

    private static boolean isPunctuation(int cp) {
        if (cp >= 33 && cp <= 47 || cp >= 58 && cp <= 64 || cp >= 91 && cp <= 96 || cp >= 123 && cp <= 126) {
            return true;
        }
        return switch (Character.getType(cp)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                 Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                 Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }

    private static boolean isCjk(int cp) {
        return cp >= 0x4E00 && cp <= 0x9FFF || cp >= 0x3400 && cp <= 0x4DBF || cp >= 0x20000 && cp <= 0x2A6DF
                || cp >= 0x2A700 && cp <= 0x2B73F || cp >= 0x2B740 && cp <= 0x2B81F || cp >= 0x2B820 && cp <= 0x2CEAF
                || cp >= 0xF900 && cp <= 0xFAFF || cp >= 0x2F800 && cp <= 0x2FA1F;
    }
}
