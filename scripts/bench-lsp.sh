#!/usr/bin/env bash
# The language server's latency (scripts/bench-lsp.py): a keystroke in one screen to its new
# diagnostics, on the example site (Content/) and on N generated screens (default 1,000). The
# targets: under 30 ms on the example, under 100 ms on 1,000 screens. SPOTS_SITE=path times that
# binary (the test command smoke-runs the debug build on 20 screens); otherwise the release build.
#   bash scripts/bench-lsp.sh [N] [CHANGES]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-1000}
CHANGES=${2:-30}
TOOLS_DIR=${TOOLS_DIR:-../shared/tools}
[ -f "$TOOLS_DIR/gen-screens.py" ] || TOOLS_DIR=scripts/peers
if [ -z "${SPOTS_SITE:-}" ]; then
  swift build -c release --product spots-site > /dev/null
  SPOTS_SITE=.build/release/spots-site
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/example" "$work/generated"
cp -R Content "$work/example/Content"
cp -R Templates "$work/example/Templates"
python3 "$TOOLS_DIR/gen-screens.py" "$work/generated/Content" -n "$N" > /dev/null
python3 scripts/bench-lsp.py "$SPOTS_SITE" "$work/example" "$CHANGES"
python3 scripts/bench-lsp.py "$SPOTS_SITE" "$work/generated" "$CHANGES"
