#!/usr/bin/env bash
# The fixed cost of a build: a site of 10 generated screens (and its design catalog) built ROUNDS
# times in a row (default 20) into the same output on tmpfs, after one warm-up, and the mean time
# of a build in milliseconds, of the release binary built as the release archive builds it (the
# Swift runtime linked in). SPOTS_SITE=path times that binary instead of building the release one;
# SPOTS_SITE_BEFORE=path times a second binary (a build of an earlier commit, or one built another
# way) in turns with it, three rounds each, so a change is measured against what it replaced under
# the same conditions.
#   bash scripts/bench-startup.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-20}
TOOLS_DIR=${TOOLS_DIR:-../shared/tools}
[ -f "$TOOLS_DIR/gen-screens.py" ] || TOOLS_DIR=scripts/peers
if [ -d /dev/shm ] && [ -w /dev/shm ]; then root=/dev/shm; else root=$PWD/.build-bench; mkdir -p "$root"; fi
work=$(mktemp -d "$root/startup.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 "$TOOLS_DIR/gen-screens.py" "$work/Content" -n 10 > /dev/null
binary=${SPOTS_SITE:-$(bash scripts/release-binary.sh)}  # as the release archive builds it
time_builds() {  # time_builds NAME BINARY: prints the mean of ROUNDS builds in a row
  "$2" build --content "$work/Content" --output "$work/Output-$1" --quiet 2> /dev/null  # warm-up
  local start end
  start=$(date +%s%N)
  for _ in $(seq "$ROUNDS"); do "$2" build --content "$work/Content" --output "$work/Output-$1" --quiet 2> /dev/null; done
  end=$(date +%s%N)
  echo "$1: $(((end - start) / ROUNDS / 1000)) µs a build of 10 screens ($ROUNDS builds in a row)"
}
if [ -n "${SPOTS_SITE_BEFORE:-}" ]; then
  for _ in 1 2 3; do time_builds spots-site-before "$SPOTS_SITE_BEFORE"; time_builds spots-site "$binary"; done
else
  time_builds spots-site "$binary"
fi
