#!/usr/bin/env bash
# Builds spots-site and runs every test (unit, golden HTML, conformance, end-to-end).
# SPOTS_RECORD=1 re-records the golden files in Tests/SpotsSiteTests/Snapshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
