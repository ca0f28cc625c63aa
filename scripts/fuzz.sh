#!/usr/bin/env bash
# Fuzzes spots-site with libFuzzer and address sanitizer: the JSON parser (FuzzJSON), the screen
# decoder and JSON merge patch (FuzzScreen), one screen's whole page, parsed, rendered and checked
# (FuzzPage), and the markdown renderer (FuzzMarkdown). The targets are in Fuzz/.
#
#   scripts/fuzz.sh [SECONDS] [TARGET ...]   each target for SECONDS (default 20), all by default
#   scripts/fuzz.sh 900                      the long run: 15 minutes each, an hour in all
#
# Seeds: the example site, the conformance files and every test fixture (markdown: their subtitle
# and text values). What the fuzzer learns is kept in Fuzz/.corpus/ for the next run; a crash or
# a broken invariant is written to Fuzz/findings/ and ends the script with exit 1. To replay one:
#   Fuzz/.build/debug/FuzzPage Fuzz/findings/FuzzPage-crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzJSON FuzzScreen FuzzPage FuzzMarkdown)

# libFuzzer's driver without its main: SwiftPM gives every executable a main of its own.
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")/..
driver=$(find "$toolchain/lib/clang" -name 'libclang_rt.fuzzer_no_main-*.a' | head -1)
[ -n "$driver" ] || { echo "fuzz.sh: no libclang_rt.fuzzer_no_main in $toolchain/lib/clang" >&2; exit 1; }
# Everything, spots-site included, is built with coverage counters for libFuzzer and with address
# sanitizer; the linker gets libFuzzer's driver, which only the fuzz targets use.
# A failed build shows its errors, not only its last line.
build_log=$(mktemp /tmp/spots-fuzz-build.XXXXXX)
if ! swift build --package-path Fuzz -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xlinker "$driver" -Xlinker -lstdc++ > "$build_log" 2>&1; then
  grep -E 'error:' -A3 "$build_log" | head -40 >&2
  rm -f "$build_log"
  exit 1
fi
tail -1 "$build_log"
rm -f "$build_log"
bin=Fuzz/.build/debug

seeds=$(mktemp -d /tmp/spots-fuzz-seeds.XXXXXX)
trap 'rm -rf "$seeds"' EXIT
mkdir -p "$seeds/json" "$seeds/markdown" Fuzz/findings
find Content Tests/SpotsSiteTests/Fixtures -name '*.json' -print0 | xargs -0 -I{} sh -c 'cp "$1" "$2/json/$(echo "$1" | tr / _)"' _ {} "$seeds"
python3 - "$seeds" <<'PY'
import json, os, sys, hashlib
out = os.path.join(sys.argv[1], "markdown")
def walk(value):
    if isinstance(value, dict):
        for key, member in value.items():
            if key in ("subtitle", "text") and isinstance(member, str):
                name = hashlib.sha1(member.encode()).hexdigest()[:16]
                open(os.path.join(out, name), "w").write(member)
            walk(member)
    elif isinstance(value, list):
        for member in value: walk(member)
for name in os.listdir(os.path.join(sys.argv[1], "json")):
    try: walk(json.load(open(os.path.join(sys.argv[1], "json", name))))
    except Exception: pass
PY

# A global's one-time initializer is not a leak (see Fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$(pwd)/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
status=0
for target in "${targets[@]}"; do
  corpus=Fuzz/.corpus/$target
  mkdir -p "$corpus"
  seed=$seeds/json
  [ "$target" = FuzzMarkdown ] && seed=$seeds/markdown
  dict=()
  [ "$target" != FuzzMarkdown ] && dict=(-dict=Fuzz/json.dict)
  log=$(mktemp /tmp/spots-fuzz-$target.XXXXXX)
  # -timeout: one input taking over 10 s is a finding (a hang); -rss_limit_mb: so is 2 GB.
  if "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="Fuzz/findings/$target-" "${dict[@]}" "$corpus" "$seed" < /dev/null > "$log" 2>&1; then
    result="no findings"
  else
    result="FINDING, see Fuzz/findings/ and $log"
    status=1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo "?")
  echo "$target: $runs inputs in ${seconds} s, coverage $coverage edges, corpus $(ls "$corpus" | wc -l) inputs: $result"
  [ $status -eq 0 ] && rm -f "$log"
done
exit $status
