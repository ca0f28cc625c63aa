// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "spots-site",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "spots-site", targets: ["SpotsSiteCLI"]),
        .library(name: "SpotsSite", targets: ["SpotsSite"]),
        .executable(name: "spots-benchmark", targets: ["SpotsBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // C libraries, each behind exactly one Swift file of SpotsSite.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Turns the repo's Templates/ folder into Swift source, so the binary carries the built-in theme.
        .executableTarget(name: "EmbedTemplates"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"]
        ),
        .target(
            name: "SpotsSite",
            dependencies: [
                "CCmark",
                "CLibXML2",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
            ],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        .executableTarget(
            name: "SpotsSiteCLI",
            dependencies: [
                "SpotsSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // A benchmark, not a test: `swift run -c release spots-benchmark`.
        .executableTarget(
            name: "SpotsBenchmark",
            dependencies: ["SpotsSite"],
            path: "Benchmarks/SpotsBenchmark"
        ),
        .testTarget(
            name: "SpotsSiteTests",
            dependencies: ["SpotsSite"],
            exclude: ["Fixtures", "Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
