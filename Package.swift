// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbScene", targets: ["PlumbScene"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        .library(name: "PlumbGolden", targets: ["PlumbGolden"]),
        .library(name: "PlumbImport", targets: ["PlumbImport"]),
        .library(name: "PlumbSources", targets: ["PlumbSources"]),
        .library(name: "PlumbSite", targets: ["PlumbSite"]),
        .library(name: "PlumbServe", targets: ["PlumbServe"]),
        .executable(name: "plumb", targets: ["plumb"]),
        // `plumb serve`'s server, which `plumb serve` runs: a program of its own, so that `plumb` does not
        // load FlyingFox's networking libraries (curl, TLS, LDAP) at every start.
        .executable(name: "plumb-serve", targets: ["plumb-serve"]),
        .executable(name: "plumb-bench", targets: ["plumb-bench"]),
        // swift-snapshot-testing strategies for scenes; a separate product, so the core never depends on it.
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        // `swift package plumb-check`: the golden check of a package that depends on Plumb.
        .plugin(name: "PlumbCheckPlugin", targets: ["PlumbCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Exact fractions: PlumbSolver's exact fallback for small systems (Sources/PlumbSolver/Exact) and,
        // separately, the tests' independent reference (Tests/PlumbSolverTests/Reference).
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
        // PlumbSnapshotTesting only: its SnapshotTesting target (no dependencies of its own) is all that is
        // built; the package's swift-syntax is fetched for resolution but never compiled.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `plumb serve`'s HTTP and WebSocket server: small, builds in about 40 s from scratch (Hummingbird takes minutes).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Cairo, Pango and fontconfig from Debian's packages.
        .systemLibrary(
            name: "CPlumbCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // libpng from Debian's package: PNGs decoded to straight (not premultiplied) RGBA for comparing.
        .systemLibrary(name: "CPlumbPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "PlumbSolver", dependencies: [.product(name: "BigInt", package: "BigInt")]),
        .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
        .target(name: "PlumbScene", dependencies: ["PlumbLayout", .product(name: "Yams", package: "Yams")]),
        .target(name: "PlumbRender", dependencies: ["PlumbLayout", "CPlumbCairo"]),
        .target(name: "PlumbGolden", dependencies: ["PlumbRender", "CPlumbCairo", "CPlumbPNG"]),
        // Readers of the layouts people already have: Interface Builder documents, Swift and
        // Objective-C code, console logs (one folder each).
        .target(name: "PlumbImport", dependencies: ["PlumbLayout"]),
        // Scene sources of every format, each read by the reader its extension names: the one loader
        // of the command line, the gallery and the live preview.
        .target(name: "PlumbSources", dependencies: ["PlumbScene", "PlumbImport", "PlumbLayout"]),
        // Pages about scenes: the static gallery (`plumb gallery`) and the live preview's page.
        .target(name: "PlumbSite", dependencies: ["PlumbSources", "PlumbRender", "PlumbGolden", "PlumbLayout"]),
        // The live preview's server (`plumb serve`): the only module that needs FlyingFox.
        .target(name: "PlumbServe", dependencies: ["PlumbSite", "PlumbSources", .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbRender", "PlumbGolden", "PlumbImport", "PlumbSources", "PlumbSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `plumb serve` runs this program from beside `plumb`. Not a dependency of `plumb`: SwiftPM would link
        // its libraries (FlyingFox) into `plumb` too. `swift build --product plumb-serve` builds it.
        .executableTarget(
            name: "plumb-serve",
            dependencies: ["PlumbLayout", "PlumbSources", "PlumbSite", "PlumbServe",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "plumb-bench", dependencies: ["PlumbSolver"]),
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: ["PlumbScene", "PlumbRender", "PlumbGolden",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .plugin(
            name: "PlumbCheckPlugin",
            capability: .command(intent: .custom(verb: "plumb-check",
                                                 description: "Check the package's scenes against their goldens (plumb check, using plumb.yaml).")),
            dependencies: ["plumb"],
            path: "Plugins/PlumbCheckPlugin"
        ),

        // Helpers every test target would otherwise write for itself: temporary folders, a seeded generator.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        .testTarget(name: "PlumbTestSupportTests", dependencies: ["PlumbTestSupport"]),
        .testTarget(
            name: "PlumbSolverTests",
            dependencies: ["PlumbSolver", "PlumbTestSupport", .product(name: "BigInt", package: "BigInt")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbTestSupport"]),
        .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene"]),
        // PlumbSources: the fixtures of every format are read as the command line reads them (FixtureTidinessTests).
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbScene", "PlumbSources", "PlumbGolden", "PlumbTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "PlumbGoldenTests", dependencies: ["PlumbGolden", "PlumbScene", "PlumbTestSupport"],
                    exclude: ["ComparisonPairs"]),
        .testTarget(name: "PlumbImportTests", dependencies: ["PlumbImport", "PlumbScene", "PlumbTestSupport"]),
        .testTarget(name: "PlumbSiteTests",
                    dependencies: ["PlumbSite", "PlumbServe", "PlumbScene", "PlumbGolden", "PlumbTestSupport"]),
        .testTarget(name: "PlumbBenchTests", dependencies: ["plumb-bench"]),
        .testTarget(name: "PlumbCLITests", dependencies: ["plumb", "plumb-serve", "PlumbGolden", "PlumbTestSupport"],
                    exclude: ["Reliability"]),
        .testTarget(name: "PlumbSnapshotTestingTests", dependencies: ["PlumbSnapshotTesting", "PlumbScene", "PlumbTestSupport"],
                    exclude: ["__Snapshots__", "Scenes"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (docs/fuzzing.md), only when PLUMB_FUZZ is set: `scripts/fuzz` builds them with
// `-sanitize=fuzzer,address` into .build-fuzz; each one's top-level code hands over to libFuzzer's driver.
if Context.environment["PLUMB_FUZZ"] != nil {
    package.targets.append(.target(name: "PlumbFuzzSupport", path: "Fuzz/Support"))
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("scene", ["PlumbScene"]),
        ("equation", ["PlumbLayout"]),
        ("vfl", ["PlumbLayout"]),
        ("anchor-item", ["PlumbLayout"]),
        ("frames", ["PlumbGolden"]),
        ("pipeline", ["PlumbScene", "PlumbRender"]),
        ("console-log", ["PlumbImport"]),
        ("code", ["PlumbImport"]),
    ]
    for target in fuzzTargets {
        package.targets.append(.executableTarget(name: "fuzz-\(target.name)",
                                                 dependencies: target.dependencies + ["PlumbFuzzSupport"],
                                                 path: "Fuzz/\(target.name)"))
        package.products.append(.executable(name: "fuzz-\(target.name)", targets: ["fuzz-\(target.name)"]))
    }
}
