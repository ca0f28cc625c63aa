"""`spots-site lsp` end to end over stdio, as an editor drives it (pytest-lsp)."""

import asyncio

from lsprotocol import types

from conftest import INDEX, TEAM, snapshot


def opened(client, name, text, version=1):
    uri = (client.project / "Content" / name).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="json", version=version, text=text)))
    return uri


def change(client, uri, text, version):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


async def diagnostics(client, uri, until, seconds=20):
    """The diagnostics of `uri` once `until(them)` holds: they come after a debounce."""
    async def wait():
        while not until(client.diagnostics.get(uri, [])):
            await client.wait_for_notification("textDocument/publishDiagnostics")
        return client.diagnostics.get(uri, [])
    try:
        return await asyncio.wait_for(wait(), seconds)
    except TimeoutError:
        raise AssertionError(f"after {seconds} s, the diagnostics of {uri} are {client.diagnostics.get(uri)}")


def codes(found):
    return sorted(d.code for d in found)


def position(text, needle, offset=0):
    """The position of `needle` in `text` (plus `offset` characters)."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


async def test_a_typo_is_reported_as_typed_with_its_rule_place_and_fix_and_nothing_is_written(client):
    uri = opened(client, "screens/index.json", INDEX)
    typo = INDEX.replace('"subtitle"', '"subtitel"').replace('"kind": "list"', '"kind": "lsit"')
    change(client, uri, typo, 2)
    found = await diagnostics(client, uri, lambda d: "unknown-key" in codes(d))
    key = next(d for d in found if d.code == "unknown-key")
    assert key.range.start == position(typo, '"subtitel"')
    assert key.range.end == position(typo, '"subtitel"', len('"subtitel"'))
    assert key.severity == types.DiagnosticSeverity.Warning
    assert "did you mean 'subtitle'?" in key.message
    assert key.source == "spots-site"
    assert key.code_description.href.endswith("diagnostics.md#the-rules")
    kind = [d for d in found if d.range.start == position(typo, '"lsit"')]
    assert kind and "did you mean 'list'?" in kind[0].message

    # The quick fix is the "did you mean", applied by the editor: then the warning is gone.
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=key.range, context=types.CodeActionContext(diagnostics=[key])))
    fix = next(a for a in actions if a.title == "Change to 'subtitle'")
    assert fix.is_preferred
    [edit] = fix.edit.changes[uri]
    assert edit.new_text == '"subtitle"' and edit.range == key.range
    ignore = next(a for a in actions if a.title == "Ignore unknown-key in this screen")
    assert ignore.edit.changes[uri][0].new_text.strip().startswith('"//spots-site": { "ignore": ["unknown-key"] }')
    assert any(a.title == "Ignore unknown-key in every screen (site.json)" for a in actions)
    change(client, uri, typo.replace('"subtitel"', '"subtitle"'), 3)
    await diagnostics(client, uri, lambda d: "unknown-key" not in codes(d))
    # Only the editor had the typo: the files are as they were.
    assert snapshot(client.project) == client.before


async def test_a_broken_document_is_a_syntax_error_at_its_place_and_the_other_screens_go_on(client):
    uri = opened(client, "screens/index.json", INDEX)
    broken = INDEX.replace('"title": "Ada",', '"title": "Ada"')
    change(client, uri, broken, 2)
    found = await diagnostics(client, uri, lambda d: "json-syntax" in codes(d))
    syntax = next(d for d in found if d.code == "json-syntax")
    assert syntax.severity == types.DiagnosticSeverity.Error
    assert syntax.range.start.line == position(broken, '"subtitle"').line
    change(client, uri, INDEX, 3)
    await diagnostics(client, uri, lambda d: len(d) == 0)


async def test_a_change_to_another_file_rechecks_the_screens_it_affects(client):
    team = opened(client, "screens/team.json", TEAM)
    index = opened(client, "screens/index.json", INDEX)
    # The team screen's action leads nowhere once it names a screen that is not there.
    change(client, team, TEAM.replace('"action": "/"', '"action": "hoem"'), 2)
    found = await diagnostics(client, team, lambda d: "dangling-action" in codes(d))
    assert "leads to /hoem/" in next(d for d in found if d.code == "dangling-action").message
    # site.json made strict in the editor turns every screen's warnings into errors.
    site = opened(client, "site.json", '{ "title": "Test", "strict": true }\n')
    found = await diagnostics(client, team, lambda d: any(x.severity == types.DiagnosticSeverity.Error for x in d))
    assert any("[strict]" in d.message for d in found)
    change(client, site, '{ "title": "Test", "navigation": [{ "title": "Home", "action": "/" }] }\n', 2)
    await diagnostics(client, team, lambda d: d and all(x.severity == types.DiagnosticSeverity.Warning for x in d))
    # The map's checks follow: without its navigation entry (above) and the index's actions, nothing leads to the team screen.
    change(client, index, INDEX.replace('"action": "team"', '"action": "/"'), 2)
    found = await diagnostics(client, team, lambda d: "orphan-screen" in codes(d))
    assert next(d for d in found if d.code == "orphan-screen").range.start.line == 0


async def test_completion_offers_keys_kinds_actions_and_snippets_with_their_docs(client):
    text = INDEX.replace('{ "title": "Grace", "action": "team" }', '{ "title": "Grace", "" }')
    uri = opened(client, "screens/index.json", text)
    await diagnostics(client, uri, lambda d: True)
    keys = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(text, '"Grace", "', 10)))
    labels = [i.label for i in keys.items]
    assert "subtitle" in labels and "action" in labels and "title" not in labels  # an item's keys, less those it has
    assert "components" not in labels  # a screen's key, not an item's
    subtitle = next(i for i in keys.items if i.label == "subtitle")
    # Inside the quotes typed, the content alone: an editor that inserts at the cursor writes no second pair.
    assert subtitle.text_edit.new_text == "subtitle"
    assert subtitle.text_edit.range.start == subtitle.text_edit.range.end == position(text, '"Grace", "', 10)
    assert "CommonMark (cmark, safe mode)" in subtitle.documentation.value  # the format's own words for the key

    kinds_text = INDEX.replace('"kind": "list"', '"kind": ""')
    change(client, uri, kinds_text, 2)
    kinds = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(kinds_text, '"kind": "', 9)))
    assert {"list", "grid", "carousel"} <= {i.label for i in kinds.items}

    actions = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(kinds_text, '"action": "', 11)))
    team = next(i for i in actions.items if i.label == "team")
    assert team.detail.startswith("The team")

    element = kinds_text.replace('"items": [', '"items": [ ,', 1)
    change(client, uri, element, 3)
    snippets = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(element, '"items": [ ', 11)))
    assert [i.label for i in snippets.items] == ["new item"]


async def test_hover_definition_references_and_symbols(client):
    uri = opened(client, "screens/index.json", INDEX)
    await diagnostics(client, uri, lambda d: True)
    document = types.TextDocumentIdentifier(uri=uri)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=position(INDEX, '"subtitle"', 3)))
    assert "CommonMark" in hover.contents.value
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=position(INDEX, '"team"', 2)))
    assert "The team" in hover.contents.value and "/team/" in hover.contents.value

    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=position(INDEX, '"team"', 2)))
    assert [d.uri for d in definition] == [(client.project / "Content/screens/team.json").as_uri()]

    team = opened(client, "screens/team.json", TEAM)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=team), position=types.Position(line=1, character=3),
            context=types.ReferenceContext(include_declaration=False)))
    places = sorted((r.uri.rsplit("/", 1)[1], r.range.start.line) for r in references)
    assert places == [("index.json", 7), ("index.json", 8), ("site.json", 9)]

    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert [s.name for s in symbols] == ["list: People"]
    assert [c.name for c in symbols[0].children] == ["People", "Ada", "Grace"]


async def test_garbage_a_huge_document_and_a_flood_of_changes_leave_it_answering(client):
    uri = opened(client, "screens/index.json", INDEX)
    # A document far over the screen size limit is refused with a diagnostic, not read.
    huge = INDEX.replace('"Ada"', '"' + "A" * (21 * 1024 * 1024) + '"')
    change(client, uri, huge, 2)
    found = await diagnostics(client, uri, lambda d: "file-too-large" in codes(d), seconds=60)
    assert found
    # A flood of changes is checked once it settles, as its last version says.
    for version in range(3, 203):
        change(client, uri, INDEX.replace('"Grace"', f'"Grace {version}"'), version)
    change(client, uri, INDEX.replace('"subtitle"', '"subtitel"'), 203)
    found = await diagnostics(client, uri, lambda d: "unknown-key" in codes(d))
    assert [d.code for d in found] == ["unknown-key"]
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position(INDEX, '"title"', 2)))
    assert hover is not None


async def test_the_catalog_catches_up_once_the_editor_is_quiet(client):
    # An entry for the item kind that only the index uses: fine while the index uses it.
    (client.project / "Content" / "catalog.json").write_text('{ "items": { "badge": { "description": "A badge" } } }\n')
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=(client.project / "Content/catalog.json").as_uri(), type=types.FileChangeType.Created)]))
    badge = INDEX.replace('"title": "Grace",', '"title": "Grace", "kind": "badge",')
    uri = opened(client, "screens/index.json", badge)
    catalog = (client.project / "Content" / "catalog.json").as_uri()
    await asyncio.sleep(1)
    assert "catalog-entry" not in codes(client.diagnostics.get(catalog, []))
    # Once the index no longer uses it (in the editor only), the catalog's check says so.
    change(client, uri, INDEX, 2)
    found = await diagnostics(client, catalog, lambda d: "catalog-entry" in codes(d))
    assert "no screen uses it" in next(d for d in found if d.code == "catalog-entry").message


async def test_between_tokens_hover_and_definition_say_nothing(client):
    uri = opened(client, "screens/index.json", INDEX)
    document = types.TextDocumentIdentifier(uri=uri)
    blank = position(INDEX, ' "team"')  # the space before the action's value
    assert await client.text_document_hover_async(types.HoverParams(text_document=document, position=blank)) is None
    assert not await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=blank))


async def test_a_screen_saved_for_the_first_time_is_checked(client):
    # An editor without file watching (Neovim's) says only that the new file was opened and saved.
    text = '{ "title": "New", "components": [ { "items": [ { "titel": "A" } ] } ] }\n'
    uri = opened(client, "screens/new.json", text)
    (client.project / "Content" / "screens" / "new.json").write_text(text)
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    found = await diagnostics(client, uri, lambda d: "unknown-key" in codes(d))
    assert next(d for d in found if d.code == "unknown-key").range.start == position(text, '"titel"')
    # From then on it is checked as it is typed.
    change(client, uri, text.replace('"titel"', '"title"'), 2)
    await diagnostics(client, uri, lambda d: "unknown-key" not in codes(d))
