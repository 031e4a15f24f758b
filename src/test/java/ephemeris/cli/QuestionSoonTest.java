package ephemeris.cli;

import ephemeris.wiki.WikiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A `query` tells the engine it opens that a question follows at once, so the embedding model can load while the
 * folder is compared with the index; `related` and `status`, which embed no question, do not.
 */
class QuestionSoonTest {
    @Test
    void onlyAQueryOpensItsEngineForAQuestionToCome(@TempDir Path wiki) throws Exception {
        Files.writeString(wiki.resolve("a.md"), "# A\n\nSome text.\n");
        List<String> opened = new ArrayList<>();
        EngineSource seeing = (root, options, meaningMatters) -> {
            opened.add(options.questionSoon() + (options.meaning() ? " meaning" : " keywords"));
            throw new WikiException(WikiException.Kind.UNREADABLE, "seen");
        };
        for (String[] args : List.of(new String[]{"query", "--wiki", wiki.toString(), "what is a"},
                new String[]{"query", "--wiki", wiki.toString(), "--meaning", "off", "what is a"},
                new String[]{"related", "--wiki", wiki.toString(), "a.md"},
                new String[]{"status", "--wiki", wiki.toString()})) {
            Cli.run(args, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), seeing);
        }
        assertEquals(List.of("true meaning", "true keywords", "false meaning", "false keywords"), opened);
    }
}
