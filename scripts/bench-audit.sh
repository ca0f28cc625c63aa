#!/usr/bin/env bash
# The audit's time: a site of SCREENS generated screens (default 100, about 1,000 elements a page)
# audited in every default context (3 widths × 3 schemes × 2 directions × 3 text modes = 54) with
# --jobs JOBS (default: the cores), of the release binary as the release archive builds it.
# SPOTS_SITE=path times that binary instead. Needs Chromium, as `spots-site audit` does.
#   bash scripts/bench-audit.sh [SCREENS] [JOBS]
set -euo pipefail
cd "$(dirname "$0")/.."
SCREENS=${1:-100}
JOBS=${2:-$(nproc)}
TOOLS_DIR=${TOOLS_DIR:-../shared/tools}
[ -f "$TOOLS_DIR/gen-screens.py" ] || TOOLS_DIR=scripts/peers
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$TOOLS_DIR/gen-screens.py" "$work/Content" -n "$SCREENS" > /dev/null
binary=${SPOTS_SITE:-$(bash scripts/release-binary.sh)}
start=$(date +%s%N)
# The generated screens have no faults the audit finds; a finding fails the run.
"$binary" audit --content "$work/Content" --jobs "$JOBS" > "$work/findings.txt" 2> "$work/summary.txt" || { cat "$work/findings.txt" "$work/summary.txt"; exit 1; }
end=$(date +%s%N)
tail -1 "$work/summary.txt"
echo "audit: $SCREENS screens in 54 contexts with $JOBS jobs: $(((end - start) / 1000000)) ms"
