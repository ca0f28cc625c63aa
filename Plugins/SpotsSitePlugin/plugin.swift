import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory spots-site [build|check|serve|diff …]`: runs
/// spots-site in the package's own folder, so its `Content/` and `Templates/` are the defaults, the
/// way `swift package generate-documentation` runs DocC. Arguments pass through as they are; with
/// none, it builds. spots-site is built from this package for the machine running it.
@main
struct SpotsSitePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "SpotsSiteCLI")  // the executable target spots-site is built from
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["build"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("spots-site \(process.arguments?.first ?? "") exited with \(process.terminationStatus)")
            throw SpotsSiteFailed(status: process.terminationStatus)
        }
    }
}

/// spots-site exited with a failure; it printed why.
struct SpotsSiteFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "spots-site exited with \(status)" }
}
