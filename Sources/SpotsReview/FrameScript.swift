import SpotsFormat
import SpotsRender

/// The script that scrolls a framed page of the report with its pair (the built-in theme's
/// `review/review-frame.js`), as the page carries it: inline, in a CDATA section so the page stays
/// well-formed XML, and allowed by its SHA-256 hash in the page's policy, so that no other script
/// runs. The built-in script is always the one used (a project's copy would not match the hash).
struct FrameScript: Sendable {
    /// The script's text in its element.
    static let text: String = {
        let source = BuiltinTemplates.files[ReviewReport.assetsFolder + "review-frame.js"] ?? ""
        // Nothing in the script may close its element early.
        return "\n//<![CDATA[\n" + source.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "]]>", with: "]] >") + "\n//]]>\n"
    }()

    /// The SHA-256 of `text`, in base64, as the policy names it. `ReviewReportTests` computes it
    /// with sha256sum and fails with the new value when the script changes.
    static let hash = "Bt6fnhus09bPpMnUynbx6DSX8A1iuJovsf4xY/gVQjo="

    /// The script element.
    static let element = "<script>" + text + "</script>"
    /// A framed page's Content-Security-Policy: `BrowserSandbox.policy` with this script allowed.
    static let policy = BrowserSandbox.policy(allowingScripts: [hash])
}
