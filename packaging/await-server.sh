#!/usr/bin/env bash
# Prints the socket of the first Ephemeris server to come up under a cache folder (decision 0020), waiting up to
# 60 s for it; exits 1 when none does. The smoke test and deb-check use it after a burst of two calls.
#   bash packaging/await-server.sh CACHE_DIR
set -uo pipefail
for _ in $(seq 1 120); do
  socket=$(find "$1" -path '*/serve/socket' -type s 2>/dev/null | head -n 1)
  [ -n "$socket" ] && { echo "$socket"; exit 0; }
  sleep 0.5
done
exit 1
