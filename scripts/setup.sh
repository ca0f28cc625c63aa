#!/usr/bin/env bash
# Installs what spots-site needs to build and is not there yet: cmark, libxml2, Graphviz and pkgconf
# from Debian.
# Sourced by build-example.sh and test.sh; safe to run again (it installs only what is missing).
set -euo pipefail
# Installs the Debian packages named, with sudo unless root.
install_debian_packages() {
  [ $# -gt 0 ] || return 0
  echo "setup: installing $*"
  local sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" > /dev/null
}
missing=()
for package in libcmark-dev libxml2-dev libgraphviz-dev pkgconf; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
install_debian_packages ${missing[@]+"${missing[@]}"}
command -v swift > /dev/null || { echo "setup: swift is not on PATH (Swift 6 is needed)"; exit 1; }
# The schema tests check `spots-site schema` with a real JSON Schema validator.
if ! python3 -c "import jsonschema" > /dev/null 2>&1; then
  echo "setup: installing python3's jsonschema"
  python3 -m pip install --quiet jsonschema || { echo "setup: could not install jsonschema"; exit 1; }
fi
