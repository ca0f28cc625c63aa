#!/usr/bin/env python3
"""Tests of the GitHub Action's scripts (action.yml), run as the runner runs them: run.sh in a git
repository with a pull request's environment (GITHUB_*), against a fake GitHub API on 127.0.0.1
that records every request. spots-site comes from SPOTS_SITE_BIN (default .build/debug).

    python3 scripts/action/test_action.py"""
import http.server
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import threading
import unittest

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
BIN = pathlib.Path(os.environ.get("SPOTS_SITE_BIN", REPOSITORY / ".build" / "debug")).resolve()


class FakeGitHub(http.server.BaseHTTPRequestHandler):
    """The issue comments API of one repository, in memory; `refuse` answers writes with 403."""
    comments = []
    requests = []
    refuse = False

    def log_message(self, *arguments):
        pass

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def record(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        FakeGitHub.requests.append((self.command, self.path, self.headers.get("Authorization"), body))
        return body

    def do_GET(self):
        self.record()
        if self.path.startswith("/repos/team/app/issues/7/comments?"):
            return self.answer(200, FakeGitHub.comments)
        self.answer(404, {"message": "Not Found"})

    def do_POST(self):
        body = self.record()
        if FakeGitHub.refuse:
            return self.answer(403, {"message": "Resource not accessible by integration"})
        if self.path == "/repos/team/app/issues/7/comments":
            comment = {"id": 1000 + len(FakeGitHub.comments), "body": body["body"]}
            FakeGitHub.comments.append(comment)
            return self.answer(201, comment)
        self.answer(404, {"message": "Not Found"})

    def do_PATCH(self):
        body = self.record()
        for comment in FakeGitHub.comments:
            if self.path == f"/repos/team/app/issues/comments/{comment['id']}":
                comment["body"] = body["body"]
                return self.answer(200, comment)
        self.answer(404, {"message": "Not Found"})


def git(folder, *arguments):
    subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *arguments],
                   cwd=folder, check=True, capture_output=True)


class ActionTests(unittest.TestCase):
    def setUp(self):
        FakeGitHub.comments, FakeGitHub.requests, FakeGitHub.refuse = [], [], False
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeGitHub)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.temporary = tempfile.TemporaryDirectory()
        self.project = pathlib.Path(self.temporary.name) / "app"
        # The base branch: the starter project; the pull request changes a title and adds a dangling action.
        subprocess.run([BIN / "spots-site", "init", str(self.project)], check=True, capture_output=True)
        git(self.project, "init", "-q", "-b", "main")
        git(self.project, "add", "-A")
        git(self.project, "commit", "-q", "-m", "base")
        git(self.project, "checkout", "-q", "-b", "change")
        home = self.project / "Content/screens/index.json"
        home.write_text(home.read_text().replace('"Get started"', '"Start here"').replace(
            '"title": "Edit this screen",', '"title": "Edit this screen", "action": "nowhere",'))
        git(self.project, "commit", "-q", "-am", "change")
        event = pathlib.Path(self.temporary.name) / "event.json"
        event.write_text(json.dumps({"pull_request": {"number": 7}}))
        self.environment = {
            "PATH": f"{BIN}:{os.environ['PATH']}", "HOME": os.environ.get("HOME", "/tmp"),
            "GITHUB_API_URL": f"http://127.0.0.1:{self.server.server_address[1]}", "GITHUB_REPOSITORY": "team/app",
            "GITHUB_TOKEN": "token-123", "GITHUB_EVENT_PATH": str(event), "GITHUB_BASE_REF": "main",
            "RUNNER_TEMP": self.temporary.name, "INPUT_DIFF": "true", "INPUT_BASE": "main",
        }

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()
        self.temporary.cleanup()

    def run_action(self):
        return subprocess.run(["bash", str(HERE / "run.sh")], cwd=self.project, env=self.environment,
                              capture_output=True, text=True, timeout=300)

    def test_checks_builds_and_posts_one_comment_that_later_runs_edit(self):
        first = self.run_action()
        self.assertEqual(first.returncode, 0, first.stderr)
        # check --format github: the dangling action is an annotation on its line.
        self.assertRegex(first.stdout, r"::warning file=Content/screens/index\.json,line=\d+,col=\d+")
        self.assertTrue((self.project / "Output/index.html").exists())
        self.assertIn("posted comment 1000 on pull request #7", first.stdout)
        methods = [(method, path.split("?")[0]) for method, path, _, _ in FakeGitHub.requests]
        self.assertEqual(methods, [("GET", "/repos/team/app/issues/7/comments"), ("POST", "/repos/team/app/issues/7/comments")])
        self.assertTrue(all(authorization == "Bearer token-123" for _, _, authorization, _ in FakeGitHub.requests))
        body = FakeGitHub.comments[0]["body"]
        self.assertTrue(body.startswith("## spots-site diff"), body[:200])
        self.assertIn("Start here", body)
        self.assertTrue(body.endswith("<!-- spots-site diff -->\n"))
        # Someone else comments; the next push edits the action's comment, and only it.
        FakeGitHub.comments.append({"id": 2000, "body": "Looks good to me"})
        FakeGitHub.requests.clear()
        second = self.run_action()
        self.assertEqual(second.returncode, 0, second.stderr)
        self.assertIn("edited comment 1000 on pull request #7", second.stdout)
        self.assertEqual([method for method, _, _, _ in FakeGitHub.requests], ["GET", "PATCH"])
        self.assertEqual(FakeGitHub.requests[1][1], "/repos/team/app/issues/comments/1000")
        self.assertEqual(len(FakeGitHub.comments), 2)
        self.assertEqual(FakeGitHub.comments[1]["body"], "Looks good to me")

    def test_a_token_that_may_not_comment_prints_the_comment_and_passes(self):
        FakeGitHub.refuse = True
        run = self.run_action()
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("::warning::spots-site: the token may not comment on #7 (403)", run.stdout)
        self.assertIn("## spots-site diff", run.stdout)

    def test_errors_in_the_screens_fail_the_job_before_anything_is_posted(self):
        (self.project / "Content/screens/broken.json").write_text('{ "components": [ { "items": [ { "title": "a" ] } ] }')
        run = self.run_action()
        self.assertEqual(run.returncode, 1)
        self.assertRegex(run.stdout, r"::error file=Content/screens/broken\.json,line=1")
        self.assertEqual(FakeGitHub.requests, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
