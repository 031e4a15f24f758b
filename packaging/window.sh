#!/usr/bin/env bash
# Drives the packaged window in an X display (a private Xvfb when $DISPLAY is unset):
#
#   bash packaging/window.sh run [APP ARGS...]
#       start the app, wait for its window, let it settle, close it as the title bar's close button does,
#       and fail unless it exits with 0 in time
#   bash packaging/window.sh measure RUNS [APP ARGS...]
#       RUNS times: the time from launch to the window being shown; then once more, the resident memory once the
#       app has settled (its wiki indexed); prints the figures and their median
#
# $EPHEMERIS_CMD is the command that starts the app (default: the app image's launcher, with no JDK around);
# $SETTLE_S the seconds to wait once the window is shown (run: 3, measure: 30); $WINDOW_TIMEOUT_S the wait for it (60).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
CMD=${EPHEMERIS_CMD:-$ROOT/target/jpackage/ephemeris/bin/ephemeris}
TIMEOUT=${WINDOW_TIMEOUT_S:-60}
MODE=${1:-}
shift || true

XVFB_PID=""
APP_PID=""
cleanup() {
  [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
}
trap cleanup EXIT

if [ -z "${DISPLAY:-}" ]; then
  command -v Xvfb >/dev/null 2>&1 || { echo "window.sh: Xvfb is missing (apt-get install xvfb)" >&2; exit 1; }
  fd_file=$(mktemp)
  Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$fd_file" 2>/dev/null &
  XVFB_PID=$!
  for _ in $(seq 100); do [ -s "$fd_file" ] && break; sleep 0.05; done
  export DISPLAY=":$(head -1 "$fd_file")"
  rm -f "$fd_file"
fi

now_ms() { date +%s%3N; }

# start_app LOG ARGS...: starts the app in the background (APP_PID), returns the launch time in ms (START_MS)
start_app() {
  local log=$1; shift
  START_MS=$(now_ms)
  # shellcheck disable=SC2086  # EPHEMERIS_CMD may carry options
  $CMD "$@" >"$log" 2>&1 &
  APP_PID=$!
}

# wait_window: waits for the app's window (WIN), fails if the app dies first
wait_window() {
  local end=$(( $(now_ms) + TIMEOUT * 1000 ))
  WIN=""
  while [ "$(now_ms)" -lt "$end" ]; do
    if WIN=$(python3 "$HERE/xwin.py" wait Ephemeris 0.2); then SHOWN_MS=$(now_ms); CPU_MS=$(cpu_ms "$APP_PID"); return 0; fi
    kill -0 "$APP_PID" 2>/dev/null || { echo "window.sh: the app exited before showing its window" >&2; return 1; }
  done
  echo "window.sh: no window within ${TIMEOUT}s" >&2
  return 1
}

# close_app: closes the window and waits for a clean exit (status 0) within 30 s
close_app() {
  python3 "$HERE/xwin.py" close "$WIN"
  local status=0
  for _ in $(seq 300); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$APP_PID" 2>/dev/null; then
    echo "window.sh: the app did not exit within 30 s of the close request" >&2
    kill "$APP_PID"; APP_PID=""; return 1
  fi
  wait "$APP_PID" || status=$?
  APP_PID=""
  return "$status"
}

cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) * 1000 / hz}' "/proc/$1/stat"; }
rss_mb() { awk '/^VmRSS/ {printf "%.0f", $2/1024}' "/proc/$1/status"; }

LOG=$(mktemp)
case "$MODE" in
  run)
    start_app "$LOG" "$@"
    wait_window || { cat "$LOG" >&2; exit 1; }
    echo "window shown after $(( SHOWN_MS - START_MS )) ms ($CPU_MS ms CPU): $WIN"
    sleep "${SETTLE_S:-3}"
    status=0
    close_app || status=$?
    if [ "$status" != 0 ]; then
      echo "window.sh: exit status $status" >&2
      cat "$LOG" >&2
      exit 1
    fi
    echo "window closed, exit status 0"
    ;;
  measure)
    runs=${1:?runs}; shift
    times=()
    cpus=()
    for i in $(seq "$runs"); do
      start_app "$LOG" "$@"
      wait_window || { cat "$LOG" >&2; exit 1; }
      times+=($(( SHOWN_MS - START_MS )))
      cpus+=("$CPU_MS")
      echo "run $i: window shown after ${times[-1]} ms ($CPU_MS ms CPU)"
      close_app || { echo "window.sh: unclean exit" >&2; cat "$LOG" >&2; exit 1; }
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}')
    cpu_median=$(printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}')
    echo "launch to window: median ${median} ms over $runs runs (${times[*]}); CPU time until then: median ${cpu_median} ms (${cpus[*]})"
    start_app "$LOG" "$@"
    wait_window || { cat "$LOG" >&2; exit 1; }
    sleep "${SETTLE_S:-30}"
    samples=()
    for _ in 1 2 3 4 5; do samples+=("$(rss_mb "$APP_PID")"); sleep 2; done
    echo "idle RSS: ${samples[*]} MB (last: ${samples[-1]} MB)"
    close_app || true
    ;;
  *)
    sed -n '2,14p' "$0" >&2
    exit 2
    ;;
esac
rm -f "$LOG"
