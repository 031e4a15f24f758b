#!/usr/bin/env bash
# Installs the .deb built by `bash packaging/build.sh` the way a user does, runs the installed app and removes
# the package again; CI runs it after the smoke test. Two rounds:
#   1. as the machine is (CI: no desktop, no menu directories, where jpackage's default maintainer scripts
#      failed): `apt-get install ./…deb` leaves the package installed and configured; the installed launcher,
#      run as an unprivileged user with a temporary home, prints its version and answers a `query --json` on
#      the fixture wiki; `apt-get purge` removes it and leaves nothing of it behind;
#   2. with a desktop menu (gnome-menus, as on a Debian GNOME desktop; desktop-file-utils; pyxdg to read the
#      menu): the entry passes desktop-file-validate and the parsed menu lists Ephemeris with its icon.
# Whatever it installed (the package, the packages apt pulled in for it, the menu packages of round 2) is
# purged again on exit, failed or not, so the machine is left as it was and the script can run again.
#   bash .ci/deb-check.sh [DEB]      (default: target/jpackage/ephemeris_*.deb)
set -euo pipefail
umask 022   # the fixture wiki must be readable by the unprivileged user the app runs as
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NAME=ephemeris
DEB=${1:-$(ls "$ROOT"/target/jpackage/"$NAME"_*.deb 2>/dev/null | head -1 || true)}
[ -f "$DEB" ] || { echo "deb-check: no .deb (run: bash packaging/build.sh)" >&2; exit 1; }
DEB=$(realpath "$DEB")
MENU_PKGS=(gnome-menus desktop-file-utils hicolor-icon-theme python3-xdg)

sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
# Other jobs on the machine may be using apt: wait for dpkg's lock rather than fail.
apt() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get -y -q -o DPkg::Lock::Timeout=600 -o Dpkg::Use-Pty=0 "$@"; }
state() { dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null | tr -d ' ' || true; }
installed_list() { dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" {print $2}' | sort -u; }
fail() { echo "deb-check: $*" >&2; exit 1; }

case "$(state "$NAME")" in
  "" | un | pn) ;;
  *) fail "$NAME is already on this machine ($(state "$NAME")); this check would remove it: apt-get purge $NAME first" ;;
esac

WORK=$(mktemp -d)
BEFORE="$WORK/packages.before"
installed_list >"$BEFORE"
ADDED_MENU_PKGS=()
cleanup() {
  local status=$?
  set +e
  # A server a burst of calls started (decision 0020) goes before the package and its cache do, whatever failed.
  if [ -x "/opt/$NAME/bin/$NAME" ] && declare -F run >/dev/null; then
    run "/opt/$NAME/bin/$NAME" serve --stop --wiki "$WORK/wiki" >/dev/null 2>&1
  fi
  if [ -n "$(state "$NAME")" ] && [ "$(state "$NAME")" != un ]; then apt purge "$NAME" >/dev/null; fi
  [ ${#ADDED_MENU_PKGS[@]} -eq 0 ] || apt purge "${ADDED_MENU_PKGS[@]}" >/dev/null
  # The packages apt pulled in for the .deb: those installed since the start that apt now deems unneeded.
  # Only both: a package another job installed meanwhile is either marked manual or still needed.
  installed_list >"$WORK/packages.after"
  apt -s autoremove 2>/dev/null | awk '/^Remv / {sub(/:.*/, "", $2); print $2}' | sort -u >"$WORK/autoremovable"
  mapfile -t pulled < <(comm -13 "$BEFORE" "$WORK/packages.after" | comm -12 - "$WORK/autoremovable")
  if [ ${#pulled[@]} -gt 0 ]; then
    echo "== removing what apt pulled in for the package: ${pulled[*]}"
    apt purge "${pulled[@]}" >/dev/null
  fi
  rm -rf "$WORK"
  case "$(state "$NAME")" in
    "" | un | pn) ;;
    *) echo "deb-check: $NAME is still installed ($(state "$NAME")); if its prerm fails, installing a fixed .deb over it" \
            "replaces that script, then apt-get purge $NAME works" >&2
       status=1 ;;
  esac
  [ "$status" = 0 ] && echo "deb-check: OK" || echo "deb-check: FAILED" >&2
  exit "$status"
}
trap cleanup EXIT

command -v python3 >/dev/null 2>&1 || fail "needs python3"
bash "$ROOT/packaging/fixture-wiki.sh" "$WORK/wiki"
# The app runs as an unprivileged user (so the installed files must be readable by anyone), with no JDK around
# and a home of its own. Java takes user.home from the password database, not from $HOME, hence -Duser.home;
# -XX:-UsePerfData keeps the JVM from leaving a /tmp/hsperfdata_<user> folder behind.
mkdir -p "$WORK/home"
chmod 755 "$WORK"
as_user=()
if [ "$(id -u)" = 0 ]; then
  as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  chown nobody:nogroup "$WORK/home"
fi
run() {
  "${as_user[@]}" env -i PATH=/usr/bin:/bin HOME="$WORK/home" LANG=C.UTF-8 \
    JAVA_TOOL_OPTIONS="-Duser.home=$WORK/home -XX:-UsePerfData" "$@"
}

install_deb() {
  echo "== apt-get install $DEB"
  # A machine with stale or no package lists cannot resolve the dependencies yet.
  apt install -s --no-install-recommends "$DEB" >/dev/null 2>&1 || apt update -qq
  apt install --no-install-recommends "$DEB"
  [ "$(state "$NAME")" = ii ] || fail "after apt-get install, $NAME is in state '$(state "$NAME")', not installed and configured (ii)"
  dpkg-query -L "$NAME" >"$WORK/files"
  for f in /opt/$NAME/bin/$NAME /usr/bin/$NAME /usr/share/applications/$NAME.desktop /usr/share/icons/hicolor/48x48/apps/$NAME.png; do
    grep -qx "$f" "$WORK/files" && [ -e "$f" ] || fail "the package does not install $f"
  done
  exec_path=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' /usr/share/applications/$NAME.desktop)
  [ -x "$exec_path" ] || fail "the desktop entry starts $exec_path, which is not an installed program"
}

remove_deb() {
  echo "== apt-get purge $NAME"
  apt purge "$NAME"
  case "$(state "$NAME")" in "" | un | pn) ;; *) fail "after apt-get purge, $NAME is in state '$(state "$NAME")'" ;; esac
  [ ! -e "/opt/$NAME" ] || { find "/opt/$NAME" | head; fail "/opt/$NAME is still there after apt-get purge"; }
  while read -r f; do
    if [ -L "$f" ] || { [ -e "$f" ] && [ ! -d "$f" ]; }; then fail "$f is still there after apt-get purge"; fi
  done <"$WORK/files"
}

# --- round 1: the machine as it is --------------------------------------------------------------------------------
if [ -e /etc/xdg/menus ] || [ -e /usr/share/desktop-directories ]; then
  echo "== round 1: note: this machine has desktop menu directories, so this round is not the minimal system's case"
else
  echo "== round 1: no desktop menu on this machine (no /etc/xdg/menus, no desktop-directories)"
fi
install_deb

echo "== $NAME --version (installed)"
v=$(run "/opt/$NAME/bin/$NAME" --version)
echo "$v"
[[ $v =~ ^Ephemeris\ [0-9]+\.[0-9]+ ]] || fail "unexpected --version output: $v"
[ "$(run "$NAME" --version)" = "$v" ] || fail "\`$NAME --version\` from PATH (/usr/bin/$NAME) differs"

echo "== $NAME query --json (installed)"
status=0
run "/opt/$NAME/bin/$NAME" query "How do I create a callout?" --wiki "$WORK/wiki" --json \
  >"$WORK/answer.json" 2>"$WORK/query.err" || status=$?
[ "$status" = 0 ] || { cat "$WORK/query.err" >&2; fail "query exited with $status"; }
python3 "$ROOT/packaging/check-answer.py" "$WORK/answer.json"
[ -d "$WORK/home/.cache/$NAME/indexes" ] || fail "the query did not keep its index in the temporary home"
# Asked again, on the index the first call built: a call that answers once runs on the JIT's first tier with the
# command line's own AOT cache (decision 0019), which must map from /opt: the same answer, nothing on stderr.
status=0
run "/opt/$NAME/bin/$NAME" query "How do I create a callout?" --wiki "$WORK/wiki" --json \
  >"$WORK/answer-again.json" 2>"$WORK/query-again.err" || status=$?
[ "$status" = 0 ] || { cat "$WORK/query-again.err" >&2; fail "the second query exited with $status"; }
# (The JVM's own note of the tool options this script sets is the only line allowed.)
if grep -v '^Picked up JAVA_TOOL_OPTIONS:' "$WORK/query-again.err" | grep -q .; then
  cat "$WORK/query-again.err" >&2; fail "the second query wrote on stderr"
fi
cmp -s "$WORK/answer.json" "$WORK/answer-again.json" || fail "the second query answered otherwise than the first"
# The second call of a burst started a server for the calls after it (decision 0020): it answers the third the
# same, and `serve --stop` ends it, so nothing of the package runs when it is removed.
socket=$(bash "$ROOT/packaging/await-server.sh" "$WORK/home/.cache") || fail "no server came up after the second query"
# Only a call answered in its own process notes itself in the burst's record: a served one leaves it as it was.
noted=$(date -r "$(dirname "$socket")/last-call" +%s%N)
status=0
run "/opt/$NAME/bin/$NAME" query "How do I create a callout?" --wiki "$WORK/wiki" --json \
  >"$WORK/answer-served.json" 2>"$WORK/query-served.err" || status=$?
[ "$status" = 0 ] || { cat "$WORK/query-served.err" >&2; fail "the served query exited with $status"; }
cmp -s "$WORK/answer.json" "$WORK/answer-served.json" || fail "the served query answered otherwise than the first"
[ "$(date -r "$(dirname "$socket")/last-call" +%s%N)" = "$noted" ] || fail "the third query ran in its own process"
run "/opt/$NAME/bin/$NAME" serve --stop --wiki "$WORK/wiki" 2>&1 | grep -q "^Stopped the server of " || fail "serve --stop did not stop the server"
[ ! -e "$socket" ] || fail "the server's socket outlived serve --stop"

remove_deb

# --- round 2: with a desktop menu ---------------------------------------------------------------------------------
echo "== round 2: with a desktop menu"
for p in "${MENU_PKGS[@]}"; do [ "$(state "$p")" = ii ] || ADDED_MENU_PKGS+=("$p"); done
if [ ${#ADDED_MENU_PKGS[@]} -gt 0 ]; then
  echo "== apt-get install ${ADDED_MENU_PKGS[*]} (removed again at the end)"
  apt install --no-install-recommends "${ADDED_MENU_PKGS[@]}" >/dev/null
fi
install_deb
# desktop-file-validate exits 0 on hints: any output at all is a finding.
out=$(desktop-file-validate "/usr/share/applications/$NAME.desktop" 2>&1) && [ -z "$out" ] \
  || fail "desktop-file-validate: ${out:-exit status not 0}"
/usr/bin/python3 - "$NAME" <<'PY'   # Debian's python3, the one python3-xdg installs into
import sys
import xdg.IconTheme, xdg.Menu
name = sys.argv[1]
menu = xdg.Menu.parse("/etc/xdg/menus/gnome-applications.menu")
def entries(m, path):
    for e in m.getEntries():
        if isinstance(e, xdg.Menu.Menu):
            yield from entries(e, path + [e.getName()])
        elif isinstance(e, xdg.Menu.MenuEntry):
            yield path, e
found = [(p, e) for p, e in entries(menu, []) if e.DesktopFileID == f"{name}.desktop"]
assert found, "the menu does not list the entry"
for path, e in found:
    print("menu:", " / ".join(path), "→", e.DesktopEntry.getName(), "|", e.DesktopEntry.getExec())
icon = xdg.IconTheme.getIconPath(found[0][1].DesktopEntry.getIcon(), 48, theme="hicolor")
assert icon and icon.startswith("/usr/share/icons/hicolor/"), icon
print("icon:", icon)
PY
remove_deb
