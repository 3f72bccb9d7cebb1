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
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "plumb-bench", targets: ["plumb-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Exact fractions: PlumbSolver's exact fallback for small systems (Sources/PlumbSolver/Exact) and,
        // separately, the tests' independent reference (Tests/PlumbSolverTests/Reference).
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.0"),
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
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbRender", "PlumbGolden", "PlumbImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "plumb-bench", dependencies: ["PlumbSolver"]),

        // Helpers every test target would otherwise write for itself: temporary folders, a seeded generator.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        .testTarget(
            name: "PlumbSolverTests",
            dependencies: ["PlumbSolver", "PlumbTestSupport", .product(name: "BigInt", package: "BigInt")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbTestSupport"]),
        .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene"]),
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbScene", "PlumbGolden", "PlumbTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "PlumbGoldenTests", dependencies: ["PlumbGolden", "PlumbScene", "PlumbTestSupport"],
                    exclude: ["ComparisonPairs"]),
        .testTarget(name: "PlumbImportTests", dependencies: ["PlumbImport", "PlumbScene", "PlumbTestSupport"]),
        .testTarget(name: "PlumbBenchTests", dependencies: ["plumb-bench"]),
        .testTarget(name: "PlumbCLITests", dependencies: ["plumb", "PlumbGolden", "PlumbTestSupport"], exclude: ["Reliability"]),
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
    ]
    for target in fuzzTargets {
        package.targets.append(.executableTarget(name: "fuzz-\(target.name)",
                                                 dependencies: target.dependencies + ["PlumbFuzzSupport"],
                                                 path: "Fuzz/\(target.name)"))
        package.products.append(.executable(name: "fuzz-\(target.name)", targets: ["fuzz-\(target.name)"]))
    }
}
