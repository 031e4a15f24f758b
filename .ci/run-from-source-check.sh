#!/usr/bin/env bash
# packaging/run-from-source.sh prints exactly what the packaged launcher prints: for the same query on the
# fixture wiki its stdout parses as JSON and is byte for byte the launcher's, with JAVA_HOME unset and with
# JAVA_HOME naming an older JDK (the one Maven may run on); a usage error gives the launcher's exit status
# and stderr. Needs the app image (bash packaging/build.sh app-image).
#   bash .ci/run-from-source-check.sh [APP_IMAGE_DIR]     (default: target/jpackage/ephemeris)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
APP=${1:-$ROOT/target/jpackage/ephemeris}
LAUNCHER="$APP/bin/ephemeris"
RFS="$ROOT/packaging/run-from-source.sh"
[ -x "$LAUNCHER" ] || { echo "run-from-source-check: no launcher at $LAUNCHER (run: bash packaging/build.sh app-image)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
bash "$ROOT/packaging/fixture-wiki.sh" wiki
QUESTION="How do I create a callout?"
fail() { echo "run-from-source-check: $*" >&2; exit 1; }

# run NAME CMD...: runs CMD in the work folder with a home and cache of its own, so every run builds the
# index and the vectors from nothing; stdout, stderr and the exit status go to NAME.out, NAME.err, NAME.status.
# XDG_CACHE_HOME is set as well as HOME: the JVM takes user.home from the password database, not from $HOME.
run() {
  local name=$1; shift
  mkdir -p "$WORK/$name.home"
  local status=0
  env HOME="$WORK/$name.home" XDG_CACHE_HOME="$WORK/$name.home/.cache" "$@" >"$name.out" 2>"$name.err" || status=$?
  echo "$status" >"$name.status"
}

run launcher "$LAUNCHER" query "$QUESTION" --wiki wiki --json
[ "$(cat launcher.status)" = 0 ] || { cat launcher.err >&2; fail "the launcher's query exited with $(cat launcher.status)"; }

older=""
for j in /usr/lib/jvm/*; do
  [ -x "$j/bin/java" ] && "$j/bin/java" -version 2>&1 | grep -Eq 'version "(1[1-9]|2[0-4])[."]' && { older=$j; break; }
done
variants=(no-java-home)
[ -n "$older" ] && variants+=(old-java-home)
for v in "${variants[@]}"; do
  if [ "$v" = no-java-home ]; then
    run "$v" env -u JAVA_HOME bash "$RFS" query "$QUESTION" --wiki wiki --json
  else
    run "$v" env JAVA_HOME="$older" bash "$RFS" query "$QUESTION" --wiki wiki --json
  fi
  [ "$(cat "$v.status")" = 0 ] || { cat "$v.err" >&2; fail "$v: run-from-source.sh query exited with $(cat "$v.status")"; }
  # The README's pipe: the whole of stdout must be one JSON document.
  python3 -c 'import json, sys; json.load(sys.stdin)' <"$v.out" || fail "$v: stdout is not one JSON document: $(head -c 80 "$v.out" | od -c | head -2)"
  # The answer carries no timing or other per-run field: the whole of stdout is compared.
  cmp "$v.out" launcher.out || { diff <(od -c launcher.out) <(od -c "$v.out") | head -20 >&2; fail "$v: stdout differs from the launcher's"; }
  echo "$v: stdout is the launcher's, byte for byte ($(wc -c <"$v.out") bytes of JSON)"
done

# A usage error: the exit status and stderr pass through unchanged.
run launcher-usage "$LAUNCHER" query
run rfs-usage bash "$RFS" query
[ "$(cat launcher-usage.status)" != 0 ] || fail "the launcher accepted a query with no question"
[ "$(cat rfs-usage.status)" = "$(cat launcher-usage.status)" ] || fail "usage error: exit status $(cat rfs-usage.status), the launcher's $(cat launcher-usage.status)"
cmp rfs-usage.err launcher-usage.err || { diff launcher-usage.err rfs-usage.err >&2; fail "usage error: stderr differs from the launcher's"; }
cmp rfs-usage.out launcher-usage.out || fail "usage error: stdout differs from the launcher's"
echo "usage error: exit status $(cat rfs-usage.status) and stderr are the launcher's"

# JVM options from EPHEMERIS_JVM_ARGS reach the JVM, and arguments reach the app as they were given.
run opts env EPHEMERIS_JVM_ARGS="-Xmx256m -XX:+PrintCommandLineFlags" bash "$RFS" --version
grep -q -- '-XX:MaxHeapSize=268435456 ' opts.out || { cat opts.out opts.err >&2; fail "EPHEMERIS_JVM_ARGS did not reach the JVM"; }
run args bash "$RFS" query "it's \"quoted\" \$HOME *" --wiki wiki --json
[ "$(cat args.status)" = 0 ] || { cat args.err >&2; fail "a quoted question: exited with $(cat args.status)"; }
# The quotes reach the app too: it reads "quoted" as a phrase (a search operator) and echoes it under filters.
python3 -c 'import json, sys; d = json.load(sys.stdin); assert d["question"] == sys.argv[1] and d["filters"]["phrases"] == ["quoted"], d["question"]' "it's quoted \$HOME *" <args.out \
  || fail "the question did not reach the app unchanged"
echo "EPHEMERIS_JVM_ARGS reach the JVM; a question with quotes, \$ and * reaches the app unchanged"
echo "run-from-source-check: OK"
