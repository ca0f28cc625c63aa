#!/usr/bin/env bash
# Checks a release archive as a machine without Swift would use it: the binary needs no library but
# the system's (ldd), and unpacked and installed elsewhere, with the Swift toolchain hidden (a
# private mount over it when the system allows one, else only off PATH and the library path), it
# prints its version and those of cmark and libxml2, writes a starter project and builds it with no
# warning; the man page renders, and the bash completion script loads.
#   bash scripts/package/check.sh dist/spots-site-<version>-linux-<arch>.tar.gz
set -euo pipefail
archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
root=$(echo "$work"/spots-site-*)
fail() { echo "package check: $*" >&2; exit 1; }
for path in bin/spots-site share/man/man1/spots-site.1 share/bash-completion/completions/spots-site \
  share/zsh/site-functions/_spots-site share/fish/vendor_completions.d/spots-site.fish README.md LICENSE NOTICE install.sh docs/README.md docs/home-desktop.png; do
  [ -s "$root/$path" ] || fail "$path is missing from the archive"
done
# Only the system's libraries: nothing of the toolchain, nothing missing.
libraries=$(ldd "$root/bin/spots-site")
echo "$libraries" | grep -q "not found" && fail "a library is missing: $libraries"
echo "$libraries" | grep -qi swift && fail "the binary needs the Swift toolchain's libraries: $libraries"
echo "$libraries" | grep "=>" | awk '{print $3}' | grep -vE '^/(usr/)?lib' && fail "a library outside the system's folders"
# Installed into a prefix, as a user would.
bash "$root/install.sh" --prefix "$work/prefix" > /dev/null
spots="$work/prefix/bin/spots-site"
toolchain=$(dirname "$(dirname "$(command -v swift)")")  # /opt/swift/usr
script="cd '$work' && '$spots' --version && '$spots' init starter > /dev/null && cd starter && '$spots' build --strict"
if unshare -m sh -c "mount -t tmpfs none '$toolchain' && [ ! -e '$toolchain/bin/swift' ]" 2> /dev/null; then
  # The toolchain's folder hidden under an empty one, for this process only.
  output=$(unshare -m sh -c "mount -t tmpfs none '$toolchain' && [ ! -e '$toolchain/bin/swift' ] && env -i PATH=/usr/bin:/bin sh -c \"$script\"") \
    || fail "the binary does not run with the toolchain hidden: $output"
  hidden="the toolchain hidden"
else
  output=$(env -i PATH=/usr/bin:/bin sh -c "$script") || fail "the binary does not run: $output"
  hidden="the toolchain off PATH"
fi
echo "$output" | head -1 | grep -qE '^[0-9]+\.[0-9]+\.[0-9]+ \(cmark [0-9.]+, libxml2 [0-9.]+, graphviz [0-9.]+\)$' || fail "--version printed: $output"
echo "$output" | grep -q "0 warnings, 0 errors" || fail "the starter project did not build cleanly: $output"
[ -f "$work/starter/Output/index.html" ] || fail "the starter project has no Output/index.html"
# The man page renders, and the completion script loads and completes the commands.
if command -v man > /dev/null; then
  MANWIDTH=80 man -l "$root/share/man/man1/spots-site.1" 2> /dev/null | grep -q "spots-site" || fail "the man page does not render"
fi
bash -c "source '$root/share/bash-completion/completions/spots-site' && complete -p spots-site" > /dev/null \
  || fail "the bash completion script does not load"
grep -q "templates" "$root/share/bash-completion/completions/spots-site" || fail "the completions lack the templates command"
# The GitHub Action installs it from a URL (scripts/action/install.sh): served here on 127.0.0.1,
# over plain http (allow-http), with its SHA-256 (archive-sha256).
cp "$archive" "$work/served.tar.gz"
(cd "$work" && exec python3 -m http.server 0 --bind 127.0.0.1 > "$work/server.log" 2>&1) &
server=$!
for _ in $(seq 50); do grep -q "port" "$work/server.log" 2> /dev/null && break; sleep 0.1; done
port=$(grep -oE 'port [0-9]+' "$work/server.log" | head -1 | cut -d' ' -f2)
sha256=$(sha256sum "$archive" | cut -d' ' -f1)
installed=$(RUNNER_TEMP="$work/runner" GITHUB_PATH="$work/github-path" INPUT_ARCHIVE_URL="http://127.0.0.1:$port/served.tar.gz" \
  INPUT_ARCHIVE_SHA256="$sha256" INPUT_ALLOW_HTTP=true bash "$(dirname "$0")/../action/install.sh" 2>&1) \
  || { kill $server; fail "the action cannot install the archive: $installed"; }
kill $server
"$(cat "$work/github-path")/spots-site" --version | grep -q "^$(echo "$output" | head -1)$" || fail "the action's install gives another binary"
echo "package check: $(basename "$archive") runs with $hidden ($(echo "$output" | head -1)); $(echo "$libraries" | grep -c "=>") system libraries"
