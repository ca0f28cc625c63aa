#!/usr/bin/env bash
# The real screen JSON in Tests/SpotsSiteTests/Fixtures/conformance is what its SOURCES.md says:
# each file with a blob id in its table has that git blob id, byte for byte (`git hash-object`).
# Given a copy of hyperoslo/Spots (a clone, or the git folder `fetch` brings), it also checks that
# the cited commit exists and holds that blob at the cited path.
#   bash scripts/check-provenance.sh [SPOTS_GIT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - "${1:-}" << 'EOF_PY'
import re, subprocess, sys
from pathlib import Path

mirror = sys.argv[1]
root = Path("Tests/SpotsSiteTests/Fixtures/conformance")
failures, checked = [], 0
for sources in sorted(root.glob("spots*/SOURCES.md")):
    for line in sources.read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 4 or not cells[0].startswith("`") or not cells[0].endswith(".json`"):
            continue
        blob = re.fullmatch(r"`([0-9a-f]{8,40})`", cells[3])
        if not blob:
            continue  # a markdown extract: no blob of its own
        name, path = cells[0].strip("`"), cells[1].strip("`")
        commit = re.match(r"`([0-9a-f]{40})`", cells[2]).group(1)
        file = sources.parent / name
        checked += 1
        actual = subprocess.run(["git", "hash-object", str(file)], capture_output=True, text=True, check=True).stdout.strip()
        if not actual.startswith(blob.group(1)):
            failures.append(f"{file}: blob {actual[:12]}, SOURCES.md says {blob.group(1)}")
        if mirror:
            held = subprocess.run(["git", "--git-dir", mirror, "rev-parse", f"{commit}:{path}"], capture_output=True, text=True)
            if held.returncode != 0:
                failures.append(f"{file}: {commit[:12]} has no {path}")
            elif held.stdout.strip() != actual:
                failures.append(f"{file}: {commit[:12]}:{path} is blob {held.stdout.strip()[:12]}, the file is {actual[:12]}")
for failure in failures:
    print("check-provenance:", failure)
where = f" and against {mirror}" if mirror else ""
print(f"check-provenance: {checked} files checked against their blob ids{where}: {'FAIL' if failures else 'OK'}")
sys.exit(1 if failures or checked == 0 else 0)
EOF_PY
