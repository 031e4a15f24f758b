#!/usr/bin/env bash
# Offline, proven by observation rather than by reading the code: the command line builds an index,
# answers, reopens, reports status and serves MCP over stdio in a child JVM
#   1. under strace, which records every network system call: the run fails on any connect, bind,
#      listen, accept or send that is not to a local (AF_UNIX) socket;
#   2. inside a network namespace with no usable interface (unshare -n), whose output must equal the
#      normal run's, byte for byte.
# The wiki's pages reference a server on 127.0.0.1 (images, links, embeds); a listener there counts
# connections and must count none. Exits non-zero on any failure. Installs strace when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v strace >/dev/null 2>&1; then
  echo "Installing strace"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends strace >/dev/null
fi
JAVA="${JAVA:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}"
[ -x "$JAVA" ] || JAVA="$(command -v java)"

[ -f target/classes/ephemeris/Main.class ] || mvn -q -B -ntp compile
mvn -q -B -ntp dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=runtime >/dev/null
CP="$PWD/target/classes:$(cat target/cp.txt)"

work="$(mktemp -d)"
listener_pid=""
cleanup() {
  [ -n "$listener_pid" ] && kill "$listener_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# A listener on 127.0.0.1 that counts every connection it accepts.
port_file="$work/port"
count_file="$work/connections"
echo 0 > "$count_file"
python3 - "$port_file" "$count_file" <<'PY' &
import socket, sys
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(16)
open(sys.argv[1], "w").write(str(s.getsockname()[1]))
n = 0
while True:
    c, _ = s.accept(); n += 1
    open(sys.argv[2], "w").write(str(n)); c.close()
PY
listener_pid=$!
for _ in $(seq 1 100); do [ -s "$port_file" ] && break; sleep 0.1; done
port="$(cat "$port_file")"
url="http://127.0.0.1:$port"

wiki="$work/wiki"
mkdir -p "$wiki/notes"
cat > "$wiki/index.md" <<MD
# Home

The zephyr calibration code is 4417. See [the server]($url/link) and [[notes/Remote]].

![remote image]($url/image.png)
MD
cat > "$wiki/notes/Remote.md" <<MD
---
title: Remote references
---
# Remote references

<img src="$url/img-tag.png"> <iframe src="$url/frame"></iframe> <script src="$url/script.js"></script>
<link rel="stylesheet" href="$url/style.css"><style>@import url("$url/import.css");</style>

The heron archive is kept in the blue cabinet. ![[$url/embed.png]]
MD

run_all() { # $1: wrapper words (may be empty); output to stdout
  local cache="$work/cache"
  rm -rf "$cache"
  local java=(${1:-} "$JAVA" -Xshare:auto --enable-native-access=ALL-UNNAMED -Dephemeris.cache="$cache" -cp "$CP" ephemeris.Main)
  echo "== query (first build)";  "${java[@]}" query --wiki "$wiki" "What is the zephyr calibration code?" 2>&1
  echo "== query --json (reopen)"; "${java[@]}" query --wiki "$wiki" --json "Where is the heron archive kept?" 2>&1 | grep -v '"elapsed' || true
  echo "== status --all";        "${java[@]}" status --wiki "$wiki" --all 2>&1
  echo "== mcp over stdio: initialize, wiki_query"
  { printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"offline-check","version":"1"}}}' \
      '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"wiki_query","arguments":{"question":"What is the zephyr calibration code?"}}}'
    sleep 15; } | timeout 90 "${java[@]}" mcp --wiki "$wiki" 2>/dev/null > "$work/mcp-$$.out" || true
  if grep -q '"id":2,"result".*4417' "$work/mcp-$$.out"; then echo "mcp answered 4417"; else echo "mcp did not answer"; fi
}

echo "-- run 1: under strace"
strace -f -qq -e trace=network -o "$work/strace.log" bash -c "$(declare -p JAVA CP work wiki); $(declare -f run_all); run_all" > "$work/strace.out"
echo "-- run 2: in a network namespace without interfaces"
if unshare -n true 2>/dev/null; then
  unshare -n bash -c "$(declare -p JAVA CP work wiki); $(declare -f run_all); run_all" > "$work/netns.out"
  netns=1
else
  echo "   unshare -n is not permitted here (needs CAP_SYS_ADMIN): namespace run skipped"
  netns=0
fi
echo "-- run 3: plain"
bash -c "$(declare -p JAVA CP work wiki); $(declare -f run_all); run_all" > "$work/plain.out"

fail=0
# Every call that would talk or listen, except connects to local (AF_UNIX) sockets such as nscd's.
# (socket, setsockopt and close alone send nothing: the JDK's availability probe uses only those.)
bad="$(grep -E '(connect|bind|listen|accept4?|sendto|sendmsg|sendmmsg|recvfrom|recvmsg)\(' "$work/strace.log" \
       | grep -vE 'connect\([0-9]+, \{sa_family=AF_UNIX' || true)"
inet_sockets="$(grep -cE 'socket\(AF_INET6?,' "$work/strace.log" || true)"
if [ -n "$bad" ]; then
  echo "FAIL: network system calls other than local-socket connects:"; echo "$bad"; fail=1
else
  echo "ok: no connect, bind, listen, accept or send on any internet socket ($(wc -l < "$work/strace.log") network calls traced)"
fi
echo "   note: $inet_sockets AF_INET/AF_INET6 socket(s) were created and closed unused: the JDK's IPv4/IPv6 availability probe when java.net.InetAddress loads (picocli registers a converter for it)"
if [ "$(cat "$count_file")" != "0" ]; then
  echo "FAIL: the 127.0.0.1 listener accepted $(cat "$count_file") connection(s)"; fail=1
else
  echo "ok: the 127.0.0.1 listener referenced by the pages accepted 0 connections"
fi
grep -q "4417" "$work/plain.out" || { echo "FAIL: the plain run did not answer"; cat "$work/plain.out"; fail=1; }
grep -q "mcp answered 4417" "$work/plain.out" || { echo "FAIL: the MCP server did not answer"; cat "$work/plain.out"; fail=1; }
if ! diff -u "$work/plain.out" "$work/strace.out" > "$work/d1"; then echo "FAIL: output under strace differs:"; cat "$work/d1"; fail=1; fi
if [ "$netns" = 1 ]; then
  if diff -u "$work/plain.out" "$work/netns.out" > "$work/d2"; then
    echo "ok: output without any network interface is identical to the normal run"
  else
    echo "FAIL: output in the network namespace differs:"; cat "$work/d2"; fail=1
  fi
fi
if [ "$fail" = 0 ]; then echo "offline-check: 3 passed, 0 failed"; else echo "offline-check: failed"; fi
exit "$fail"
