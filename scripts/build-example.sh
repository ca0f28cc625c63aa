#!/usr/bin/env bash
# Builds spots-site, then the example site in Content/ into Output/. Open Output/index.html afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build -c release --product spots-site
.build/release/spots-site build --content Content --templates Templates --output Output "$@"
echo "Open $(pwd)/Output/index.html in a browser."
