#!/usr/bin/env bash
# Smoke-tests the packaged launcher built by `bash packaging/build.sh` (CI runs it after the build):
#   1. `ephemeris --version`
#   2. `ephemeris query "How do I create a callout?" --wiki <fixture> --json` returns a valid answer, and the
#      same call again, on the index the first built, the same answer with nothing on stderr; a third time,
#      answered by the server the second call started (decision 0020)
#   3. the window opens under Xvfb on the fixture wiki, answers a question and closes cleanly (exit 0)
# The launcher runs with no JDK on PATH and no JAVA_HOME: the app image carries its own runtime.
#   bash packaging/smoke-test.sh [APP_IMAGE_DIR]     (default: target/jpackage/ephemeris)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
APP=${1:-$ROOT/target/jpackage/ephemeris}
LAUNCHER="$APP/bin/ephemeris"
[ -x "$LAUNCHER" ] || { echo "smoke-test: no launcher at $LAUNCHER (run: bash packaging/build.sh app-image)" >&2; exit 1; }

need=()
command -v python3 >/dev/null 2>&1 || need+=(python3)
command -v Xvfb >/dev/null 2>&1 || need+=(xvfb xauth)
ldconfig -p | grep -c 'libgtk-3.so.0' >/dev/null || need+=(libgtk-3-0)
ldconfig -p | grep -c 'libXtst.so.6' >/dev/null || need+=(libxtst6)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing: ${need[*]}"
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

WORK=$(mktemp -d)
# A server a burst of calls started (decision 0020) is stopped before its cache goes, whatever failed.
trap 'env HOME="$WORK/home" XDG_CACHE_HOME="$WORK/home/.cache" "$LAUNCHER" serve --stop --wiki "$WORK/wiki" >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT
bash "$ROOT/packaging/fixture-wiki.sh" "$WORK/wiki"
# No JDK around: the packaged runtime must be enough. A fresh home, so no saved settings or caches count.
# The JVM reads its home folder from the user database, not $HOME: the cache is pointed at the fresh home explicitly.
run() { env -u JAVA_HOME -u JDK_JAVA_OPTIONS -u JAVA_TOOL_OPTIONS PATH=/usr/bin:/bin HOME="$WORK/home" XDG_CACHE_HOME="$WORK/home/.cache" "$@"; }
mkdir -p "$WORK/home"

echo "== --version"
v=$(run "$LAUNCHER" --version)
echo "$v"
[[ $v =~ ^Ephemeris\ [0-9]+\.[0-9]+ ]] || { echo "smoke-test: unexpected --version output" >&2; exit 1; }

echo "== query --json"
status=0
run "$LAUNCHER" query "How do I create a callout?" --wiki "$WORK/wiki" --json >"$WORK/answer.json" 2>"$WORK/query.err" || status=$?
[ "$status" = 0 ] || { echo "smoke-test: query exited with $status" >&2; cat "$WORK/query.err" >&2; exit 1; }
# stderr is for a person: plain lines, never a stack trace or an exception's name.
if grep -qP '\tat |Exception' "$WORK/query.err"; then
  echo "smoke-test: query printed a stack trace or exception on stderr:" >&2; cat "$WORK/query.err" >&2; exit 1
fi

echo "== query --json again, on the index the first call built"
# The call that opens a built index runs on the JIT's first tier (decision 0019): it prints its JSON and nothing else.
status=0
run "$LAUNCHER" query "How do I create a callout?" --wiki "$WORK/wiki" --json >"$WORK/answer-again.json" 2>"$WORK/query-again.err" || status=$?
[ "$status" = 0 ] || { echo "smoke-test: the second query exited with $status" >&2; cat "$WORK/query-again.err" >&2; exit 1; }
[ ! -s "$WORK/query-again.err" ] || { echo "smoke-test: the second query wrote on stderr:" >&2; cat "$WORK/query-again.err" >&2; exit 1; }
cmp -s "$WORK/answer.json" "$WORK/answer-again.json" || { echo "smoke-test: the second query answered otherwise than the first" >&2; exit 1; }

echo "== query --json a third time, answered by the server the second call started"
# The second call of a burst starts `ephemeris serve --on-demand` as it ends (decision 0020).
socket=$(bash "$ROOT/packaging/await-server.sh" "$WORK/home/.cache") || { echo "smoke-test: no server came up after the second query" >&2; exit 1; }
# Only a call answered in its own process notes itself in the burst's record: a served one leaves it as it was.
noted=$(date -r "$(dirname "$socket")/last-call" +%s%N)
status=0
run "$LAUNCHER" query "How do I create a callout?" --wiki "$WORK/wiki" --json >"$WORK/answer-served.json" 2>"$WORK/query-served.err" || status=$?
[ "$status" = 0 ] || { echo "smoke-test: the served query exited with $status" >&2; cat "$WORK/query-served.err" >&2; exit 1; }
[ ! -s "$WORK/query-served.err" ] || { echo "smoke-test: the served query wrote on stderr:" >&2; cat "$WORK/query-served.err" >&2; exit 1; }
cmp -s "$WORK/answer.json" "$WORK/answer-served.json" || { echo "smoke-test: the served query answered otherwise" >&2; exit 1; }
[ "$(date -r "$(dirname "$socket")/last-call" +%s%N)" = "$noted" ] || { echo "smoke-test: the third query ran in its own process" >&2; exit 1; }
on_demand() { pgrep -f -- "--wiki $WORK/wiki --on-demand" >/dev/null; }
on_demand || { echo "smoke-test: the server that answered is not the one the burst started" >&2; exit 1; }

echo "== query --json with a file where the cache folder should be"
touch "$WORK/not-a-folder"
status=0
run env XDG_CACHE_HOME="$WORK/not-a-folder" "$LAUNCHER" query "How do I create a callout?" --wiki "$WORK/wiki" --json \
  >"$WORK/answer-nocache.json" 2>"$WORK/query-nocache.err" || status=$?
[ "$status" = 0 ] || { echo "smoke-test: query with an unusable cache exited with $status" >&2; cat "$WORK/query-nocache.err" >&2; exit 1; }
grep -q 'is not kept between runs' "$WORK/query-nocache.err" || { echo "smoke-test: no word that the index is not kept" >&2; cat "$WORK/query-nocache.err" >&2; exit 1; }
if grep -qP '\tat |Exception' "$WORK/query-nocache.err"; then
  echo "smoke-test: a stack trace on stderr:" >&2; cat "$WORK/query-nocache.err" >&2; exit 1
fi
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert "[!info]" in d["answer"], d["answer"]' "$WORK/answer-nocache.json"
cat "$WORK/query-nocache.err"
python3 "$ROOT/packaging/check-answer.py" "$WORK/answer.json"

if grep -q "javafx.graphics" "$APP/lib/runtime/release" 2>/dev/null; then
  echo "== window"
  # window.sh starts a private Xvfb, waits for the window titled "Ephemeris…", asks it to close
  # (WM_DELETE_WINDOW, as the close button does) and fails unless the app exits with status 0.
  # Its settings go to a preferences root of its own: the JVM takes its home folder from the user database.
  run env -u DISPLAY JAVA_TOOL_OPTIONS="-Djava.util.prefs.userRoot=$WORK/prefs" EPHEMERIS_CMD="$LAUNCHER" WINDOW_TIMEOUT_S=90 \
    bash "$ROOT/packaging/window.sh" run --wiki "$WORK/wiki" --ask "How do I create a callout?"
  # The window asked the server the burst started to make way before it opened the wiki.
  ! on_demand || { echo "smoke-test: the server started on demand did not make way for the window" >&2; exit 1; }
else
  echo "== window: skipped (this build has no window)"
fi
if on_demand; then
  run "$LAUNCHER" serve --stop --wiki "$WORK/wiki"
fi
for _ in $(seq 1 40); do on_demand || break; sleep 0.25; done
! on_demand || { echo "smoke-test: a server started on demand is still running" >&2; exit 1; }
echo "smoke-test: OK"
