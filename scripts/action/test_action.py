#!/usr/bin/env python3
"""Tests of the GitHub Action's scripts (action.yml), run as the runner runs them: run.sh in a git
repository with a pull request's environment (GITHUB_*), and comment.py, against a fake GitHub API
on 127.0.0.1 that records every request; install.sh with a stand-in release archive served on
127.0.0.1 over http and https. spots-site comes from SPOTS_SITE_BIN (default .build/debug).

    python3 scripts/action/test_action.py"""
import functools
import hashlib
import http.server
import json
import os
import pathlib
import shutil
import ssl
import subprocess
import sys
import tempfile
import threading
import unittest
import urllib.parse

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
BIN = pathlib.Path(os.environ.get("SPOTS_SITE_BIN", REPOSITORY / ".build" / "debug")).resolve()
MARKER = "<!-- spots-site diff -->"
BOT = {"login": "github-actions[bot]", "type": "Bot"}


class FakeGitHub(http.server.BaseHTTPRequestHandler):
    """The issue comments API of one repository, in memory, in pages of `per_page`, and GET /user.
    A token in `users` is that person's; any other is the job's installation token: GET /user
    answers it with 403, and it comments as github-actions[bot]. `refuse` answers writes with 403."""
    comments = []
    requests = []
    users = {}
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

    def author(self):
        token = (self.headers.get("Authorization") or "").removeprefix("Bearer ")
        return FakeGitHub.users.get(token)

    def do_GET(self):
        self.record()
        path, _, query = self.path.partition("?")
        if path == "/user":
            if self.author() is None:
                return self.answer(403, {"message": "Resource not accessible by integration"})
            return self.answer(200, self.author())
        if path == "/repos/team/app/issues/7/comments":
            arguments = urllib.parse.parse_qs(query)
            size, page = int(arguments.get("per_page", ["30"])[0]), int(arguments.get("page", ["1"])[0])
            return self.answer(200, FakeGitHub.comments[(page - 1) * size:page * size])
        self.answer(404, {"message": "Not Found"})

    def do_POST(self):
        body = self.record()
        if FakeGitHub.refuse:
            return self.answer(403, {"message": "Resource not accessible by integration"})
        if self.path == "/repos/team/app/issues/7/comments":
            comment = {"id": 1000 + len(FakeGitHub.comments), "body": body["body"], "user": self.author() or BOT}
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


def serve(handler, context=None):
    """A server on 127.0.0.1 on a free port, in a thread; with an SSL context, over https."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    if context is not None:
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def stop(server):
    server.shutdown()
    server.server_close()


class FakeGitHubTestCase(unittest.TestCase):
    """Starts the fake GitHub API, empty, and a temporary folder, for each test."""
    def setUp(self):
        FakeGitHub.comments, FakeGitHub.requests, FakeGitHub.users, FakeGitHub.refuse = [], [], {}, False
        self.server = serve(FakeGitHub)
        self.addCleanup(stop, self.server)
        self.temporary = tempfile.TemporaryDirectory()
        self.addCleanup(self.temporary.cleanup)


class ActionTests(FakeGitHubTestCase):
    def setUp(self):
        super().setUp()
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
        self.assertEqual(methods, [("GET", "/user"), ("GET", "/repos/team/app/issues/7/comments"),
                                   ("POST", "/repos/team/app/issues/7/comments")])
        self.assertTrue(all(authorization == "Bearer token-123" for _, _, authorization, _ in FakeGitHub.requests))
        body = FakeGitHub.comments[0]["body"]
        self.assertTrue(body.startswith("## spots-site diff"), body[:200])
        self.assertIn("Start here", body)
        self.assertTrue(body.endswith("<!-- spots-site diff -->\n"))
        # Someone else comments; the next push edits the action's comment, and only it.
        FakeGitHub.comments.append({"id": 2000, "body": "Looks good to me", "user": {"login": "reviewer", "type": "User"}})
        FakeGitHub.requests.clear()
        second = self.run_action()
        self.assertEqual(second.returncode, 0, second.stderr)
        self.assertIn("edited comment 1000 on pull request #7", second.stdout)
        self.assertEqual([method for method, _, _, _ in FakeGitHub.requests], ["GET", "GET", "PATCH"])
        self.assertEqual(FakeGitHub.requests[2][1], "/repos/team/app/issues/comments/1000")
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


class CommentTests(FakeGitHubTestCase):
    """comment.py alone: it edits only a marked comment written by the token's own identity."""
    def setUp(self):
        super().setUp()
        folder = pathlib.Path(self.temporary.name)
        (folder / "event.json").write_text(json.dumps({"pull_request": {"number": 7}}))
        (folder / "comment.md").write_text("## spots-site diff\n\nOne screen changed.\n")
        self.environment = {
            "PATH": os.environ["PATH"], "GITHUB_API_URL": f"http://127.0.0.1:{self.server.server_address[1]}",
            "GITHUB_REPOSITORY": "team/app", "GITHUB_TOKEN": "installation-token",
            "GITHUB_EVENT_PATH": str(folder / "event.json"),
        }

    def comment(self):
        FakeGitHub.requests.clear()
        run = subprocess.run([sys.executable, str(HERE / "comment.py"), str(pathlib.Path(self.temporary.name) / "comment.md")],
                             env=self.environment, capture_output=True, text=True, timeout=60)
        self.assertEqual(run.returncode, 0, run.stderr)
        return run.stdout

    def requested(self):
        return [(method, path.split("?")[0]) for method, path, _, _ in FakeGitHub.requests]

    def add(self, identifier, login, body, kind="User"):
        FakeGitHub.comments.append({"id": identifier, "body": body, "user": {"login": login, "type": kind}})

    def test_the_jobs_token_leaves_a_marked_comment_by_someone_else_alone_and_posts_its_own(self):
        self.add(500, "mallory", f"Approved by the bot.\n\n{MARKER}\n")
        self.add(501, "github-actions", f"Nothing changed.\n\n{MARKER}\n")  # a user, not the bot
        first = self.comment()
        self.assertIn("posted comment 1002 on pull request #7", first)
        self.assertEqual(self.requested(), [("GET", "/user"), ("GET", "/repos/team/app/issues/7/comments"),
                                            ("POST", "/repos/team/app/issues/7/comments")])
        self.assertEqual(FakeGitHub.comments[2]["user"], BOT)
        second = self.comment()
        self.assertIn("edited comment 1002 on pull request #7", second)
        self.assertEqual(self.requested()[-1], ("PATCH", "/repos/team/app/issues/comments/1002"))
        self.assertEqual([comment["body"] for comment in FakeGitHub.comments[:2]],
                         [f"Approved by the bot.\n\n{MARKER}\n", f"Nothing changed.\n\n{MARKER}\n"])

    def test_a_personal_token_edits_only_the_marked_comment_its_user_wrote(self):
        FakeGitHub.users = {"personal-token": {"login": "dev", "type": "User"}}
        self.environment["GITHUB_TOKEN"] = "personal-token"
        self.add(500, "mallory", f"Approved.\n\n{MARKER}\n")
        self.add(501, "github-actions[bot]", f"Another workflow's comment.\n\n{MARKER}\n", "Bot")
        first = self.comment()
        self.assertIn("posted comment 1002 on pull request #7", first)
        self.assertEqual(FakeGitHub.comments[2]["user"], {"login": "dev", "type": "User"})
        self.add(503, "mallory", f"Approved again.\n\n{MARKER}\n")
        second = self.comment()
        self.assertIn("edited comment 1002 on pull request #7", second)
        self.assertEqual(self.requested(), [("GET", "/user"), ("GET", "/repos/team/app/issues/7/comments"),
                                            ("PATCH", "/repos/team/app/issues/comments/1002")])
        self.assertTrue(all(authorization == "Bearer personal-token" for _, _, authorization, _ in FakeGitHub.requests))
        self.assertEqual([comment["body"] for comment in FakeGitHub.comments if comment["id"] != 1002],
                         [f"Approved.\n\n{MARKER}\n", f"Another workflow's comment.\n\n{MARKER}\n",
                          f"Approved again.\n\n{MARKER}\n"])

    def test_comments_are_read_page_by_page_past_marked_comments_by_others(self):
        for index in range(150):
            self.add(index, "mallory", f"Comment {index}\n\n{MARKER}\n" if index % 10 == 0 else f"Comment {index}")
        first = self.comment()
        self.assertIn("posted comment 1150 on pull request #7", first)
        pages = [urllib.parse.parse_qs(path.partition("?")[2]) for method, path, _, _ in FakeGitHub.requests
                 if path.startswith("/repos/team/app/issues/7/comments?")]
        self.assertEqual(pages, [{"per_page": ["100"], "page": ["1"]}, {"per_page": ["100"], "page": ["2"]}])
        for index in range(151, 260):
            self.add(index, "mallory", f"Comment {index}\n\n{MARKER}\n")
        second = self.comment()
        # The action's comment is the 151st: found on the second page, so the third is never read.
        self.assertIn("edited comment 1150 on pull request #7", second)
        self.assertEqual(self.requested(), [("GET", "/user"), ("GET", "/repos/team/app/issues/7/comments"),
                                            ("GET", "/repos/team/app/issues/7/comments"),
                                            ("PATCH", "/repos/team/app/issues/comments/1150")])
        self.assertEqual(FakeGitHub.comments[0]["body"], f"Comment 0\n\n{MARKER}\n")


class ArchiveServer(http.server.SimpleHTTPRequestHandler):
    """Serves a folder and records each path asked for; /moved redirects to `moved`."""
    requests = []
    moved = ""

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        ArchiveServer.requests.append((self.server.server_address[1], self.path))
        if self.path == "/moved":
            self.send_response(302)
            self.send_header("Location", ArchiveServer.moved)
            self.send_header("Content-Length", "0")
            return self.end_headers()
        super().do_GET()


class InstallTests(unittest.TestCase):
    """install.sh with a stand-in release archive from a URL: https, or http only with allow-http;
    with archive-sha256, only an archive of that SHA-256 is installed."""
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        folder = pathlib.Path(cls.folder.name)
        # The archive: its own install.sh (scripts/package/install.sh) over a binary that prints a version.
        root = folder / "staging" / "spots-site-9.9.9-linux-x86_64"
        for path in ["share/man/man1/spots-site.1", "share/bash-completion/completions/spots-site",
                     "share/zsh/site-functions/_spots-site", "share/fish/vendor_completions.d/spots-site.fish"]:
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text("stand-in\n")
        (root / "bin").mkdir()
        (root / "bin/spots-site").write_text("#!/bin/sh\necho '9.9.9 (cmark 0.30.2, libxml2 2.9.14)'\n")
        (root / "bin/spots-site").chmod(0o755)
        shutil.copy(REPOSITORY / "scripts/package/install.sh", root / "install.sh")
        served = folder / "served"
        served.mkdir()
        cls.archive = served / "spots-site.tar.gz"
        subprocess.run(["tar", "-czf", str(cls.archive), "-C", str(root.parent), root.name], check=True)
        cls.sha256 = hashlib.sha256(cls.archive.read_bytes()).hexdigest()
        # cmark and libxml2 look installed, so apt is never asked.
        cls.tools = folder / "tools"
        cls.tools.mkdir()
        (cls.tools / "dpkg-query").write_text("#!/bin/sh\nprintf 'install ok installed'\n")
        (cls.tools / "dpkg-query").chmod(0o755)
        handler = functools.partial(ArchiveServer, directory=str(served))
        cls.http = serve(handler)
        # https with a certificate for 127.0.0.1 that curl trusts through CURL_CA_BUNDLE.
        cls.certificate = folder / "certificate.pem"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                        "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(folder / "key.pem"),
                        "-out", str(cls.certificate)], check=True, capture_output=True)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cls.certificate, folder / "key.pem")
        cls.https = serve(handler, context)

    @classmethod
    def tearDownClass(cls):
        stop(cls.http)
        stop(cls.https)
        cls.folder.cleanup()

    def setUp(self):
        ArchiveServer.requests = []
        self.temporary = tempfile.TemporaryDirectory()
        self.addCleanup(self.temporary.cleanup)
        self.runner = pathlib.Path(self.temporary.name)

    def url(self, scheme, path="/spots-site.tar.gz"):
        server = self.https if scheme == "https" else self.http
        return f"{scheme}://127.0.0.1:{server.server_address[1]}{path}"

    def install(self, url, sha256="", allow_http="false"):
        environment = {
            "PATH": f"{self.tools}:{os.environ['PATH']}", "HOME": os.environ.get("HOME", "/tmp"),
            "RUNNER_TEMP": str(self.runner), "GITHUB_PATH": str(self.runner / "github-path"),
            "CURL_CA_BUNDLE": str(self.certificate),
            "INPUT_ARCHIVE_URL": url, "INPUT_ARCHIVE_SHA256": sha256, "INPUT_ALLOW_HTTP": allow_http,
        }
        return subprocess.run(["bash", str(HERE / "install.sh")], env=environment, capture_output=True, text=True, timeout=120)

    def assertInstalled(self, run):
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
        self.assertIn("spots-site: 9.9.9 (cmark 0.30.2, libxml2 2.9.14)", run.stdout)
        self.assertEqual((self.runner / "github-path").read_text(), f"{self.runner / 'spots-site/bin'}\n")

    def assertRefused(self, run, message):
        self.assertEqual(run.returncode, 1, run.stdout + run.stderr)
        self.assertIn(f"::error::spots-site: {message}", run.stdout)
        # Nothing installed, nothing on GITHUB_PATH, no download left behind.
        self.assertEqual(list(self.runner.iterdir()), [])

    def test_an_archive_with_the_sha256_of_archive_sha256_installs(self):
        run = self.install(self.url("https"), sha256=self.sha256.upper())
        self.assertInstalled(run)
        self.assertNotIn("::warning::", run.stdout)

    def test_an_archive_with_another_sha256_is_refused_and_nothing_installed(self):
        run = self.install(self.url("https"), sha256="0" * 64)
        self.assertRefused(run, f"the archive from {self.url('https')} does not match archive-sha256: "
                                f"expected {'0' * 64}, got {self.sha256}; nothing is installed")
        run = self.install(self.url("https"), sha256="md5:0cc175b9c0f1b6a831c399e269772661")
        self.assertRefused(run, "archive-sha256 is not a SHA-256 (64 hexadecimal digits): md5:0cc175b9c0f1b6a831c399e269772661")

    def test_without_archive_sha256_a_warning_is_printed_and_the_archive_installed(self):
        run = self.install(self.url("https"))
        self.assertInstalled(run)
        self.assertIn("::warning::spots-site: no archive-sha256, so the archive is installed unchecked", run.stdout)

    def test_plain_http_is_refused_unless_allow_http_is_true(self):
        run = self.install(self.url("http"), sha256=self.sha256)
        self.assertRefused(run, f"archive-url is plain http ({self.url('http')}): use https, or set allow-http: true")
        self.assertEqual(ArchiveServer.requests, [])
        self.assertInstalled(self.install(self.url("http"), sha256=self.sha256, allow_http="true"))

    def test_a_redirect_from_https_to_plain_http_is_refused_unless_allow_http_is_true(self):
        ArchiveServer.moved = self.url("http")
        run = self.install(self.url("https", "/moved"), sha256=self.sha256)
        self.assertRefused(run, f"cannot download {self.url('https', '/moved')}")
        self.assertEqual(ArchiveServer.requests, [(self.https.server_address[1], "/moved")])
        self.assertInstalled(self.install(self.url("https", "/moved"), sha256=self.sha256, allow_http="true"))

    def test_a_url_of_another_scheme_is_refused(self):
        for url in [f"file://{self.archive}", f"FILE://{self.archive}", str(self.archive), "ftp://127.0.0.1/spots-site.tar.gz"]:
            with self.subTest(url=url):
                self.assertRefused(self.install(url, sha256=self.sha256), f"archive-url must be an https URL, not {url}")


if __name__ == "__main__":
    unittest.main(verbosity=2)
