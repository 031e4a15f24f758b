#!/usr/bin/env bash
# Drives the packaged window in an X display (a private Xvfb when $DISPLAY is unset):
#
#   bash packaging/window.sh run [APP ARGS...]
#       start the app, wait for its window, let it settle, close it as the title bar's close button does,
#       and fail unless it exits with 0 in time
#   bash packaging/window.sh measure RUNS [APP ARGS...]
#       RUNS times: the time from launch to the window being shown; then once more, the resident memory once the
#       app has settled (its wiki indexed); prints the figures and their median
#   bash packaging/window.sh loop RUNS [APP ARGS...]
#       RUNS times, with every core kept busy: start the app with a new home and cache (so it indexes the wiki and
#       then loads the embedding model on its vectors thread), close the window at a moment that moves from run to
#       run across indexing, the model's loading and embedding, and fail unless every run exits with 0 in time
#       and no JVM crash file (hs_err_pid*.log) appears anywhere; APP ARGS default to --wiki <the fixture wiki>
#
# $EPHEMERIS_CMD is the command that starts the app (default: the app image's launcher, with no JDK around);
# $SETTLE_S the seconds to wait once the window is shown (run: 3, measure: 30); $WINDOW_TIMEOUT_S the wait for it (60).
# loop: $LOOP_LOAD busy processes (default: one a core, 0 for none); $LOOP_MODEL_SPREAD_MS how far after the vectors
# thread starts the latest close lands (3000); $LOOP_OUT where a failed run's log and crash files are kept
# (target/window-loop).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
CMD=${EPHEMERIS_CMD:-$ROOT/target/jpackage/ephemeris/bin/ephemeris}
TIMEOUT=${WINDOW_TIMEOUT_S:-60}
MODE=${1:-}
shift || true

XVFB_PID=""
APP_PID=""
LOAD_PIDS=()
cleanup() {
  [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
  [ ${#LOAD_PIDS[@]} -gt 0 ] && kill "${LOAD_PIDS[@]}" 2>/dev/null || true
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

# start_app LOG ARGS...: starts the app in the background (APP_PID), returns the launch time in ms (START_MS);
# in the folder $APP_CWD and with the variables in APP_ENV (NAME=value words) when they are set
APP_ENV=()
APP_CWD=.
start_app() {
  local log=$1; shift
  START_MS=$(now_ms)
  # shellcheck disable=SC2086  # EPHEMERIS_CMD may carry options
  (cd "$APP_CWD" && exec env "${APP_ENV[@]}" $CMD "$@") >"$log" 2>&1 &
  APP_PID=$!
}

# wait_window: waits for the app's window (WIN), fails if the app dies first
wait_window() {
  # One waiting process, started with the app: a new one every fraction of a second would compete with the
  # app's own start for the cores it is timed on.
  local status=0
  WIN=$(python3 "$HERE/xwin.py" wait Ephemeris "$TIMEOUT" "$APP_PID") || status=$?
  case $status in
    0) SHOWN_MS=$(now_ms); CPU_MS=$(cpu_ms "$APP_PID"); return 0 ;;
    3) echo "window.sh: the app exited before showing its window" >&2 ;;
    *) echo "window.sh: no window within ${TIMEOUT}s" >&2 ;;
  esac
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

# --- loop ---------------------------------------------------------------------------------------------------
# The threads of the app's vectors builder ("ephemeris-vectors", its workers "ephemeris-vectors-N"; Linux keeps
# 15 characters of a thread's name): the first appears when the model starts loading, the workers once it is loaded.
vector_threads() { cat /proc/"$1"/task/*/comm 2>/dev/null | grep -c '^ephemeris-vecto' || true; }

# phase PID: what the app is doing, as far as /proc tells
phase() {
  local v
  v=$(vector_threads "$1")
  if ! kill -0 "$1" 2>/dev/null; then echo "nothing (the app had exited)"
  elif [ "$v" = 0 ]; then echo "indexing (no vectors thread yet)"
  elif [ "$v" = 1 ] && ! grep -q libonnxruntime "/proc/$1/maps" 2>/dev/null; then echo "model: loading ONNX Runtime"
  elif [ "$v" = 1 ]; then echo "model: creating the session"
  else echo "embedding or done"
  fi
}

phase_rank() {
  case "$1" in "model: loading"*) echo 1 ;; "model: creating"*) echo 2 ;; embedding*) echo 3 ;; *) echo 0 ;; esac
}

# crash_files: JVM crash reports (and compiler replay files) written since the loop began, wherever the JVM may put them
crash_files() {
  local d real_home
  real_home=$(getent passwd "$(id -u)" | cut -d: -f6 || true)
  {
    find "$LOOP_DIR" \( -name 'hs_err_pid*' -o -name 'replay_pid*' \) -newer "$LOOP_DIR/start" 2>/dev/null
    for d in /tmp "$PWD" "$ROOT" "${HOME:-}" "$real_home" "${real_home:+$real_home/.cache/ephemeris}" \
             "${XDG_CACHE_HOME:+$XDG_CACHE_HOME/ephemeris}"; do
      if [ -n "$d" ] && [ -d "$d" ]; then
        find "$d" -maxdepth 1 \( -name 'hs_err_pid*' -o -name 'replay_pid*' \) -newer "$LOOP_DIR/start" 2>/dev/null
      fi
    done
  } | sort -u
}

# crash_summary FILE: the lines of a crash report that say where it happened
crash_summary() {
  grep -E '^# +(SIGSEGV|SIGBUS|SIGILL|SIGFPE|SIGABRT|EXCEPTION|Internal Error)|^# Problematic frame:|^# [CVJj] +\[|^Current thread' "$1" | head -6
  awk '/^Native frames:/ {on=1; n=0} on && n++ < 16 {print} on && /^$/ {exit}' "$1"
}

loop() {
  local runs=${1:?usage: window.sh loop RUNS [APP ARGS...]}; shift
  local load=${LOOP_LOAD:-$(nproc)} spread=${LOOP_MODEL_SPREAD_MS:-3000} out=${LOOP_OUT:-$ROOT/target/window-loop}
  LOOP_DIR=$(mktemp -d)
  touch "$LOOP_DIR/start"
  local args=("$@")
  if [ ${#args[@]} = 0 ]; then
    bash "$HERE/fixture-wiki.sh" "$LOOP_DIR/wiki"
    args=(--wiki "$LOOP_DIR/wiki")
  fi
  # Busy cores: the close must be safe when the app's threads are slow to reach their next step.
  local c
  for c in $(seq "$load"); do sha256sum /dev/zero >/dev/null & LOAD_PIDS+=($!); done
  # Which runs close from the window showing (while the wiki is indexed) and which from the vectors thread
  # starting (while the model loads and embeds): one in four of the first kind.
  local early=0 late=0 i
  for i in $(seq "$runs"); do if [ $(( i % 4 )) = 1 ]; then early=$((early + 1)); else late=$((late + 1)); fi; done
  local loop_start=$SECONDS failed=0 clean=0 e=0 l=0
  for i in $(seq "$runs"); do
    local run="$LOOP_DIR/run-$i" anchor delay_ms
    mkdir -p "$run/home/.cache" "$run/cwd"
    if [ $(( i % 4 )) = 1 ]; then
      anchor="window showing"; delay_ms=$(( early > 1 ? e * 1500 / (early - 1) : 0 )); e=$((e + 1))
    else
      anchor="vectors thread starting"; delay_ms=$(( late > 1 ? l * spread / (late - 1) : 0 )); l=$((l + 1))
    fi
    # A new home and cache: the index and the vectors are built from nothing. The JVM takes user.home from the
    # password database, not from $HOME: JAVA_TOOL_OPTIONS points it (the settings, the default cache) there too.
    APP_ENV=(HOME="$run/home" XDG_CACHE_HOME="$run/home/.cache" JAVA_TOOL_OPTIONS="-Duser.home=$run/home")
    APP_CWD="$run/cwd"
    start_app "$run/app.log" "${args[@]}"
    local problem="" what="" last="" status=0 exit_ms=0
    if ! wait_window; then
      problem="no window"
    else
      if [ "$anchor" = "vectors thread starting" ]; then
        local end=$(( $(now_ms) + TIMEOUT * 1000 ))
        while [ "$(vector_threads "$APP_PID")" = 0 ] && kill -0 "$APP_PID" 2>/dev/null && [ "$(now_ms)" -lt "$end" ]; do
          sleep 0.02
        done
        [ "$(vector_threads "$APP_PID")" = 0 ] && anchor="window showing (no vectors thread came)"
      fi
      sleep "$(awk -v ms="$delay_ms" 'BEGIN {printf "%.3f", ms / 1000}')"
      what=$(phase "$APP_PID")
      local closed_ms
      closed_ms=$(now_ms)
      python3 "$HERE/xwin.py" close "$WIN" || true
      # What the app was doing last before it ended, which is what a native call still running has to survive:
      # the close takes a while. The furthest phase counts (the vectors threads end during the exit).
      local now_what
      last=$what
      while kill -0 "$APP_PID" 2>/dev/null && [ $(( $(now_ms) - closed_ms )) -lt 30000 ]; do
        now_what=$(phase "$APP_PID")
        [ "$(phase_rank "$now_what")" -gt "$(phase_rank "$last")" ] && last=$now_what
        sleep 0.05
      done
      if kill -0 "$APP_PID" 2>/dev/null; then
        problem="still running 30 s after the close"
        kill -KILL "$APP_PID" 2>/dev/null || true
      fi
      wait "$APP_PID" || status=$?
      exit_ms=$(( $(now_ms) - closed_ms ))
      [ -z "$problem" ] && [ "$status" != 0 ] && problem="exit status $status"
    fi
    kill "$APP_PID" 2>/dev/null || true
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
    local crashes
    crashes=$(crash_files)
    [ -n "$crashes" ] && problem="${problem:+$problem, }crash file"
    printf 'run %2d/%d: closed %4d ms after the %s, during %s (last seen: %s); exit %s after %d ms%s\n' "$i" "$runs" \
      "$delay_ms" "$anchor" "${what:-?}" "${last:-?}" "$status" "$exit_ms" "${problem:+  FAILED: $problem}"
    if [ -n "$problem" ]; then
      failed=$((failed + 1))
      mkdir -p "$out/run-$i"
      cp "$run/app.log" "$out/run-$i/" 2>/dev/null || true
      local f
      for f in $crashes; do
        echo "  crash file: $f"
        crash_summary "$f" | sed 's/^/    /'
        cp "$f" "$out/run-$i/"
        rm -f "$f"
      done
      # A core dump, if `ulimit -c` let the JVM write one (into its working directory, with the default core_pattern).
      for f in "$run/cwd"/core*; do [ -e "$f" ] && mv "$f" "$out/run-$i/" && echo "  core dump: $out/run-$i/${f##*/}"; done
      sed 's/^/  app: /' "$run/app.log" | tail -20
    else
      clean=$((clean + 1))
    fi
    rm -rf "$run"
  done
  local kept=""
  [ "$failed" = 0 ] || kept="; their logs and crash files are in $out"
  echo "loop: $clean of $runs runs closed cleanly, $failed failed, in $(( SECONDS - loop_start )) s with $load busy processes$kept"
  rm -rf "$LOOP_DIR"
  [ "$failed" = 0 ]
}

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
  loop)
    loop "$@"
    ;;
  *)
    sed -n '2,20p' "$0" >&2
    exit 2
    ;;
esac
rm -f "$LOG"
