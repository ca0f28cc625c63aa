"use strict";
/* spots-site layout audit. Inject, then `await spotsAudit({ dir, level, minText, minTarget })`
   → JSON string { width, scrollWidth, findings: [{ rule, source, component, part, text, rect, measured }] }.
   Rules: overflow, sideways, small-text, small-target, overlap, stretched, contrast. */
window.spotsAudit = async function (options) {
  const o = Object.assign({ dir: null, level: "AA", minText: 12, minTarget: 24 }, options || {});
  const de = document.documentElement, body = document.body;

  // Direction: remember the page's own dir on the first call (survives re-injection).
  if (!("__spotsAuditDir" in window)) window.__spotsAuditDir = de.getAttribute("dir");
  const want = o.dir === "rtl" ? "rtl" : window.__spotsAuditDir;
  if (want == null) de.removeAttribute("dir"); else de.setAttribute("dir", want);

  // Settle: eager images (3 s cap), fonts, layout.
  const imgs = [...document.images];
  let timer;
  for (const im of imgs) if (im.loading === "lazy") im.loading = "eager";
  await Promise.race([
    Promise.all(imgs.filter((im) => !im.complete).map((im) => new Promise((ok) => {
      im.addEventListener("load", ok, { once: true }); im.addEventListener("error", ok, { once: true });
    }))),
    new Promise((ok) => (timer = setTimeout(ok, 3000))),
  ]);
  clearTimeout(timer);
  // Fonts once a page: asking again makes the browser bring its whole style up to date first.
  if (document.fonts && !window.__spotsAuditFonts) { await document.fonts.ready; window.__spotsAuditFonts = true; }
  void de.offsetWidth;

  const W = innerWidth, SX = scrollX, SY = scrollY;
  const TARGETS = 'a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[tabindex]:not([tabindex="-1"])';
  const RULES = ["overflow", "sideways", "small-text", "small-target", "overlap", "stretched", "contrast"];

  // A colour scheme changes no box. When every box is where the last call found it (the same width,
  // direction and geometry), the last call's layout findings stand and only colours are measured again.
  let geometry = Math.imul(W, 31) + de.scrollWidth;
  const sources = [];
  // Each box, what it holds (clipped content changes its scroll size, not its box) and each image's source.
  for (const el of body.getElementsByTagName("*")) {
    const r = el.getBoundingClientRect();
    geometry = (Math.imul(geometry, 31) + Math.round(r.left * 8) + Math.imul(Math.round(r.top * 8), 7)
      + Math.imul(Math.round(r.width * 8), 13) + Math.imul(Math.round(r.height * 8), 17)
      + Math.imul(el.scrollWidth, 19) + Math.imul(el.scrollHeight, 23)) | 0;
    if (el.tagName === "IMG") sources.push(el.currentSrc);
  }
  geometry += ":" + (de.getAttribute("dir") || "") + ":" + body.getElementsByTagName("*").length + ":" + sources.join(" ");
  const last = window.__spotsAuditLast, kept = last && last.geometry === geometry ? last : null;

  // Caches: one getComputedStyle per element.
  const styles = new Map(), vis = new Map(), vh = new Map();
  const cs = (el) => { let s = styles.get(el); if (!s) styles.set(el, (s = getComputedStyle(el))); return s; };
  const clips = (v) => v !== "visible";                       // overflow on an axis clips/scrolls
  const rectOf = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const union = (a, b) => (!a ? rectOf(b) : { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });
  const inter = (a, b) => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
  const nonzero = (r) => r.right - r.left > 0 && r.bottom - r.top > 0;
  const boxes = (el) => [...el.getClientRects()].filter(nonzero);

  // Rendered and visible: not display none, visibility hidden, opacity 0, [hidden], [inert].
  function shown(el) {
    let v = vis.get(el);
    if (v !== undefined) return v;
    if (cs(el).display === "contents") v = !!el.parentElement && shown(el.parentElement) && cs(el).visibility === "visible";
    else v = el.checkVisibility ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true, checkVisibilityCSS: true, checkOpacity: true })
      : el.getClientRects().length > 0;
    if (v && el.closest("[inert],[hidden]")) v = false;
    vis.set(el, v);
    return v;
  }
  // Visually hidden (.visually-hidden / sr-only clip pattern) on the element or an ancestor.
  function vhidden(el) {
    if (!el || el === de) return false;
    let v = vh.get(el);
    if (v !== undefined) return v;
    const s = cs(el);
    v = s.clipPath === "inset(50%)";
    if (!v && /absolute|fixed/.test(s.position) && s.clip.startsWith("rect")) {
      const n = s.clip.match(/-?[\d.]+/g).map(Number);            // top right bottom left
      v = (n[1] - n[3]) * (n[2] - n[0]) <= 1;
    }
    if (!v && clips(s.overflowX) && clips(s.overflowY)) { const r = el.getBoundingClientRect(); v = r.width <= 1 && r.height <= 1; }
    vh.set(el, (v = v || vhidden(el.parentElement)));
    return v;
  }
  // Box clipped by every ancestor whose overflow is not visible (per axis); with inner, only up to the
  // nearest scroll container (what can be scrolled into view).
  function clipped(el, r, inner) {
    r = rectOf(r);
    for (let a = el.parentElement; a && a !== de; a = a.parentElement) {
      const s = cs(a);
      if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
      if (inner && /auto|scroll/.test(s.overflowX + s.overflowY)) break;
      const c = a.getBoundingClientRect();
      if (clips(s.overflowX)) { r.left = Math.max(r.left, c.left); r.right = Math.min(r.right, c.right); }
      if (clips(s.overflowY)) { r.top = Math.max(r.top, c.top); r.bottom = Math.min(r.bottom, c.bottom); }
    }
    return r;
  }

  // Colours: rgb()/rgba()/color(srgb …) parsed; anything else painted into a 1×1 canvas.
  const colors = new Map();
  let ctx = null;
  function color(str) {
    let c = colors.get(str), m;
    if (c) return c;
    if ((m = /^rgba?\(([^)]*)\)$/.exec(str))) { const p = m[1].split(/[\s,/]+/).filter(Boolean).map(parseFloat); c = [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
    else if ((m = /^color\(srgb ([^)]*)\)$/.exec(str))) { const p = m[1].split(/[\s/]+/).filter(Boolean).map((x) => parseFloat(x) || 0); c = [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1]; }
    else {
      if (!ctx) { const cv = document.createElement("canvas"); cv.width = cv.height = 1; ctx = cv.getContext("2d", { willReadFrequently: true }); }
      ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = "rgba(0,0,0,0)"; ctx.fillStyle = str; ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data; c = [d[0], d[1], d[2], d[3] / 255];
    }
    c = c.map((x, i) => Math.min(i < 3 ? 255 : 1, Math.max(0, Number.isFinite(x) ? x : 0)));
    colors.set(str, c);
    return c;
  }
  const over = (t, b, a = t[3]) => [0, 1, 2].map((i) => t[i] * a + b[i] * (1 - a)).concat(1);
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const hex = (c) => "#" + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
  const darkCanvas = matchMedia("(prefers-color-scheme: dark)").matches && /dark/.test(cs(de).colorScheme);

  // Findings: one per element per rule; the larger measurement wins.
  const found = new Map(), places = new Map();
  // Which of its tag `el` is in `holder`: each holder's list indexed once (an indexOf a finding was
  // quadratic in a holder of thousands of links).
  function nthIn(holder, el) {
    const key = el.tagName;
    let byTag = places.get(holder);
    if (!byTag) places.set(holder, (byTag = new Map()));
    let index = byTag.get(key);
    if (!index) { index = new Map(); [...holder.getElementsByTagName(key)].forEach((e, i) => index.set(e, i)); byTag.set(key, index); }
    return index.has(el) ? index.get(el) : -1;
  }
  function add(el, rule, measured, box) {
    const m = found.get(rule) || found.set(rule, new Map()).get(rule), prev = m.get(el);
    if (prev) { if ((measured.px || 0) > (prev.measured.px || 0)) prev.measured = measured; return; }
    let r = el.getBoundingClientRect();
    if (!nonzero(r) && box) r = { left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top };
    m.set(el, { rule, source: el.closest("[data-spots-source]")?.getAttribute("data-spots-source") ?? null,
      component: el.closest("section.component")?.id || null, part: part(el), tag: el.tagName.toLowerCase(),
      // Characters, not UTF-16 units: half an emoji is not JSON another program reads.
      text: el.tagName === "IMG" || el === de ? "" : Array.from((el.textContent || "").replace(/\s+/g, " ").trim()).slice(0, 40).join(""),
      // Which of its kind of element in its item (or component) it is: the same element in every context.
      nth: nthIn(el.closest("[data-spots-source]") || el.closest("section.component") || body, el),
      rect: { x: Math.round(r.left + SX), y: Math.round(r.top + SY), width: Math.round(r.width), height: Math.round(r.height) },
      measured, el });
  }
  const PARTS = [["item-title", "title"], ["item-subtitle", "subtitle"], ["item-text", "text"], ["detail", "meta"],
    ["details", "meta"], ["item-meta", "meta"], ["item-image", "image"], ["badge", "badge"], ["stat-value", "title"],
    ["stat-label", "subtitle"], ["photo-caption", "title"], ["photo-subtitle", "subtitle"], ["component-title", "title"]];
  function part(el) {
    let p = null;
    for (let a = el; a && a !== body && !p; a = a.parentElement) for (const [c, n] of PARTS) if (a.classList.contains(c)) { p = n; break; }
    p = p || (el.tagName === "IMG" ? "image" : el.matches(TARGETS) || el.closest("a[href],button,summary,[role=button]") ? "link" : el.tagName.toLowerCase());
    return el.closest("header.site-header,nav,footer.site-footer") && !el.closest("main") ? "frame:" + p : p;
  }

  // Visible text nodes, grouped by parent element.
  let texts = new Map(), hasText = new Set();
  const range = document.createRange(), walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  if (kept) ({ texts, hasText } = kept);
  else for (let n; (n = walker.nextNode());) {
    const el = n.parentElement;
    if (!el || !/\S/.test(n.data) || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(el.tagName)) continue;
    if (!shown(el) || vhidden(el) || el.closest('[aria-hidden="true"]')) continue;
    range.selectNodeContents(n);
    const r = boxes(range).reduce(union, null);
    if (!r) continue;
    texts.set(el, union(texts.get(el), r));
    for (let a = el; a && !hasText.has(a); a = a.parentElement) hasText.add(a);
  }

  const all = body.getElementsByTagName("*");
  const SW = de.scrollWidth, rtl = cs(de).direction === "rtl";
  if (!kept) {
  // 1a. overflow: text spilling past its card's inline edges or bottom (clipping ancestors inside the card first).
  for (const [el, tr] of texts) {
    const card = el.closest(".item,[data-spots-source]");
    if (!card) continue;
    const r = rectOf(tr);
    for (let a = el; a && a !== card; a = a.parentElement) {
      const sa = cs(a), c = sa.overflowX !== "visible" || sa.overflowY !== "visible" ? a.getBoundingClientRect() : null;
      if (c && clips(sa.overflowX)) { r.left = Math.max(r.left, c.left); r.right = Math.min(r.right, c.right); }
      if (c && clips(sa.overflowY)) { r.top = Math.max(r.top, c.top); r.bottom = Math.min(r.bottom, c.bottom); }
    }
    const c = card.getBoundingClientRect(), s = cs(card);   // a clipping card is rule 1b's business
    if (!nonzero(r) || !nonzero(c)) continue;
    const ex = Math.max(clips(s.overflowX) ? 0 : Math.max(c.left - r.left, r.right - c.right), clips(s.overflowY) ? 0 : r.bottom - c.bottom);
    if (ex > 1) add(el, "overflow", { px: Math.round(ex) }, tr);
  }

  // Outermost boxes (or text runs) under root that cross an edge: excess(rect) > 1. Boxes that clip or scroll
  // sideways are not entered (their own content is their own business); fixed boxes never overflow.
  function beyond(root, excess, report) {
    for (const ch of root.childNodes) {
      if (ch.nodeType === 3) {
        if (!/\S/.test(ch.data) || !shown(root)) continue;
        range.selectNodeContents(ch);
        const r = range.getBoundingClientRect(), ex = excess(r);
        if (nonzero(r) && ex > 1) report(root, ex, r);
      } else if (ch.nodeType === 1) {
        const s = cs(ch);
        if (s.display === "none" || s.position === "fixed") continue;
        const r = ch.getBoundingClientRect(), ex = excess(r);
        if (nonzero(r) && ex > 1) report(ch, ex);
        else if (s.display === "contents" || (!clips(s.overflowX) && !clips(s.overflowY))) beyond(ch, excess, report);
      }
    }
  }

  // 1b. overflow: boxes that clip (overflow hidden/clip, text-overflow ellipsis) and hide text. Reported on what is
  // cut off (the outermost box or text crossing the clip edge, with text), else on the clipping box itself.
  for (const el of all) {
    if (!hasText.has(el)) continue;
    const s = cs(el), cx = /hidden|clip/.test(s.overflowX) || s.textOverflow === "ellipsis", cy = /hidden|clip/.test(s.overflowY);
    if (!(cx || cy) || !shown(el) || vhidden(el)) continue;
    const ex = Math.max(cx ? el.scrollWidth - el.clientWidth : 0, cy ? el.scrollHeight - el.clientHeight : 0);
    if (ex <= 1) continue;
    const b = el.getBoundingClientRect(), L = b.left + el.clientLeft, T = b.top + el.clientTop, R = L + el.clientWidth, B = T + el.clientHeight;
    const edge = (r) => Math.max(cx ? Math.max(L - r.left, r.right - R) : 0, cy ? Math.max(T - r.top, r.bottom - B) : 0);
    let n = 0;
    beyond(el, edge, (c, x, tr) => {
      if (!tr && !hasText.has(c)) return;
      for (;;) {   // narrow a wrapper down to its only crossing child (an item body to its title)
        const kids = [...c.children].filter((k) => { const r = k.getBoundingClientRect(); return nonzero(r) && edge(r) > 1; });
        if (tr || kids.length !== 1 || [...c.childNodes].some((t) => t.nodeType === 3 && /\S/.test(t.data))) break;
        c = kids[0];
      }
      add(c, "overflow", { px: Math.round(x), clipped: true }, tr); n++;
    });
    if (!n) add(el, "overflow", { px: Math.round(ex), clipped: true });
  }

  // 2. sideways: the outermost boxes (or text) past the scrollable inline side of the viewport.
  if (SW > W + 1) {
    beyond(body, (r) => (rtl ? -r.left : r.right - W), (c, x, tr) => add(c, "sideways", { px: Math.round(x) }, tr));
    // Boxes that escape a box that clips, into the page (absolutely placed, their containing block outside it).
    if (!found.get("sideways")) {
      const past = (el) => { const r = el.getBoundingClientRect(); return nonzero(r) && (rtl ? -r.left : r.right - W) > 1 && cs(el).position !== "fixed"; };
      // Clipped by a box only if it is in flow there, or placed against something inside it.
      const escapes = (el) => {
        for (let a = el.parentElement; a && a !== body; a = a.parentElement) {
          if (!clips(cs(a).overflowX)) continue;
          const cb = el.offsetParent;
          if (cs(el).position !== "absolute" || (cb && cb !== body && a.contains(cb))) return false;
        }
        return true;
      };
      const crossing = [...all].filter((el) => past(el) && escapes(el)), crosses = new Set(crossing);
      const inside = (el) => { for (let a = el.parentElement; a; a = a.parentElement) if (crosses.has(a)) return true; return false; };
      for (const el of crossing) if (!inside(el)) {
        const r = el.getBoundingClientRect();
        add(el, "sideways", { px: Math.round(rtl ? -r.left : r.right - W) });
      }
    }
    if (!found.get("sideways")) add(de, "sideways", { px: SW - W });
  }
  }   // rules 1 and 2: only when the geometry changed

  // 3. small-text and 7. contrast, per element with visible direct text.
  // What is under an element: its background composited over its ancestors' down to the nearest
  // opaque one (or the canvas), that one, the nearest that paints a background at all (whose rule
  // the tool names), whether a background image is on the way, and the opacity.
  const unders = new Map(), canvas = { bg: darkCanvas ? [18, 18, 18, 1] : [255, 255, 255, 1], base: null, paint: null, image: false, alpha: 1 };
  function under(el) {
    let u = unders.get(el);
    if (u) return u;
    const s = cs(el), up = () => (el.parentElement ? under(el.parentElement) : canvas);
    if (s.display === "contents") u = up();
    else {
      const b = color(s.backgroundColor), image = s.backgroundImage !== "none";
      if (b[3] >= 0.999) u = { bg: b, base: el, paint: el, image, alpha: 1 };
      else {
        const p = up();
        u = { bg: b[3] > 0 ? over(b, p.bg) : p.bg, base: p.base, paint: b[3] > 0 ? el : p.paint, image: image || p.image, alpha: parseFloat(s.opacity) * p.alpha };
      }
    }
    unders.set(el, u);
    return u;
  }
  const media = [...document.querySelectorAll("img,video,canvas")].filter((m) => shown(m)).map((m) => [m, m.getBoundingClientRect()]);
  const big = o.level === "AAA" ? 4.5 : 3, small = o.level === "AAA" ? 7 : 4.5;
  for (const [el, tr] of texts) {
    const s = cs(el), size = parseFloat(s.fontSize);
    if (!kept && size < o.minText) add(el, "small-text", { size: Math.round(size * 100) / 100 }, tr);
    if (el instanceof SVGElement) continue;   // SVG text paints with fill over shapes: not measured
    const { bg, base, paint, alpha, image: behind } = under(el);
    let image = behind;
    const cx = (tr.left + tr.right) / 2, cy = (tr.top + tr.bottom) / 2;
    for (const [m, mr] of media) {   // an image under the text, not covered by the opaque background
      if (!image && cx >= mr.left && cx <= mr.right && cy >= mr.top && cy <= mr.bottom && (!base || base.contains(m)) && !m.contains(el)) image = true;
    }
    if (image || el.closest(":disabled,[aria-disabled=true]")) continue;   // over-image: not measurable; inactive: exempt
    const fgc = color(s.color), fg = over(fgc, bg, fgc[3] * alpha);
    const L1 = lum(fg), L2 = lum(bg), ratio = (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
    const weight = parseFloat(s.fontWeight) || 400, needs = size >= 24 || (size >= 18.66 && weight >= 700) ? big : small;
    // Whose colours: the screen's (a style attribute its template writes from meta, on the element
    // or around it), or the stylesheet's (the theme's or a template's CSS).
    const authored = !!el.closest('[style*="color"],[style*="background"],[style*="-foreground"]');
    if (ratio < needs) {
      add(el, "contrast", { ratio: Math.floor(ratio * 100) / 100, needs, color: hex(fg), background: hex(bg), authored }, tr);
      found.get("contrast").get(el).base = paint;   // whose background it is: the tool asks the browser which rule set it
    }
  }

  if (!kept) {
  // 4. small-target and 5. overlap.
  const targets = [...document.querySelectorAll(TARGETS)].filter((el) => shown(el) && !vhidden(el) && cs(el).pointerEvents !== "none").map((el) => {
    const bx = boxes(el);
    let eff = bx.reduce(union, null);
    if (!eff) return null;
    for (const pe of ["::before", "::after"]) {   // an absolutely positioned pseudo (a card-covering link) enlarges the target
      const p = getComputedStyle(el, pe), cb = el.offsetParent;
      if (p.content === "none" || p.content === "normal" || p.position !== "absolute" || !cb) continue;
      const c = cb.getBoundingClientRect(), cc = cs(cb), n = [p.top, p.right, p.bottom, p.left].map(parseFloat);
      if (n.some(isNaN)) continue;
      eff = union(eff, { left: c.left + parseFloat(cc.borderLeftWidth) + n[3], top: c.top + parseFloat(cc.borderTopWidth) + n[0],
        right: c.right - parseFloat(cc.borderRightWidth) - n[1], bottom: c.bottom - parseFloat(cc.borderBottomWidth) - n[2] });
    }
    for (const l of el.labels || []) for (const b of boxes(l)) eff = union(eff, b);   // a label clicks its control
    const w = eff.right - eff.left, h = eff.bottom - eff.top;
    // A focusable scroll region (a carousel track) is no pointer target: it neither overlaps nor crowds others.
    const region = !el.matches('a[href],button,input,select,textarea,summary,[role=button]') && /auto|scroll/.test(cs(el).overflowX + cs(el).overflowY);
    let sc = el.parentElement;
    while (sc && sc !== de && !/auto|scroll/.test(cs(sc).overflowX + cs(sc).overflowY)) sc = sc.parentElement;
    const cut = (inner) => ({ bx: bx.map((b) => clipped(el, b, inner)).filter(nonzero), box: clipped(el, eff, inner) });
    return { el, region, sc, raw: cut(true), vis: cut(false), w, h, under: w < o.minTarget || h < o.minTarget,
      c: [(eff.left + eff.right) / 2, (eff.top + eff.bottom) / 2] };
  }).filter(Boolean);
  const related = (a, b) => a.el.contains(b.el) || b.el.contains(a.el);
  const geo = (t, u) => (t.sc !== de && t.sc === u.sc ? u.raw : u.vis);   // in one scroller: as if scrolled into view
  const textBlocks = new Map();            // whether a block has text of its own: once a block, not once a target in it
  const inlineInText = (el) => {          // WCAG 2.5.8 inline exception
    if (cs(el).display !== "inline") return false;
    let b = el.parentElement;
    while (b && b !== body && /^(inline|contents)$/.test(cs(b).display)) b = b.parentElement;
    if (!b) return false;
    if (textBlocks.has(b)) return textBlocks.get(b);
    let has = false;
    const tw = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n; !has && (n = tw.nextNode());) if (/\S/.test(n.data) && !b.contains(n.parentElement.closest(TARGETS))) has = true;
    textBlocks.set(b, has);
    return has;
  };
  const R = o.minTarget / 2;
  // Targets near a place, through a grid of CELL px squares: each target in the squares its box
  // covers (its box as if scrolled into view holds every box of it the rules look at), and each
  // small one's centre. Comparing every target with every other was quadratic: 18,000 links on one
  // page were not measured in a minute. A box over WIDE squares (a link over the whole page) is
  // compared with every target.
  const CELL = Math.max(64, 4 * R), WIDE = 256, grid = new Map(), centres = new Map(), wide = [];
  const span = (b, pad) => [Math.floor((b.left - pad) / CELL), Math.floor((b.right + pad) / CELL),
    Math.floor((b.top - pad) / CELL), Math.floor((b.bottom + pad) / CELL)];
  const put = (map, x, y, t) => { const k = x + "," + y; const l = map.get(k); if (l) l.push(t); else map.set(k, [t]); };
  targets.forEach((t, i) => {
    t.i = i;
    if (t.under) put(centres, Math.floor(t.c[0] / CELL), Math.floor(t.c[1] / CELL), t);
    if (!nonzero(t.raw.box)) return;
    const [x0, x1, y0, y1] = span(t.raw.box, 0);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > WIDE) { wide.push(t); return; }
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) put(grid, x, y, t);
  });
  let stamp = 0;
  // Each target whose box may come within pad of b (and with small, each small one whose centre may), once.
  function near(b, pad, small) {
    const out = [], seen = ++stamp, take = (u) => { if (u.seen !== seen) { u.seen = seen; out.push(u); } };
    const [x0, x1, y0, y1] = span(b, pad);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > WIDE) return targets;
    wide.forEach(take);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) {
      (grid.get(x + "," + y) || []).forEach(take);
      if (small) (centres.get(x + "," + y) || []).forEach(take);
    }
    return out;
  }
  for (const t of targets) {
    if (!t.under || inlineInText(t.el)) continue;
    const at = { left: t.c[0], right: t.c[0], top: t.c[1], bottom: t.c[1] };
    const crowded = near(at, 2 * R, true).some((u) => { const g = geo(t, u).box; return u !== t && !u.region && !related(t, u) && nonzero(g) && (
      Math.hypot(Math.max(g.left - t.c[0], 0, t.c[0] - g.right), Math.max(g.top - t.c[1], 0, t.c[1] - g.bottom)) < R ||
      (u.under && Math.hypot(u.c[0] - t.c[0], u.c[1] - t.c[1]) < 2 * R)); });
    if (crowded) add(t.el, "small-target", { width: Math.round(t.w), height: Math.round(t.h) });
  }
  // overlap: own boxes (line boxes for inline links), clipped to what shows; px = the smaller side of the intersection.
  for (const a of targets) for (const b of nonzero(a.raw.box) ? near(a.raw.box, 0, false) : []) {
    if (b.i <= a.i || a.region || b.region || related(a, b)) continue;
    let best = 0;
    for (const p of geo(b, a).bx) for (const q of geo(a, b).bx) { const x = inter(p, q); best = Math.max(best, Math.min(x.right - x.left, x.bottom - x.top)); }
    if (best > 1) add(a.el.compareDocumentPosition(b.el) & 4 ? b.el : a.el, "overlap", { px: Math.round(best) });
  }

  // 6. stretched: object-fit fill images whose box ratio differs from the natural one by more than 3 %.
  for (const [im] of media) {
    if (im.tagName !== "IMG" || cs(im).objectFit !== "fill" || !im.naturalWidth || !im.naturalHeight) continue;
    const s = cs(im), r = im.getBoundingClientRect(), px = (...k) => k.reduce((t, p) => t + parseFloat(s[p]), 0);
    const w = r.width - px("borderLeftWidth", "borderRightWidth", "paddingLeft", "paddingRight"), h = r.height - px("borderTopWidth", "borderBottomWidth", "paddingTop", "paddingBottom");
    if (w > 0 && h > 0 && Math.abs((w / h) / (im.naturalWidth / im.naturalHeight) - 1) > 0.03)
      add(im, "stretched", { natural: im.naturalWidth + "×" + im.naturalHeight, shown: Math.round(w) + "×" + Math.round(h) });
  }
  }   // rules 4 to 6: only when the geometry changed
  if (kept) for (const [rule, m] of kept.found) found.set(rule, new Map(m));
  else window.__spotsAuditLast = { geometry, texts, hasText, found: new Map([...found].filter(([rule]) => rule !== "contrast").map(([rule, m]) => [rule, new Map(m)])) };

  // Document order, then rule order.
  const list = [...found.values()].flatMap((m) => [...m.values()]);
  list.sort((a, b) => a.el === b.el ? RULES.indexOf(a.rule) - RULES.indexOf(b.rule) : a.el.compareDocumentPosition(b.el) & 4 ? -1 : 1);
  // Each finding's element (and background's), by its index, for the tool to ask the browser which CSS rules set them.
  window.__spotsAuditFound = list.map((f) => f.el);
  window.__spotsAuditBases = list.map((f) => f.base || null);
  return JSON.stringify({ width: W, scrollWidth: SW, findings: list.map(({ el, base, ...f }) => f) });
};
