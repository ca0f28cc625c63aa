import SpotsFormat

/// What the preview server adds to the browser: the live-reload script and the page of an address
/// with no page (the device preview is `PreviewPage`).
enum ClientAssets {
    /// Listens to `/__spots/events` for the page it is in. It reloads the page when the page's
    /// tag changed (also after a reconnect, so a missed event cannot leave a stale page; a page
    /// that appears or disappears changes from or to "none") or an asset changed, keeping the scroll
    /// position, and shows the build's errors over the page until they are fixed; it lets go of
    /// its stream while the page is not shown (see `listen`). A page that is
    /// not in a frame gets a floating link to its device preview (which can be hidden for the tab).
    /// A page shown as an app version renders it (`data-client`, from `?client=ios@3.0`) listens
    /// to that version's site, and adds `client` to its links to the site's other pages, so one
    /// browses the site as that app.
    static let liveScript = #"""
        (() => {
          "use strict";
          const me = document.currentScript;
          const page = me.dataset.page, served = me.dataset.etag, client = me.dataset.client;
          // The server writes the version (letters, digits, `-`, `@` and `.`): it goes into addresses as it is.
          const clientQuery = client ? "?client=" + client : "";
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
            link.href = "/__preview" + location.pathname.replace(/\/index\.html$/, "/") + clientQuery;
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
          // A link to another page of the site keeps the app version: those on the page now, and
          // any added later when it is followed.
          function keepClient(link) {
            if (typeof link.href !== "string" || !link.href) return;
            const url = new URL(link.href, location.href);
            if (url.origin !== location.origin || url.pathname.startsWith("/__") || url.searchParams.has("client")) return;
            url.search += (url.search ? "&" : "?") + "client=" + client;
            link.href = url.href;
          }
          if (client) {
            const keepAll = () => document.querySelectorAll("a[href]").forEach(keepClient);
            if (document.body) keepAll(); else document.addEventListener("DOMContentLoaded", keepAll);
            for (const type of ["click", "auxclick"]) {
              document.addEventListener(type, (event) => {
                const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
                if (link) keepClient(link);
              }, true);
            }
          }
          // The stream is closed when the page is left: a browser keeps a page it may go back to
          // (the back/forward cache) with its connections, and six pages' streams would take every
          // connection it opens to this host, so that the seventh page never loads. Back on the
          // page, the first event says whether it is still current.
          let source = null;
          function listen() {
            source = new EventSource("/__spots/events?page=" + encodeURIComponent(page) + clientQuery.replace("?", "&"));
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
    static func notFoundPage(_ path: String, client: ClientTarget? = nil) -> String {
        let shown = ("/" + path).htmlEscaped
        let version = client.map { " data-client=\"\($0.description.htmlEscaped)\"" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Not found: \(shown)</title></head>
            <body style="font: 16px/1.5 system-ui, sans-serif; margin: 2rem;">
            <main><h1>No page at \(shown)</h1><p>This page loads by itself when a screen makes it. <a href="/">The home page</a></p></main>
            <script src="/__spots/live.js" data-page="\(path.htmlEscaped)" data-etag="none"\(version)></script>
            </body>
            </html>

            """
    }
}
