package ephemeris.query;

import ephemeris.index.PageToEmbed;
import ephemeris.index.PassageVectors;
import ephemeris.index.WikiIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * While meaning vectors are half built, the meaning ranking has seen an arbitrary half of the wiki: its
 * nearest page there must not push the page the keywords found first, in pages it has not seen, out of
 * first place. Hand-made vectors make the embedded half's nearest page a wrong one on purpose.
 */
class HalfBuiltMeaningTest {
    @TempDir
    Path wiki;
    @TempDir
    Path cache;

    private static final String QUESTION = "How do I enable AddressSanitizer in Visual Studio?";

    private void write(String path, String text) throws IOException {
        Files.writeString(wiki.resolve(path), text);
    }

    private static float[] axis(int i) {
        float[] v = new float[4];
        v[i] = 1f;
        return v;
    }

    /** Gives the pages vectors along one axis each: {@code near} along the question's, the others away. */
    private static void embed(PassageVectors vectors, List<String> pages, String near) throws IOException {
        for (String path : pages) {
            PageToEmbed text = vectors.read(path).orElseThrow();
            List<float[]> vs = new ArrayList<>();
            for (int i = 0; i < text.texts().size(); i++) {
                vs.add(axis(path.equals(near) ? 0 : 1));
            }
            vectors.add(text, vs);
        }
        vectors.publish(true);
    }

    @Test
    void theFirstKeywordPageStaysFirstWhenMeaningSearchHasNotReadIt() throws Exception {
        write("asan.md", "# AddressSanitizer\n\nTo enable AddressSanitizer in Visual Studio, set Enable AddressSanitizer to Yes in the project's properties.\n");
        write("linux.md", "# Configure a Linux project\n\nVisual Studio downloads the headers from the remote machine.\n");
        write("lambda.md", "# Lambda expressions\n\nA lambda captures variables by value or by reference.\n");
        write("errors.md", "# Compiler errors\n\nEach error has its own page.\n");
        try (WikiIndex index = WikiIndex.open(wiki, cache, 1 << 20)) {
            index.reconcile((d, t) -> { }, () -> false);
            index.vectors().useModel("test-model");
            // Half the pages have vectors, and the nearest of them to the question is the wrong page.
            embed(index.vectors(), List.of("linux.md", "errors.md"), "linux.md");
            Retriever retriever = new Retriever(index);

            List<String> halfBuilt = paths(retriever.retrieve(QUESTION, 5, axis(0)));
            assertEquals("asan.md", halfBuilt.getFirst());
            assertEquals(List.of("asan.md"), paths(retriever.retrieve(QUESTION, 5)).subList(0, 1), "keywords alone");

            // Once every page has its vectors, meaning ranks every page and the fusion weighs it in full.
            embed(index.vectors(), List.of("asan.md", "lambda.md"), "none");
            assertEquals("linux.md", paths(retriever.retrieve(QUESTION, 5, axis(0))).getFirst());
        }
    }

    private static List<String> paths(Retrieval r) {
        return r.pages().stream().map(RankedPage::path).toList();
    }
}
