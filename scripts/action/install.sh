#!/usr/bin/env bash
# The action's first step: puts spots-site on the job's PATH, from a release archive
# (INPUT_ARCHIVE_URL) or built from the action's own source, with cmark and libxml2 from apt.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
packages=()
for package in libcmark-dev libxml2; do
  dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q "install ok installed" || packages+=("$package")
done
if [ ${#packages[@]} -gt 0 ]; then
  as_root apt-get update -qq && as_root apt-get install -y -qq "${packages[@]}" > /dev/null
fi
prefix="${RUNNER_TEMP:-/tmp}/spots-site"
if [ -n "${INPUT_ARCHIVE_URL:-}" ]; then
  mkdir -p "$prefix/archive"
  curl -fsSL "$INPUT_ARCHIVE_URL" | tar -xz -C "$prefix/archive"
  bash "$prefix"/archive/spots-site-*/install.sh --prefix "$prefix" > /dev/null
  bin="$prefix/bin"
else
  command -v swift > /dev/null || {
    echo "::error::spots-site: no archive-url, and no Swift to build it with: add swift-actions/setup-swift before this step, or give archive-url"
    exit 1
  }
  dpkg-query -W -f='${Status}' libxml2-dev 2> /dev/null | grep -q "install ok installed" \
    || as_root apt-get install -y -qq libxml2-dev pkgconf > /dev/null
  swift build -c release --package-path "$here" --product spots-site
  bin=$(swift build -c release --package-path "$here" --show-bin-path)
fi
echo "$bin" >> "${GITHUB_PATH:-/dev/null}"
echo "spots-site: $("$bin/spots-site" --version)"
