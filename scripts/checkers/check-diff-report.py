#!/usr/bin/env python3
"""The report of `spots-site diff --report DIR --screenshots`, tried in headless Chromium from file://.

    check-diff-report.py REPORT_DIR CHANGED_SCREEN_PAGE

CHANGED_SCREEN_PAGE is a report page of a screen changed on both sides (screens/team.html). Checked:

1. Frames: the before and after pages load in their frames, fitted to their columns: at desktop
   1280 the framed page is 1280 px wide inside, and choosing phone 390 makes it 390 px.
2. Scrolled together: scrolling the before frame scrolls the after frame to the same place;
   with "scroll together" cleared it does not.
3. Screenshots: the page shows before, after and changed-pixel images for 390 and 1280 px, each
   a PNG that loads, with a share of changed pixels above 0%, and a link to itself that opens it at
   full size; and the index has a pixel column.
Exit status 1 if any check fails.
"""
import shutil, sys, time
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

failures = []


def check(condition, what):
    print(("  ok   " if condition else "  FAIL ") + what)
    if not condition:
        failures.append(what)


def wait(predicate, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        try:
            if predicate():
                return True
        except Exception:
            pass
        time.sleep(0.1)
    return False


def chrome():
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        sys.exit("check-diff-report: needs chromium and chromedriver (apt-get install chromium chromium-driver)")
    opts = webdriver.ChromeOptions()
    opts.binary_location = shutil.which("chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,600", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(options=opts, service=Service(shutil.which("chromedriver")))
    driver.set_page_load_timeout(30)
    return driver


def frame_value(driver, frame, script):
    driver.switch_to.frame(frame)
    try:
        return driver.execute_script(script)
    finally:
        driver.switch_to.default_content()


def main():
    report = Path(sys.argv[1]).resolve()
    page = report / sys.argv[2]
    driver = chrome()
    try:
        driver.get(page.as_uri())
        frames = driver.find_elements(By.CSS_SELECTOR, ".review-viewport iframe")
        check(len(frames) == 2, "two frames, before and after")
        if len(frames) != 2:
            return
        before, after = frames
        check(wait(lambda: frame_value(driver, before, "return document.readyState") == "complete"
                   and frame_value(driver, after, "return document.readyState") == "complete"), "both framed pages load")
        check(frame_value(driver, after, "return window.innerWidth") == 1280, "the framed page is 1280 px wide at desktop width")
        check(driver.execute_script("return arguments[0].getBoundingClientRect().width", after) < 700,
              "and fitted to its column (scaled down)")
        driver.find_element(By.ID, "width-390").click()
        check(wait(lambda: frame_value(driver, after, "return window.innerWidth") == 390), "phone 390 makes it 390 px wide")
        # Scroll the before page: the after page follows.
        room = min(frame_value(driver, frame, "return document.documentElement.scrollHeight - window.innerHeight") for frame in frames)
        check(room >= 40, f"the framed pages can scroll ({room} px)")
        target = min(room, 200)
        frame_value(driver, before, f"window.scrollTo(0, {target})")
        check(wait(lambda: abs(frame_value(driver, after, "return window.scrollY") - target) < 2),
              f"scrolling the before frame {target} px scrolls the after frame to the same place")
        driver.find_element(By.ID, "review-sync").click()
        frame_value(driver, before, "window.scrollTo(0, 0)")
        time.sleep(0.5)
        check(abs(frame_value(driver, after, "return window.scrollY") - target) < 2, "with 'scroll together' cleared, it stays")
        # Screenshots.
        images = driver.find_elements(By.CSS_SELECTOR, ".review-shots img")
        check(len(images) == 6, f"six screenshots (before, after, changed pixels at 390 and 1280 px): {len(images)}")
        for image in images:
            # The screenshots load lazily: each is brought into view and given time to load, as a
            # reader scrolling to it would (read at once, the last one was sometimes still loading).
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", image)
            loaded = wait(lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image))
            check(loaded, f"{image.get_attribute('alt')}: the image loads")
        ratios = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "#review-shots ~ h3, .review-section h3")]
        check(len(ratios) == 2 and all("0% of pixels" not in r.split(" · ")[1][:3] for r in ratios) and all("of pixels changed" in r for r in ratios),
              f"each width says how many pixels changed: {ratios}")
        # Each opens at full size: a link to its own PNG, as wide as the window it was taken in.
        links = driver.find_elements(By.CSS_SELECTOR, ".review-shots a")
        check(len(links) == 6 and all(link.find_element(By.TAG_NAME, "img").get_attribute("src") == link.get_attribute("href") for link in links),
              f"each screenshot is a link to its own PNG: {len(links)}")
        wide = [link.get_attribute("href") for link in links if "-1280-after" in link.get_attribute("href")]
        if wide:
            driver.get(wide[0])
            width = driver.execute_script("const image = document.images[0]; return image && image.naturalWidth")
            check(width == 1280, f"the 1280 px screenshot opens at its full width: {width}")
        driver.get((report / "index.html").as_uri())
        check("Pixels changed" in driver.find_element(By.TAG_NAME, "table").text, "the index has a column of changed pixels")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
    print("check-diff-report: " + ("FAIL" if failures else "OK"))
    sys.exit(1 if failures else 0)
