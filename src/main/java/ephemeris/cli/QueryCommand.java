package ephemeris.cli;

import ephemeris.answer.Answer;
import ephemeris.engine.AnswerDocument;
import ephemeris.engine.Engine;
import ephemeris.engine.Question;
import ephemeris.wiki.Messages;
import ephemeris.wiki.WikiException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ephemeris query "<question>"}: answers from the wiki, as text or as seed 004's JSON. */
@Command(name = "query", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Answer a question from the wiki, citing the pages it came from.")
public final class QueryCommand implements Callable<Integer>, EngineSource.User {
    @Parameters(arity = "0..*", paramLabel = "<question>", description = "The question (quote it, or give it as several words).")
    List<String> words = List.of();

    @picocli.CommandLine.Mixin
    WikiOptions wikiOptions = new WikiOptions();

    @Option(names = "--json", description = "Print seed 004's JSON: answer, pages_consulted, confidence, go_external, stale, error, and the evidence.")
    boolean json;

    @Option(names = "--time-sensitive", description = "Treat the topic as time-sensitive: go_external is always true.")
    boolean timeSensitive;

    @Option(names = "--lang", paramLabel = "CODE", description = "Read the question in this language (ja, sv, pt-BR, …) instead of telling it from its words; lang:CODE in the question does the same.")
    String lang = "";

    @Option(names = "--top", paramLabel = "N", defaultValue = "5", description = "How many pages to rank and read (default: ${DEFAULT-VALUE}).")
    int top;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private EngineSource engines = EngineSource.IN_PROCESS;

    @Override
    public void engineSource(EngineSource source) {
        engines = source;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String question = String.join(" ", words).strip();
        if (question.isEmpty()) {
            err.println(Messages.USAGE);
            return ExitCodes.USAGE;
        }
        if (top < 1 || top > 100) {
            err.println("--top must be between 1 and 100.");
            return ExitCodes.USAGE;
        }
        if (!lang.isBlank() && ephemeris.wiki.Languages.code(lang).isEmpty()) {
            err.println("--lang expects a two-letter language code, as in --lang ja or --lang pt-BR; \"" + lang + "\" is not one.");
            return ExitCodes.USAGE;
        }
        try {
            // A mistyped operator is told before the wiki is opened, which can take a while.
            ephemeris.query.QuestionOperators.parse(question);
        } catch (WikiException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        Path root = wikiOptions.root();
        try (EngineSource.Lease lease = engines.open(root, wikiOptions.engineOptions().withQuestionSoon(true), true)) {
            Engine engine = lease.engine();
            java.util.Optional<String> advice = wikiOptions.settleMeaning(engine, err);
            Answer answer = engine.ask(new Question(question, timeSensitive, top, lang));
            if (json) {
                out.println(JsonText.write(AnswerDocument.toMap(answer, engine.meaningStatus(), advice.orElse(null))));
            } else {
                out.print(answer.toMarkdown());
            }
            out.flush();
            return ExitCodes.OK;
        } catch (WikiException e) {
            if (json) {
                out.println(JsonText.write(AnswerDocument.failure(question, e.getMessage())));
                out.flush();
            }
            err.println(e.getMessage());
            return ExitCodes.of(e.kind());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("Interrupted.");
            return ExitCodes.FAILURE;
        }
    }
}
