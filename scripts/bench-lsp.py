"""The language server's latency, as an author feels it: from a keystroke (a `didChange` of one
screen) to that screen's new diagnostics (`publishDiagnostics`), over stdio with the real binary.
Each change alternates a typo of an item's key and its fix, so each one changes the diagnostics and
is published.

    python3 scripts/bench-lsp.py SPOTS_SITE PROJECT [CHANGES]

PROJECT holds Content/ (and Templates/ if any). Prints how long the first build took (from
`initialize` to the first answer about the opened screen), then the best, median and
worst of CHANGES (default 30) keystrokes, the debounce (10 ms) included."""

import json
import os
import pathlib
import select
import statistics
import subprocess
import sys
import time

binary, project = os.path.abspath(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
changes = int(sys.argv[3]) if len(sys.argv) > 3 else 30
server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=project)
buffer = b""


def send(message):
    body = json.dumps({"jsonrpc": "2.0", **message}).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive(until, seconds=120):
    global buffer
    end = time.time() + seconds
    while time.time() < end:
        while b"\r\n\r\n" in buffer:
            header, rest = buffer.split(b"\r\n\r\n", 1)
            length = int(header.split(b":")[1])
            if len(rest) < length:
                break
            message, buffer = json.loads(rest[:length]), rest[length:]
            if until(message):
                return message
        ready, _, _ = select.select([server.stdout], [], [], 0.5)
        if ready:
            buffer += os.read(server.stdout.fileno(), 1 << 20)
    sys.exit("bench-lsp: no answer from the server")


started = time.perf_counter()
send({"id": 1, "method": "initialize", "params": {"rootUri": project.as_uri(), "capabilities": {}}})
screens = sorted((project / "Content" / "screens").rglob("*.json"))
screen = [s for s in screens if "[" not in s.name and "~" not in s.name][len(screens) // 2]
uri, text = screen.as_uri(), screen.read_text()
send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}}})
# The server answers in order: the outline's answer comes once the first build of the site is done.
send({"id": 3, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}})
receive(lambda m: m.get("id") == 3)
first = time.perf_counter() - started
# A typo in a key that no other page shows (a screen's title is in every page's navigation).
typo = text.replace('"subtitle"', '"subtitel"', 1) if '"subtitle"' in text else text.replace('"image"', '"imaeg"', 1)
times = []
for version in range(2, changes + 2):
    body = typo if version % 2 == 0 else text
    started = time.perf_counter()
    send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": body}]}})
    receive(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and m["params"].get("version") == version)
    times.append((time.perf_counter() - started) * 1000)
    time.sleep(float(os.environ.get("PAUSE", "0.6")))  # the catalog and the map catch up while the author pauses
if os.environ.get("TIMES"): print(" ".join(f"{t:.0f}" for t in times))
send({"id": 2, "method": "shutdown"})
receive(lambda m: m.get("id") == 2)
send({"method": "exit"})
server.wait(10)
print(f"{len(screens)} screens: ready in {first:.2f} s (the first build); a keystroke in {screen.relative_to(project)} → its diagnostics: "
      f"best {min(times):.0f} ms, median {statistics.median(times):.0f} ms, worst {max(times):.0f} ms ({len(times)} changes)")
