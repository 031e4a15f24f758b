package ephemeris.training;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

/**
 * Extracts aligned (English, translation) text pairs from Debian packages of professionally
 * translated software help, as laid out by {@code training/multilingual/fetch-packages.sh}.
 *
 * <p>Why: a multilingual sentence-embedding student is trained by distillation, which needs the
 * same sentence in English and in each target language. Translated help is ideal: it is written
 * by people, covers the vocabulary of desktop software, and its structure lets the pairs be
 * aligned exactly instead of guessed.
 *
 * <p>Usage: {@code PairExtractor TREE_DIR OUT_FILE}. TREE_DIR holds one extracted package per
 * sub-folder. Three sources are read, wherever they are found under TREE_DIR/&lt;package&gt;/:
 *
 * <ul>
 *   <li>LibreOffice help ({@code usr/share/libreoffice/help/<lang>/**.html}): paragraphs and
 *       headings carry the same id in every language, so the element with the same id (and the
 *       same occurrence of it) in the same relative file is paired with en-US.
 *   <li>Mallard help ({@code usr/share/help/<lang>/<guide>/*.page}, gnome-user-docs): the text
 *       elements of a page are paired by position with the C (English) page, only when both pages
 *       have the same sequence of element names; otherwise the page is skipped.
 *   <li>LibreOffice UI catalogues ({@code usr/lib/libreoffice/program/resource/<lang>/LC_MESSAGES
 *       /*.mo}): msgid to msgstr, exact by construction; used for target languages with no help.
 * </ul>
 *
 * <p>It writes a UTF-8 TSV {@code lang, source, english, translation} sorted by language, source
 * file and id/position, drops empty, untranslated, too short/long and code-like pairs, removes
 * exact (lang, english, translation) repeats, and prints a per-language count table.
 */
public final class PairExtractor {

  static final int MIN_CHARS = 3;
  static final int MAX_CHARS = 1000;

  static final Set<String> TARGETS = Set.of(
      "ar", "bn", "ca", "cs", "da", "de", "el", "es", "fa", "fi", "fr", "he", "hu", "id", "it",
      "ja", "km", "ko", "nl", "no", "pl", "pt", "pt-br", "ro", "ru", "sk", "sv", "th", "tr", "uk",
      "vi", "zh", "zh-TW");

  static final String LO_HELP = "usr/share/libreoffice/help";
  static final String MALLARD_HELP = "usr/share/help";
  static final String LO_UI = "usr/lib/libreoffice/program/resource";
  static final String MALLARD_NS = "http://projectmallard.org/1.0/";
  static final Set<String> MALLARD_TEXT = Set.of("title", "subtitle", "desc", "p", "code", "screen");
  static final Set<String> MALLARD_SKIP = Set.of("credit", "comment");

  /** One aligned pair; {@code key} orders pairs within a source file (id or position). */
  record Pair(String lang, String source, String key, String english, String translation) {}

  private PairExtractor() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: PairExtractor TREE_DIR OUT_FILE");
      System.exit(2);
    }
    Path tree = Path.of(args[0]);
    List<Path> packages = sortedChildren(tree);
    List<Pair> raw = new ArrayList<>(libreOfficeHelp(packages));
    for (Path pkg : packages) {
      raw.addAll(mallardHelp(pkg.getFileName().toString(), pkg.resolve(MALLARD_HELP)));
      raw.addAll(libreOfficeUi(pkg.resolve(LO_UI)));
    }
    List<Pair> pairs = dedupe(sorted(keep(raw)));
    write(pairs, Path.of(args[1]));
    printTable(pairs);
    System.out.println("mallard pages skipped (element sequence differs from C): " + SKIPPED_PAGES);
  }

  // ---------------------------------------------------------------- languages

  /** Maps a folder's language code to the training code, or null for a language we skip. */
  static String targetLang(String code) {
    String c = code.toLowerCase().replace('_', '-');
    String mapped = switch (c) {
      case "zh-cn", "zh-hans" -> "zh";
      case "zh-tw", "zh-hant" -> "zh-TW";
      case "nb", "nb-no", "no" -> "no";
      default -> c;
    };
    return TARGETS.contains(mapped) ? mapped : null;
  }

  /**
   * Language folders under {@code root} that map to a target language, keyed by folder. A folder
   * that is a symlink is another language's text (libreoffice-help-sk ships sk -&gt; cs) and is
   * skipped.
   */
  static Map<Path, String> languageDirs(Path root) throws IOException {
    Map<Path, String> dirs = new LinkedHashMap<>();
    for (Path dir : sortedChildren(root)) {
      String lang = targetLang(dir.getFileName().toString());
      if (lang != null && !Files.isSymbolicLink(dir)) {
        dirs.put(dir, lang);
      }
    }
    return dirs;
  }

  // ---------------------------------------------------------------- LibreOffice help (HTML)

  static final Pattern LO_ELEMENT =
      Pattern.compile("<(p|h[1-6])\\b([^>]*)>(.*?)</\\1\\s*>", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
  static final Pattern ID_ATTR = Pattern.compile("\\bid=\"([^\"]+)\"");
  static final Pattern CLASS_ATTR = Pattern.compile("\\bclass=\"([^\"]*)\"");

  /** Each language ships its help in its own package, so languages are gathered across packages. */
  static List<Pair> libreOfficeHelp(List<Path> packages) throws IOException {
    List<Pair> pairs = new ArrayList<>();
    Path english = null;
    Map<Path, String> langs = new LinkedHashMap<>();
    for (Path pkg : packages) {
      Path root = pkg.resolve(LO_HELP);
      english = english == null && Files.isDirectory(root.resolve("en-US")) ? root.resolve("en-US") : english;
      langs.putAll(languageDirs(root));
    }
    if (english == null) {
      return pairs;
    }
    for (Path file : filesEndingWith(english, ".html")) {
      String rel = english.relativize(file).toString();
      Map<String, String> en = htmlParagraphs(Files.readString(file));
      for (Map.Entry<Path, String> lang : langs.entrySet()) {
        Path other = lang.getKey().resolve(rel);
        if (Files.isRegularFile(other)) {
          Map<String, String> tr = htmlParagraphs(Files.readString(other));
          pairs.addAll(pairByKey(lang.getValue(), "libreoffice-help/" + rel, en, tr));
        }
      }
    }
    return pairs;
  }

  /** Id-carrying paragraphs and headings of one help page, keyed by id and occurrence. */
  static Map<String, String> htmlParagraphs(String html) {
    Map<String, String> byKey = new LinkedHashMap<>();
    Map<String, Integer> seen = new HashMap<>();
    Matcher m = LO_ELEMENT.matcher(html);
    while (m.find()) {
      Matcher id = ID_ATTR.matcher(m.group(2));
      if (!id.find() || isCodeClass(m.group(2))) {
        continue;
      }
      int n = seen.merge(id.group(1), 1, Integer::sum);
      byKey.put(id.group(1) + "#" + n, htmlText(m.group(3)));
    }
    return byKey;
  }

  static boolean isCodeClass(String attrs) {
    Matcher c = CLASS_ATTR.matcher(attrs);
    return c.find() && c.group(1).contains("code");
  }

  static List<Pair> pairByKey(String lang, String source, Map<String, String> en, Map<String, String> tr) {
    List<Pair> pairs = new ArrayList<>();
    for (Map.Entry<String, String> e : en.entrySet()) {
      String translation = tr.get(e.getKey());
      if (translation != null) {
        pairs.add(new Pair(lang, source, e.getKey(), e.getValue(), translation));
      }
    }
    return pairs;
  }

  /** Plain text of an element's inner HTML: one variant per switch, no tags, entities decoded. */
  static String htmlText(String inner) {
    String text = keepDefaultSwitchCase(inner);
    text = text.replaceAll("(?i)<br\\s*/?>", " ").replaceAll("<[^>]*>", "");
    return collapse(decodeEntities(text));
  }

  static final Pattern SWITCH_INLINE = Pattern.compile("<span\\b[^>]*class=\"switchinline\"[^>]*>");
  static final Pattern HIDDEN_CASE = Pattern.compile("<span\\b[^>]*\\bhidden=\"true\"[^>]*>");

  /**
   * A {@code switchinline} span holds one hidden span per platform or module ("MAC", "default",
   * "WRITER", ...), all of which would otherwise be concatenated; keep only the default case
   * (or the first when there is none) so the text reads as the help viewer shows it.
   */
  static String keepDefaultSwitchCase(String html) {
    StringBuilder out = new StringBuilder();
    int from = 0;
    Matcher m = SWITCH_INLINE.matcher(html);
    while (m.find(from)) {
      int end = spanEnd(html, m.end());
      String chosen = chosenCase(html.substring(m.end(), end));
      out.append(html, from, m.start()).append(keepDefaultSwitchCase(chosen)); // switches nest
      from = Math.min(html.length(), end + "</span>".length());
    }
    return out.append(html.substring(Math.min(from, html.length()))).toString();
  }

  static String chosenCase(String switchBody) {
    String first = null;
    Matcher m = HIDDEN_CASE.matcher(switchBody);
    int from = 0;
    while (m.find(from)) {
      int end = spanEnd(switchBody, m.end());
      String body = switchBody.substring(m.end(), end);
      Matcher id = ID_ATTR.matcher(m.group());
      if (id.find() && id.group(1).startsWith("default")) {
        return body;
      }
      first = first == null ? body : first;
      from = Math.min(switchBody.length(), end + "</span>".length());
    }
    return first == null ? switchBody : first;
  }

  /** Index of the {@code </span>} closing the span whose content starts at {@code from}. */
  static int spanEnd(String html, int from) {
    int depth = 1;
    int i = from;
    while (i < html.length()) {
      int open = html.indexOf("<span", i);
      int close = html.indexOf("</span>", i);
      if (close < 0) {
        return html.length();
      }
      if (open >= 0 && open < close) {
        depth++;
        i = open + 5;
      } else if (--depth == 0) {
        return close;
      } else {
        i = close + 7;
      }
    }
    return html.length();
  }

  static final Pattern ENTITY = Pattern.compile("&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);");
  static final Map<String, String> NAMED = Map.of(
      "amp", "&", "lt", "<", "gt", ">", "quot", "\"", "apos", "'", "nbsp", " ",
      "ndash", "\u2013", "mdash", "\u2014", "hellip", "\u2026", "copy", "\u00a9");

  static String decodeEntities(String text) {
    return ENTITY.matcher(text).replaceAll(m -> Matcher.quoteReplacement(entity(m.group(1), m.group())));
  }

  static String entity(String body, String whole) {
    try {
      if (body.startsWith("#x") || body.startsWith("#X")) {
        return Character.toString(Integer.parseInt(body.substring(2), 16));
      }
      if (body.startsWith("#")) {
        return Character.toString(Integer.parseInt(body.substring(1)));
      }
    } catch (IllegalArgumentException e) {
      return whole;
    }
    return NAMED.getOrDefault(body, whole);
  }

  // ---------------------------------------------------------------- Mallard help (.page)

  static List<Pair> mallardHelp(String pkg, Path helpRoot) throws Exception {
    Path english = helpRoot.resolve("C");
    List<Pair> pairs = new ArrayList<>();
    if (!Files.isDirectory(english)) {
      return pairs;
    }
    Map<Path, String> langs = languageDirs(helpRoot);
    DocumentBuilder parser = xmlParser();
    for (Path page : filesEndingWith(english, ".page")) {
      String rel = english.relativize(page).toString();
      List<String[]> en = mallardTexts(parser, page);
      for (Map.Entry<Path, String> lang : langs.entrySet()) {
        Path other = lang.getKey().resolve(rel);
        if (en != null && Files.isRegularFile(other)) {
          pairs.addAll(pairByPosition(lang.getValue(), pkg + "/" + rel, en, mallardTexts(parser, other)));
        }
      }
    }
    return pairs;
  }

  /** Mallard pages skipped per language because their element sequence differs from C. */
  static final Map<String, Integer> SKIPPED_PAGES = new TreeMap<>();

  /** Pairs elements by position, only if both pages have the same sequence of element names. */
  static List<Pair> pairByPosition(String lang, String source, List<String[]> en, List<String[]> tr) {
    List<Pair> pairs = new ArrayList<>();
    if (tr == null || !sameNames(en, tr)) {
      SKIPPED_PAGES.merge(lang, 1, Integer::sum);
      return pairs;
    }
    for (int i = 0; i < en.size(); i++) {
      pairs.add(new Pair(lang, source, String.format("%06d", i), en.get(i)[1], tr.get(i)[1]));
    }
    return pairs;
  }

  static boolean sameNames(List<String[]> a, List<String[]> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!a.get(i)[0].equals(b.get(i)[0])) {
        return false;
      }
    }
    return true;
  }

  static DocumentBuilder xmlParser() throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    f.setXIncludeAware(false);
    f.setExpandEntityReferences(true);
    f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    DocumentBuilder b = f.newDocumentBuilder();
    b.setEntityResolver((publicId, systemId) -> new InputSource(new StringReader("")));
    b.setErrorHandler(null);
    return b;
  }

  /** The page's text elements in document order as {name, text}, or null if it does not parse. */
  static List<String[]> mallardTexts(DocumentBuilder parser, Path page) {
    try {
      List<String[]> out = new ArrayList<>();
      collectMallard(parser.parse(page.toFile()).getDocumentElement(), out);
      return out;
    } catch (Exception e) {
      System.err.println("skip unparsable " + page + ": " + e.getMessage());
      return null;
    }
  }

  /** Outermost Mallard text elements; translator credits and editorial comments are skipped. */
  static void collectMallard(Element e, List<String[]> out) {
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element child && !MALLARD_SKIP.contains(child.getLocalName())) {
        if (MALLARD_NS.equals(child.getNamespaceURI()) && MALLARD_TEXT.contains(child.getLocalName())) {
          out.add(new String[] {child.getLocalName(), collapse(inlineText(child))});
        } else {
          collectMallard(child, out);
        }
      }
    }
  }

  /** Text of an element with its inline markup removed; key and GUI sequences keep separators. */
  static String inlineText(Node node) {
    if (!(node instanceof Element e)) {
      return node.getNodeType() == Node.TEXT_NODE || node.getNodeType() == Node.CDATA_SECTION_NODE
          ? node.getNodeValue() : "";
    }
    String separator = switch (e.getLocalName()) {
      case "keyseq" -> "+";
      case "guiseq" -> " \u25b8 ";
      default -> "";
    };
    List<String> parts = new ArrayList<>();
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (separator.isEmpty() || n instanceof Element) {
        parts.add(inlineText(n));
      }
    }
    return String.join(separator, parts);
  }

  // ---------------------------------------------------------------- LibreOffice UI (.mo)

  static List<Pair> libreOfficeUi(Path resourceRoot) throws IOException {
    List<Pair> pairs = new ArrayList<>();
    for (Map.Entry<Path, String> lang : languageDirs(resourceRoot).entrySet()) {
      for (Path mo : filesEndingWith(lang.getKey().resolve("LC_MESSAGES"), ".mo")) {
        String source = "libreoffice-l10n/" + mo.getFileName();
        for (Map.Entry<String, String[]> e : readMo(mo).entrySet()) {
          String[] t = e.getValue();
          pairs.add(new Pair(lang.getValue(), source, e.getKey(), uiText(t[0]), uiText(t[1])));
        }
      }
    }
    return pairs;
  }

  /**
   * Singular entries of a GNU .mo catalogue, keyed by "msgctxt\u0004msgid" (sorted), valued
   * {msgid, msgstr}. The header and plural entries are left out.
   */
  static Map<String, String[]> readMo(Path mo) throws IOException {
    ByteBuffer buf = ByteBuffer.wrap(Files.readAllBytes(mo)).order(ByteOrder.LITTLE_ENDIAN);
    if (buf.getInt(0) != 0x950412de) {
      buf.order(ByteOrder.BIG_ENDIAN);
    }
    int count = buf.getInt(8);
    int origTable = buf.getInt(12);
    int transTable = buf.getInt(16);
    Map<String, String[]> entries = new TreeMap<>();
    for (int i = 0; i < count; i++) {
      String key = moString(buf, origTable + 8 * i);
      String value = moString(buf, transTable + 8 * i);
      if (!key.isEmpty() && key.indexOf('\0') < 0 && value.indexOf('\0') < 0) {
        int ctx = key.indexOf('\u0004');
        entries.put(key, new String[] {key.substring(ctx + 1), value});
      }
    }
    return entries;
  }

  static String moString(ByteBuffer buf, int descriptor) {
    int length = buf.getInt(descriptor);
    int offset = buf.getInt(descriptor + 4);
    return new String(buf.array(), offset, length, StandardCharsets.UTF_8);
  }

  static final Pattern ACCEL_SUFFIX = Pattern.compile("\\(\\s*[~_]\\s*[^\\s)]\\s*\\)");
  static final Pattern LONE_UNDERSCORE = Pattern.compile("^([^_]*)_(?=[\\p{L}\\p{N}])([^_]*)$");

  /** UI string without keyboard accelerator marks ("~Open", "_Open", "打开(_O)"). */
  static String uiText(String s) {
    String t = ACCEL_SUFFIX.matcher(s).replaceAll("").replace("~", "");
    t = LONE_UNDERSCORE.matcher(t).replaceFirst("$1$2");
    return collapse(t);
  }

  // ---------------------------------------------------------------- filtering and output

  /** Collapses whitespace runs to one space; U+200B is kept (Khmer and Thai word separator). */
  static String collapse(String s) {
    return s.replaceAll("[\\s\\u00a0\\u2007\\u202f]+", " ").strip();
  }

  static List<Pair> keep(List<Pair> pairs) {
    return pairs.stream().filter(PairExtractor::usable).toList();
  }

  static boolean usable(Pair p) {
    return goodText(p.english()) && goodText(p.translation()) && !p.english().equals(p.translation());
  }

  /** A single token with code punctuation inside it (a.b, a_b, a/b, f(x), $x) or a formula. */
  static final Pattern CODE_LIKE = Pattern.compile(
      "=.*|\\S*[\\p{Alnum}][._/\\\\=(\\[{<>$#@&*|^`:][\\p{Alnum}]\\S*|[$/\\\\.#<{\\[@*]\\S*");

  /** Non-empty, 3..1000 characters, with at least two letters, and not code-like. */
  static boolean goodText(String s) {
    int chars = s.codePointCount(0, s.length());
    if (chars < MIN_CHARS || chars > MAX_CHARS) {
      return false;
    }
    long letters = s.codePoints().filter(Character::isLetter).count();
    return letters >= 2 && !codeLike(s);
  }

  /** Only for Latin-script text: CJK and Thai run sentences together without spaces. */
  static boolean codeLike(String s) {
    return s.chars().allMatch(c -> c < 0x250) && CODE_LIKE.matcher(s).matches();
  }

  static List<Pair> sorted(List<Pair> pairs) {
    return pairs.stream()
        .sorted(Comparator.comparing(Pair::lang).thenComparing(Pair::source).thenComparing(Pair::key))
        .toList();
  }

  static List<Pair> dedupe(List<Pair> pairs) {
    Set<String> seen = new HashSet<>();
    return pairs.stream()
        .filter(p -> seen.add(p.lang() + '\t' + p.english() + '\t' + p.translation()))
        .toList();
  }

  static void write(List<Pair> pairs, Path out) throws IOException {
    if (out.toAbsolutePath().getParent() != null) {
      Files.createDirectories(out.toAbsolutePath().getParent());
    }
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (Pair p : pairs) {
        w.write(tsv(p.lang()) + '\t' + tsv(p.source()) + '\t' + tsv(p.english()) + '\t' + tsv(p.translation()));
        w.newLine();
      }
    }
  }

  static String tsv(String s) {
    return s.replaceAll("[\\t\\r\\n]", " ");
  }

  /** Prints pairs per language and source kind, plus distinct English texts. */
  static void printTable(List<Pair> pairs) {
    Map<String, Map<String, Integer>> counts = new TreeMap<>();
    Map<String, Set<String>> english = new TreeMap<>();
    Set<String> allEnglish = new HashSet<>();
    Set<String> kinds = new TreeSet<>();
    for (Pair p : pairs) {
      String kind = kind(p.source());
      kinds.add(kind);
      counts.computeIfAbsent(p.lang(), k -> new TreeMap<>()).merge(kind, 1, Integer::sum);
      english.computeIfAbsent(p.lang(), k -> new HashSet<>()).add(p.english());
      allEnglish.add(p.english());
    }
    List<String> columns = new ArrayList<>(kinds);
    printRow("lang", columns, "pairs", "distinct-en");
    for (String lang : counts.keySet()) {
      Map<String, Integer> c = counts.get(lang);
      List<String> cells = columns.stream().map(k -> String.valueOf(c.getOrDefault(k, 0))).toList();
      int total = c.values().stream().mapToInt(Integer::intValue).sum();
      printRow(lang, cells, String.valueOf(total), String.valueOf(english.get(lang).size()));
    }
    printRow("all", columns.stream().map(k -> "").toList(), String.valueOf(pairs.size()),
        String.valueOf(allEnglish.size()));
    List<String> missing = TARGETS.stream().filter(l -> !counts.containsKey(l)).sorted().toList();
    System.out.println("languages without pairs: " + (missing.isEmpty() ? "none" : String.join(" ", missing)));
  }

  static String kind(String source) {
    return source.substring(0, source.indexOf('/'));
  }

  static void printRow(String lang, List<String> cells, String total, String distinct) {
    StringBuilder row = new StringBuilder(String.format("%-6s", lang));
    cells.forEach(c -> row.append(String.format("%18s", c)));
    System.out.println(row.append(String.format("%10s%13s", total, distinct)));
  }

  // ---------------------------------------------------------------- files

  static List<Path> sortedChildren(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isDirectory).sorted().toList();
    }
  }

  static List<Path> filesEndingWith(Path dir, String suffix) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix) && Files.isRegularFile(p)).sorted().toList();
    }
  }
}
