import SpotsFormat
import SpotsRender

/// What the preview server adds to the browser: the live-reload script and the page of an address
/// with no page (the device preview is `PreviewPage`).
enum ClientAssets {
    /// Listens to `/__spots/events` for the page it is in. It reloads the page when the page's
    /// tag changed (also after a reconnect, so a missed event cannot leave a stale page; a page
    /// that appears or disappears changes from or to "none") or an asset changed, keeping the scroll
    /// position, and shows the build's errors over the page until they are fixed; it lets go of
    /// its stream while the page is not shown (see `listen`). A page that is
    /// not in a frame gets a floating link to its device preview (which can be hidden for the tab).
    /// A page shown in a view (`data-view`, from `?client=ios@3.0&text=pseudo`: as that app
    /// version renders it, in that text) listens to that view's site, and adds the view's
    /// parameters to its links to the site's other pages, so one browses the site as that app, in
    /// that text.
    static let liveScript = #"""
        (() => {
          "use strict";
          const me = document.currentScript;
          const page = me.dataset.page, served = me.dataset.etag, view = me.dataset.view || "";
          // The server writes the view's parameters (letters, digits, `-`, `@`, `.`, `=` and `&`):
          // they go into addresses as they are.
          const viewQuery = view ? "?" + view : "";
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
          // The errors a reader set aside (Escape, or the button): their overlay stays away until
          // the errors change.
          let dismissed = null;
          function overlay(state) {
            let box = document.getElementById("spots-site-errors");
            if (!state.errors || state.errorText === dismissed) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("div");
              box.id = "spots-site-errors";
              box.setAttribute("role", "alertdialog");
              box.setAttribute("aria-label", "Build errors");
              box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
                "background:#14161a;color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace";
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
            const close = document.createElement("button");
            close.type = "button";
            close.textContent = "Show the page";
            close.title = "Escape; the errors stay in the terminal and come back when they change";
            close.style.cssText = "margin:0 0 1rem;padding:0.4rem 0.9rem;font:600 14px/1.3 system-ui,sans-serif;" +
              "color:#14161a;background:#f5f5f5;border:0;border-radius:6px;cursor:pointer";
            close.addEventListener("click", () => dismiss(state.errorText));
            box.append(heading, close, text);
            close.focus();
          }
          function dismiss(errorText) {
            dismissed = errorText;
            const box = document.getElementById("spots-site-errors");
            if (box) box.remove();
          }
          document.addEventListener("keydown", event => {
            const box = document.getElementById("spots-site-errors");
            if (event.key === "Escape" && box) dismiss(box.querySelector("pre").textContent);
          });
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
            link.href = "/__preview" + location.pathname.replace(/\/index\.html$/, "/") + viewQuery;
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
          // A link to another page of the site keeps the view (each of its parameters the link
          // does not set itself): those on the page now, and any added later when it is followed.
          const kept = [...new URLSearchParams(view)];
          function keepView(link) {
            if (typeof link.href !== "string" || !link.href) return;
            const url = new URL(link.href, location.href);
            if (url.origin !== location.origin || url.pathname.startsWith("/__")) return;
            const missing = kept.filter(([name]) => !url.searchParams.has(name));
            if (!missing.length) return;
            url.search += (url.search ? "&" : "?") + missing.map(([name, value]) => name + "=" + value).join("&");
            link.href = url.href;
          }
          if (view) {
            const keepAll = () => document.querySelectorAll("a[href]").forEach(keepView);
            if (document.body) keepAll(); else document.addEventListener("DOMContentLoaded", keepAll);
            for (const type of ["click", "auxclick"]) {
              document.addEventListener(type, (event) => {
                const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
                if (link) keepView(link);
              }, true);
            }
          }
          // The stream is closed when the page is left: a browser keeps a page it may go back to
          // (the back/forward cache) with its connections, and six pages' streams would take every
          // connection it opens to this host, so that the seventh page never loads. Back on the
          // page, the first event says whether it is still current.
          let source = null;
          function listen() {
            source = new EventSource("/__spots/events?page=" + encodeURIComponent(page) + (view ? "&" + view : ""));
            source.addEventListener("state", handle);
            source.addEventListener("update", handle);
          }
          window.addEventListener("pagehide", () => { if (source) { source.close(); source = null; } });
          window.addEventListener("pageshow", (event) => { if (event.persisted && !source) listen(); });
          listen();
        })();
        """#

    /// The inspect switch every served page has (no script needed): a link to the same page with
    /// the inspect panels on, or off, the view's other parameters kept. Off is said
    /// (`inspect=off`), or the live-reload script would keep the view's `inspect=on` on the link.
    static func inspectSwitch(in view: SiteView) -> String {
        var toggled = view
        toggled.inspects.toggle()
        let query = toggled.inspects ? toggled.parameters : [toggled.parameters, "inspect=off"].filter { !$0.isEmpty }.joined(separator: "&")
        let (state, action) =
            view.inspects
            ? ("on", "Hide what each item is made of") : ("off", "Show beside each item and component its kind, template, source line and data")
        // In a landmark of its own, as the device preview's link is: all of a page is in one. Room
        // under the page, so that scrolled to its end the switches cover none of it (the footer's links).
        return "<div aria-hidden=\"true\" style=\"height:56px\"></div>"
            + "<aside aria-label=\"spots-site serve: inspect\" style=\"position:fixed;left:12px;bottom:12px;z-index:2147483646\">"
            + "<a id=\"spots-site-inspect-switch\" href=\"?\(query.htmlEscaped)\" title=\"\(action)\" "
            + "style=\"display:block;padding:6px 14px;border-radius:999px;background:#1b1f24;"
            + "color:#fff;box-shadow:0 2px 8px rgba(0,0,0,.35);font:600 13px/1.4 system-ui,sans-serif;text-decoration:none\">"
            + "Inspect: \(state)</a></aside>\n"
    }

    /// The page for an address with no page: it listens too, so it shows the errors of a screen
    /// being written and turns into the page once it builds.
    static func notFoundPage(_ path: String, view: SiteView = .built) -> String {
        let shown = ("/" + path).htmlEscaped
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Not found: \(shown)</title></head>
            <body style="font: 16px/1.5 system-ui, sans-serif; margin: 2rem;">
            <main><h1>No page at \(shown)</h1><p>This page loads by itself when a screen makes it. <a href="/">The home page</a></p></main>
            <script src="/__spots/live.js" data-page="\(path.htmlEscaped)" data-etag="none"\(view.dataAttribute)></script>
            </body>
            </html>

            """
    }
}
