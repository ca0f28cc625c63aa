/// What the preview server adds to the browser: the live-reload script and the device preview page.
enum ClientAssets {
    /// Listens to `/__spots/events` for the page it is in. It reloads the page when the page's
    /// tag changed (also after a reconnect, so a missed event cannot leave a stale page; a page
    /// that appears or disappears changes from or to "none") or an asset changed, keeping the scroll
    /// position, and shows the build's errors over the page until they are fixed; it lets go of
    /// its stream while the page is not shown (see `listen`). A page that is
    /// not in a frame gets a floating link to its device preview (which can be hidden for the tab).
    static let liveScript = #"""
        (() => {
          "use strict";
          const me = document.currentScript;
          const page = me.dataset.page, served = me.dataset.etag;
          const key = "spots-site:scroll:" + location.pathname;
          const saved = sessionStorage.getItem(key);
          if (saved) {
            sessionStorage.removeItem(key);
            const [x, y] = JSON.parse(saved);
            const restore = () => window.scrollTo(x, y);
            if (document.readyState === "complete") restore(); else window.addEventListener("load", restore);
          }
          let reloading = false;
          function reload() {
            if (reloading) return;
            reloading = true;
            sessionStorage.setItem(key, JSON.stringify([window.scrollX, window.scrollY]));
            location.reload();
          }
          function overlay(state) {
            let box = document.getElementById("spots-site-errors");
            if (!state.errors) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("div");
              box.id = "spots-site-errors";
              box.setAttribute("role", "alertdialog");
              box.setAttribute("aria-label", "Build errors");
              box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
                "background:rgba(20,22,26,.94);color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace";
              document.body.appendChild(box);
            }
            box.textContent = "";
            const heading = document.createElement("h2");
            heading.style.cssText = "margin:0 0 1rem;font:700 18px/1.3 system-ui,sans-serif;color:#ffb4a8";
            heading.textContent = state.errors + (state.errors === 1 ? " error" : " errors") +
              " in the sources: this page shows the last good build until they are fixed.";
            const text = document.createElement("pre");
            text.style.cssText = "margin:0;white-space:pre-wrap;overflow-wrap:anywhere";
            text.textContent = state.errorText;
            box.append(heading, text);
          }
          function handle(event) {
            const state = JSON.parse(event.data);
            // A page that is not there (yet) has the tag "none".
            const current = state.etag === null ? "none" : state.etag;
            if ((current !== undefined && current !== served) || state.assets) { reload(); return; }
            overlay(state);
          }
          // A page of its own (not a frame of the device preview or of a composing Storybook)
          // gets a small link to the device preview of itself; built pages never have it.
          function previewLink() {
            // Not on the page of an address with no page yet: there is nothing to preview.
            if (window.top !== window || served === "none" || sessionStorage.getItem("spots-site:no-preview-link")) return;
            const box = document.createElement("aside");
            box.id = "spots-site-preview-link";
            box.setAttribute("aria-label", "spots-site serve");
            box.style.cssText = "position:fixed;right:12px;bottom:12px;z-index:2147483646;display:flex;gap:2px;" +
              "border-radius:999px;background:#1b1f24;box-shadow:0 2px 8px rgba(0,0,0,.35);font:600 13px/1.4 system-ui,sans-serif";
            const link = document.createElement("a");
            link.href = "/__preview" + location.pathname.replace(/\/index\.html$/, "/");
            link.textContent = "Device preview";
            link.title = "This page at phone, tablet and desktop width (only while spots-site serve runs)";
            link.style.cssText = "color:#fff;padding:6px 4px 6px 14px;text-decoration:none;border-radius:999px";
            const hide = document.createElement("button");
            hide.type = "button";
            hide.textContent = "\u00d7";
            hide.setAttribute("aria-label", "Hide the device preview link");
            hide.style.cssText = "color:#fff;background:none;border:0;padding:6px 12px 6px 6px;font:inherit;cursor:pointer;border-radius:999px";
            hide.addEventListener("click", () => { sessionStorage.setItem("spots-site:no-preview-link", "1"); box.remove(); });
            box.append(link, hide);
            document.body.appendChild(box);
          }
          if (document.body) previewLink(); else document.addEventListener("DOMContentLoaded", previewLink);
          // The stream is closed when the page is left: a browser keeps a page it may go back to
          // (the back/forward cache) with its connections, and six pages' streams would take every
          // connection it opens to this host, so that the seventh page never loads. Back on the
          // page, the first event says whether it is still current.
          let source = null;
          function listen() {
            source = new EventSource("/__spots/events?page=" + encodeURIComponent(page));
            source.addEventListener("state", handle);
            source.addEventListener("update", handle);
          }
          window.addEventListener("pagehide", () => { if (source) { source.close(); source = null; } });
          window.addEventListener("pageshow", (event) => { if (event.persisted && !source) listen(); });
          listen();
        })();
        """#

    /// The page for an address with no page: it listens too, so it shows the errors of a screen
    /// being written and turns into the page once it builds.
    static func notFoundPage(_ path: String) -> String {
        let shown = ("/" + path).htmlEscaped
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Not found: \(shown)</title></head>
            <body style="font: 16px/1.5 system-ui, sans-serif; margin: 2rem;">
            <main><h1>No page at \(shown)</h1><p>This page loads by itself when a screen makes it. <a href="/">The home page</a></p></main>
            <script src="/__spots/live.js" data-page="\(path.htmlEscaped)" data-etag="none"></script>
            </body>
            </html>

            """
    }

    /// One screen at phone, tablet and desktop width, side by side, each in a frame that can be
    /// opened alone. `title` is the page's title as its HTML has it (escaped).
    static func previewPage(route: String, title: String) -> String {
        let href = route.htmlEscaped
        let frames = [("Phone", 375, 667), ("Tablet", 768, 1024), ("Desktop", 1280, 800)].map { name, width, height in
            """
                <figure class="device" style="--width: \(width)px; --height: \(height)px">
                  <figcaption>\(name) · \(width) px · <a href="\(href)" target="_blank" rel="noopener">open alone</a></figcaption>
                  <div class="screen"><iframe src="\(href)" title="\(name), \(width) pixels wide" width="\(width)" height="\(height)" loading="lazy"></iframe></div>
                </figure>
            """
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8"/>
              <meta name="viewport" content="width=device-width, initial-scale=1"/>
              <title>Preview: \(title)</title>
              <style>
                body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #e9ecf0; color: #1b1f24; }
                header { padding: 0.75rem 1.25rem; background: #fff; border-bottom: 1px solid #d8dde3; }
                h1 { margin: 0; font-size: 1.1rem; }
                main { display: flex; gap: 1.5rem; align-items: flex-start; padding: 1.25rem; overflow-x: auto; }
                .device { margin: 0; flex: none; }
                figcaption { margin-bottom: 0.4rem; font-weight: 600; }
                figcaption a { color: #0b5cd5; }
                /* Frames keep their device width; the desktop one is drawn at half size. */
                .screen { width: var(--width); height: var(--height); background: #fff; border: 1px solid #b9c1cb; border-radius: 10px; overflow: hidden; }
                .device:last-child .screen { width: calc(var(--width) / 2); height: calc(var(--height) / 2); }
                .device:last-child iframe { transform: scale(0.5); transform-origin: 0 0; }
                iframe { border: 0; display: block; }
              </style>
            </head>
            <body>
              <header><h1>Device preview of <a href="\(href)">\(href)</a></h1></header>
              <main>
            \(frames.joined(separator: "\n"))
              </main>
            </body>
            </html>

            """
    }
}
