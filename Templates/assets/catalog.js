// The design catalog's pages: the search box, and the switches that show an example in a frame
// of a chosen width, theme and direction. Written by spots-site; without it the pages show every
// example as it renders, and the search box stays hidden.
(function () {
  "use strict";

  // Search ------------------------------------------------------------------
  // The index is a script (catalog/search.js), loaded when the box is first used: a page opened
  // from file:// can load a script where it could not fetch JSON.
  function setUpSearch(form) {
    var input = form.querySelector("input[type=search]");
    var results = form.querySelector(".catalog-search-results");
    var status = form.querySelector(".catalog-search-status");
    var root = form.getAttribute("data-root");
    var requested = false;
    var shown = 20;
    form.hidden = false;

    function load() {
      if (requested) return;
      requested = true;
      var script = document.createElement("script");
      script.src = form.getAttribute("data-index");
      script.onload = update;
      script.onerror = function () { status.textContent = "The search index could not be loaded."; };
      document.head.appendChild(script);
    }

    // The index holds [title, type, href, detail], or for an item [title, its screen's entry, id].
    var entries = null;
    function read() {
      var list = window.spotsCatalogSearch || [];
      return list.map(function (row) {
        if (typeof row[1] !== "number") return { title: row[0], type: row[1], href: row[2], detail: row[3] };
        var screen = list[row[1]];
        return { title: row[0], type: "item", href: screen[2] + (row[2] ? "#" + row[2] : ""), detail: "on " + screen[0] };
      });
    }

    function matches(query) {
      var words = query.toLowerCase().split(/\s+/).filter(Boolean);
      var found = [];
      entries = entries || read();
      entries.forEach(function (entry, index) {
        var text = (entry.title + " " + entry.type + " " + entry.detail).toLowerCase();
        if (!words.every(function (word) { return text.indexOf(word) >= 0; })) return;
        var title = entry.title.toLowerCase();
        // Titles that are the query, then those that start with it, then the rest, each in index order.
        var rank = title === query.toLowerCase() ? 0 : title.indexOf(words[0]) === 0 ? 1 : 2;
        found.push({ entry: entry, rank: rank, index: index });
      });
      return found.sort(function (a, b) { return a.rank - b.rank || a.index - b.index; });
    }

    function update() {
      var query = input.value.trim();
      results.textContent = "";
      if (!query) { status.textContent = ""; return; }
      if (!window.spotsCatalogSearch) { status.textContent = "Loading the search index…"; return; }
      var found = matches(query);
      found.slice(0, shown).forEach(function (match) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = root + match.entry.href;
        link.textContent = match.entry.title;
        var detail = document.createElement("span");
        detail.className = "catalog-search-detail";
        detail.textContent = " " + match.entry.type + " · " + match.entry.detail;
        item.appendChild(link);
        item.appendChild(detail);
        results.appendChild(item);
      });
      status.textContent = found.length === 0 ? "Nothing found for “" + query + "”."
        : found.length > shown ? found.length + " found; the first " + shown + " are shown."
        : found.length === 1 ? "1 found." : found.length + " found.";
    }

    function links() { return Array.prototype.slice.call(results.querySelectorAll("a")); }

    input.addEventListener("focus", load);
    input.addEventListener("input", function () { load(); update(); });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = links()[0];
      if (first) first.click();
    });
    // Arrow keys move between the box and the results; Escape clears the box.
    form.addEventListener("keydown", function (event) {
      var all = links();
      var at = all.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && all.length) {
        event.preventDefault();
        all[Math.min(at + 1, all.length - 1)].focus();
      } else if (event.key === "ArrowUp" && at >= 0) {
        event.preventDefault();
        if (at === 0) input.focus(); else all[at - 1].focus();
      } else if (event.key === "Escape") {
        input.value = "";
        update();
        input.focus();
      }
    });
  }

  // Example frames ------------------------------------------------------------
  // One set of switches for the page (width, theme, direction, text): every example follows it.
  function setUpPreviews(switches, previews) {
    if (!switches || !previews.length) return;
    switches.hidden = false;
    function chosen(name) {
      var input = switches.querySelector("input[name='examples-" + name + "']:checked");
      return input ? input.value : "";
    }
    var updates = previews.map(function (preview) { return setUpPreview(preview, chosen); }).filter(Boolean);
    switches.addEventListener("change", function () { updates.forEach(function (update) { update(); }); });
  }

  // One example: its inline render, or a frame of its page as the switches ask.
  function setUpPreview(preview, chosen) {
    var render = preview.querySelector(".catalog-render");
    if (!render) return null;
    var holder = null;
    var frame = null;

    function update() {
      var width = chosen("width"), theme = chosen("theme"), dir = chosen("dir"), text = chosen("text");
      var framed = width || theme || dir || text;
      render.hidden = !!framed;
      if (!framed) { if (holder) holder.hidden = true; return; }
      if (!holder) {
        holder = document.createElement("div");
        holder.className = "catalog-viewport";
        frame = document.createElement("iframe");
        frame.className = "catalog-viewport-frame";
        holder.appendChild(frame);
        render.parentNode.insertBefore(holder, render.nextSibling);
      }
      holder.hidden = false;
      var query = [];
      if (theme) query.push("theme=" + theme);
      if (dir) query.push("dir=" + dir);
      // An example's page in another text mode is a page of its own, a folder down (1/pseudo/).
      var page = preview.getAttribute("data-frame");
      if (text) page = page.replace(/index\.html$/, "") + text + "/index.html";
      var src = page + (query.length ? "?" + query.join("&") : "");
      frame.title = "Example " + preview.getAttribute("data-number") + (width ? " at " + width + " px" : "")
        + (theme ? ", " + (theme === "contrast" ? "high contrast" : theme) : "") + (dir ? ", " + (dir === "rtl" ? "right to left" : "left to right") : "") + (text ? ", in " + text + " text" : "");
      frame.style.width = width ? width + "px" : "100%";
      if (frame.getAttribute("src") !== src) frame.setAttribute("src", src);
    }

    window.addEventListener("message", function (event) {
      var data = event.data && event.data.spotsCatalogFrame;
      if (!data || !frame || event.source !== frame.contentWindow) return;
      frame.style.height = Math.max(80, data.height) + "px";
    });
    return update;
  }

  // Thumbnails ----------------------------------------------------------------
  // Each card's thumbnail (a 960 px page) scaled to the card's width, again as the window resizes.
  function fitThumbnails() {
    Array.prototype.forEach.call(document.querySelectorAll(".catalog-thumb"), function (thumb) {
      var frame = thumb.querySelector("iframe");
      if (frame && thumb.clientWidth) frame.style.setProperty("--thumb-scale", String(thumb.clientWidth / frame.offsetWidth));
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    fitThumbnails();
    window.addEventListener("resize", fitThumbnails);
    Array.prototype.forEach.call(document.querySelectorAll("form.catalog-search"), setUpSearch);
    setUpPreviews(document.querySelector(".catalog-switches"), Array.prototype.slice.call(document.querySelectorAll(".catalog-preview")));
  });
})();
