#!/usr/bin/env bash
# `spots-site serve` at rest and after a save, on N generated screens (default 5,000): the CPU it
# uses while nothing changes, over SECONDS (default 60), as a share of one core (from
# /proc/PID/stat), and how long a save takes to reach the served page (a subtitle of the middle
# screen changed, the page asked for until it shows the change), the median of SAVES (default 5).
# SPOTS_SITE=path times that binary; otherwise the release build (scripts/release-binary.sh).
# Linux only (/proc). The data lives on tmpfs (/dev/shm) by default, as bench-floor.sh's.
#   bash scripts/bench-serve.sh [N] [SECONDS] [SAVES]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-5000}
SECONDS_AT_REST=${2:-60}
SAVES=${3:-5}
TOOLS_DIR=${TOOLS_DIR:-../shared/tools}
[ -f "$TOOLS_DIR/gen-screens.py" ] || TOOLS_DIR=scripts/peers
if [ -z "${BENCH:-}" ]; then
  if [ -d /dev/shm ] && [ -w /dev/shm ]; then BENCH=/dev/shm/spots-bench; else BENCH=$PWD/.build-bench; fi
fi
mkdir -p "$BENCH"
binary=${SPOTS_SITE:-$(bash scripts/release-binary.sh)}
work=$(mktemp -d "$BENCH/serve.XXXXXX")
server=
trap '[ -n "$server" ] && kill "$server" 2> /dev/null; wait 2> /dev/null; rm -rf "$work"' EXIT
python3 "$TOOLS_DIR/gen-screens.py" "$work/Content" -n "$N" > /dev/null
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$binary" serve --content "$work/Content" --port "$port" -q > "$work/serve.log" 2>&1 &
server=$!
python3 - "$binary" "$server" "$port" "$work/Content/screens" "$SECONDS_AT_REST" "$SAVES" "$N" << 'EOF_PY'
import glob, os, statistics, sys, time, urllib.request
binary, pid, port, screens, seconds, saves, count = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], float(sys.argv[5]), int(sys.argv[6]), sys.argv[7]
ticks = os.sysconf("SC_CLK_TCK")
def cpu():  # user and system time of the server, in seconds
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / ticks
def page(route):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/{route}", timeout=10) as response:
            return response.read().decode()
    except OSError:
        return None
started = time.monotonic()
while page("") is None:
    if time.monotonic() - started > 600: sys.exit("bench-serve: the server did not answer in 10 minutes")
    time.sleep(0.2)
print(f"bench-serve: {count} screens, first build served after {time.monotonic() - started:.1f} s")
time.sleep(2)  # what the first build left settles
before, clock = cpu(), time.monotonic()
time.sleep(seconds)
rest = (cpu() - before) / (time.monotonic() - clock)
print(f"bench-serve: at rest over {seconds:.0f} s: {100 * rest:.2f}% of a core")
files = sorted(glob.glob(os.path.join(screens, "**", "*.json"), recursive=True))
middle = next(path for path in files[len(files) // 2:] + files if '"subtitle": "' in open(path).read())
route = os.path.relpath(middle, screens)[:-len(".json")] + "/"
times = []
for save in range(saves):
    marker = f"saved{save}x{int(time.time() * 1000)}"
    text = open(middle).read().replace('"subtitle": "', f'"subtitle": "{marker} ', 1)
    clock = time.monotonic()
    with open(middle, "w") as file: file.write(text)
    while marker not in (page(route) or ""):
        if time.monotonic() - clock > 60: sys.exit("bench-serve: a save was not served in 60 s")
        time.sleep(0.005)
    times.append(time.monotonic() - clock)
    time.sleep(1)
print(f"bench-serve: a save served after {1000 * statistics.median(times):.0f} ms (median of {saves}; "
      f"best {1000 * min(times):.0f} ms, worst {1000 * max(times):.0f} ms)")
EOF_PY
