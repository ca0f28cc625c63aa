#!/usr/bin/env python3
"""The preview server's page tools, tried in headless Chromium as a user would.

    check-serve-browser.py SPOTS_SITE CONTENT_DIR

Runs `SPOTS_SITE serve --port 0` on a copy of CONTENT_DIR whose site.json and catalog.json name app
versions (clients ios 3.0; carousel since iOS 3.2, highlight since iOS 3.4) and checks, on its home page:

1. A floating "Device preview" link is shown, links to /__preview/, and can be reached with Tab;
   the preview's theme menu shows its frames in high contrast.
2. axe-core finds no violation on the served page with the link on it.
3. Following it opens the device preview: three frames of the page, none with the link (it is
   for a page of its own, not for a frame).
4. Its hide button removes it, and it stays hidden when the page reloads in that tab.
5. Ten pages opened in a row all load: a page left lets go of its live-reload stream (the
   back/forward cache would otherwise hold every connection to the host after six pages).
6. The device preview's "Show as" menu (labelled, reached with Tab, axe-clean) lists the versions;
   picking iOS 3.0 loads the frames with ?client=ios@3.0, which show a .client-note, and a link
   followed in a frame keeps the client.
7. Its "Text" menu, then, picks pseudo-localised text: the frames load with
   ?client=ios@3.0&text=pseudo, their headings are in pseudo text, and a link followed keeps both.
8. The preview's frames fit the window side by side at 1280, 1440 and 1920 px, stacked on a phone.
9. A screen saved broken covers the page with its errors, which "Show the page" or Escape sets
   aside until they change; on a phone, scrolled to the end, the floating switches cover no link.
10. `SPOTS_SITE build` of the same content writes no trace of it.
Exit status 1 if any check fails. Needs chromium, chromedriver, selenium and axe-core's JS, found
and run as check-a11y.py does.
"""
import importlib.util, json, re, shutil, subprocess, sys, tempfile, time
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

failures = []


def check(condition, what):
    print(("  ok   " if condition else "  FAIL ") + what)
    if not condition:
        failures.append(what)


# axe-core as check-a11y.py finds and runs it.
_spec = importlib.util.spec_from_file_location("check_a11y", Path(__file__).with_name("check-a11y.py"))
check_a11y = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check_a11y)


def chrome():
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        sys.exit("check-serve-browser: needs chromium and chromedriver (apt-get install chromium chromium-driver)")
    opts = webdriver.ChromeOptions()
    opts.binary_location = shutil.which("chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(options=opts, service=Service(shutil.which("chromedriver")))
    driver.set_page_load_timeout(15)
    driver.set_script_timeout(30)
    return driver


def start(binary, content, work):
    log = open(work / "serve.log", "w+")
    server = subprocess.Popen([binary, "serve", "--port", "0", "--content", str(content)], stdout=log, stderr=subprocess.STDOUT, cwd=work)
    end = time.time() + 120
    while time.time() < end:
        log.seek(0)
        found = re.search(r"Serving (http://127\.0\.0\.1:\d+)/", log.read())
        if found:
            return server, found.group(1)
        if server.poll() is not None:
            break
        time.sleep(0.1)
    log.seek(0)
    sys.exit("check-serve-browser: the server did not start:\n" + log.read())


def with_clients(source, work):
    """A copy of the content folder that supports iOS 3.0, with kinds the catalog says came later."""
    content = work / "Content"
    shutil.copytree(source, content)
    site = json.loads((content / "site.json").read_text())
    site["clients"] = {"ios": "3.0"}
    (content / "site.json").write_text(json.dumps(site, indent=2))
    catalog_file = content / "catalog.json"
    catalog = json.loads(catalog_file.read_text()) if catalog_file.exists() else {}
    for family, kind, version in (("components", "carousel", "3.2"), ("items", "highlight", "3.4")):
        catalog.setdefault(family, {}).setdefault(kind, {})["since"] = {"ios": version}
    catalog_file.write_text(json.dumps(catalog, indent=2))
    return content


def wait(condition, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.1)
    return False


def check_preview_fits(driver, address):
    """The device preview's three frames fit the window, side by side, at 1280, 1440 and 1920 px;
    on a phone they are stacked, each within the window's width; the page never scrolls sideways."""
    print("== serve: the device preview fits the window")
    for width, height in [(1280, 800), (1440, 900), (1920, 1080), (390, 844)]:
        driver.set_window_size(width, height)
        driver.get(address + "/__preview/")
        time.sleep(0.5)
        inner, tall, boxes, stacked, sideways = driver.execute_script(
            "const boxes = [...document.querySelectorAll('.screen')].map((s) => s.getBoundingClientRect());"
            "return [innerWidth, innerHeight, boxes.map((b) => [b.left, b.top, b.right, b.bottom]),"
            " document.querySelector('main').classList.contains('stacked'),"
            " document.documentElement.scrollWidth > innerWidth || document.querySelector('main').scrollWidth > document.querySelector('main').clientWidth]")
        check(len(boxes) == 3 and not sideways, f"at {width} px: three frames, and nothing scrolls sideways")
        if width >= 1280:
            check(not stacked and all(box[2] <= inner and box[3] <= tall for box in boxes),
                  f"at {width} px: every frame is in the window ({[[round(v) for v in box] for box in boxes]}, window {inner}×{tall})")
            check(all(boxes[i][2] <= boxes[i + 1][0] for i in range(2)), f"at {width} px: side by side, phone, tablet, desktop")
        else:
            check(stacked and all(box[0] >= 0 and box[2] <= inner for box in boxes), f"at {width} px: stacked, each within the window's width")
    driver.set_window_size(1280, 900)


def check_client_menu(driver, address):
    """The device preview's menu of app versions, and the frames as iOS 3.0 renders the page."""
    print("== serve: the device preview as an app version")
    driver.get(address + "/__preview/")
    menus = driver.find_elements(By.CSS_SELECTOR, "select#client")
    labels = driver.find_elements(By.CSS_SELECTOR, "label[for=client]")
    check(len(menus) == 1 and len(labels) == 1 and labels[0].text == "Show as", "the preview has a menu labelled Show as")
    if not menus:
        return
    menu = menus[0]
    values = [option.get_attribute("value") for option in Select(menu).options]
    check(values == ["", "ios@3.0", "ios@3.2", "ios@3.4"], f"it lists as built, the supported floor and the catalog's versions ({values})")
    driver.execute_script("document.querySelector('h1 a').focus()")
    reached = False
    for _ in range(5):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.switch_to.active_element == menu:
            reached = True
            break
    check(reached, "it can be reached with Tab")
    driver.execute_script(check_a11y.find_axe_js().read_text())
    violations = driver.execute_async_script(check_a11y.RUN_AXE)["violations"]
    check(violations == [], "axe-core finds nothing on the preview with the menu" + (f": {violations}" if violations else ""))
    Select(menu).select_by_value("ios@3.0")
    frames = driver.find_elements(By.TAG_NAME, "iframe")
    check(all(frame.get_attribute("src") == address + "/?client=ios@3.0" for frame in frames), "choosing iOS 3.0 loads the frames with ?client=ios@3.0")
    check(driver.current_url == address + "/__preview/?client=ios@3.0", "and the address follows")
    if not frames:
        return
    driver.switch_to.frame(frames[0])
    try:
        noted = wait(lambda: driver.find_elements(By.CSS_SELECTOR, ".client-note"), 30)
        notes = driver.find_elements(By.CSS_SELECTOR, ".client-note")
        check(noted and notes[0].is_displayed() and "iOS 3.0" in notes[0].text, "the phone frame shows a .client-note" + (f": {notes[0].text}" if notes else ""))
        links = [link for link in driver.find_elements(By.CSS_SELECTOR, "main a[href]") if link.get_attribute("href").startswith(address + "/") and link.is_displayed()]
        check(bool(links) and all("client=ios@3.0" in link.get_attribute("href") for link in links), "its links to the site keep the client")
        if links:
            driver.execute_script("arguments[0].click()", links[0])
            kept = wait(lambda: "client=ios@3.0" in driver.execute_script("return location.search") and driver.execute_script("return document.readyState") == "complete")
            check(kept, "a link followed in the frame keeps the client: " + driver.execute_script("return location.href"))
    finally:
        driver.switch_to.default_content()


def check_text_menu(driver, address):
    """The device preview's menu of text modes, picked after an app version: both are kept."""
    print("== serve: the device preview in pseudo text")
    menus = driver.find_elements(By.CSS_SELECTOR, "select#text")
    labels = driver.find_elements(By.CSS_SELECTOR, "label[for=text]")
    check(len(menus) == 1 and len(labels) == 1 and labels[0].text == "Text", "the preview has a menu labelled Text")
    if not menus:
        return
    values = [option.get_attribute("value") for option in Select(menus[0]).options]
    check(values == ["as-written", "pseudo", "long"], f"it lists the text modes ({values})")
    Select(menus[0]).select_by_value("pseudo")
    wanted = address + "/?client=ios@3.0&text=pseudo"
    frames = driver.find_elements(By.TAG_NAME, "iframe")
    check(frames and all(frame.get_attribute("src") == wanted for frame in frames), "choosing pseudo text loads the frames with ?client=ios@3.0&text=pseudo")
    check(driver.current_url == address + "/__preview/?client=ios@3.0&text=pseudo", f"and the address follows ({driver.current_url})")
    if not frames:
        return
    driver.switch_to.frame(frames[0])
    try:
        heading = lambda: driver.execute_script("const h = document.querySelector('main h1'); return h ? h.textContent.trim() : ''")
        shown = wait(lambda: heading().startswith("[") and driver.execute_script("return location.search") == "?client=ios@3.0&text=pseudo", 30)
        check(shown, f"the phone frame's heading is in pseudo text: {heading()}")
        check(bool(driver.find_elements(By.CSS_SELECTOR, ".client-note")), "and the page is still as iOS 3.0 renders it")
        links = [link for link in driver.find_elements(By.CSS_SELECTOR, "main a[href]") if link.get_attribute("href").startswith(address + "/") and link.is_displayed()]
        check(bool(links) and all("client=ios@3.0" in link.get_attribute("href") and "text=pseudo" in link.get_attribute("href") for link in links), "its links keep both")
        if links:
            driver.execute_script("arguments[0].click()", links[0])
            kept = wait(lambda: driver.execute_script("return location.search") == "?client=ios@3.0&text=pseudo" and driver.execute_script("return document.readyState") == "complete" and heading().startswith("["))
            check(kept, "a link followed in the frame keeps both: " + driver.execute_script("return location.href"))
    finally:
        driver.switch_to.default_content()


def check_error_overlay(driver, address, content):
    """A screen saved broken: its errors cover the open page, which shows the last good build; its
    "Show the page" button (or Escape) sets them aside until they change; fixed, they are gone."""
    print("== serve: the errors of a broken save")
    screen = content / "screens" / "news.json"
    good = screen.read_text()
    driver.get(address + "/people/")
    try:
        screen.write_text(good.replace("{", "{ \"title\" ", 1))
        check(wait(lambda: driver.find_elements(By.ID, "spots-site-errors")), "the errors cover the page")
        buttons = driver.find_elements(By.CSS_SELECTOR, "#spots-site-errors button")
        check(len(buttons) == 1 and buttons[0].text == "Show the page", "they offer to show the page")
        if buttons:
            buttons[0].click()
            check(not driver.find_elements(By.ID, "spots-site-errors"), "the button sets them aside")
            time.sleep(1)
            check(not driver.find_elements(By.ID, "spots-site-errors"), "they stay aside while they are the same")
        screen.write_text(good.replace("{", "{ \"title\": 1 ", 1))
        check(wait(lambda: driver.find_elements(By.ID, "spots-site-errors")), "changed errors come back")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        check(wait(lambda: not driver.find_elements(By.ID, "spots-site-errors")), "Escape sets them aside too")
    finally:
        screen.write_text(good)
    check(wait(lambda: driver.execute_script("return document.readyState") == "complete" and not driver.find_elements(By.ID, "spots-site-errors")),
          "fixed, the page is back")


def check_switches_cover_nothing(driver, address):
    """On a phone, scrolled to the end, the floating switches (Inspect, Device preview) cover none
    of the footer's links."""
    print("== serve: the floating switches at 390 px")
    size = driver.get_window_size()
    driver.set_window_size(390, 844)
    try:
        driver.get(address + "/")
        driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
        time.sleep(0.3)
        covered = driver.execute_script("""
            return [...document.querySelectorAll('.site-footer a')].filter(link => {
              const box = link.getBoundingClientRect();
              const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return !top || !(top === link || link.contains(top));
            }).map(link => link.textContent);""")
        check(covered == [], "scrolled to the end, no footer link is under them" + (f": {covered}" if covered else ""))
    finally:
        driver.set_window_size(size["width"], size["height"])


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary = Path(sys.argv[1]).resolve()
    work = Path(tempfile.mkdtemp(prefix="spots-serve-browser."))
    content = with_clients(Path(sys.argv[2]).resolve(), work)
    server, address = start(binary, content, work)
    driver = chrome()
    try:
        print("== serve: the device preview link")
        driver.get(address + "/")
        links = driver.find_elements(By.CSS_SELECTOR, "#spots-site-preview-link a")
        check(len(links) == 1 and links[0].is_displayed(), "the home page shows the floating link")
        if links:
            link = links[0]
            check(link.text == "Device preview" and link.get_attribute("href") == address + "/__preview/", "it says Device preview and links to /__preview/")
            reached = False
            for _ in range(300):
                driver.switch_to.active_element.send_keys(Keys.TAB)
                if driver.switch_to.active_element == link:
                    reached = True
                    break
            check(reached, "it can be reached with Tab")
            driver.execute_script(check_a11y.find_axe_js().read_text())
            violations = driver.execute_async_script(check_a11y.RUN_AXE)["violations"]
            check(violations == [], "axe-core finds nothing on the served page with the link" + (f": {violations}" if violations else ""))
            link.click()
            frames = driver.find_elements(By.TAG_NAME, "iframe")
            check(driver.current_url == address + "/__preview/" and len(frames) == 3, "following it opens the device preview with three frames")
            inside = 0
            for frame in frames:
                driver.switch_to.frame(frame)
                time.sleep(0.2)
                inside += len(driver.find_elements(By.ID, "spots-site-preview-link"))
                driver.switch_to.default_content()
            check(inside == 0, "no frame of the device preview has the link")
            # The theme menu: high contrast on every frame's page, and again after a frame reloads.
            Select(driver.find_element(By.ID, "theme")).select_by_value("contrast")
            themes = []
            for frame in frames:
                driver.switch_to.frame(frame)
                themes.append(driver.execute_script("return document.documentElement.getAttribute('data-theme')"))
                driver.execute_script("location.reload()")
                driver.switch_to.default_content()
            time.sleep(1.5)
            driver.switch_to.frame(frames[0])
            reloaded = driver.execute_script("return document.documentElement.getAttribute('data-theme')")
            background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            driver.switch_to.default_content()
            check(themes == ["contrast"] * 3 and reloaded == "contrast", f"the theme menu shows every frame in high contrast, after a reload too: {themes}, {reloaded}")
            check(background == "rgb(255, 255, 255)", f"and the frames' pages take the high-contrast colours: {background}")
        # A page reached by a built page's own link (people/index.html) previews as people/.
        driver.get(address + "/people/index.html")
        links = driver.find_elements(By.CSS_SELECTOR, "#spots-site-preview-link a")
        check(bool(links) and links[0].get_attribute("href") == address + "/__preview/people/", "people/index.html links to /__preview/people/")
        if links:
            links[0].click()
            check(len(driver.find_elements(By.TAG_NAME, "iframe")) == 3, "and its device preview opens")
        driver.get(address + "/no-such-page/")
        check(not driver.find_elements(By.ID, "spots-site-preview-link"), "an address with no page has no link")
        # Pages left keep no stream open: a browser's back/forward cache would hold six pages'
        # streams, every connection it makes to the host, and the seventh page would never load.
        loaded = 0
        for path in ["/", "/people/", "/__preview/", "/", "/people/index.html", "/__preview/people/", "/", "/people/", "/", "/people/"]:
            try:
                driver.get(address + path)
                loaded += 1
            except Exception as error:  # a page that does not load within the timeout
                print(f"       {path}: {str(error).splitlines()[0]}")
                break
        check(loaded == 10, f"ten pages in a row load ({loaded} did)")
        check_preview_fits(driver, address)
        check_client_menu(driver, address)
        check_text_menu(driver, address)
        check_error_overlay(driver, address, content)
        check_switches_cover_nothing(driver, address)
        driver.get(address + "/")
        hide = driver.find_elements(By.CSS_SELECTOR, "#spots-site-preview-link button")
        check(len(hide) == 1 and hide[0].get_attribute("aria-label") == "Hide the device preview link", "it has a labelled hide button")
        if hide:
            hide[0].click()
            check(not driver.find_elements(By.ID, "spots-site-preview-link"), "the hide button removes it")
            driver.refresh()
            check(not driver.find_elements(By.ID, "spots-site-preview-link"), "it stays hidden after a reload in this tab")
    finally:
        driver.quit()
        server.terminate()
        server.wait(10)
    output = work / "Output"
    # Quietly: the copy's versions make the build warn of every kind the catalog says came later.
    built = subprocess.run([binary, "build", "-q", "--content", str(content), "--output", str(output)], cwd=work, capture_output=True, text=True)
    if built.returncode != 0:
        sys.exit("check-serve-browser: the build failed:\n" + built.stdout + built.stderr)
    traces = [str(p) for p in output.rglob("*") if p.is_file() and b"__preview" in p.read_bytes()]
    check(traces == [], "the built site has no trace of it" + (f": {traces[:3]}" if traces else ""))
    shutil.rmtree(work, ignore_errors=True)
    print("check-serve-browser: " + ("OK" if not failures else f"FAIL ({len(failures)})"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
