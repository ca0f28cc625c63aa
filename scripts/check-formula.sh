#!/usr/bin/env bash
# Checks the Homebrew formula, Formula/spots-site.rb, here on Linux, where there is no Homebrew: its
# Ruby (and the harness's) parses with no warning (`ruby -wc`) and passes RuboCop with Homebrew's
# style as far as plain RuboCop has it (scripts/formula/rubocop.yml; `brew style` adds Homebrew's
# own cops), and its `test do` block runs against a spots-site built here (scripts/formula/harness.rb):
# a command or an assertion of it that fails fails this check, naming the formula's line. The
# formula's install steps (a release build, the man page, the completions) run only on a Mac.
# Installs ruby and rubocop with apt when they are missing. The test command runs it with its build.
#   bash scripts/check-formula.sh                                  builds the debug spots-site first
#   SPOTS_SITE=/path/to/spots-site bash scripts/check-formula.sh
set -euo pipefail
# SPOTS_SITE, when relative, is from the caller's folder.
[ -z "${SPOTS_SITE:-}" ] || [[ $SPOTS_SITE == /* ]] || SPOTS_SITE="$(pwd)/$SPOTS_SITE"
cd "$(dirname "$0")/.."
formula=Formula/spots-site.rb
harness=scripts/formula/harness.rb

# A tool counts as there when it runs, not when a name is on PATH (a CI machine once had a `ruby`
# that `command -v` found and bash could not run).
runs() { "$@" > /dev/null 2>&1; }
missing=()
runs ruby -e 1 || missing+=(ruby)
runs rubocop --version || missing+=(rubocop)
if [ ${#missing[@]} -gt 0 ]; then
  source scripts/setup.sh
  install_debian_packages "${missing[@]}"
  hash -r
  # A package that dpkg counts as installed but whose program is gone is installed again.
  runs ruby -e 1 && runs rubocop --version || install_debian_packages --reinstall ruby ruby3.1 rubocop
  hash -r
  for tool in ruby rubocop; do
    runs "$tool" --version || { echo "check-formula: $tool does not run after apt-get install (PATH=$PATH)" >&2; exit 1; }
  done
fi
if [ -z "${SPOTS_SITE:-}" ]; then
  swift build --product spots-site > /dev/null
  SPOTS_SITE="$(swift build --show-bin-path)/spots-site"
fi

for file in "$formula" "$harness"; do
  if ! warnings=$(ruby -wc "$file" 2>&1 > /dev/null) || [ -n "$warnings" ]; then
    echo "check-formula: ruby -wc $file:" >&2
    echo "$warnings" >&2
    exit 1
  fi
done
rubocop --config scripts/formula/rubocop.yml --format simple "$formula" "$harness" > /dev/null \
  || { rubocop --config scripts/formula/rubocop.yml --format simple "$formula" "$harness" >&2; exit 1; }
echo "check-formula: $formula and $harness parse with no warning and pass RuboCop"
ruby "$harness" "$formula" "$SPOTS_SITE"
