#!/usr/bin/env python3
"""The design catalog's scripts, tried in headless Chromium as a user and a Storybook would.

    check-catalog-browser.py OUT_DIR

OUT_DIR is a built site with a catalog (`spots-site build`). It is served on one 127.0.0.1 port
by a server that sends the headers of OUT_DIR/_headers (as Netlify and Cloudflare Pages do), and a
page playing a composing Storybook's manager is served on another port, so every request the
manager makes is cross-origin, as in real use. Checked:

1. Storybook composition: the manager fetches catalog/index.json cross-origin (allowed only by
   _headers), loads catalog/iframe.html?id=<first story>&viewMode=story&refId=catalog, and gets
   `currentStoryWasSet` in Storybook's `storybook-channel` envelope with the refId echoed; a
   `setCurrentStory` for another story shows that story's page in the frame and is answered the
   same way; an unknown id is answered with `storyMissing`.
2. Search from file://: typing a kind's name into the catalog home's search box lists its page,
   ArrowDown moves to the result, and Enter on the box opens it.
3. Example switches: phone width gives a 375 px frame of the example's own page; dark and
   right to left reach that page (data-theme, dir, a dark background).
4. Filters of the home page, without script: "deprecated" leaves only deprecated kinds.
Exit status 1 if any check fails.
"""
import http.server, json, shutil, socket, socketserver, sys, tempfile, threading, time
from functools import partial
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

MANAGER = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>manager</title></head><body>
<script>
window.log = [];
window.addEventListener('message', function (e) {
  var m = e.data; try { if (typeof m === 'string') m = JSON.parse(m); } catch (x) { window.log.push({bad: String(e.data)}); return; }
  if (m && m.key === 'storybook-channel') window.log.push(m);
});
window.send = function (storyId) {
  var f = document.getElementById('storybook-ref-catalog');
  f.contentWindow.postMessage(JSON.stringify({key: 'storybook-channel', event: {type: 'setCurrentStory',
    args: [{storyId: storyId, viewMode: 'story', options: {target: 'catalog'}}], from: 'manager'}}), '*');
};
window.start = function (url, done) {
  fetch(url + '/index.json', {headers: {Accept: 'application/json'}, credentials: 'omit'})
    .then(function (r) { return r.json(); })
    .then(function (index) {
      var ids = Object.keys(index.entries);
      var f = document.createElement('iframe');
      f.id = 'storybook-ref-catalog'; f.setAttribute('data-is-storybook', 'true');
      f.src = url + '/iframe.html?id=' + ids[0] + '&viewMode=story&refId=catalog';
      document.body.appendChild(f);
      done({ids: ids, v: index.v, entry: index.entries[ids[0]]});
    }, function (error) { done({error: String(error)}); });
};
</script></body></html>"""

failures = []


def check(condition, what):
    print(("  ok   " if condition else "  FAIL ") + what)
    if not condition:
        failures.append(what)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def headers_rules(root):
    """The rules of root/_headers: path -> [(name, value)]."""
    rules, path = {}, None
    file = root / "_headers"
    for line in (file.read_text(encoding="utf-8").splitlines() if file.exists() else []):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            path = line.strip()
            rules[path] = []
        elif path:
            name, _, value = line.strip().partition(":")
            rules[path].append((name.strip(), value.strip()))
    return rules


def serve(root, rules):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def end_headers(self):
            for name, value in rules.get(self.path.split("?")[0], []):
                self.send_header(name, value)
            super().end_headers()

        def log_message(self, *args):
            pass

    port = free_port()
    server = socketserver.ThreadingTCPServer(("127.0.0.1", port), partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, port


def chrome():
    opts = webdriver.ChromeOptions()
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        sys.exit("check-catalog-browser: needs chromium and chromedriver (apt-get install chromium chromium-driver)")
    opts.binary_location = shutil.which("chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,900", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(options=opts, service=Service(shutil.which("chromedriver")))
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


def wait(predicate, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    return predicate()


def storybook(driver, catalog_port, manager_port):
    print("Storybook composition")
    url = f"http://127.0.0.1:{catalog_port}/catalog"
    driver.get(f"http://127.0.0.1:{manager_port}/manager.html")
    started = driver.execute_async_script("window.start(arguments[0], arguments[1]);", url)
    check("error" not in started, f"the manager reads index.json from another origin ({started.get('error', 'read')})")
    if "error" in started:
        return
    ids = started["ids"]
    check(started["v"] == 5 and "dev" in started["entry"]["tags"], "index.json is v5 and its entries are tagged dev")
    log = lambda: driver.execute_script("return window.log")
    first = wait(lambda: [m for m in log() if m["event"]["type"] == "currentStoryWasSet"])
    check(bool(first) and first[0]["event"]["args"][0]["storyId"] == ids[0] and first[0]["refId"] == "catalog",
          f"loading iframe.html?id={ids[0]} answers currentStoryWasSet with the refId")
    second = ids[-1]
    driver.execute_script("window.send(arguments[0])", second)
    answered = wait(lambda: [m for m in log() if m["event"]["type"] == "currentStoryWasSet"
                             and m["event"]["args"][0]["storyId"] == second])
    check(bool(answered), f"setCurrentStory {second} is answered with currentStoryWasSet")
    driver.switch_to.frame(driver.find_element(By.ID, "storybook-ref-catalog"))
    src = driver.find_element(By.ID, "catalog-story").get_attribute("src")
    driver.switch_to.default_content()
    index = json.loads(driver.execute_script(f"return fetch('{url}/index.json').then(r => r.text())"))
    expected = index["entries"][second]["importPath"].lstrip(".")
    check(src.endswith(expected), f"the frame shows {second}'s page ({src} ends with {expected})")
    driver.execute_script("window.send('no-such--story')")
    missing = wait(lambda: [m for m in log() if m["event"]["type"] == "storyMissing"])
    check(bool(missing) and missing[0]["event"]["args"] == ["no-such--story"], "an unknown id is answered with storyMissing")


def search(driver, root):
    print("Search from file://")
    driver.get((root / "catalog" / "index.html").as_uri())
    box = wait(lambda: driver.find_element(By.ID, "catalog-search-input") if driver.find_element(By.ID, "catalog-search-input").is_displayed() else None)
    check(bool(box), "the search box is shown")
    if not box:
        return
    kind = driver.find_element(By.CSS_SELECTOR, ".family-components .catalog-cards h3 a").text
    box.send_keys(kind)
    links = wait(lambda: driver.find_elements(By.CSS_SELECTOR, "#catalog-search-results a"))
    check(bool(links) and links[0].text == kind, f"typing “{kind}” lists its page first")
    status = driver.find_element(By.ID, "catalog-search-status").text
    check("found" in status, f"the status line says how many were found ({status})")
    box.send_keys(Keys.ARROW_DOWN)
    check(driver.switch_to.active_element == links[0], "ArrowDown moves to the first result")
    box.send_keys(Keys.ENTER)
    check(wait(lambda: f"/catalog/components/" in driver.current_url), f"Enter opens it ({driver.current_url})")


def switches(driver, port):
    print("Example switches")
    driver.get(f"http://127.0.0.1:{port}/catalog/components/list/index.html")
    previews = driver.find_elements(By.CSS_SELECTOR, ".catalog-preview")
    preview = previews[0]
    sets = driver.find_elements(By.CSS_SELECTOR, ".catalog-switches")
    check(len(sets) == 1 and sets[0].is_displayed(), f"one set of switches is shown for the page ({len(sets)})")
    page = sets[0]
    page.find_element(By.CSS_SELECTOR, "input[name='examples-width'][value='375']").click()
    frame = wait(lambda: preview.find_elements(By.CSS_SELECTOR, "iframe.catalog-viewport-frame"))
    check(bool(frame) and frame[0].size["width"] == 375, "phone width shows a 375 px frame")
    if not frame:
        return
    check(not preview.find_element(By.CSS_SELECTOR, ".catalog-render").is_displayed(), "the inline render gives way to the frame")
    framed = [p for p in previews if p.find_elements(By.CSS_SELECTOR, "iframe.catalog-viewport-frame")]
    check(len(framed) == len(previews), f"every example follows the one set ({len(framed)} of {len(previews)} framed)")
    page.find_element(By.CSS_SELECTOR, "input[name='examples-theme'][value='dark']").click()
    page.find_element(By.CSS_SELECTOR, "input[name='examples-dir'][value='rtl']").click()
    wait(lambda: "dir=rtl" in (frame[0].get_attribute("src") or ""))
    time.sleep(0.5)
    grown = wait(lambda: frame[0].size["height"] > 100)
    driver.switch_to.frame(frame[0])
    root = driver.execute_script(
        "return [document.documentElement.getAttribute('data-theme'), document.documentElement.dir,"
        " getComputedStyle(document.body).backgroundColor]")
    driver.switch_to.default_content()
    check(root[0] == "dark" and root[1] == "rtl", f"the frame's page is dark and right to left ({root[0]}, {root[1]})")
    check(root[2] == "rgb(15, 18, 22)", f"its background is the dark theme's ({root[2]})")
    check(bool(grown), "the frame takes its page's height")


def filters(driver, root):
    print("Filters (no script)")
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    driver.get((root / "catalog" / "index.html").as_uri())
    cards = driver.find_elements(By.CSS_SELECTOR, ".catalog-cards > li[data-status]")
    status = cards[-1].get_attribute("data-status")
    driver.find_element(By.ID, f"filter-status-{status}").click()
    shown = [c for c in cards if c.is_displayed()]
    check(bool(shown) and all(c.get_attribute("data-status") == status for c in shown) and len(shown) < len(cards),
          f"“{status}” leaves only the {len(shown)} of {len(cards)} kinds of that status")
    driver.find_element(By.ID, "filter-type-screens").click()
    driver.find_element(By.ID, "filter-status-all").click()
    families = [f.get_attribute("class") for f in driver.find_elements(By.CSS_SELECTOR, ".catalog-family") if f.is_displayed()]
    check(families == ["component catalog-family family-screens"], f"“screens” shows only the screens ({families})")
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = Path(sys.argv[1]).resolve()
    if not (root / "catalog" / "index.json").exists():
        sys.exit(f"check-catalog-browser: FAIL no catalog in {root}")
    catalog, catalog_port = serve(root, headers_rules(root))
    with tempfile.TemporaryDirectory() as manager_root:
        (Path(manager_root) / "manager.html").write_text(MANAGER, encoding="utf-8")
        manager, manager_port = serve(Path(manager_root), {})
        driver = chrome()
        try:
            storybook(driver, catalog_port, manager_port)
            search(driver, root)
            switches(driver, catalog_port)
            filters(driver, root)
        finally:
            driver.quit()
            catalog.shutdown()
            manager.shutdown()
    print(f"check-catalog-browser: {'FAIL ' + str(len(failures)) if failures else 'OK'}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
