package ephemeris.engine;

/**
 * A page's address for agents: {@code ephemeris://page/} and its path relative to the wiki, percent-encoded
 * with '/' too, so one URI is one path segment. The answer document cites pages by it, and the MCP server
 * serves each indexed page at it.
 */
public final class PageUri {
    private PageUri() {
    }

    /** The page resources' URI template: the page's path relative to the wiki, percent-encoded, '/' included. */
    public static final String TEMPLATE = "ephemeris://page/{path}";
    public static final String PREFIX = "ephemeris://page/";

    public static String of(String path) {
        StringBuilder sb = new StringBuilder(PREFIX);
        for (byte b : path.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~".indexOf(c) >= 0) {
                sb.append((char) c);
            } else {
                sb.append('%').append(String.format(java.util.Locale.ROOT, "%02X", c));
            }
        }
        return sb.toString();
    }

    /** The page path in a page URI, or null when the URI is not one. */
    public static String pathOf(String uri) {
        if (uri == null || !uri.startsWith(PREFIX) || uri.length() == PREFIX.length()) {
            return null;
        }
        String enc = uri.substring(PREFIX.length());
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < enc.length(); i++) {
            char c = enc.charAt(i);
            if (c == '%' && i + 2 < enc.length()) {
                try {
                    out.write(Integer.parseInt(enc.substring(i + 1, i + 3), 16));
                    i += 2;
                    continue;
                } catch (NumberFormatException e) {
                    return null;
                }
            }
            byte[] bytes = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            out.write(bytes, 0, bytes.length);
        }
        return out.toString(java.nio.charset.StandardCharsets.UTF_8);
    }
}
