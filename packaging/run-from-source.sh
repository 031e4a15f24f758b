#!/usr/bin/env bash
# Runs Ephemeris from this source tree: installs the desktop libraries JavaFX needs if they are missing
# (GTK 3, X test extension, fonts; with apt-get, as root or through sudo), compiles with Maven, then runs
# the app on a JDK 25 directly. Arguments are passed to the app unchanged, and relative paths in them are
# read from the directory the script is started in, as with the packaged launcher:
#   bash packaging/run-from-source.sh --wiki ~/notes
#   bash packaging/run-from-source.sh query "How do I …?" --json
# JVM options come from EPHEMERIS_JVM_ARGS (split at spaces):  EPHEMERIS_JVM_ARGS=-Xmx512m bash packaging/run-from-source.sh bench …
# The JDK is $EPHEMERIS_JDK, else $JAVA_HOME or the `java` on PATH if either is 25 or newer, else one under
# /usr/lib/jvm. Maven runs on whatever JDK it finds itself (17 is fine: its toolchain compiles on 25).
#
# stdout carries the app's output and nothing else, so `query --json` pipes into a JSON parser: Maven's
# output (it writes terminal escapes even with -q) goes to target/run-from-source/maven.log, and to stderr
# only when the build fails. The app's stderr and exit status pass through (the script execs the JVM).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

need=()
ldconfig -p | grep -q 'libgtk-3.so.0' || need+=(libgtk-3-0)
ldconfig -p | grep -q 'libXtst.so.6' || need+=(libxtst6)
fc-list 2>/dev/null | grep -qi . || need+=(fonts-dejavu-core fontconfig)
if [ ${#need[@]} -gt 0 ]; then
  case "${1:-}" in query|related|status|index|serve|bench|mcp|--help|-h|--version|-V) ;;  # the command line needs none of them
  *)
    echo "Installing the desktop libraries JavaFX needs: ${need[*]}" >&2
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
    ;;
  esac
fi

is_jdk25() { [ -n "$1" ] && [ -x "$1/bin/java" ] && "$1/bin/java" -version 2>&1 | grep -Eq 'version "(2[5-9]|[3-9][0-9])'; }
find_jdk() {
  local c
  # JAVA_HOME often names the JDK Maven runs on (17 here), which cannot run the app: only a 25+ one counts.
  for c in "${EPHEMERIS_JDK:-}" "${JAVA_HOME:-}" \
           "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")")" \
           /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*; do
    is_jdk25 "$c" && { echo "$c"; return; }
  done
  echo "run-from-source: no JDK 25 or newer found: set EPHEMERIS_JDK" >&2
  exit 1
}
JDK=$(find_jdk)

# Compile, and write the run-time class path the exec plugin would use (target/classes + runtime dependencies).
OUT="$ROOT/target/run-from-source"
mkdir -p "$OUT"
if ! mvn -f "$ROOT/pom.xml" -q -B -ntp -Dstyle.color=never compile dependency:build-classpath \
       -DincludeScope=runtime -Dmdep.outputFile="$OUT/classpath" >"$OUT/maven.log" 2>&1; then
  sed 's/\x1b\[[0-9;]*m//g' "$OUT/maven.log" >&2
  echo "run-from-source: the Maven build failed (log: $OUT/maven.log)" >&2
  exit 1
fi

# A JVM crash report (and a JIT compiler's replay file) goes to the app's cache folder, as CacheLocation finds
# it, never to the working directory; HotSpot falls back to the working directory when the folder does not
# exist, so it is made first (docs/decisions/0006).
CRASH_DIR="${XDG_CACHE_HOME:-${HOME:?}/.cache}/ephemeris"
mkdir -p "$CRASH_DIR"

read -ra jvm_args <<<"${EPHEMERIS_JVM_ARGS:-}"
# The options of the exec plugin (pom.xml) this replaces, and where crash files go.
exec "$JDK/bin/java" --enable-native-access=ALL-UNNAMED \
  -XX:ErrorFile="$CRASH_DIR/hs_err_pid%p.log" -XX:ReplayDataFile="$CRASH_DIR/replay_pid%p.log" \
  -Dephemeris.crash.dir="$CRASH_DIR" "${jvm_args[@]}" \
  -cp "$ROOT/target/classes:$(cat "$OUT/classpath")" ephemeris.Main "$@"
