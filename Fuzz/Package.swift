// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package at a path is known by its folder's name: whatever the checkout is called.
let spotsSite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// libFuzzer targets for spots-site, kept out of the main package so its build and tests do not
// need them. scripts/fuzz.sh builds them with address sanitizer and coverage instrumentation and
// links libFuzzer's driver without its main (SwiftPM gives each executable its own).
let package = Package(
    name: "spots-site-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"]),
    ]
        + ["FuzzJSON", "FuzzScreen", "FuzzPage", "FuzzMarkdown"].map { name in
            .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "SpotsSite", package: spotsSite)])
        }
)
