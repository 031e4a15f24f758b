package ephemeris.index;

import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;
import org.apache.lucene.codecs.lucene99.Lucene99HnswVectorsFormat;

/**
 * The codec the index is written with: Lucene's default, except that passage vectors are stored flat,
 * without the HNSW graph Lucene would build over them. Meaning search never walks that graph (it scans
 * the vectors, or a shortlist by their signs, so a ranking does not depend on the order vectors were
 * added: decision 0007), yet building it cost more CPU than storing the vectors many times over, on the
 * cores the embedding model needs, and again at every merge (decision 0015).
 *
 * <p>The vectors keep Lucene's own format, with a graph threshold no segment reaches: an index written
 * before, with graphs, reads as before, and its segments lose their graphs as they are merged. Lucene's
 * nearest-vector queries still work on it, by an exact scan.
 */
final class IndexCodec extends Lucene104Codec {
    /** No segment holds this many vectors, so none gets a graph. */
    private static final int NEVER = Integer.MAX_VALUE;
    private final KnnVectorsFormat flatVectors = new Lucene99HnswVectorsFormat(
            Lucene99HnswVectorsFormat.DEFAULT_MAX_CONN, Lucene99HnswVectorsFormat.DEFAULT_BEAM_WIDTH, 1, null, NEVER);

    @Override
    public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
        return flatVectors;
    }
}
