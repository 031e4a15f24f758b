package ephemeris.engine;

import ephemeris.answer.Answer;
import ephemeris.answer.Citation;
import ephemeris.index.PassageHit;
import ephemeris.query.RankedPage;
import ephemeris.query.TermMatch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answer document: seed 004's schema {answer, pages_consulted, confidence, go_external, stale, error}
 * first, then the evidence (key terms, sources, citations with their page URIs, ranked pages and why) and
 * the state of meaning search. {@code ephemeris query --json}, MCP {@code wiki_query} and served calls
 * render this one map; its keys are in docs/how-it-answers.md.
 */
public final class AnswerDocument {
    private AnswerDocument() {
    }

    /** The seed's schema for a failure that happens before any question is answered. */
    public static Map<String, Object> failure(String question, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("answer", message);
        m.put("pages_consulted", List.of());
        m.put("confidence", "low");
        m.put("go_external", true);
        m.put("stale", false);
        m.put("error", message);
        m.put("question", question);
        return m;
    }

    /**
     * The answer with how far meaning search was along when it was given, and the advice a one-shot call
     * gave on stderr when it answered without waiting for vectors (else null).
     */
    public static Map<String, Object> toMap(Answer a, MeaningStatus meaning, String advice) {
        Map<String, Object> m = toMap(a);
        m.put("meaning", meaning.toMap(advice));
        return m;
    }

    /**
     * What the question's operators were understood as: every key present, empty or null when not given,
     * so a script reads the same shape whatever was typed.
     */
    private static Map<String, Object> filters(ephemeris.query.SearchFilters f, ephemeris.query.QuestionLanguage language) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("phrases", f.phrases());
        m.put("exclude", f.excluded());
        m.put("tags", f.tags());
        m.put("paths", f.paths());
        m.put("types", f.types().stream().map(ephemeris.query.FileType::operator).toList());
        m.put("exclude_types", f.notTypes().stream().map(ephemeris.query.FileType::operator).toList());
        m.put("after", f.after().map(Object::toString).orElse(null));
        m.put("before", f.before().map(Object::toString).orElse(null));
        m.put("lang", language.pinned() && !language.code().isEmpty() ? language.code() : null);
        return m;
    }

    /** The answer without the state of meaning search (which the faces add: see the other {@code toMap}). */
    public static Map<String, Object> toMap(Answer a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("answer", a.text());
        m.put("pages_consulted", a.pagesConsulted());
        m.put("confidence", a.confidence().label());
        m.put("go_external", a.goExternal());
        m.put("stale", a.stale());
        m.put("error", a.error());
        m.put("question", a.question());
        m.put("answered", a.answered());
        m.put("time_sensitive", a.timeSensitive());
        m.put("key_terms", a.keyTerms());
        // The language the question was read in, and whether the user pinned it (lang:xx, --lang) or it was told from its words.
        Map<String, Object> language = new LinkedHashMap<>();
        language.put("code", a.language().code().isEmpty() ? null : a.language().code());
        language.put("pinned", a.language().pinned());
        m.put("language", language);
        m.put("filters", filters(a.filters(), a.language()));
        m.put("sources", a.sources());
        List<Map<String, Object>> citations = new ArrayList<>();
        for (Citation c : a.citations()) {
            Map<String, Object> cm = new LinkedHashMap<>();
            cm.put("n", c.number());
            cm.put("path", c.path());
            cm.put("heading", c.heading());
            cm.put("anchor", c.anchor());
            cm.put("start_line", c.startLine());
            cm.put("end_line", c.endLine());
            int page = c.pdfPage();
            if (page > 0) {
                cm.put("page", page); // a PDF's page, 1-based, as its viewer numbers it
            }
            cm.put("kind", c.kind().label());
            cm.put("text", c.text());
            cm.put("parts", c.parts());
            cm.put("uri", PageUri.of(c.path()));
            citations.add(cm);
        }
        m.put("citations", citations);
        // The short answer within citation n's text: the value a question asked for, in bold in the window.
        m.put("answer_span", a.span().map(s -> {
            Map<String, Object> sm = new LinkedHashMap<>();
            sm.put("n", s.citation());
            sm.put("start", s.start());
            sm.put("end", s.end());
            sm.put("text", s.text());
            return (Object) sm;
        }).orElse(null));
        List<Map<String, Object>> pages = new ArrayList<>();
        int rank = 1;
        for (RankedPage p : a.pages()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("rank", rank++);
            pm.put("path", p.path());
            pm.put("title", p.title());
            pm.put("score", Math.round(p.score() * 1000) / 1000.0);
            pm.put("found_by", p.foundBy().label());
            // Every key is present whatever found the page, so a script reads one shape: null when meaning did not.
            pm.put("closeness", p.closeness() > 0 ? Math.round(p.closeness() * 1000) / 1000.0 : null);
            Map<String, Object> why = new LinkedHashMap<>();
            for (TermMatch t : p.why()) {
                why.put(t.term(), t.fields());
            }
            pm.put("why", why);
            List<Map<String, Object>> passages = new ArrayList<>();
            for (PassageHit h : p.passages()) {
                Map<String, Object> hm = new LinkedHashMap<>();
                hm.put("heading", h.heading());
                hm.put("start_line", h.blocks().getFirst().startLine());
                hm.put("end_line", h.blocks().getLast().endLine());
                hm.put("embedded_from", h.borrowed() ? h.owner() : null);
                passages.add(hm);
            }
            pm.put("passages", passages);
            pages.add(pm);
        }
        m.put("pages", pages);
        Map<String, Object> reasons = new LinkedHashMap<>();
        reasons.put("confidence", a.reasons().confidence());
        reasons.put("go_external", a.reasons().goExternal());
        reasons.put("stale", a.reasons().stale());
        m.put("reasons", reasons);
        return m;
    }
}
