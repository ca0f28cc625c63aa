#!/usr/bin/env bash
# spots-site lsp in a real editor: Neovim's own client (Debian's neovim, installed when missing)
# opens a screen of a new project (spots-site init), a typo gets its diagnostic, the quick fix is
# applied and the diagnostic goes (scripts/editors/check.lua, with scripts/editors/init.lua, the
# set-up docs/editors.md gives for Neovim 0.7 to 0.10). SPOTS_SITE=path checks that binary;
# otherwise the debug build.
#   bash scripts/check-neovim.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
command -v nvim > /dev/null || install_debian_packages neovim
binary=$(realpath "${SPOTS_SITE:-.build/debug/spots-site}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
ln -s "$binary" "$work/bin/spots-site"
export PATH="$work/bin:$PATH"
spots-site init "$work/project" > /dev/null
cd "$work/project"
timeout 60 nvim --headless -n -i NONE -u "$OLDPWD/scripts/editors/init.lua" Content/screens/index.json \
  -c "luafile $OLDPWD/scripts/editors/check.lua"
echo "check-neovim: the typo's diagnostic came, and the quick fix took it away ($(nvim --version | head -1))"
