import Foundation

/// Where the sandboxed browser (`BrowserSandbox`) opens the pages of `audit` and
/// `diff --screenshots`: an `http://127.0.0.1:port/` origin that serves one folder and nothing
/// else. A page opened from a `file:` address could still show any local image through CSS
/// (`url(/home/…/photo.png)`: a `file:` page's own origin is every file); a page of an `http:`
/// origin cannot load a `file:` address at all, and the server answers only paths inside its
/// folder. The browser's proxy lets through that one port (`BrowserSandbox.arguments(serving:)`).
/// Said here, served by `FolderServer` (SpotsSiteServer, which has the HTTP server), so the
/// audit and the review need no HTTP server of their own.
package protocol PageServer: Sendable {
    /// Serves `folder` until the result's `stop`.
    func serve(_ folder: URL) throws -> ServedFolder
}

/// A folder being served to the browser.
package struct ServedFolder: Sendable {
    /// `http://127.0.0.1:port/`.
    package var address: URL
    /// The port it listens on.
    package var port: Int
    /// Ends the serving.
    package var stop: @Sendable () -> Void

    package init(address: URL, port: Int, stop: @escaping @Sendable () -> Void) {
        self.address = address
        self.port = port
        self.stop = stop
    }

    /// The address of the file at `relative` (`site-pseudo/people/index.html`) in the folder,
    /// each segment percent-encoded.
    package func address(of relative: String) -> URL {
        let encoded = relative.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: Self.segment) ?? ""
        }
        return URL(string: encoded.joined(separator: "/"), relativeTo: address)?.absoluteURL ?? address
    }

    /// What a path segment keeps as it is.
    private static let segment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#%"))
}
