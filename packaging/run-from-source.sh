#!/usr/bin/env bash
# Runs Ephemeris from this source tree: installs the desktop libraries JavaFX needs if they are missing
# (GTK 3, X test extension, fonts; with apt-get, as root or through sudo), then starts the app with Maven.
# Arguments are passed to the app:  bash packaging/run-from-source.sh --wiki ~/notes
#                                   bash packaging/run-from-source.sh query "How do I …?" --json
# JVM options come from EPHEMERIS_JVM_ARGS:  EPHEMERIS_JVM_ARGS=-Xmx512m bash packaging/run-from-source.sh bench …
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
ldconfig -p | grep -q 'libgtk-3.so.0' || need+=(libgtk-3-0)
ldconfig -p | grep -q 'libXtst.so.6' || need+=(libxtst6)
fc-list 2>/dev/null | grep -qi . || need+=(fonts-dejavu-core fontconfig)
if [ ${#need[@]} -gt 0 ]; then
  case "${1:-}" in query|status|bench|mcp|--help|-h|--version|-V) ;;  # the command line needs none of them
  *)
    echo "Installing the desktop libraries JavaFX needs: ${need[*]}" >&2
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
    ;;
  esac
fi

args=""
for a in "$@"; do
  args+=" '${a//\'/\'\\\'\'}'"
done
exec mvn -q -B -Dstyle.color=never compile exec:exec -Dephemeris.args="$args" -Dephemeris.jvm.args="${EPHEMERIS_JVM_ARGS:-}"
