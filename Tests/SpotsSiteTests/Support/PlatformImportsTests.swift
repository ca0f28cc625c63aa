import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat

/// spots-site builds on macOS too: a platform's C library is imported only where the platform has
/// it, so no file of `Sources/` breaks the build on the other.
@Suite struct PlatformImportsTests {
    /// The line each platform's import must follow (the nearest line before it that is not empty).
    static let guards = [
        "Glibc": ["#if canImport(Glibc)", "#elseif canImport(Glibc)", "#if os(Linux)"],
        "Darwin": ["#if canImport(Darwin)", "#elseif canImport(Darwin)", "#if os(macOS)", "#elseif os(macOS)"],
    ]

    @Test func everyPlatformImportIsGuarded() throws {
        let sources = TestPaths.repository.appendingPathComponent("Sources")
        var unguarded: [String] = []
        var seen = 0
        for entry in DirectoryWalker.entries(in: sources.path, skipHidden: true) where entry.relative.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: entry.path, encoding: .utf8).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (number, line) in lines.enumerated() {
                for (module, allowed) in Self.guards where line == "import \(module)" {
                    seen += 1
                    let before = lines[..<number].last { !$0.isEmpty } ?? ""
                    if !allowed.contains(before) { unguarded.append("\(entry.relative):\(number + 1): import \(module) after '\(before)'") }
                }
            }
        }
        #expect(seen > 10, "the scan found the imports it looks for")
        #expect(unguarded.isEmpty, "\(unguarded.joined(separator: "\n"))")
    }
}
