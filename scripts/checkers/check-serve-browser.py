#!/usr/bin/env python3
"""The preview server's page tools, tried in headless Chromium as a user would.

    check-serve-browser.py SPOTS_SITE CONTENT_DIR

Runs `SPOTS_SITE serve --port 0 --content CONTENT_DIR` and checks, on its home page:

1. A floating "Device preview" link is shown, links to /__preview/, and can be reached with Tab.
2. axe-core finds no violation on the served page with the link on it.
3. Following it opens the device preview: three frames of the page, none with the link (it is
   for a page of its own, not for a frame).
4. Its hide button removes it, and it stays hidden when the page reloads in that tab.
5. Ten pages opened in a row all load: a page left lets go of its live-reload stream (the
   back/forward cache would otherwise hold every connection to the host after six pages).
6. `SPOTS_SITE build` of the same content writes no trace of it.
Exit status 1 if any check fails. Needs chromium, chromedriver, selenium and axe-core's JS, found
and run as check-a11y.py does.
"""
import importlib.util, re, shutil, subprocess, sys, tempfile, time
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

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


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, content = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    work = Path(tempfile.mkdtemp(prefix="spots-serve-browser."))
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
            violations = driver.execute_async_script(check_a11y.RUN_AXE)
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
    subprocess.run([binary, "build", "-q", "--content", str(content), "--output", str(output)], check=True, cwd=work)
    traces = [str(p) for p in output.rglob("*") if p.is_file() and b"__preview" in p.read_bytes()]
    check(traces == [], "the built site has no trace of it" + (f": {traces[:3]}" if traces else ""))
    shutil.rmtree(work, ignore_errors=True)
    print("check-serve-browser: " + ("OK" if not failures else f"FAIL ({len(failures)})"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
