#!/usr/bin/env bash
# The best ratio to Hugo any spots-site could reach on this machine: times Hugo and the floor
# (scripts/floor/floor.c: every page checked by libxml2, every markdown string rendered by
# cmark, every page written into a fresh folder, in C on every core, nothing else) in one call
# of the team's bench.sh, on N generated screens (default 1,000), RUNS runs (default 5).
# JSON parsing, templates, links and the catalog cost the floor nothing, so Hugo's time over
# the floor's is an upper bound of the speed ratio. The team's tools come from ../shared/tools, or
# their copies in scripts/peers; SPOTS_SITE=path uses that binary to make the pages (the test
# command's smoke run passes the debug build) instead of building the release one.
#   bash scripts/bench-floor.sh [N] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-1000}
RUNS=${2:-5}
TOOLS_DIR=${TOOLS_DIR:-../shared/tools}
[ -f "$TOOLS_DIR/bench.sh" ] || TOOLS_DIR=scripts/peers
export BENCH=${BENCH:-${TMPDIR:-/tmp}/spots-bench}
mkdir -p "$BENCH"
content=$BENCH/content-$N
[ -d "$content/screens" ] || python3 "$TOOLS_DIR/gen-screens.py" "$content" -n "$N" > /dev/null
if [ -n "${SPOTS_SITE:-}" ]; then
  binary=$SPOTS_SITE
else
  swift build -c release --product spots-site > /dev/null
  binary="$(swift build -c release --show-bin-path)/spots-site"
fi
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
echo "floor: $(wc -l < "$work/pages.txt") pages, $(wc -l < "$work/markdown.txt") markdown strings, $(nproc) cores"
TOOLS=hugo bash "$TOOLS_DIR/bench.sh" "$N" "$RUNS" floor \
    "'$work/floor' '$work/pages.txt' '$work/pages' '$work/markdown.txt' \"\$OUT\""
python3 - "$BENCH/time-hugo-$N.txt" "$BENCH/time-floor-$N.txt" <<'PY'
import statistics, sys
hugo, floor = (statistics.median(float(line.split()[0]) for line in open(path) if line[:1].isdigit()) for path in sys.argv[1:])
print(f"Hugo {hugo:.2f} s, floor {floor:.2f} s: no build that checks and writes every page can be more than {hugo / floor:.1f}x faster than Hugo here")
PY
