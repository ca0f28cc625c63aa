#!/usr/bin/env python3
"""What a screenshot shows, checked on every page at phone (390 px) and desktop (1280 px) width
in headless Chromium: the page does not scroll sideways, no text runs off the screen or out of its
box (carousels and the app's map scroll inside themselves), no text is smaller than 12 px, and every image keeps its aspect ratio (an image drawn with
object-fit: cover or contain keeps it by construction; any other must be drawn at its own ratio).
And the page is the screen the app shows: no data rows in a card, colours drawn as authored,
carousel cards at most a phone page (600 px) wide at 1280 px, no image or component without a
box (the checker's browser loads no image from outside the machine, so this is the case of a
picture that cannot load) and no broken-image glyph in place of a picture, and a card that leads somewhere (a list row, a grid or carousel card)
ends with a chevron, one that leads nowhere without; a page of errors wraps its messages.
spots-site's addition to the shared checkers; it reuses check-a11y.py's server and browser.

    check-layout.py OUT_DIR
"""
import argparse, importlib.util, sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("check_a11y", Path(__file__).with_name("check-a11y.py"))
check_a11y = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_a11y)

MEASURE = """
const problems = [];
const root = document.documentElement;
if (root.scrollWidth > root.clientWidth + 1)
  problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
// Text that runs off the screen, also where a container clips it (carousels and the app's map
// scroll on purpose).
const offscreen = new Set();
for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, dt, dd, figcaption, a')) {
  if (el.closest('.carousel-track, .flow-map, pre, .skip-link') || !el.textContent.trim()) continue;
  const box = el.getBoundingClientRect();
  if (box.width && (box.right > root.clientWidth + 1 || box.left < -1))
    offscreen.add(`${el.tagName.toLowerCase()}.${el.className} (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
}
for (const o of offscreen) problems.push(`text runs off the screen: ${o}`);
// Text wider than its own box (a long word that does not wrap), also inside the screen.
const spill = new Set();
for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, dt, dd, figcaption')) {
  if (el.closest('.carousel-track, pre') || !el.textContent.trim() || getComputedStyle(el).overflowX !== 'visible') continue;
  if (el.scrollWidth > el.clientWidth + 1)
    spill.add(`${el.tagName.toLowerCase()}.${el.className} (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
}
for (const o of spill) problems.push(`text is wider than its box: ${o}`);
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const small = new Set();
while (walker.nextNode()) {
  const node = walker.currentNode, parent = node.parentElement;
  if (!node.textContent.trim() || !parent || parent.closest('.skip-link')) continue;
  const style = getComputedStyle(parent);
  if (style.display === 'none' || style.visibility === 'hidden') continue;
  if (parseFloat(style.fontSize) < 12) small.add(`${parent.tagName.toLowerCase()}.${parent.className} (${style.fontSize})`);
}
for (const s of small) problems.push(`text smaller than 12px: ${s}`);
for (const img of document.images) {
  if (!img.complete || !img.naturalWidth || !img.naturalHeight) continue;
  const box = img.getBoundingClientRect();
  if (box.width < 2 || box.height < 2) continue;
  const fit = getComputedStyle(img).objectFit;
  if (fit === 'cover' || fit === 'contain' || fit === 'scale-down') continue;
  const drawn = box.width / box.height, natural = img.naturalWidth / img.naturalHeight;
  if (Math.abs(drawn / natural - 1) > 0.02)
    problems.push(`an image is stretched: ${img.getAttribute('src')} drawn at ${drawn.toFixed(2)}:1, is ${natural.toFixed(2)}:1`);
}
// What the app shows: no data rows in a card (they are the inspect panel's), colours drawn as
// authored, carousel cards no wider than a phone page on a wide window, and no image or
// component collapsed to nothing when a picture cannot load.
for (const dl of document.querySelectorAll('.item dl.details, .component-fallback > dl.details'))
  if (!dl.closest('.spots-inspect')) problems.push(`a card shows data rows: ${dl.parentElement.className}`);
const rgb = hex => { const n = parseInt(hex.slice(1), 16); return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`; };
if (!matchMedia('(prefers-contrast: more)').matches) {
  for (const el of document.querySelectorAll('.item[style*="--item-foreground"]')) {
    const [fg, bg] = ['--item-foreground', '--item-background'].map(v => el.style.getPropertyValue(v).trim());
    const style = getComputedStyle(el);
    if (/^#[0-9a-f]{6}$/.test(fg) && style.color !== rgb(fg)) problems.push(`an item's text colour ${fg} is drawn as ${style.color}`);
    if (/^#[0-9a-f]{6}$/.test(bg) && style.backgroundColor !== rgb(bg)) problems.push(`an item's background ${bg} is drawn as ${style.backgroundColor}`);
  }
}
if (root.clientWidth >= 1000) {
  for (const cell of document.querySelectorAll('.carousel-items > .item-cell')) {
    const width = cell.getBoundingClientRect().width;
    if (width > 601) problems.push(`a carousel card is ${Math.round(width)} px wide, more than a phone page's 600 px`);
  }
}
for (const el of document.querySelectorAll('main img, main .component')) {
  if (el.closest('details:not([open])') || getComputedStyle(el).display === 'none') continue;
  const box = el.getBoundingClientRect();
  if (box.width < 1 || box.height < 1)
    problems.push(`${el.tagName === 'IMG' ? 'an image (' + el.getAttribute('src') + ')' : 'a component (' + el.className + ')'} has no box: ${Math.round(box.width)} × ${Math.round(box.height)} px`);
}
// A card that leads somewhere says so: linked cards in lists, grids and carousels end with a
// chevron (the ::after of the card), and those that lead nowhere have none.
for (const item of document.querySelectorAll('.component-list .item, .component-grid .item, .carousel-track .item')) {
  const linked = !!item.querySelector(':scope > .item-body > .item-title a');
  const marked = getComputedStyle(item, '::after').content !== 'none';
  if (linked !== marked) problems.push(`a card that ${linked ? 'leads somewhere has no' : 'leads nowhere has a'} chevron: ${item.className}`);
}
// A picture that cannot load shows the blank picture and its text alternative (the image's
// ::after, which the browser draws only then), not the browser's broken-image glyph.
for (const img of document.querySelectorAll('main img')) {
  if (!img.complete || img.naturalWidth || img.closest('details:not([open])') || getComputedStyle(img).display === 'none') continue;
  if (getComputedStyle(img, '::after').content === 'none')
    problems.push(`an image that cannot load shows the browser's broken-image glyph: ${img.className} (${img.getAttribute('src')})`);
}
// A card that is only its picture has no empty body under it.
for (const body of document.querySelectorAll('.item-body'))
  if (!body.children.length && getComputedStyle(body).display !== 'none' && !body.closest('.spots-inspect'))
    problems.push(`a card has an empty body: ${body.parentElement.className}`);
// A page of errors (`build --keep-going`) wraps its messages: what is wrong is read without
// scrolling sideways, on a phone too.
for (const box of document.querySelectorAll('.build-errors'))
  if (box.scrollWidth > box.clientWidth + 1)
    problems.push(`the errors scroll sideways: ${box.scrollWidth} px of text in ${box.clientWidth} px`);
return problems;
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir")
    a = ap.parse_args()
    root = Path(a.out_dir).resolve()
    pages = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))
    if not pages:
        sys.exit(f"check-layout: FAIL no .html files in {root}")
    port = check_a11y.free_port()
    server, driver, failures = check_a11y.start_server(root, port), None, 0
    try:
        driver = check_a11y.chrome()
        for width, height in ((390, 844), (1280, 900)):
            driver.set_window_size(width, height)
            for page in pages:
                driver.get(f"http://127.0.0.1:{port}/{page}")
                driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(i => i.loading = 'eager')")
                driver.execute_async_script(
                    "const done = arguments[0]; Promise.all([...document.images].map(i => i.decode().catch(() => 0))).then(() => done())")
                for problem in driver.execute_script(MEASURE):
                    failures += 1
                    print(f"  {page} at {width} px: {problem}")
    finally:
        if driver:
            driver.quit()
        server.terminate()
    print(f"check-layout: {'FAIL' if failures else 'OK'} {len(pages)} pages at 390 and 1280 px, {failures} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
