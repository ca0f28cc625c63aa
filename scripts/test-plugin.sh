#!/usr/bin/env bash
# Tests the SwiftPM command plugin as an app's package uses it: a fixture package that depends on
# this one by path, with the starter project's Content/, runs `swift package
# --allow-writing-to-package-directory spots-site build` (then check, a failing build, and diff
# through git). It builds in the repository's own .build/, so after the tests (as CI runs it) the
# plugin's spots-site is already built and only what differs is built again. CI runs it.
#   bash scripts/test-plugin.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
repository=$(pwd)
scratch="$repository/.build"
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
fail() { echo "plugin test: $*" >&2; exit 1; }
cat > "$app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(path: "$repository")],
    targets: [.target(name: "MyApp")]
)
SWIFT
mkdir -p "$app/Sources/MyApp"
echo 'public let name = "MyApp"' > "$app/Sources/MyApp/MyApp.swift"
swift build --product spots-site > /dev/null
.build/debug/spots-site init "$app/starter" > /dev/null
mv "$app/starter/Content" "$app/Content"
rm -rf "$app/starter"
cd "$app"
plugin() { swift package --scratch-path "$scratch" --allow-writing-to-package-directory spots-site "$@"; }
# With no arguments it builds the package's Content/ into its Output/.
plugin > "$app/build.log" 2>&1 || fail "the build failed: $(tail -20 "$app/build.log")"
grep -q "Built 3 pages: 3 screens, 0 warnings, 0 errors" "$app/build.log" || fail "unexpected build: $(tail -5 "$app/build.log")"
[ -f "$app/Output/index.html" ] && [ -f "$app/Output/team/index.html" ] || fail "no Output/ in the package"
# Arguments pass through.
plugin check --strict --format json > "$app/check.log" 2> "$app/check.err" || fail "check failed: $(cat "$app/check.err")"
[ "$(tr -d ' \n' < "$app/check.log")" = "[]" ] || fail "check printed: $(cat "$app/check.log")"
# A broken screen fails the command, and the previous Output/ stays.
before=$(cat "$app/Output/index.html")
echo '{ "components": [' > Content/screens/broken.json
if plugin build > "$app/broken.log" 2>&1; then fail "a broken screen did not fail the plugin"; fi
grep -q "Content/screens/broken.json:1:17: error: this array is never closed" "$app/broken.log" || fail "no error for the broken screen: $(tail -5 "$app/broken.log")"
[ "$(cat "$app/Output/index.html")" = "$before" ] || fail "a failed build changed Output/"
rm Content/screens/broken.json
# diff against a git revision, as in a pull request.
git init -q && git add -A && git -c user.name=T -c user.email=t@example.com commit -qm base
sed -i 's/"Get started"/"Start here"/' Content/screens/index.json
plugin diff --base HEAD --format markdown --exit-zero > "$app/diff.md" 2> "$app/diff.err" || fail "diff failed: $(cat "$app/diff.err")"
grep -q "Start here" "$app/diff.md" || fail "the diff does not show the change: $(head -20 "$app/diff.md")"
echo "plugin test: swift package spots-site build, check, a failing build and diff work in a package that depends on spots-site"
