#!/usr/bin/env bash
# Builds the packaged desktop app: the one documented command, run from anywhere:
#
#   bash packaging/build.sh            # runtime image + app image + .deb (what CI builds)
#   bash packaging/build.sh app-image  # runtime image + app image only
#
# Output (under target/):
#   runtime/                       jlink runtime: JDK 25 modules + the app and its dependencies, with a CDS archive
#   jpackage/ephemeris/            the app image; its launcher is bin/ephemeris
#   jpackage/ephemeris_<v>_amd64.deb
#
# Needs: Maven, a JDK 25 with jlink and jpackage (Temurin 25 under /usr/lib/jvm, or $EPHEMERIS_JDK).
# Installs with apt-get what the .deb needs if missing (fakeroot, dpkg-dev), and Xvfb for the window's training run.
# The packaged app needs no JDK: the runtime image is inside it.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
WHAT=${1:-all}
case "$WHAT" in all | app-image) ;; *) echo "usage: bash packaging/build.sh [all|app-image]" >&2; exit 2 ;; esac

T=target
NAME=ephemeris
step() { printf '\n== %s  (%ss)\n' "$*" "$SECONDS"; }

# --- tools -------------------------------------------------------------------------------------------------
find_jdk() {
  local c
  for c in "${EPHEMERIS_JDK:-}" "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25*; do
    [ -n "$c" ] && [ -x "$c/bin/jpackage" ] && [ -x "$c/bin/jlink" ] || continue
    "$c/bin/java" -version 2>&1 | grep -Eq 'version "(2[5-9]|[3-9][0-9])' && { echo "$c"; return; }
  done
  echo "No JDK 25+ with jlink and jpackage found: set EPHEMERIS_JDK" >&2
  exit 1
}
JDK=$(find_jdk)

apt_install() {
  [ $# -gt 0 ] || return 0
  echo "Installing: $*"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
need=()
if [ "$WHAT" = all ]; then
  command -v fakeroot >/dev/null 2>&1 || need+=(fakeroot)
  command -v dpkg-deb >/dev/null 2>&1 || need+=(dpkg)
  command -v dpkg-shlibdeps >/dev/null 2>&1 || need+=(dpkg-dev)
fi
# The window's CDS training run (packaging/window.sh) needs an X server and python3 (present on Debian).
if [ -z "${DISPLAY:-}" ] && ! command -v Xvfb >/dev/null 2>&1; then need+=(xvfb); fi
apt_install "${need[@]}"

VERSION=$(sed -n 's:^  <version>\(.*\)</version>.*:\1:p' pom.xml | head -1)
echo "Ephemeris $VERSION, JDK $JDK"

# --- 1. the app module and its dependencies -----------------------------------------------------------------
step "Maven package"
# Maven may run on JDK 17: the toolchains plugin compiles on JDK 25 and adds the module descriptor to the jar.
# A fresh copy: jars of versions the pom no longer names must not reach jlink (two versions of one module).
rm -rf "$T/deps"
mvn -q -B -ntp -DskipTests package dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$T/deps"

# jlink needs named modules only. JavaFX's classifier-less jars are empty placeholders (automatic modules):
# keep the platform jars (*-linux.jar), which are the real modules with their native libraries.
rm -rf "$T/mods" && mkdir -p "$T/mods"
for j in "$T"/deps/*.jar; do
  b=$(basename "$j")
  if [[ $b == javafx-* || $b == jdk-jsobject-* ]] && [[ $b != *-linux.jar ]]; then continue; fi
  cp "$j" "$T/mods/"
done
cp "$T/$NAME-$VERSION.jar" "$T/mods/"
# ONNX Runtime's jar carries native libraries (and debug symbols) for five platforms, about 500 MB unpacked:
# keep only this platform's, which go to the runtime's lib/ below.
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ORT_PLATFORM=linux-x64 ;; Linux-aarch64) ORT_PLATFORM=linux-aarch64 ;;
  Darwin-x86_64) ORT_PLATFORM=osx-x64 ;; Darwin-arm64) ORT_PLATFORM=osx-aarch64 ;; *) ORT_PLATFORM=win-x64 ;;
esac
python3 - "$T"/mods/onnxruntime-*.jar "$ORT_PLATFORM" <<'PY'
import os, sys, zipfile
jar, keep = sys.argv[1], f"ai/onnxruntime/native/{sys.argv[2]}/"
tmp = jar + ".tmp"
with zipfile.ZipFile(jar) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
    for e in src.infolist():
        n = e.filename
        if n.startswith("ai/onnxruntime/native/") and not (n.startswith(keep) and not n.endswith((".pdb", "/"))
                                                           and ".dSYM" not in n) and n != "ai/onnxruntime/native/":
            continue
        dst.writestr(e, src.read(n))
os.replace(tmp, jar)
PY
# picocli is compiled for Java 5, whose classes the AOT cache cannot hold: every command line call loaded and verified
# them again. Its copy in target/mods gets the same bytecode in Java 8's format (docs/decisions/0025).
"$JDK/bin/java" packaging/RaiseClassVersion.java "$T"/mods/picocli-*.jar
# Some dependencies are automatic modules (the MCP SDK's mcp-core and mcp-json-jackson3, reactor-core,
# reactive-streams, ONNX Runtime): give their copies in target/mods a generated module descriptor (packaging/modularize.py).
python3 packaging/modularize.py "$JDK" "$T/mods"
for j in "$T"/mods/*.jar; do
  if "$JDK/bin/jar" --describe-module --file "$j" 2>&1 | grep -q 'automatic module'; then
    echo "Not a named module (jlink cannot link it): $j" >&2
    exit 1
  fi
done

# --- 2. jlink runtime ----------------------------------------------------------------------------------------
step "jlink runtime"
rm -rf "$T/runtime"
"$JDK/bin/jlink" @jlink.cfg --module-path "$T/mods" --output "$T/runtime"
# JavaFX's native libraries sit in its platform jars; jlink.cfg keeps them out of the module image (where JavaFX
# would extract them to ~/.openjfx/cache at every first start) and they go to the runtime's lib/ instead,
# where JavaFX loads them from directly when it runs from a linked image.
for j in "$T"/mods/javafx-*-linux.jar; do
  libs=$("$JDK/bin/jar" tf "$j" | grep -E '^[^/]+\.so$' || true)
  [ -n "$libs" ] || continue
  # shellcheck disable=SC2086  # one word per library
  (cd "$T/runtime/lib" && "$JDK/bin/jar" xf "$ROOT/$j" $libs && chmod 755 $libs)
done
# ONNX Runtime's libraries likewise: loaded from lib/ (-Donnxruntime.native.path below) instead of being
# copied to a temporary folder at every start.
ORT_LIBS=$("$JDK/bin/jar" tf "$T"/mods/onnxruntime-*.jar | grep -E '^ai/onnxruntime/native/.+\.(so|dylib|dll)$' || true)
if [ -n "$ORT_LIBS" ]; then
  # shellcheck disable=SC2086  # one word per library
  (cd "$T/runtime/lib" && "$JDK/bin/jar" xf "$(ls "$ROOT/$T"/mods/onnxruntime-*.jar)" $ORT_LIBS \
     && mv ai/onnxruntime/native/*/* . && rm -rf ai && chmod 755 ./*onnxruntime*)
fi

# The embedding model's file (jlink.cfg keeps it out of the module image) goes to lib/model/, where ONNX Runtime reads it
# itself (-Dephemeris.model.dir below): read from the module image into the Java heap first, it was a large new array
# and a copy for the native side, slower to make in a fresh process than the session itself.
MODEL_FILES=$("$JDK/bin/jar" tf "$T/$NAME-$VERSION.jar" | grep -E '^ephemeris/embed/model/[^/]+\.onnx$' || true)
[ -n "$MODEL_FILES" ] || { echo "build.sh: the app jar holds no embedding model" >&2; exit 1; }
mkdir -p "$T/runtime/lib/model"
# shellcheck disable=SC2086  # one word per file
(cd "$T/runtime/lib/model" && "$JDK/bin/jar" xf "$ROOT/$T/$NAME-$VERSION.jar" $MODEL_FILES && mv ephemeris/embed/model/*.onnx . && rm -rf ephemeris)

# --- 3. AOT cache of the app ---------------------------------------------------------------------------------
# A training run of the window (open it on the fixture wiki, ask a question, close it: packaging/window.sh), or of
# the CLI when this build has no window or the window cannot open here, records the classes the app loads, links
# them and keeps their profiles: JDK 25's AOT cache, lib/server/ephemeris.aot, which the launcher maps at start
# (-XX:AOTCache below). The question exercises the engine a CLI query runs. Against the static CDS archive of the
# same runs' classes it replaces, the window shows in about three quarters of the time (docs/decisions/0013).
# The cache holds only for this runtime and these JVM options: training runs with the launcher's own.
step "AOT cache"
CDS="$T/cds"
rm -rf "$CDS" && mkdir -p "$CDS"
bash packaging/fixture-wiki.sh "$CDS/wiki"
# The heap starts small and gives back what a collection frees: a window left open holds its live data, not the
# peak of its last question (with the quiet-time collection of IdleMemory; docs/decisions/0014). The default start,
# 1/64 of the machine's memory, is also the least the heap ever shrinks to.
JAVA_OPTS=(--enable-native-access=ephemeris,javafx.graphics,javafx.web,javafx.media,org.apache.lucene.core,com.microsoft.onnxruntime
           --sun-misc-unsafe-memory-access=allow -XX:+UseSerialGC
           -Xms32m -XX:-ShrinkHeapInSteps -XX:MinHeapFreeRatio=20 -XX:MaxHeapFreeRatio=50)
AOT="$T/runtime/lib/server/$NAME.aot"
rm -f "$AOT"
# The training runs keep to the build folder: the fixture's index goes to a cache folder of their own, and the
# window's settings (last wiki, recent wikis, questions asked) to a preferences root of their own, so building
# the app leaves the builder's own Ephemeris as it was. The JVM takes its home folder from the user database,
# not from $HOME, hence the preferences root as a system property.
TRAIN=("$T/runtime/bin/java" "${JAVA_OPTS[@]}" -Donnxruntime.native.path="$T/runtime/lib" -Dephemeris.model.dir="$T/runtime/lib/model" -XX:AOTCacheOutput="$AOT"
       -Djava.util.prefs.userRoot="$CDS/prefs" -Xlog:aot=error -Xlog:cds=error -m "$NAME/ephemeris.Main")
if "$JDK/bin/jar" tf "$T/$NAME-$VERSION.jar" | grep -c "^ephemeris/ui/DesktopApp.class$" >/dev/null; then
  XDG_CACHE_HOME="$CDS/cache" EPHEMERIS_CMD="${TRAIN[*]}" bash packaging/window.sh run --wiki "$CDS/wiki" --ask "How do I create a callout?" \
    || { echo "warning: the window's training run failed; the AOT cache covers the CLI only" >&2; rm -f "$AOT"; }
fi
if [ ! -s "$AOT" ]; then
  XDG_CACHE_HOME="$CDS/cache" "${TRAIN[@]}" query "How do I create a callout?" --wiki "$CDS/wiki" --json >/dev/null
fi
[ -s "$AOT" ] || { echo "build.sh: no AOT cache was written" >&2; exit 1; }
du -h "$AOT"
# The commands that answer once and exit (the launcher's first argument, as a shell case pattern) run on the JIT's
# first tier alone, with an AOT cache of their own: a command line call loads classes the window never does
# (the JSON writer's among them), and the window's cache leaves them to be loaded and verified at every call
# (docs/decisions/0019). Trained by such a call on the fixture's index, which the run above built (a call that
# finds no index runs again on both tiers, and would train the cache on that instead).
ONE_SHOT_COMMANDS='query|related|status'
FIRST_TIER=-XX:TieredStopAtLevel=1
CLI_AOT="$T/runtime/lib/server/$NAME-cli.aot"
rm -f "$CLI_AOT"
XDG_CACHE_HOME="$CDS/cache" EPHEMERIS_SERVER=off "$T/runtime/bin/java" "${JAVA_OPTS[@]}" "$FIRST_TIER" -Donnxruntime.native.path="$T/runtime/lib" -Dephemeris.model.dir="$T/runtime/lib/model" \
  -XX:AOTCacheOutput="$CLI_AOT" -Djava.util.prefs.userRoot="$CDS/prefs" -Xlog:aot=error -Xlog:cds=error -m "$NAME/ephemeris.Main" \
  query "How do I create a callout?" --wiki "$CDS/wiki" --json >/dev/null
[ -s "$CLI_AOT" ] || { echo "build.sh: no AOT cache for the command line was written" >&2; exit 1; }
du -h "$CLI_AOT"
# The launcher (step 4) runs bin/java; users need no other JDK command.
find "$T/runtime/bin" -mindepth 1 ! -name java -exec rm -rf {} +

# --- 4. jpackage app image -----------------------------------------------------------------------------------
step "jpackage app image"
rm -rf "$T/jpackage" && mkdir -p "$T/jpackage"
COMMON=(--name "$NAME" --app-version "$VERSION"
        --description "Answers questions about a local markdown wiki, offline, and shows its evidence."
        --vendor "Ephemeris" --copyright "Copyright 2026 the Ephemeris authors")
LAUNCHER_OPTS=()
# A JVM crash report (and a JIT compiler's replay file) goes to the app's cache folder, never to the working
# directory (often the home folder, for an app started from the menu). JDK 25's launcher expands environment
# variables in its .cfg file; it has no fallback for an unset XDG_CACHE_HOME, hence ~/.cache (docs/decisions/0006).
for o in "${JAVA_OPTS[@]}" '-XX:AOTCache=$APPDIR/../runtime/lib/server/'"$NAME"'.aot' \
         '-Donnxruntime.native.path=$APPDIR/../runtime/lib' '-Dephemeris.model.dir=$APPDIR/../runtime/lib/model' \
         '-XX:ErrorFile=${HOME}/.cache/'"$NAME"'/hs_err_pid%p.log' '-XX:ReplayDataFile=${HOME}/.cache/'"$NAME"'/replay_pid%p.log' \
         '-Dephemeris.crash.dir=${HOME}/.cache/'"$NAME" \
         -Xlog:disable -Xlog:all=warning:stderr; do
  LAUNCHER_OPTS+=(--java-options "$o")
done
"$JDK/bin/jpackage" --type app-image --dest "$T/jpackage" "${COMMON[@]}" \
  --runtime-image "$T/runtime" --module "$NAME/ephemeris.Main" \
  --icon icons/ephemeris-512.png "${LAUNCHER_OPTS[@]}"
APP="$T/jpackage/$NAME"
# jpackage's native launcher asks rpm and then dpkg which package owns it, twice, at every start (to find the
# package's name), which costs from a tenth of a second to several on each command line call and window start.
# A shell launcher with the same options replaces it; it finds the app image from its own real path, so the
# /usr/bin link works, and it falls back to ~/.cache when XDG_CACHE_HOME is unset, as the app does.
[ -x "$APP/lib/runtime/bin/java" ] || install -m 755 "$T/runtime/bin/java" "$APP/lib/runtime/bin/java"
{
  printf '#!/bin/sh\n'
  printf '# Starts Ephemeris on the Java runtime inside the app image (written by packaging/build.sh).\n'
  # Found with the shell's own string operations, readlink only for a link (/usr/bin/ephemeris): each program
  # started here (readlink and dirname twice, before) is a process start of its own on every call, served ones too.
  printf 'self=$0\n'
  printf 'case "$self" in /*) ;; *) self="$PWD/$self" ;; esac\n'
  printf '[ -L "$self" ] && self=$(readlink -f "$self")\n'
  printf 'app=${self%%/bin/*}\n'
  # Started through a linked folder of another name (a link to bin/ itself): the real path, as before.
  printf '[ -x "$app/lib/runtime/bin/java" ] || { self=$(readlink -f "$0"); app=${self%%/bin/*}; }\n'
  printf 'cache="${XDG_CACHE_HOME:-$HOME/.cache}/%s"\n' "$NAME"
  # A command that answers and exits runs on the JIT's first tier alone: in a process of a second or two, the
  # optimising compiler spends a core on code it barely gets to run (docs/decisions/0019). `index`, which may
  # build for minutes (and builds a first index for those commands), the window, `serve`, `mcp` and `bench` keep
  # both tiers.
  printf 'case "${1:-}" in\n  %s) jit=%s aot=%s ;;\n  *) jit= aot=%s ;;\nesac\n' "$ONE_SHOT_COMMANDS" "$FIRST_TIER" "$NAME-cli" "$NAME"
  printf 'exec "$app/lib/runtime/bin/java"'
  for o in "${JAVA_OPTS[@]}"; do printf ' %s' "$o"; done
  printf ' $jit'
  printf ' -XX:AOTCache="$app/lib/runtime/lib/server/$aot.aot"'
  printf ' -Donnxruntime.native.path="$app/lib/runtime/lib" -Dephemeris.model.dir="$app/lib/runtime/lib/model"'
  printf ' -XX:ErrorFile="$cache/hs_err_pid%%p.log" -XX:ReplayDataFile="$cache/replay_pid%%p.log" -Dephemeris.crash.dir="$cache"'
  printf ' -Xlog:disable -Xlog:all=warning:stderr -Djpackage.app-version=%s' "$VERSION"
  # `bench` times calls as users make them: through this launcher.
  printf ' -Dephemeris.launcher="$app/bin/%s"' "$NAME"
  printf ' -m %s/ephemeris.Main "$@"\n' "$NAME"
} > "$APP/bin/$NAME.sh"
mv "$APP/bin/$NAME.sh" "$APP/bin/$NAME" && chmod 755 "$APP/bin/$NAME"
"$APP/bin/$NAME" --version

# --- 5. .deb -------------------------------------------------------------------------------------------------
if [ "$WHAT" = all ]; then
  step "jpackage .deb"
  # jpackage stages the package: the app image under /opt/ephemeris, the control file with the libraries'
  # packages as dependencies, the maintainer scripts. Without --linux-shortcut, and without an icon in a
  # --resource-dir (which jpackage takes as a request for one): with a shortcut, its postinst and prerm run
  # `xdg-desktop-menu`, which exits 3 wherever no menu directories exist (servers, containers, WSL, minimal
  # installs) and leaves the package half-configured, impossible to remove. xdg-utils stays a dependency
  # because the window opens pages and links with xdg-open. Uncompressed: the package is rebuilt below and
  # compressed once, there.
  STAGE="$T/deb-stage"
  rm -rf "$STAGE" && mkdir -p "$STAGE"
  DPKG_DEB_COMPRESSOR_TYPE=none "$JDK/bin/jpackage" --type deb --dest "$STAGE" "${COMMON[@]}" \
    --app-image "$APP" --license-file packaging/LICENSE.txt \
    --linux-package-name "$NAME" --linux-app-category utils --linux-package-deps xdg-utils \
    --linux-deb-maintainer "ephemeris@example.org" --about-url "https://example.org/ephemeris"
  STAGED=$(ls "$STAGE"/*.deb)
  PKG="$STAGE/root"
  dpkg-deb -R "$STAGED" "$PKG"
  [ -x "$PKG/opt/$NAME/bin/$NAME" ] || { echo "jpackage put the launcher elsewhere than /opt/$NAME/bin" >&2; exit 1; }
  if grep -l 'xdg-desktop-menu\|xdg-icon-resource\|xdg-mime' "$PKG"/DEBIAN/*; then
    echo "jpackage's maintainer scripts call xdg-utils: they would fail on a system without a menu" >&2
    exit 1
  fi
  # The menu entry and the icons are files of the package, where Debian packages keep theirs: dpkg installs and
  # removes them with the rest, every menu and launcher reads /usr/share/applications by itself, and the
  # triggers of desktop-file-utils and of the icon cache run if those are installed. No maintainer script has
  # anything to do, so installing and removing work the same with or without a desktop.
  (umask 022
   install -D -m 644 packaging/linux/ephemeris.desktop "$PKG/usr/share/applications/$NAME.desktop"
   for s in 16 24 32 48 64 128 256 512; do
     install -D -m 644 "icons/$NAME-$s.png" "$PKG/usr/share/icons/hicolor/${s}x$s/apps/$NAME.png"
   done
   install -D -m 644 "icons/$NAME.svg" "$PKG/usr/share/icons/hicolor/scalable/apps/$NAME.svg"
   # `ephemeris` on PATH: the launcher finds its app image from its real path, so a link to it works.
   install -d -m 755 "$PKG/usr/bin" && ln -s "/opt/$NAME/bin/$NAME" "$PKG/usr/bin/$NAME")
  sed -i "s/^Installed-Size: .*/Installed-Size: $(du -sk --apparent-size --exclude=DEBIAN "$PKG" | cut -f1)/" \
    "$PKG/DEBIAN/control"
  # xz at level 1: any dpkg reads it, and it takes a fraction of the time of dpkg-deb's default level 6,
  # for a slightly larger file.
  dpkg-deb --root-owner-group -Zxz -z1 -b "$PKG" "$T/jpackage/$(basename "$STAGED")" >/dev/null
  rm -rf "$STAGE"
  ls "$T"/jpackage/*.deb
fi

step "Done"
du -sh "$APP" "$T"/jpackage/*.deb 2>/dev/null || true
