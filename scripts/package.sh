#!/usr/bin/env bash
# Builds the release archive dist/spots-site-<version>-linux-<arch>.tar.gz: the binary with the
# Swift runtime linked in (--static-swift-stdlib; the built-in theme is compiled into it), its man
# page (swift-argument-parser's generate-manual plugin) and bash, zsh and fish completions, an
# install script, the README, the licence and NOTICE. Then checks it as a machine without Swift
# would run it (scripts/package/check.sh). The archive is the same bytes for the same commit.
#   bash scripts/package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
# In its own build folder (.build-static: the static flags would rebuild .build/release).
binary=$(bash scripts/release-binary.sh)
version=$("$binary" --version | cut -d' ' -f1)
name="spots-site-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/spots-site"
strip "$root/bin/spots-site"
# The man page, from the commands' own help (the date is the commit's, so the page is the same each time).
commit_time=$(git log -1 --format=%ct 2> /dev/null || date +%s)
swift package generate-manual --date "$(date -u -d "@$commit_time" +%Y-%m-%d)" > /dev/null
install -m 644 .build/plugins/GenerateManual/outputs/SpotsSiteCLI/spots-site.1 "$root/share/man/man1/spots-site.1"
"$binary" --generate-completion-script bash > "$root/share/bash-completion/completions/spots-site"
"$binary" --generate-completion-script zsh > "$root/share/zsh/site-functions/_spots-site"
"$binary" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/spots-site.fish"
install -m 644 README.md CHANGELOG.md LICENSE scripts/package/NOTICE "$root/"
# The guide the README links to, with its pictures, so its links work in the archive too.
mkdir -p "$root/docs/notes"
install -m 644 docs/*.md docs/*.png "$root/docs/"
install -m 644 docs/notes/*.md "$root/docs/notes/"
install -m 755 scripts/package/install.sh "$root/install.sh"
mkdir -p dist
archive="dist/$name.tar.gz"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$commit_time" -C "$stage" -cf - "$name" | gzip -n -9 > "$archive"
echo "package: $archive ($(du -h "$archive" | cut -f1))"
bash scripts/package/check.sh "$archive"
