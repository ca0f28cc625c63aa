// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "spots-site",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "spots-site", targets: ["SpotsSiteCLI"]),
        .library(
            name: "SpotsSite",
            targets: ["SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsCatalog", "SpotsFlow", "SpotsSite", "SpotsReview", "SpotsAudit"]),
        .executable(name: "spots-benchmark", targets: ["SpotsBenchmark"]),
        // `swift package spots-site …` in a package that depends on this one.
        .plugin(name: "SpotsSitePlugin", targets: ["SpotsSitePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The preview server of `spots-site serve`.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Graceful shutdown of the preview server's watcher (already part of Hummingbird).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The connection a 405 answer closes (already part of Hummingbird).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The HTTP parts of a connection the preview server closes when a page hangs up (already
        // part of Hummingbird).
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        // C libraries, each behind exactly one Swift file of the core. SwiftPM finds their flags
        // with pkg-config; a provider names the package that brings them (and, for Homebrew, the
        // folder SwiftPM also looks in: $(brew --prefix)/opt/NAME/lib/pkgconfig).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.brew(["cmark"]), .apt(["libcmark-dev"])]
        ),
        // On macOS, libxml2 comes with the SDK: its headers in usr/include/libxml (since macOS
        // 10.15.4) and its libxml2.tbd need no flags, so no pkg-config file is needed (SwiftPM may
        // warn that it finds none). No Homebrew provider: SwiftPM would then take Homebrew's
        // keg-only libxml2 over the SDK's whenever it is installed.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Graphviz's `dot` lays out the app's map (gvc and cgraph, Debian's libgraphviz-dev).
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.brew(["graphviz"]), .apt(["libgraphviz-dev"])]
        ),
        // The atomic swap of the output folder (renameat2 with RENAME_EXCHANGE on Linux, which
        // Swift's Glibc module does not declare; renamex_np with RENAME_SWAP on macOS).
        .systemLibrary(name: "CFileSwap"),
        // Turns the repo's Templates/ folder into Swift source, so the binary carries the built-in theme.
        .executableTarget(name: "EmbedTemplates"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"]
        ),
        // The core, in four layers; each depends only on those above it here (the README's map of
        // the code draws the graph, and ModuleGraphTests fails on a dependency it does not allow).
        // The screen format: the model, JSON values and their parser, decoding, diagnostics, and the
        // file gate every read and write goes through.
        .target(name: "SpotsFormat"),
        // Templates, markdown, routes between pages, rendering a screen to a page, and checking it.
        .target(
            name: "SpotsRender",
            dependencies: [
                "SpotsFormat",
                "CCmark",
                "CLibXML2",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // The build: loading the content folder, the outline, the design catalog, the pipeline of
        // steps, and writing the output.
        .target(
            name: "SpotsBuild",
            dependencies: [
                "SpotsFormat",
                "SpotsRender",
                "CFileSwap",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The design catalog: a feature of the build (SpotsBuild's SiteFeature), planned at the
        // outline and made by its own step.
        .target(name: "SpotsCatalog", dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild"]),
        // The app's map: a feature of the build like the catalog, its graph laid out by Graphviz.
        .target(name: "SpotsFlow", dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild", "CGraphviz"]),
        // The features of a site, listed once (SiteFeatures.all), for the command line and the tests.
        .target(name: "SpotsSite", dependencies: ["SpotsBuild", "SpotsCatalog", "SpotsFlow"]),
        // `spots-site diff`: two builds compared, screen by screen, into a report.
        .target(name: "SpotsReview", dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsFlow", "SpotsBrowser"]),
        // Headless Chromium driven over the DevTools protocol on a pipe, one browser and a tab a
        // job: what the audit measures with and the review's screenshots are taken with.
        .target(name: "SpotsBrowser", dependencies: ["SpotsFormat"]),
        // `spots-site audit`: every screen's page measured in headless Chromium, in every context
        // (width, scheme, direction, text).
        .target(name: "SpotsAudit", dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsBrowser"]),
        // A site kept built in memory and brought up to date by what changed (`LiveBuilder`): what
        // `spots-site serve` shows and `spots-site lsp` checks as the author types.
        .target(name: "SpotsLiveSite", dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild"]),
        // `spots-site lsp`: the Language Server Protocol over standard input and output.
        .target(name: "SpotsLanguageServer", dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsLiveSite"]),
        // `spots-site serve`: the site in memory over HTTP, with live reload; the core stays free of it.
        .target(
            name: "SpotsSiteServer",
            dependencies: [
                "SpotsFormat",
                "SpotsRender",
                "SpotsBuild",
                "SpotsLiveSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "SpotsSiteCLI",
            dependencies: [
                "SpotsFormat",
                "SpotsRender",
                "SpotsBuild",
                "SpotsCatalog",
                "SpotsFlow",
                "SpotsSite",
                "SpotsReview",
                "SpotsAudit",
                "SpotsBrowser",
                "SpotsSiteServer",
                "SpotsLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `swift package --allow-writing-to-package-directory spots-site build` (check, serve, diff…)
        // in an app's package: spots-site run in that package's folder.
        .plugin(
            name: "SpotsSitePlugin",
            capability: .command(
                intent: .custom(verb: "spots-site", description: "Build, check, preview or diff the package's screens (Content/) with spots-site."),
                permissions: [.writeToPackageDirectory(reason: "spots-site writes the site into Output/ (build) or a report (diff --report).")]
            ),
            dependencies: ["SpotsSiteCLI"]
        ),
        // A benchmark, not a test: `swift run -c release spots-benchmark`.
        .executableTarget(
            name: "SpotsBenchmark",
            dependencies: [
                "SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsCatalog", "SpotsSite", "SpotsSiteServer", "SpotsLiveSite",
                "SpotsLanguageServer",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/SpotsBenchmark"
        ),
        // What both test targets share: temporary projects, golden files, running the binary.
        .target(
            name: "SpotsSiteTestSupport",
            dependencies: ["SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsCatalog", "SpotsSite"],
            path: "Tests/SpotsSiteTestSupport"
        ),
        .testTarget(
            name: "SpotsSiteTests",
            dependencies: [
                "SpotsFormat", "SpotsRender", "SpotsBuild", "SpotsCatalog", "SpotsFlow", "SpotsSite", "SpotsReview", "SpotsAudit", "SpotsBrowser",
                "SpotsSiteServer", "SpotsLiveSite", "SpotsLanguageServer", "SpotsSiteTestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "SpotsSiteServerTests",
            dependencies: [
                "SpotsFormat",
                "SpotsRender",
                "SpotsBuild",
                "SpotsCatalog",
                "SpotsSiteServer",
                "SpotsLiveSite",
                "SpotsSiteTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
