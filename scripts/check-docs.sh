#!/usr/bin/env bash
# Runs every command of the ```sh blocks of README.md and docs/*.md as a reader would, and checks
# that each still works: exit status 0 (diff: 1, as diff(1), for the change made to compare), and
# what the doc says it prints or writes. Each file's blocks run in order, from a fresh temporary
# folder holding what the docs take for granted: a starter project (`spots-site init`), committed to
# git on `main` (also as origin/main) with one change left uncommitted, and the folders the commands
# name (screens-json/, theme/, old-project/, new-project/). `cd` is followed. `spots-site serve` runs
# in the background, must answer curl on the address it prints, and is stopped. The benchmarks run
# the debug spots-benchmark on 20 screens. A few commands are skipped (the list below: why, and where
# else each is checked). A failure names the file, line and command; the end prints a summary.
#   bash scripts/check-docs.sh                 builds the debug spots-site (and spots-benchmark) first
#   SPOTS_SITE=/path/to/spots-site bash scripts/check-docs.sh     (the test command passes its build;
#                                              spots-benchmark is taken from the same folder)
set -euo pipefail
# SPOTS_SITE, when relative, is from the caller's folder.
[ -z "${SPOTS_SITE:-}" ] || [[ $SPOTS_SITE == /* ]] || SPOTS_SITE="$(pwd)/$SPOTS_SITE"
cd "$(dirname "$0")/.."
started=$SECONDS

if [ -z "${SPOTS_SITE:-}" ]; then
  swift build --product spots-site > /dev/null
  swift build --product spots-benchmark > /dev/null
  SPOTS_SITE="$(swift build --show-bin-path)/spots-site"
fi
[ -x "$SPOTS_SITE" ] || { echo "check-docs: no spots-site at $SPOTS_SITE" >&2; exit 1; }
benchmark="$(dirname "$SPOTS_SITE")/spots-benchmark"

command -v curl > /dev/null || { source scripts/setup.sh; install_debian_packages curl; }
work=$(mktemp -d /tmp/spots-check-docs.XXXXXX)
server=""
cleanup() {
  [ -z "$server" ] || kill "$server" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
# The binary under test is the `spots-site` on PATH.
mkdir -p "$work/bin"
ln -s "$SPOTS_SITE" "$work/bin/spots-site"
export PATH="$work/bin:$PATH"
export NO_COLOR=1
# `serve --open` with no desktop: xdg-open runs $BROWSER, this stand-in for a machine with no
# browser, which notes the address it was given and fails.
cat > "$work/bin/no-browser" <<SCRIPT
#!/bin/sh
echo "\$1" > "$work/opened"
exit 1
SCRIPT
chmod +x "$work/bin/no-browser"

# Skipped: a pattern (an extended regular expression on the command) | why, and where it is checked.
skips=(
  '^sudo apt-get install |installs system packages; scripts/package/check.sh (CI: scripts/package.sh) checks with ldd that the archive needs only system libraries'
  '^tar -xzf spots-site-|needs the release archive; scripts/package/check.sh (CI: scripts/package.sh) unpacks it'
  'install\.sh|installs as root; scripts/package/check.sh (CI: scripts/package.sh) runs install.sh --prefix and the installed binary'
  '^man spots-site|the man page comes with the archive; scripts/package/check.sh (CI: scripts/package.sh) renders it with man -l'
  '^swift package .*spots-site|the SwiftPM plugin needs a package that depends on this one; scripts/test-plugin.sh (CI) runs its build, check --strict and diff --base HEAD (serve through the plugin: nowhere)'
  '^bash scripts/build-example\.sh|a release build (minutes from cold) into the shared .build and the repository'"'"'s Output/; scripts/check-pages.sh (the test command) builds the same example site and checks every page'
  '^bash scripts/test\.sh|the test command, which runs this check (CI: .ci/run)'
  '^bash scripts/fuzz\.sh|fuzzing builds with sanitizers (minutes); the test command runs scripts/fuzz.sh 20, the first line; the long runs are by hand'
  '^brew |Homebrew is macOS'"'"'s and no check runs it: scripts/check-formula.sh (the test command) runs the formula'"'"'s Ruby checks and its test block against this build, and the GitHub workflow'"'"'s macOS job installs cmark with brew'
  '^mint install |Mint is macOS'"'"'s and no check runs it; the GitHub workflow'"'"'s macOS job builds the same package with Xcode'"'"'s swift build'
  '^swift build -c release|a release build (minutes from cold); CI builds release with scripts/package.sh, and the benchmarks here run the debug build'
  '--screens 10000|10,000 screens take minutes; the same command runs here on 20 screens (the 1,000-screen line)'
)
# Placeholders the docs use for a name of yours.
placeholder() { sed -E 's/(^| )DIR( |$)/\1another-project\2/g'; }

# The commands: file, line, command, the comment after it (what it prints, for some).
python3 - README.md docs/*.md > "$work/commands.tsv" <<'PYTHON'
import re, sys

def split_comment(line):
    """The command and its comment: a `#` that begins a word, outside quotes, begins a comment."""
    quote = None
    previous = " "
    for index, char in enumerate(line):
        if quote:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char == "#" and previous.isspace():
            return line[:index].strip(), line[index + 1:].strip()
        previous = char
    return line.strip(), ""

for path in sys.argv[1:]:
    fence = None
    pending = None
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            stripped = line.strip()
            match = re.match(r"^(`{3,}|~{3,})\s*(\S*)", stripped)
            if fence is None and match:
                fence = (match.group(1), match.group(2) in ("sh", "bash", "shell"))
                continue
            if fence is not None and stripped.startswith(fence[0]) and stripped.strip("`~") == "":
                fence = None
                continue
            if fence is None or not fence[1]:
                continue
            command, comment = split_comment(line.rstrip("\n"))
            if pending:
                start, before = pending
                command, pending = before + " " + command, None
            else:
                start = number
            if command.endswith("\\"):
                pending = (start, command[:-1].strip())
                continue
            if command:
                print(f"{path}\t{start}\t{command}\t{comment}")
PYTHON

# The project every file's blocks start from.
fixture="$work/fixture"
mkdir -p "$fixture"
(
  cd "$fixture"
  spots-site init . > /dev/null
  cp -R Content screens-json                                    # --content screens-json
  spots-site templates copy items/default --to theme > /dev/null   # --templates theme
  mkdir old-project new-project                                 # diff old-project/ new-project/
  cp -R Content old-project/
  cp -R Content new-project/
  sed -i 's/"Get started"/"Start here"/' new-project/Content/screens/index.json
  git init -q -b main
  git add -A
  git -c user.name=Docs -c user.email=docs@example.com -c commit.gpgsign=false commit -qm "the starter project"
  git update-ref refs/remotes/origin/main HEAD                  # diff --base origin/main
  sed -i 's/"Get started"/"Start here"/' Content/screens/index.json   # the change to review
)
grep -q "Start here" "$fixture/Content/screens/index.json" && grep -q '"Edit this screen"' "$fixture/Content/screens/index.json" \
  || { echo "check-docs: the starter project has no \"Get started\" or \"Edit this screen\" to change: adapt this script" >&2; exit 1; }

ran=0
skipped=()
failures=()
fail() { # file, line, command, message
  failures+=("$1:$2: \`$3\`: $4")
  echo "  FAILED: $4" | sed '2,$s/^/    /'
}
listing() { (cd "$1" && find . -path ./.git -prune -o -printf '%P %s %T@\n' | sort); }

# `spots-site serve …`: started in the background; its printed address must answer, then it stops.
run_serve() { # file, line, command, comment, folder, log
  local file=$1 line=$2 command=$3 comment=$4 folder=$5 log=$6 url="" opened="$work/opened" attempt
  for attempt in as-written free-port; do
    rm -f "$opened"
    : > "$log"  # now, not when the background job gets to it: the last command's log is there
    # --open runs xdg-open, which finds no browser (no-browser above); without xdg-open spots-site
    # says so. Either way it must serve.
    (cd "$folder" && exec env -u DISPLAY -u WAYLAND_DISPLAY -u XDG_CURRENT_DESKTOP -u DESKTOP_SESSION \
      BROWSER="$work/bin/no-browser" bash -c "exec $command") > "$log" 2>&1 < /dev/null &
    server=$!
    for _ in $(seq 300); do
      url=$(grep -oE 'Serving http://[^ ]+' "$log" | head -1 | cut -d' ' -f2 || true)
      [ -n "$url" ] || ! kill -0 "$server" 2> /dev/null || { sleep 0.1; continue; }
      break
    done
    [ -z "$url" ] || break
    wait "$server" 2> /dev/null || true
    server=""
    if [ "$attempt" = as-written ] && grep -q "is in use by another program" "$log" && [[ $command != *--port* ]]; then
      echo "  port 8000 is busy (another program has it): running it with --port 0 instead"
      command="$command --port 0"
      continue
    fi
    fail "$file" "$line" "$3" "it did not start serving: $(tail -5 "$log")"
    return
  done
  local page address
  for address in "$url" "${url}__preview/"; do
    if ! page=$(curl -fsS --max-time 20 "$address" 2>&1); then
      fail "$file" "$line" "$3" "$address does not answer: $page"
    elif ! grep -qi "<html" <<< "$page"; then
      fail "$file" "$line" "$3" "$address is not a page: $(head -c 200 <<< "$page")"
    fi
  done
  # Rebuilt as you save: a screen edited while it serves is served anew.
  local content screen
  content=$(sed -nE 's/.*--content ([^ ]+).*/\1/p' <<< "$command")
  screen="$folder/${content:-Content}/screens/index.json"
  sed -i 's/"Edit this screen"/"Edited while serving"/' "$screen"
  local rebuilt=""
  for _ in $(seq 100); do
    ! curl -fsS --max-time 20 "$url" 2> /dev/null | grep -q "Edited while serving" || { rebuilt=yes; break; }
    sleep 0.1
  done
  if [ -z "$rebuilt" ]; then
    fail "$file" "$line" "$3" "a screen saved while serving was not rebuilt: $(tail -3 "$log")"
  else
    echo "  served $url and ${url}__preview/; a saved screen was rebuilt"
  fi
  sed -i 's/"Edited while serving"/"Edit this screen"/' "$screen"
  # The doc's address, when it names one and the command ran as written.
  local documented
  documented=$(grep -oE 'http://[^ ,)]+' <<< "$comment" | head -1 || true)
  if [ -n "$documented" ] && [ "$command" = "$3" ] && [ "$documented" != "$url" ]; then
    fail "$file" "$line" "$3" "it serves $url, the doc says $documented"
  fi
  if [[ $command == *--open* ]]; then
    for _ in $(seq 50); do [ -s "$opened" ] && break; sleep 0.1; done
    if [ -s "$opened" ]; then
      [ "$(cat "$opened")" = "$url" ] || fail "$file" "$line" "$3" "--open opened $(cat "$opened"), not $url"
      echo "  --open handed $url to the browser (none here), and it still serves"
    elif grep -q "No browser opener" "$log"; then
      echo "  --open: no xdg-open here, it said so, and it still serves"
    else
      fail "$file" "$line" "$3" "--open neither opened $url nor said there is no browser opener"
    fi
  fi
  stop_server
}
stop_server() { # SIGTERM (a background job ignores Ctrl-C's SIGINT), then SIGKILL after 10 s
  kill -TERM "$server" 2> /dev/null || true
  for _ in $(seq 100); do kill -0 "$server" 2> /dev/null || break; sleep 0.1; done
  kill -KILL "$server" 2> /dev/null || true
  wait "$server" 2> /dev/null || true
  server=""
}

# What the doc says a command prints or writes, checked cheaply after it ran.
check_result() { # file, line, command, comment, folder, log
  local file=$1 line=$2 command=$3 comment=$4 folder=$5 log=$6
  local -a words
  read -ra words <<< "$command"
  option() { # the value of option $1 in the command, else $2
    local index
    for index in "${!words[@]}"; do
      [ "${words[$index]}" != "$1" ] || { echo "${words[$((index + 1))]:-}"; return; }
    done
    echo "$2"
  }
  case "$command" in
    "spots-site --version")
      local version
      version=$(head -1 "$log")
      grep -qE '^[0-9]+\.[0-9]+\.[0-9]+ \(cmark [0-9.]+, libxml2 [0-9.]+, graphviz [0-9.]+\)$' <<< "$version" \
        || fail "$file" "$line" "$command" "it printed: $version"
      [ -z "$comment" ] || [ "${version%% *}" = "${comment%% *}" ] || fail "$file" "$line" "$command" "it prints version ${version%% *}, the doc says ${comment%% *}"
      ;;
    "spots-site init "*)
      [ -f "$folder/${words[2]}/Content/screens/index.json" ] || fail "$file" "$line" "$command" "no ${words[2]}/Content/screens/index.json"
      ;;
    "spots-site build"*)
      local output
      output=$(option --output Output)
      [ -f "$folder/$output/index.html" ] || fail "$file" "$line" "$command" "no $output/index.html"
      if [[ $command == *" --quiet"* || $command == *" -q"* ]]; then
        [ ! -s "$log" ] || fail "$file" "$line" "$command" "--quiet printed: $(head -5 "$log")"
      else
        grep -q " 0 warnings, 0 errors" "$log" || fail "$file" "$line" "$command" "not built cleanly: $(tail -5 "$log")"
      fi
      ;;
    "spots-site check"*)
      [ "$(listing "$folder")" = "$(cat "$work/before")" ] || fail "$file" "$line" "$command" "it wrote into the project"
      ;;
    "spots-site schema")
      python3 -c 'import json, sys; assert "2020-12" in json.load(sys.stdin)["$schema"]' < "$log" 2> /dev/null \
        || fail "$file" "$line" "$command" "it did not print a JSON Schema (2020-12): $(head -c 200 "$log")"
      ;;
    "spots-site schema --write"*)
      [ -f "$folder/screen.schema.json" ] && grep -q "screen.schema.json" "$folder/.vscode/settings.json" 2> /dev/null \
        || fail "$file" "$line" "$command" "no screen.schema.json mapped in .vscode/settings.json"
      ;;
    "spots-site new screen "*)
      local content
      content=$(option --content Content)
      [ -f "$folder/$content/screens/${words[3]}.json" ] || fail "$file" "$line" "$command" "no $content/screens/${words[3]}.json"
      [[ $command != *--nav* ]] || grep -q "\"action\": \"${words[3]}\"" "$folder/$content/site.json" \
        || fail "$file" "$line" "$command" "no entry for ${words[3]} in $content/site.json's navigation"
      ;;
    "spots-site templates list"*)
      grep -q "items/default" "$log" && grep -q "assets/theme.css" "$log" || fail "$file" "$line" "$command" "it printed: $(head -5 "$log")"
      ;;
    "spots-site templates copy "*)
      local into name path
      into=$(option --to Templates)
      for name in "${words[@]:3}"; do
        [[ $name != -* && $name != "$into" ]] || continue
        path="$folder/$into/$name"
        [[ $name == */*.* || $name == *.* ]] || path="$path.mustache"
        grep -q "Copied from spots-site's built-in" "$path" 2> /dev/null \
          || fail "$file" "$line" "$command" "no copy of $name at ${path#"$folder/"}"
      done
      ;;
    "spots-site diff "*)
      local report shown="$log"
      report=$(option --report "")
      [[ $command != *">"* ]] || shown="$folder/${command##*> }"
      grep -q "Start here" "$shown" 2> /dev/null || fail "$file" "$line" "$command" "the change is not in what it printed: $(head -5 "$shown")"
      [ -z "$report" ] || [ -f "$folder/$report/index.html" ] || fail "$file" "$line" "$command" "no $report/index.html"
      ;;
    *spots-benchmark*)
      grep -q "peak" "$log" || fail "$file" "$line" "$command" "it printed no figures: $(tail -3 "$log")"
      ;;
  esac
}

current_file=""
folder=""
while IFS=$'\t' read -r -u 3 file line command comment; do
  if [ "$file" != "$current_file" ]; then
    # Each file's blocks start from a fresh copy of the project, in its own folder.
    current_file=$file
    folder="$work/run/${file//\//-}"
    mkdir -p "$(dirname "$folder")"
    cp -a "$fixture" "$folder"
  fi
  reason=""
  for rule in "${skips[@]}"; do
    if [[ $command =~ ${rule%%|*} ]]; then reason=${rule#*|}; break; fi
  done
  run=$(placeholder <<< "$command")
  # The benchmarks: the debug build beside spots-site, on 20 screens, once.
  if [ -z "$reason" ] && [[ $run == "swift run -c release spots-benchmark"* ]]; then
    if [ ! -x "$benchmark" ]; then
      reason="no spots-benchmark beside $SPOTS_SITE (the test command builds it)"
    elif [[ $run == *--hugo* ]] && ! command -v hugo > /dev/null; then
      reason="Hugo is not installed (the test command installs it)"
    else
      run=$(sed -E -e "s|^swift run -c release spots-benchmark|$benchmark|" -e 's/--screens [0-9]+/--screens 20/' \
        -e 's/--runs [0-9]+/--runs 1/' -e 's/--memory [0-9,]+/--memory 2000/' <<< "$run")
    fi
  fi
  if [ -n "$reason" ]; then
    skipped+=("$file:$line: $command — $reason")
    continue
  fi
  echo "$file:$line: $command"
  [ "$run" = "$command" ] || echo "  run as: ${run/#"$benchmark"/spots-benchmark}"
  ran=$((ran + 1))
  log="$work/log"
  if [[ $run =~ ^cd\ (.+)$ ]]; then
    next="$folder/${BASH_REMATCH[1]}"
    [ -d "$next" ] && folder=$(cd "$next" && pwd) || fail "$file" "$line" "$command" "no folder ${BASH_REMATCH[1]}"
    continue
  fi
  if [[ $run =~ ^spots-site\ serve ]]; then
    run_serve "$file" "$line" "$run" "$comment" "$folder" "$log"
    continue
  fi
  listing "$folder" > "$work/before"
  expected=0
  # diff exits as diff(1) does: 1 for the change the fixture leaves to compare.
  [[ ! $run =~ ^spots-site\ diff || $run == *--exit-zero* ]] || expected=1
  status=0
  (cd "$folder" && bash -c "$run") > "$log" 2>&1 < /dev/null || status=$?
  if [ "$status" -ne "$expected" ]; then
    fail "$file" "$line" "$command" "exit status $status (expected $expected): $(tail -5 "$log")"
  else
    check_result "$file" "$line" "$run" "$comment" "$folder" "$log"
  fi
done 3< "$work/commands.tsv"

echo
if [ ${#skipped[@]} -gt 0 ]; then
  echo "check-docs: skipped:"
  for line in "${skipped[@]}"; do echo "  $line"; done
fi
echo "check-docs: $ran run, ${#skipped[@]} skipped, ${#failures[@]} failed ($((SECONDS - started)) s)"
if [ ${#failures[@]} -gt 0 ]; then
  for line in "${failures[@]}"; do echo "check-docs: FAILED $line" | sed '2,$s/^/    /' >&2; done
  exit 1
fi
