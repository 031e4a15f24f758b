#!/usr/bin/env bash
# Fetches the Debian packages whose professionally translated help texts feed
# the multilingual distillation pairs (see PairExtractor in src/test/java/ephemeris/training).
#
#   fetch-packages.sh OUT_DIR
#
# OUT_DIR/debs/            the .deb files (a package already downloaded is not fetched again)
# OUT_DIR/tree/<package>/  each package extracted with dpkg-deb -x
# OUT_DIR/packages.tsv     package<TAB>version<TAB>file (file relative to OUT_DIR)
#
# Sources:
#   libreoffice-help-en-us + libreoffice-help-XX   help pages, paragraphs share ids across languages
#   gnome-user-docs                                Mallard help pages, English under usr/share/help/C
#   libreoffice-l10n-XX (ar bn th nb sk he ro)     gettext UI catalogues (msgid -> msgstr), for the
#                                                  target languages that neither help source covers
# Note: libreoffice-help-sk only holds a symlink sk -> cs (Slovak falls back to the Czech help),
# and gnome-user-docs' he, tr and most of ro pages are untranslated English copies.
# Needs apt lists (apt-get update) and dpkg-deb; downloads from the Debian archive only.
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: $0 OUT_DIR" >&2
  exit 2
fi
out=$(mkdir -p "$1" && cd "$1" && pwd)
debs="$out/debs"
tree="$out/tree"
mkdir -p "$debs" "$tree"

# Target languages as Debian spells them in libreoffice-help-XX.
help_langs="ar bn ca cs da de el es fa fi fr he hu id it ja km ko nl nb pl pt pt-br ro ru sk sv th tr uk vi zh-cn zh-tw"
# Target languages that neither LibreOffice help nor gnome-user-docs has (or only a token amount).
l10n_langs="ar bn th nb sk he ro"

known=$(apt-cache pkgnames libreoffice-)   # one cache look-up instead of one per package
exists() { grep -qxF "$1" <<<"$known"; }

packages=(libreoffice-help-en-us gnome-user-docs)
for l in $help_langs; do
  if exists "libreoffice-help-$l"; then
    packages+=("libreoffice-help-$l")
  else
    echo "note: no libreoffice-help-$l in Debian" >&2
  fi
done
for l in $l10n_langs; do
  if exists "libreoffice-l10n-$l"; then
    packages+=("libreoffice-l10n-$l")
  else
    echo "note: no libreoffice-l10n-$l in Debian" >&2
  fi
done

deb_of() { # prints the downloaded .deb of package $1, if any
  local f
  for f in "$debs/$1"_*.deb; do
    [[ -e "$f" ]] && { echo "$f"; return 0; }
  done
  return 1
}

missing=()
for p in "${packages[@]}"; do
  deb_of "$p" >/dev/null || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "downloading ${#missing[@]} package(s)" >&2
  (cd "$debs" && apt-get download -q "${missing[@]}")
fi

tsv="$out/packages.tsv.tmp"
printf 'package\tversion\tfile\n' > "$tsv"
for p in "${packages[@]}"; do
  f=$(deb_of "$p") || { echo "error: $p was not downloaded" >&2; exit 1; }
  if [[ ! -d "$tree/$p" ]]; then
    rm -rf "$tree/$p.partial"
    mkdir -p "$tree/$p.partial"
    dpkg-deb -x "$f" "$tree/$p.partial"
    mv "$tree/$p.partial" "$tree/$p"
  fi
  printf '%s\t%s\t%s\n' "$p" "$(dpkg-deb -f "$f" Version)" "debs/$(basename "$f")" >> "$tsv"
done
mv "$tsv" "$out/packages.tsv"
echo "${#packages[@]} packages in $out" >&2
