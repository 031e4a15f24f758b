package ephemeris.index;

import ephemeris.wiki.FileStatus;
import ephemeris.wiki.Page;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A page's catalog entry as one binary value, kept in a doc-values column of its meta document. Opening an
 * index reads the whole catalog from that column alone; as stored fields, the entries sat in compressed
 * blocks between the passages' text, and reading them meant inflating most of the index.
 */
final class PageMetaCodec {
    private PageMetaCodec() {
    }

    static byte[] encode(PageMeta m) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            string(out, m.path());
            string(out, m.title());
            out.writeLong(m.size());
            out.writeLong(m.modified());
            out.writeLong(m.date().getEpochSecond());
            out.writeByte(m.state().ordinal());
            string(out, m.reason());
            out.writeInt(m.embeds().size());
            for (Page.Embed e : m.embeds()) {
                string(out, e.target());
                string(out, e.heading());
                string(out, e.blockId());
                out.writeInt(e.line());
            }
            strings(out, m.tags());
            out.writeInt(m.links().size());
            for (Page.Link l : m.links()) {
                string(out, l.target());
                out.writeInt(l.line());
            }
            strings(out, m.aliases());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return bytes.toByteArray();
    }

    static PageMeta decode(byte[] b, int offset, int length) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(b, offset, length))) {
            String path = string(in);
            String title = string(in);
            long size = in.readLong();
            long modified = in.readLong();
            Instant date = Instant.ofEpochSecond(in.readLong());
            FileStatus.State state = FileStatus.State.values()[in.readByte()];
            String reason = string(in);
            int n = in.readInt();
            List<Page.Embed> embeds = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                embeds.add(new Page.Embed(string(in), string(in), string(in), in.readInt()));
            }
            List<String> tags = strings(in);
            n = in.readInt();
            List<Page.Link> links = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                links.add(new Page.Link(string(in), in.readInt()));
            }
            return new PageMeta(path, title, size, modified, date, state, reason, embeds, tags, links, strings(in));
        } catch (IOException e) {
            throw new UncheckedIOException("a catalog entry is damaged", e);
        }
    }

    private static void string(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String string(DataInputStream in) throws IOException {
        return new String(in.readNBytes(in.readInt()), StandardCharsets.UTF_8);
    }

    private static void strings(DataOutputStream out, List<String> list) throws IOException {
        out.writeInt(list.size());
        for (String s : list) {
            string(out, s);
        }
    }

    private static List<String> strings(DataInputStream in) throws IOException {
        int n = in.readInt();
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(string(in));
        }
        return out;
    }
}
