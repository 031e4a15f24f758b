#!/usr/bin/env bash
# Re-renders the committed icon files from the SVG sources. Only needed after editing an SVG: the build
# uses the committed PNG/.ico/.icns and needs no converter.
#   needs: rsvg-convert (librsvg2-bin), ImageMagick (convert), png2icns (icnsutils); installed here if missing.
set -euo pipefail
cd "$(dirname "$0")"

need=()
command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
[ -x /usr/bin/convert ] || need+=(imagemagick)
command -v png2icns >/dev/null 2>&1 || need+=(icnsutils)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

sizes=(16 24 32 48 64 128 256 512)
for s in "${sizes[@]}"; do
  src=ephemeris.svg
  [ "$s" -le 32 ] && src=ephemeris-small.svg      # hinted, fewer shapes for tiny sizes
  rsvg-convert -w "$s" -h "$s" "$src" -o "ephemeris-$s.png"
done
/usr/bin/convert ephemeris-16.png ephemeris-24.png ephemeris-32.png ephemeris-48.png ephemeris-64.png \
  ephemeris-128.png ephemeris-256.png ephemeris.ico
png2icns ephemeris.icns ephemeris-16.png ephemeris-32.png ephemeris-48.png ephemeris-128.png \
  ephemeris-256.png ephemeris-512.png >/dev/null

# Copies for the window's stage icons (class-path resources /ephemeris/icons/ephemeris-<size>.png).
res=../src/main/resources/ephemeris/icons
mkdir -p "$res"
for s in "${sizes[@]}"; do cp "ephemeris-$s.png" "$res/"; done
echo "Rendered ${sizes[*]} px, ephemeris.ico, ephemeris.icns"
