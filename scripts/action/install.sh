#!/usr/bin/env bash
# The action's first step: puts spots-site on the job's PATH, from a release archive
# (INPUT_ARCHIVE_URL) or built from the action's own source, with cmark and libxml2 from apt.
# The archive comes over https (http only with INPUT_ALLOW_HTTP=true), and when INPUT_ARCHIVE_SHA256
# is given, it is installed only if its SHA-256 is that one.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "::error::spots-site: $*"; exit 1; }
url=${INPUT_ARCHIVE_URL:-}
expected=$(printf '%s' "${INPUT_ARCHIVE_SHA256:-}" | tr -d '[:space:]' | tr 'A-F' 'a-f')
protocols="=https"
[ "${INPUT_ALLOW_HTTP:-false}" = "true" ] && protocols="=http,https"
if [ -n "$url" ]; then
  case "${url,,}" in
    https://*) ;;
    http://*)
      [ "$protocols" = "=http,https" ] || fail "archive-url is plain http ($url): use https, or set allow-http: true" ;;
    *) fail "archive-url must be an https URL, not $url" ;;
  esac
  if [ -z "$expected" ]; then
    echo "::warning::spots-site: no archive-sha256, so the archive is installed unchecked; give its SHA-256 (sha256sum on the archive)"
  elif ! [[ "$expected" =~ ^[0-9a-f]{64}$ ]]; then
    fail "archive-sha256 is not a SHA-256 (64 hexadecimal digits): $INPUT_ARCHIVE_SHA256"
  fi
fi
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
packages=()
for package in libcmark-dev libxml2 libgvc6; do
  dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q "install ok installed" || packages+=("$package")
done
if [ ${#packages[@]} -gt 0 ]; then
  as_root apt-get update -qq && as_root apt-get install -y -qq "${packages[@]}" > /dev/null
fi
prefix="${RUNNER_TEMP:-/tmp}/spots-site"
if [ -n "$url" ]; then
  # Downloaded whole and checked before anything is unpacked; redirects keep to the same protocols.
  mkdir -p "${RUNNER_TEMP:-/tmp}"
  download=$(mktemp "${RUNNER_TEMP:-/tmp}/spots-site-archive.XXXXXX")
  trap 'rm -f "$download"' EXIT
  curl -fsSL --proto "$protocols" --proto-redir "$protocols" -o "$download" "$url" \
    || fail "cannot download $url (curl says why above; a redirect to http needs allow-http: true)"
  actual=$(sha256sum "$download" | cut -d' ' -f1)
  if [ -n "$expected" ] && [ "$actual" != "$expected" ]; then
    fail "the archive from $url does not match archive-sha256: expected $expected, got $actual; nothing is installed"
  fi
  mkdir -p "$prefix/archive"
  tar -xzf "$download" -C "$prefix/archive"
  bash "$prefix"/archive/spots-site-*/install.sh --prefix "$prefix" > /dev/null
  bin="$prefix/bin"
else
  command -v swift > /dev/null || {
    echo "::error::spots-site: no archive-url, and no Swift to build it with: add swift-actions/setup-swift before this step, or give archive-url"
    exit 1
  }
  for package in libxml2-dev libgraphviz-dev; do
    dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q "install ok installed" \
      || as_root apt-get install -y -qq "$package" pkgconf > /dev/null
  done
  swift build -c release --package-path "$here" --product spots-site
  bin=$(swift build -c release --package-path "$here" --show-bin-path)
fi
echo "$bin" >> "${GITHUB_PATH:-/dev/null}"
echo "spots-site: $("$bin/spots-site" --version)"
