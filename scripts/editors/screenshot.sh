#!/usr/bin/env bash
# The picture of docs/editors.md: Neovim in tmux (128 × 22) on a new project's home screen, a typo
# in an item's key, its diagnostic as virtual text; the pane captured as text and drawn with
# ImageMagick. SPOTS_SITE=path uses that binary (default: the debug build).
#   bash scripts/editors/screenshot.sh docs/editors-neovim.png
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(realpath -m "${1:-docs/editors-neovim.png}")
binary=$(realpath "${SPOTS_SITE:-.build/debug/spots-site}")
work=$(mktemp -d)
trap 'tmux kill-session -t spots-lsp 2> /dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/bin"
ln -s "$binary" "$work/bin/spots-site"
"$binary" init "$work/project" > /dev/null
cd "$work/project"
tmux new-session -d -s spots-lsp -x 128 -y 22 \
  "PATH=$work/bin:\$PATH nvim -n -i NONE -u $OLDPWD/scripts/editors/init.lua Content/screens/index.json"
sleep 3
tmux send-keys -t spots-lsp ':11s/"title"/"titel"/' Enter
sleep 2
tmux send-keys -t spots-lsp ':11' Enter
sleep 1
tmux capture-pane -t spots-lsp -p > "$work/pane.txt"
convert -background '#1e1e1e' -fill '#e6e6e6' -font DejaVu-Sans-Mono -pointsize 15 -border 12 -bordercolor '#1e1e1e' \
  label:"$(sed 's/%/%%/g; s/\\/\\\\/g' "$work/pane.txt")" "$out"  # Debian's policy refuses label:@file
cat "$work/pane.txt"
