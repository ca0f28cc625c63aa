#!/usr/bin/env bash
# Builds spots-site as the release archive builds it (scripts/package.sh, in the same folder
# .build-static/): in release, with the Swift runtime linked in, which starts faster than one
# loaded from shared libraries. Prints the binary's path. Where the runtime cannot be linked in
# (macOS), a plain release build. The benchmarks time this binary unless SPOTS_SITE names another.
#   binary=$(bash scripts/release-binary.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname)" = Linux ]; then
  swift build -c release --static-swift-stdlib --product spots-site --scratch-path .build-static > /dev/null
  echo "$PWD/.build-static/release/spots-site"
else
  swift build -c release --product spots-site > /dev/null
  echo "$(swift build -c release --show-bin-path)/spots-site"
fi
