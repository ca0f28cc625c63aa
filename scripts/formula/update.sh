#!/usr/bin/env bash
# Points the Homebrew formula at a release: `url` becomes the archive GitHub makes of the tag
# vVERSION, and `sha256` that archive's digest (added after `url` when there is none). Run it once
# the tag is pushed, then commit the formula: a tag's archive cannot hold its own digest, so the
# formula of a release is always the commit after its tag. Needs curl and the network.
#   bash scripts/formula/update.sh 0.2.0
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?usage: bash scripts/formula/update.sh VERSION}
formula=Formula/spots-site.rb
homepage=$(sed -nE 's/^  homepage "(.*)"$/\1/p' "$formula")
url="$homepage/archive/refs/tags/v$version.tar.gz"
archive=$(mktemp)
trap 'rm -f "$archive"' EXIT
curl -fsSL "$url" -o "$archive" || { echo "formula: no archive at $url (is the tag v$version pushed?)" >&2; exit 1; }
digest=$(sha256sum "$archive" | cut -d' ' -f1)
python3 - "$formula" "$url" "$digest" <<'PYTHON'
import re, sys
path, url, digest = sys.argv[1:]
text = open(path, encoding="utf-8").read()
text, urls = re.subn(r'^  url ".*"$', f'  url "{url}"', text, count=1, flags=re.M)
if urls != 1:
    sys.exit(f"formula: no url line in {path}")
text, digests = re.subn(r'^  sha256 ".*"$', f'  sha256 "{digest}"', text, count=1, flags=re.M)
if digests == 0:
    text = re.sub(r'^(  url ".*"\n)', lambda match: match.group(1) + f'  sha256 "{digest}"\n', text, count=1, flags=re.M)
open(path, "w", encoding="utf-8").write(text)
PYTHON
echo "formula: $formula now installs $url (sha256 $digest); commit it"
