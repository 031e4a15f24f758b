package ephemeris.index;

import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Logger;

/**
 * Brings an index of the five formats before this one up to it in place when it is opened, so an upgrade keeps the
 * index and, above all, its meaning vectors, which take minutes to compute again.
 * <ul>
 *   <li>Formats before 20 read a PDF's text without its headings and code, which its fonts tell (decision 0029):
 *   every PDF is marked to be read again.</li>
 *   <li>Formats before 19 read a letter marked in brackets inside a word ("E[x]tract") as two words, and did not
 *   tell a paragraph of nothing but inline code (decision 0027): the pages whose files hold either are marked to be
 *   read again.</li>
 *   <li>Formats before 18 read an outliner's tab-indented bullets under a heading as code (decision 0026): the
 *   pages whose files hold such an outline are marked to be read again.</li>
 *   <li>Format 15 kept the catalog in stored fields: {@link CatalogFormat15} rewrites it.</li>
 *   <li>Formats 15 and 16 kept a run of Lao, Khmer or Myanmar letters whole, as one term, where this format cuts it
 *   into words ({@link DictionaryWordFilter}); all other text is analysed as before. The pages whose documents hold
 *   such a term are marked changed in the catalog (a modification time no file has), so the reconcile that
 *   follows every open reads them again, as it reads a page edited meanwhile. A wiki with no such page keeps
 *   everything.</li>
 * </ul>
 */
final class EarlierFormats {
    static final String FORMAT_16 = "ephemeris-index-16";
    static final String FORMAT_17 = "ephemeris-index-17";
    static final String FORMAT_18 = "ephemeris-index-18";
    static final String FORMAT_19 = "ephemeris-index-19";
    /**
     * What a page file holds that formats before 19 may read otherwise: a letter marked in brackets in a word, or any
     * inline code, since a paragraph of nothing but inline code (however it is written: in a quote, two spans, double
     * backticks) is now a line of code. A page with code that reads the same is only read once more.
     */
    private static final java.util.regex.Pattern READ_OTHERWISE_BEFORE_19 = java.util.regex.Pattern.compile(
            "\\[\\p{L}\\](?=\\p{L})|`");
    /** A page file this large is not read for the outline check: the reconcile skips it anyway. */
    private static final long MAX_PAGE_BYTES = 10L * 1024 * 1024;
    /** The modification time that no file has, which has a page read again at the next reconcile. */
    static final long READ_AGAIN = Long.MIN_VALUE;
    /**
     * The letters of the scripts formats 15 and 16 did not cut into words, as ranges of code points: Lao, Myanmar and
     * its two extensions, Khmer (the blocks {@link DictionaryWordFilter} cuts).
     */
    private static final int[] UNCUT_BEFORE_17 = {0x0E80, 0x0EFF, 0x1000, 0x109F, 0x1780, 0x17FF, 0xA9E0, 0xA9FF, 0xAA60, 0xAA7F};

    private static final Logger LOG = Logger.getLogger(EarlierFormats.class.getName());

    private EarlierFormats() {
    }

    /** The earlier format the directory holds this wiki's index in, or null when it holds none this class migrates. */
    static String heldIn(Directory dir, Path realRoot) throws IOException {
        try {
            Map<String, String> data = SegmentInfos.readLatestCommit(dir).getUserData();
            String format = data.get(IndexStore.KEY_FORMAT);
            boolean earlier = FORMAT_19.equals(format) || FORMAT_18.equals(format) || FORMAT_17.equals(format) || FORMAT_16.equals(format)
                    || CatalogFormat15.FORMAT.equals(format);
            return earlier && realRoot.toString().equals(data.get(IndexStore.KEY_ROOT)) ? format : null;
        } catch (org.apache.lucene.index.IndexNotFoundException | org.apache.lucene.index.IndexFormatTooOldException
                 | org.apache.lucene.index.IndexFormatTooNewException | org.apache.lucene.index.CorruptIndexException e) {
            return null; // IndexFolder.isCurrent tells what to do with it
        }
    }

    /**
     * Brings the opened index from {@code format} (as {@link #heldIn} named it) to this one in one commit, which is
     * the first to carry this format's name: an index the process left before it is still of its earlier format.
     */
    static void migrate(IndexStore store, String format, Path realRoot) throws IOException {
        boolean format15 = CatalogFormat15.FORMAT.equals(format);
        List<PageMeta> metas = format15 ? CatalogFormat15.read(store) : store.loadMetas();
        boolean format19 = FORMAT_19.equals(format);
        boolean cutWords = FORMAT_17.equals(format) || FORMAT_18.equals(format) || format19;
        Set<String> pages = cutWords ? new TreeSet<>() : store.withSearcher(s -> pagesWithUncutWords(s.getIndexReader()));
        boolean outlines = FORMAT_18.equals(format);
        if (!format19) {
            pages.addAll(pagesWhose(metas, realRoot, text -> !outlines && ephemeris.wiki.OutlineIndent.changes(text)
                    || READ_OTHERWISE_BEFORE_19.matcher(text).find()));
        }
        metas.stream().map(PageMeta::path).filter(ephemeris.wiki.PdfText::isPdf).forEach(pages::add);
        List<PageMeta> marked = metas.stream().filter(m -> pages.contains(m.path())).map(m -> m.withModified(READ_AGAIN)).toList();
        List<PageMeta> rewritten = new ArrayList<>(marked);
        if (format15) {
            // Every entry moves to the doc-values column.
            metas.stream().filter(m -> !pages.contains(m.path())).forEach(rewritten::add);
        }
        store.replaceMetas(rewritten);
        LOG.info("Brought an index of " + format + " to " + IndexStore.FORMAT + "; " + marked.size()
                + " page(s) with Lao, Khmer or Myanmar text, an outline, a letter marked in a word, a line of code or a PDF's"
                + " fonts are read again");
    }

    /**
     * The pages whose files earlier formats read otherwise: outlines that formats before 18 read as code
     * ({@link OutlineIndent#changes}), and the text formats before 19 read otherwise. A file that cannot be read is
     * left to the reconcile, which tells what is wrong with it.
     */
    static Set<String> pagesWhose(List<PageMeta> metas, Path realRoot, java.util.function.Predicate<String> readOtherwise) {
        Set<String> pages = new TreeSet<>();
        for (PageMeta m : metas) {
            Path file = realRoot.resolve(m.path());
            try {
                if (java.nio.file.Files.size(file) <= MAX_PAGE_BYTES
                        && readOtherwise.test(java.nio.file.Files.readString(file, java.nio.charset.StandardCharsets.UTF_8))) {
                    pages.add(m.path());
                }
            } catch (IOException | RuntimeException e) {
                // not read here: the reconcile that follows reads or skips it
            }
        }
        return pages;
    }

    /** The pages (by path) that have a document with a term of a script the earlier formats did not cut, in any field. */
    static Set<String> pagesWithUncutWords(IndexReader reader) throws IOException {
        Set<String> pages = new TreeSet<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            LeafReader r = leaf.reader();
            for (FieldInfo field : r.getFieldInfos()) {
                Terms terms = field.getIndexOptions() == IndexOptions.NONE ? null : r.terms(field.name);
                if (terms != null) {
                    collect(r, terms.iterator(), pages);
                }
            }
        }
        return pages;
    }

    private static void collect(LeafReader r, TermsEnum te, Set<String> pages) throws IOException {
        Bits live = r.getLiveDocs();
        PostingsEnum postings = null;
        for (int i = 0; i < UNCUT_BEFORE_17.length; i += 2) {
            // Terms are ordered by their UTF-8 bytes, which keeps the order of code points.
            if (te.seekCeil(new BytesRef(Character.toString(UNCUT_BEFORE_17[i]))) == TermsEnum.SeekStatus.END) {
                continue;
            }
            for (BytesRef t = te.term(); t != null && t.utf8ToString().codePointAt(0) <= UNCUT_BEFORE_17[i + 1]; t = te.next()) {
                postings = te.postings(postings, PostingsEnum.NONE);
                // Read afresh for each term: doc values iterate forwards only.
                SortedDocValues page = r.getSortedDocValues(Fields.PAGE_DV);
                for (int doc = postings.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = postings.nextDoc()) {
                    if ((live == null || live.get(doc)) && page != null && page.advanceExact(doc)) {
                        pages.add(page.lookupOrd(page.ordValue()).utf8ToString());
                    }
                }
            }
        }
    }
}
