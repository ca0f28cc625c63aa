#!/usr/bin/env bash
# Lints the code with swift-format, builds spots-site and runs every test (unit, golden HTML,
# conformance, end-to-end), then looks at
# the generated pages with the W3C checker, the link checker and axe-core (scripts/check-pages.sh).
# SPOTS_RECORD=1 re-records the golden files in Tests/SpotsSiteTests/Snapshots/;
# SPOTS_SKIP_PAGE_CHECKS=1 skips the page checks (they install Chromium and Java when missing).
# Then each fuzz target runs for 20 seconds (scripts/fuzz.sh), so a broken harness or a crash on
# the seeds is caught; SPOTS_SKIP_FUZZ=1 skips that. The long runs are scripts/fuzz.sh 900.
# Between the two, a bound on memory: see the comment there.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
# The determinism tests build at another time of day under faketime (only the tests need it).
command -v faketime > /dev/null || install_debian_packages faketime
# The audit's tests measure pages in headless Chromium (spots-site audit).
command -v chromium > /dev/null || install_debian_packages chromium
# Style: .swift-format (no force unwraps, force tries or implicitly unwrapped optionals).
swift format lint --strict -r Sources Tests Benchmarks Plugins Fuzz/Sources
# The real screen JSON in the fixtures is byte for byte the blobs its SOURCES.md names.
bash scripts/check-provenance.sh
swift build --build-tests
swift test --skip-build "$@"
# The language server end to end over stdio, as an editor drives it (pytest-lsp from PyPI).
python3 -c "import pytest_lsp" 2> /dev/null || python3 -m pip install --quiet "pytest-lsp==1.0.1"
SPOTS_SITE=.build/debug/spots-site python3 -m pytest -q -p no:cacheprovider Tests/lsp
# And in a real editor: Neovim's own client, a typo, its diagnostic, the quick fix (scripts/check-neovim.sh).
SPOTS_SITE=.build/debug/spots-site bash scripts/check-neovim.sh
# The GitHub Action's scripts, run as a runner runs them against a fake GitHub API on 127.0.0.1.
python3 scripts/action/test_action.py
# Memory: one screen of 20,000 items must peak under 40 × its file above a one-item screen (about
# 26 × today; holding each page as a libxml2 tree was 75 ×). The benchmark prints the figures.
.build/debug/spots-benchmark --memory 20000 --max-ratio 40
# The comparison with Hugo, smoke-run on 20 screens (the figures of a debug build mean nothing; the
# README's come from a release build on 1,000 and 10,000): it must run to the end.
command -v hugo > /dev/null || install_debian_packages hugo
.build/debug/spots-benchmark --screens 20 --runs 1 --hugo
# The floor beside Hugo (scripts/bench-floor.sh), smoke-run the same way: it must build and finish.
floor_bench=$(mktemp -d)
BENCH=$floor_bench SPOTS_SITE=.build/debug/spots-site bash scripts/bench-floor.sh 20 1
rm -rf "$floor_bench"
# The fixed cost of a small build (scripts/bench-startup.sh), smoke-run the same way.
SPOTS_SITE=.build/debug/spots-site bash scripts/bench-startup.sh 2
# The language server's benchmark (scripts/bench-lsp.sh), smoke-run the same way.
SPOTS_SITE=.build/debug/spots-site bash scripts/bench-lsp.sh 20 2
# serve at rest and after a save (scripts/bench-serve.sh), smoke-run on 20 screens for 2 seconds.
SPOTS_SITE=.build/debug/spots-site bash scripts/bench-serve.sh 20 2 1
# The audit's benchmark (scripts/bench-audit.sh), smoke-run on 3 screens: it must run to the end.
SPOTS_SITE=.build/debug/spots-site bash scripts/bench-audit.sh 3
# Every command in the sh blocks of README.md and docs/*.md, run as a reader would (scripts/check-docs.sh).
SPOTS_SITE=.build/debug/spots-site bash scripts/check-docs.sh
# The Homebrew formula: its Ruby, and its `test do` run with this build (scripts/check-formula.sh).
SPOTS_SITE=.build/debug/spots-site bash scripts/check-formula.sh
if [ "${SPOTS_SKIP_PAGE_CHECKS:-}" != "1" ]; then
  bash scripts/check-pages.sh
fi
if [ "${SPOTS_SKIP_FUZZ:-}" != "1" ]; then
  bash scripts/fuzz.sh 20
fi
