#!/usr/bin/env python3
"""Posts a markdown file as the pull request's spots-site comment, or edits the one posted before.

    comment.py COMMENT.md

The comment is found by a hidden marker it ends with and by its author, the token's own identity:
the user GET /user names for a personal token, or github-actions[bot] for the job's GITHUB_TOKEN
(an installation token, which GET /user answers with 403). So each run edits the same comment,
whoever else comments, and a comment someone else wrote with the marker is left alone (a new one is
posted). Reads GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN and the pull request's number
from the event (GITHUB_EVENT_PATH). A token that may not comment (a pull request from a fork) prints
the comment and a warning instead of failing the job. Standard library only."""
import json
import os
import sys
import urllib.error
import urllib.request

MARKER = "<!-- spots-site diff -->"
BOT = "github-actions[bot]"


def request(method, url, token, body=None):
    data = json.dumps(body).encode() if body is not None else None
    call = urllib.request.Request(url, data=data, method=method, headers={
        "Accept": "application/vnd.github+json",
        "Authorization": f"Bearer {token}",
        "X-GitHub-Api-Version": "2022-11-28",
        "Content-Type": "application/json",
        "User-Agent": "spots-site-action",
    })
    with urllib.request.urlopen(call, timeout=30) as response:
        return json.loads(response.read() or b"null")


def own_login(api, token):
    """The login the token comments as: GET /user's for a personal token; the job's GITHUB_TOKEN may
    not read /user (403) and comments as github-actions[bot]."""
    try:
        return request("GET", f"{api}/user", token)["login"]
    except urllib.error.HTTPError as error:
        if error.code == 403:
            return BOT
        raise


def main():
    text = open(sys.argv[1], encoding="utf-8").read().rstrip("\n") + "\n\n" + MARKER + "\n"
    api = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")
    repository = os.environ["GITHUB_REPOSITORY"]
    token = os.environ["GITHUB_TOKEN"]
    event = json.load(open(os.environ["GITHUB_EVENT_PATH"], encoding="utf-8"))
    number = (event.get("pull_request") or {}).get("number")
    if number is None:
        print("spots-site: not a pull request; the comment is printed instead:\n" + text)
        return 0
    try:
        login = own_login(api, token)
        existing = None
        page = 1
        while existing is None:
            comments = request("GET", f"{api}/repos/{repository}/issues/{number}/comments?per_page=100&page={page}", token)
            existing = next((c for c in comments if MARKER in (c.get("body") or "")
                             and (c.get("user") or {}).get("login") == login), None)
            if len(comments) < 100:
                break
            page += 1
        if existing:
            request("PATCH", f"{api}/repos/{repository}/issues/comments/{existing['id']}", token, {"body": text})
            print(f"spots-site: edited comment {existing['id']} on pull request #{number}")
        else:
            made = request("POST", f"{api}/repos/{repository}/issues/{number}/comments", token, {"body": text})
            print(f"spots-site: posted comment {made['id']} on pull request #{number}")
    except urllib.error.HTTPError as error:
        if error.code in (403, 404):
            print(f"::warning::spots-site: the token may not comment on #{number} ({error.code}); the comment is printed below")
            print(text)
            return 0
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
