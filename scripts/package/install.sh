#!/usr/bin/env bash
# Installs spots-site from this unpacked archive: the binary into PREFIX/bin, the man page and the
# bash, zsh and fish completions under PREFIX/share (PREFIX: /usr/local, or --prefix DIR).
# spots-site needs cmark, libxml2 and Graphviz from the system: on Debian or Ubuntu,
#   sudo apt-get install libcmark0.30.2 libxml2 libgvc6   (or libcmark-dev, whichever cmark is there)
set -euo pipefail
prefix=/usr/local
if [ "${1:-}" = "--prefix" ]; then prefix=${2:?usage: install.sh [--prefix DIR]}; fi
here=$(cd "$(dirname "$0")" && pwd)
for path in bin/spots-site share/man/man1/spots-site.1 share/bash-completion/completions/spots-site \
  share/zsh/site-functions/_spots-site share/fish/vendor_completions.d/spots-site.fish; do
  mode=644
  [ "$path" = bin/spots-site ] && mode=755
  install -D -m "$mode" "$here/$path" "$prefix/$path"
done
echo "Installed spots-site $("$prefix/bin/spots-site" --version) into $prefix"
