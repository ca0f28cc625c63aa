import Foundation

/// Where headless Chromium is, for the diff's screenshots and the audit.
package enum Chromium {
    /// `CHROME_PATH` when set (as Lighthouse and Puppeteer read it), else the first of chromium,
    /// chromium-browser, google-chrome and google-chrome-stable on the `PATH`, else Google Chrome
    /// or Chromium in macOS's Applications folder; nil when there is none.
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let path = environment["CHROME_PATH"], FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return URL(fileURLWithPath: "\(folder)/\(name)")
            }
        }
        #if os(macOS)
        for app in ["Google Chrome.app/Contents/MacOS/Google Chrome", "Chromium.app/Contents/MacOS/Chromium"] {
            let path = "/Applications/" + app
            if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        }
        #endif
        return nil
    }

    /// What a command that needs it says when there is none.
    package static let notFound =
        "no Chromium was found (CHROME_PATH; chromium, chromium-browser, google-chrome or google-chrome-stable on the PATH; Google Chrome or Chromium in /Applications on macOS)"

    /// How to install it, for the message of a command that needs it.
    package static let installHint =
        "install Chromium (Debian and Ubuntu: sudo apt-get install chromium; macOS: brew install --cask chromium, or Google Chrome), or set CHROME_PATH to a Chromium or Chrome"
}
