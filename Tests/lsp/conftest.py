"""A project for `spots-site lsp` to serve, and a client that speaks to the real binary over stdio.

The binary is $SPOTS_SITE, or the debug build of this checkout."""

import json
import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPOTS_SITE = os.path.abspath(os.environ.get("SPOTS_SITE", str(ROOT / ".build" / "debug" / "spots-site")))

INDEX = """{
  "title": "Home",
  "components": [
    {
      "kind": "list",
      "header": { "title": "People" },
      "items": [
        { "title": "Ada", "subtitle": "Writes *programs*", "action": "team" },
        { "title": "Grace", "action": "team" }
      ]
    }
  ]
}
"""

TEAM = """{
  "title": "The team",
  "components": [
    { "kind": "grid", "layout": { "span": 2 }, "items": [ { "title": "Back home", "action": "/" } ] }
  ]
}
"""

SITE = {"title": "Test", "navigation": [{"title": "Home", "action": "/"}, {"title": "Team", "action": "team"}]}


def make_project(folder: pathlib.Path) -> pathlib.Path:
    screens = folder / "Content" / "screens"
    screens.mkdir(parents=True)
    (screens / "index.json").write_text(INDEX)
    (screens / "team.json").write_text(TEAM)
    (folder / "Content" / "site.json").write_text(json.dumps(SITE, indent=2) + "\n")
    return folder


@pytest.fixture
def project(tmp_path_factory) -> pathlib.Path:
    return make_project(tmp_path_factory.mktemp("project"))


def snapshot(folder: pathlib.Path) -> dict:
    """Every file under `folder` with its bytes: what a session must leave as it was."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SPOTS_SITE, "lsp"]))
async def client(lsp_client: LanguageClient, project):
    lsp_client.project = project
    lsp_client.before = snapshot(project)
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=project.as_uri()))
    yield
    await lsp_client.shutdown_session()
