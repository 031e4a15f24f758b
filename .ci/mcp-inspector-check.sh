#!/usr/bin/env bash
# Drives `ephemeris mcp` with a real external MCP client, the MCP Inspector's command-line mode (npm),
# over the Obsidian help corpus: lists the tools, asks wiki_query a question, makes one bad call, and
# checks the answers' fields. Exits non-zero on any failure. Takes well under 2 minutes once npm has
# the Inspector cached (the first run downloads it).
#   bash .ci/mcp-inspector-check.sh [WIKI_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

WIKI="${1:-../shared/corpora/obsidian-help-en}"
INSPECTOR="@modelcontextprotocol/inspector@2.12.0"
[ -d "$WIKI" ] || { echo "mcp-inspector-check: no wiki at $WIKI" >&2; exit 1; }
WIKI="$(cd "$WIKI" && pwd)"

if ! command -v npx >/dev/null 2>&1; then
  echo "Installing: nodejs npm"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
fi

# The server runs on JDK 25, as the build does.
JAVA=""
for j in "${JAVA25_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/temurin-25-jdk "${JAVA_HOME:-}"; do
  if [ -n "$j" ] && [ -x "$j/bin/java" ] && "$j/bin/java" -version 2>&1 | grep -q 'version "2[5-9]'; then
    JAVA="$j/bin/java"; break
  fi
done
[ -n "$JAVA" ] || JAVA="$(command -v java)"

mvn -q -B -ntp compile
mvn -q -B -ntp dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile=target/mcp-check.classpath >/dev/null
CP="$PWD/target/classes:$(cat target/mcp-check.classpath)"
# The persisted index goes under target/, not the user's cache; the first server builds it, the others reopen it.
SERVER=("$JAVA" --enable-native-access=ALL-UNNAMED "-Dephemeris.cache=$PWD/target/mcp-check-cache" -cp "$CP" ephemeris.Main mcp --wiki "$WIKI")
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT

inspect() { # inspect NAME [--tool-error] ARGS... : runs the Inspector CLI against a fresh server, output in $OUT/NAME.json
  local name="$1"; shift
  local want=0
  if [ "$1" = "--tool-error" ]; then want=1; shift; fi # the Inspector exits non-zero for a result with isError
  local rc=0
  timeout 100 npx -y "$INSPECTOR" --cli --connect-timeout 60000 "${SERVER[@]}" "$@" \
      >"$OUT/$name.json" 2>"$OUT/$name.err" || rc=$?
  if [ "$want" = 0 ] && [ "$rc" != 0 ] || [ "$want" = 1 ] && ! grep -q '"code":"tool_is_error"' "$OUT/$name.err"; then
    echo "mcp-inspector-check: FAILED: $name: the Inspector exited with $rc" >&2
    grep -v '^npm warn' "$OUT/$name.err" | tail -20 >&2
    cat "$OUT/$name.json" >&2
    exit 1
  fi
}

check() { # check NAME JS-EXPRESSION-OVER-r : asserts on the parsed output with node
  local name="$1" expr="$2"
  if ! node -e '
      const fs = require("fs");
      const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
      const ok = (function (r) { return '"$expr"'; })(r);
      if (!ok) { console.error(JSON.stringify(r, null, 1).slice(0, 3000)); process.exit(1); }
    ' "$OUT/$name.json"; then
    echo "mcp-inspector-check: FAILED: $name: expected $expr" >&2
    exit 1
  fi
  echo "ok - $name: $expr"
}

start=$SECONDS
inspect tools --method tools/list
check tools 'r.tools.map(t => t.name).sort().join(",") === "wiki_query,wiki_related,wiki_status"'
check tools 'r.tools.find(t => t.name === "wiki_query").inputSchema.required[0] === "question"'

inspect query --method tools/call --tool-name wiki_query --tool-arg 'question=How do I embed a PDF in a note?'
check query 'r.isError === false'
check query '["answer","pages_consulted","confidence","go_external","stale","error"].every(k => k in r.structuredContent)'
check query 'r.structuredContent.error === null && r.structuredContent.pages_consulted.length > 0'
check query 'r.structuredContent.citations.length > 0 && r.structuredContent.citations.every(c => typeof c.path === "string" && "heading" in c && c.start_line >= 1 && c.end_line >= c.start_line)'
check query 'r.structuredContent.pages_consulted.includes("Linking notes and files/Embed files.md")'

inspect related --method tools/call --tool-name wiki_related --tool-arg 'path=Editing and formatting/Tags.md'
check related 'r.isError === false && r.structuredContent.path === "Editing and formatting/Tags.md"'
check related 'r.structuredContent.backlinks.some(b => b.path === "Editing and formatting/Properties.md" && b.line >= 1)'

inspect bad --tool-error --method tools/call --tool-name wiki_query --tool-arg top=3
check bad 'r.isError === true && r.content[0].text.startsWith("wiki_query needs a question")'

echo "mcp-inspector-check: 8 passed, 0 failed ($((SECONDS - start)) s)"
