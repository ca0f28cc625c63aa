#!/usr/bin/env bash
# The action's second step: checks the screens (`check --format github`: annotations), builds the
# site, and with INPUT_DIFF=true compares it with the base (INPUT_BASE, else origin/GITHUB_BASE_REF)
# and posts the markdown as one pull request comment (comment.py), edited on each later run.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
content=${INPUT_CONTENT:-Content}
options=(--content "$content")
[ -d "${INPUT_TEMPLATES:-Templates}" ] && options+=(--templates "${INPUT_TEMPLATES:-Templates}")
spots-site check --format github "${options[@]}"
spots-site build "${options[@]}" --output "${INPUT_OUTPUT:-Output}"
if [ "${INPUT_DIFF:-false}" = "true" ]; then
  base=${INPUT_BASE:-}
  [ -n "$base" ] || base="origin/${GITHUB_BASE_REF:?no INPUT_BASE, and not a pull request (GITHUB_BASE_REF is empty)}"
  comment="${RUNNER_TEMP:-/tmp}/spots-site-comment.md"
  spots-site diff --base "$base" "${options[@]}" --format markdown --exit-zero > "$comment"
  python3 "$here/comment.py" "$comment"
fi
