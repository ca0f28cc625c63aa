#!/usr/bin/env bash
# How long `spots-site diff` takes beside one build: two sites of N generated screens (default
# 1,000) that differ in 10 screens, timed in turns (a build of the new side, then the diff), RUNS
# times (default 5); prints the medians, the peak memory, and the diff's time as a multiple of the
# build's (the issue asks for at most 2.5). Uses the release binary; the screens come from the
# team's generator (../shared/tools/gen-screens.py, or GEN=path). BENCH_DIR=/dev/shm works in
# memory, where writing is cheap and the build fastest (the hardest case for the ratio).
#   bash scripts/bench-diff.sh [N] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-1000}
RUNS=${2:-5}
GEN=${GEN:-../shared/tools/gen-screens.py}
swift build -c release --product spots-site > /dev/null
binary="$(swift build -c release --show-bin-path)/spots-site"
work=$(mktemp -d "${BENCH_DIR:-/tmp}/spots-bench-diff.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 "$GEN" "$work/old/Content" -n "$N" > /dev/null
cp -r "$work/old" "$work/new"
# Ten screens changed: the first item's title of every hundredth screen.
python3 - "$work/new/Content/screens" <<'PY'
import glob, json, os, sys
files = sorted(glob.glob(os.path.join(sys.argv[1], "**", "*.json"), recursive=True))
step = max(1, len(files) // 10)
for path in files[::step][:10]:
    screen = json.load(open(path))
    screen["components"][0]["items"][0]["title"] = "Changed in review"
    json.dump(screen, open(path, "w"), indent=2)
PY
measure() { # label, command...
  local label=$1; shift
  /usr/bin/time -q -f "%e %M" -o "$work/time" "$@" > /dev/null 2>&1 || true
  read -r seconds kilobytes < "$work/time"
  echo "$label $seconds $kilobytes" >> "$work/times"
}
"$binary" diff "$work/old" "$work/new" --summary > "$work/summary" || true  # warm-up
for _ in $(seq "$RUNS"); do
  rm -rf "$work/out"
  measure build "$binary" build -q --content "$work/new/Content" --output "$work/out"
  measure diff "$binary" diff "$work/old" "$work/new" --summary
done
head -1 "$work/summary"
python3 - "$work/times" "$N" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
def median(label, column): return statistics.median(float(r[column]) for r in rows if r[0] == label)
build, diff = median("build", 1), median("diff", 1)
print(f"{sys.argv[2]} screens, 10 changed: build {build:.2f} s ({median('build', 2) / 1024:.0f} MiB), "
      f"diff {diff:.2f} s ({median('diff', 2) / 1024:.0f} MiB): the diff takes {diff / build:.2f} x a build")
PY
