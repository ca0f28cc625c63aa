import SpotsFormat
import SpotsLiveSite
import SpotsRender

/// The device preview: one screen at phone, tablet and desktop width, side by side, each in a
/// frame that can be opened alone; a menu of text modes (as written, pseudo-localised, long:
/// `?text=`) and, when the site names app versions, a menu to show them as one of them renders the
/// site (`?client=`); and a menu of colour schemes, high contrast among them.
enum PreviewPage {
    /// The menus of the view: the one shown, the app versions the site names
    /// (`LiveBuilder.clientVersions`), and the oldest supported on each platform.
    struct Menu {
        var shown: SiteView
        var versions: [ClientTarget]
        var floors: [String: ClientVersion]

        /// A form of labelled `<select>`s, "As built" and each version (when the site names one or
        /// one is shown) and each text mode, that asks for the preview again without scripts; with
        /// them, a choice loads the frames at once (and the address follows).
        func html(route: String) -> String {
            """
            <form class="view" method="get" data-route="\(route.htmlEscaped)">
            \(versionMenu)  <label for="text">Text</label>
              <select id="text" name="text">
            \(textOptions)
              </select>
              <button type="submit">Show</button>
            </form>
            <script>
              (() => {
                const form = document.currentScript.previousElementSibling;
                form.querySelector("button").hidden = true;
                form.addEventListener("change", () => {
                  // The choices, less those of the site as built (an empty version, the text as written).
                  const params = [...new FormData(form)].filter(([name, value]) => value && value !== "as-written");
                  const query = params.length ? "?" + new URLSearchParams(params).toString().replaceAll("%40", "@") : "";
                  for (const frame of document.querySelectorAll("iframe")) frame.src = form.dataset.route + query;
                  for (const link of document.querySelectorAll("h1 a, figcaption a")) link.href = form.dataset.route + query;
                  history.replaceState(null, "", location.pathname + query);
                });
              })();
            </script>
            """
        }

        /// The text modes' options, the one shown selected.
        private var textOptions: String {
            let names: [(TextMode, String)] = [(.asWritten, "As written"), (.pseudo, "Pseudo-localised"), (.long, "Longest of each field")]
            return names.map { mode, name in
                "    <option value=\"\(mode.rawValue)\"\(mode == shown.text ? " selected" : "")>\(name)</option>"
            }.joined(separator: "\n")
        }

        /// The label and `<select>` of "As built" and each version, each line indented for the
        /// form; empty when the site names no version and none is shown.
        private var versionMenu: String {
            var versions = versions
            // A version typed into the address is listed too, in its place.
            if let shown = shown.client, !versions.contains(shown) {
                let place = versions.firstIndex { ($0.platform, $0.version) > (shown.platform, shown.version) } ?? versions.endIndex
                versions.insert(shown, at: place)
            }
            guard !versions.isEmpty else { return "" }
            let options = versions.map { version in
                let oldest = floors[version.platform] == version.version ? " (oldest supported)" : ""
                let selected = version == shown.client ? " selected" : ""
                return "    <option value=\"\(version.description.htmlEscaped)\"\(selected)>\(version.displayName.htmlEscaped)\(oldest)</option>"
            }
            return """
                  <label for="client">Show as</label>
                  <select id="client" name="client">
                    <option value=""\(shown.client == nil ? " selected" : "")>As built</option>
                \(options.joined(separator: "\n"))
                  </select>

                """
        }
    }

    /// The colour scheme the frames show: the system's, light, dark or high contrast. The theme's
    /// `data-theme` is set on each frame's page (of the same origin), again on each load (a rebuild
    /// reloads them). Without scripts the frames follow the system.
    static let themeMenu = """
        <label class="theme" for="theme">Theme
          <select id="theme">
            <option value="" selected>System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="contrast">High contrast</option>
          </select>
        </label>
        <script>
          (() => {
            const menu = document.getElementById("theme");
            const apply = (frame) => {
              const root = frame.contentDocument && frame.contentDocument.documentElement;
              if (!root) return;
              if (menu.value) root.setAttribute("data-theme", menu.value); else root.removeAttribute("data-theme");
            };
            // Each frame's load, caught on its way down (the frames come after this script).
            document.addEventListener("load", (event) => { if (event.target.tagName === "IFRAME") apply(event.target); }, true);
            menu.addEventListener("change", () => { for (const frame of document.querySelectorAll("iframe")) apply(frame); });
          })();
        </script>
        """

    /// Draws the frames at the one scale that fits them side by side in the window, width and
    /// height, so their sizes compare truly; in a window too narrow for that (a phone), one above
    /// the other, each as wide as the window lets it be. Again on every resize.
    static let fitScript = """
          (() => {
            "use strict";
            const main = document.currentScript.previousElementSibling;
            const devices = [...main.querySelectorAll(".device")];
            const size = (device, name) => parseFloat(device.style.getPropertyValue(name));
            function fit() {
              const style = getComputedStyle(main);
              const gap = parseFloat(style.columnGap) || 0;
              const width = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 8;
              const caption = devices[0].querySelector("figcaption").getBoundingClientRect().height + 8;
              const height = window.innerHeight - main.getBoundingClientRect().top - window.scrollY
                - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - caption;
              const widths = devices.map((device) => size(device, "--width"));
              const tallest = Math.max(...devices.map((device) => size(device, "--height")));
              // The frames' widths and borders, scaled, beside the gaps between them.
              const framed = widths.reduce((sum, each) => sum + each, 0) + 2 * devices.length;
              const side = Math.min(1, (width - gap * (devices.length - 1)) / framed, height / tallest);
              const stacked = side < 0.28;
              main.classList.toggle("stacked", stacked);
              devices.forEach((device, index) =>
                device.style.setProperty("--scale", String(stacked ? Math.min(1, (width - 2) / widths[index]) : side)));
            }
            // Twice: a caption may wrap at the new scale, and take another line of the height.
            const fitTwice = () => { fit(); fit(); };
            fitTwice();
            window.addEventListener("resize", fitTwice);
          })();
        """

    /// The page of `route`; `title` is the page's title as its HTML has it (escaped).
    static func html(route: String, title: String, menu: Menu) -> String {
        let page = route.htmlEscaped
        let href = (route + menu.shown.query).htmlEscaped
        let frames = [("Phone", 375, 667), ("Tablet", 768, 1024), ("Desktop", 1280, 800)].map { name, width, height in
            """
                <figure class="device" style="--width: \(width)px; --height: \(height)px">
                  <figcaption>\(name) · \(width) px · <a href="\(href)" target="_blank" rel="noopener">open alone</a></figcaption>
                  <div class="screen"><iframe src="\(href)" title="\(name), \(width) pixels wide" width="\(width)" height="\(height)" loading="lazy"></iframe></div>
                </figure>
            """
        }
        let controls = [menu.html(route: route), themeMenu].filter { !$0.isEmpty }.joined(separator: "\n")
        let header =
            "<header>\n    <h1>Device preview of <a href=\"\(href)\">\(page)</a></h1>\n"
            + controls.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n  </header>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8"/>
              <meta name="viewport" content="width=device-width, initial-scale=1"/>
              <title>Preview: \(title)</title>
              <style>
                body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #e9ecf0; color: #1b1f24; }
                header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.75rem 1.25rem; background: #fff; border-bottom: 1px solid #d8dde3; }
                h1 { margin: 0; font-size: 1.1rem; }
                .view, .theme { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; font-weight: 600; max-width: 100%; }
                select, button { font: inherit; font-weight: 400; max-width: 100%; }
                main { display: flex; gap: 1.5rem; align-items: flex-start; padding: 1.25rem; overflow-x: auto; }
                main.stacked { flex-direction: column; }
                .device { margin: 0; flex: none; --scale: 0.5; width: calc(var(--width) * var(--scale) + 2px); }
                figcaption { margin-bottom: 0.4rem; font-weight: 600; }
                figcaption a { color: #0b5cd5; }
                /* Each frame is its device's width, drawn at one scale that fits them all in the
                   window (the script below; half size without it). */
                .screen { width: calc(var(--width) * var(--scale)); height: calc(var(--height) * var(--scale)); background: #fff; border: 1px solid #b9c1cb; border-radius: 10px; overflow: hidden; }
                iframe { border: 0; display: block; transform: scale(var(--scale)); transform-origin: 0 0; }
              </style>
            </head>
            <body>
              \(header)
              <main>
            \(frames.joined(separator: "\n"))
              </main>
              <script>
            \(fitScript)
              </script>
            </body>
            </html>

            """
    }
}
