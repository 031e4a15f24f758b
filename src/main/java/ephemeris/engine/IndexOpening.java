package ephemeris.engine;

import ephemeris.index.WikiIndex;
import ephemeris.wiki.WikiException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Opens a wiki's index as the options ask, or says in one plain line why it cannot be had. */
final class IndexOpening {
    private static final Logger LOG = Logger.getLogger(Engine.class.getName());

    private IndexOpening() {
    }

    /**
     * The persisted index (waiting as long as the options allow for another process that holds it), or a new one;
     * refused when the options want a kept index only and it could only be kept in memory.
     */
    static WikiIndex open(Path absolute, EngineOptions options) throws WikiException {
        WikiIndex index;
        try {
            index = WikiIndex.open(absolute, options.cacheRoot(), options.maxPageBytes(), options.heldIndexWait());
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Opening the index of " + absolute + " failed", e);
            throw new WikiException(WikiException.Kind.UNREADABLE, "Could not open the search index: " + e.getMessage(), e);
        }
        if (options.keptIndexOnly() && index.location().isEmpty()) {
            String why = index.notKept().orElse("it is kept in memory only");
            try {
                index.close();
            } catch (IOException e) {
                LOG.log(Level.FINE, "Closing the in-memory index failed", e);
            }
            throw new WikiException(WikiException.Kind.UNREADABLE, "The index of " + absolute + " cannot be had: " + why + ".");
        }
        return index;
    }
}
