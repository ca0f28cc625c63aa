"""`spots-site lsp` at the level of its bytes: what no well-behaved client sends."""

import json
import os
import select
import subprocess
import time

from conftest import SPOTS_SITE


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def request(id, method, params=None):
    return frame(json.dumps({"jsonrpc": "2.0", "id": id, "method": method, "params": params or {}}).encode())


def replies(process, count, seconds=20):
    """The next `count` messages the server writes."""
    found, buffer, end = [], b"", time.time() + seconds
    while len(found) < count and time.time() < end:
        ready, _, _ = select.select([process.stdout], [], [], 0.5)
        if ready:
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                break
            buffer += chunk
        while b"\r\n\r\n" in buffer:
            header, rest = buffer.split(b"\r\n\r\n", 1)
            length = int(header.split(b":")[1])
            if len(rest) < length:
                break
            found.append(json.loads(rest[:length]))
            buffer = rest[length:]
    return found


def start(cwd):
    return subprocess.Popen([SPOTS_SITE, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)


def test_garbage_is_answered_and_the_server_goes_on(project):
    server = start(project)
    server.stdin.write(b"Content-Length: 5\r\n\r\n{oops")  # not JSON
    server.stdin.write(b"X-Nothing: 1\r\n\r\n")  # no length
    server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}}'))  # before initialize
    server.stdin.write(request(2, "initialize", {"rootUri": project.as_uri(), "capabilities": {}}))
    server.stdin.write(request(3, "textDocument/hover", {"textDocument": 7}))  # wrong params
    server.stdin.write(request(4, "no/such/method"))
    server.stdin.flush()
    found = {m.get("id"): m for m in replies(server, 7) if "id" in m}
    assert found[None]["error"]["code"] == -32700
    assert found[1]["error"]["code"] == -32002
    assert "capabilities" in found[2]["result"]
    assert found[3]["error"]["code"] == -32602
    assert found[4]["error"]["code"] == -32601
    server.stdin.write(request(5, "shutdown") + frame(b'{"jsonrpc": "2.0", "method": "exit"}'))
    server.stdin.flush()
    assert server.wait(10) == 0


def test_a_broken_frame_puts_no_later_message_out_of_step(project):
    server = start(project)
    server.stdin.write(request(1, "initialize", {"rootUri": project.as_uri(), "capabilities": {}}))
    server.stdin.write(b"xyz")  # a line without its CRLF, glued to the next header
    server.stdin.write(request(2, "no/such/method"))
    body = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "no/such/method"}).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % (len(body) - 5) + body)  # a length too short
    server.stdin.write(request(4, "no/such/method"))
    server.stdin.write(b"Content-Length: 99999999999999999999\r\n\r\n{}")  # a length no integer holds
    server.stdin.write(request(5, "no/such/method"))
    server.stdin.write(request(6, "shutdown") + frame(b'{"jsonrpc": "2.0", "method": "exit"}'))
    server.stdin.flush()
    answered = {m.get("id") for m in replies(server, 12) if "id" in m}
    assert {1, 2, 4, 5, 6} <= answered
    assert server.wait(10) == 0
    assert server.stdout.read() == b""  # nothing after the last message: standard output is the protocol's


def test_a_client_that_vanishes_ends_the_server(project):
    server = start(project)
    server.stdin.write(request(1, "initialize", {"rootUri": project.as_uri(), "capabilities": {}}))
    server.stdin.flush()
    assert replies(server, 1)
    server.stdin.close()  # the editor is gone without a word
    assert server.wait(10) == 1
