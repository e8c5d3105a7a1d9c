// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RotationSandbox",
    products: [
        .executable(name: "rotation-sandbox", targets: ["rotation-sandbox"]),
        .executable(name: "rotation-sandbox-bench", targets: ["rotation-sandbox-bench"]),
        .library(name: "OrientationEngine", targets: ["OrientationEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `scan` reads Swift as the compiler parses it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // SDL's and FFmpeg's headers only (libsdl2-dev libsdl2-ttf-dev libavformat-dev
        // libavcodec-dev libavutil-dev libswscale-dev libswresample-dev, in the default include
        // path): no pkg-config, whose libs would link the libraries into the process at start;
        // CLibraryLoader loads them on first use (its late_binding.h says why).
        .systemLibrary(name: "CSDL", path: "Sources/CSDL"),
        .systemLibrary(name: "CFFmpeg", path: "Sources/CFFmpeg"),
        .target(name: "CLibraryLoader", dependencies: ["CSDL", "CFFmpeg"]),
        .target(name: "OrientationEngine"),
        .target(name: "Scenario", dependencies: ["OrientationEngine", "Yams"]),
        // `lint`: explores a scenario's app with the engine and reports what goes wrong where. No SDL.
        .target(name: "Lint", dependencies: ["OrientationEngine", "Scenario"]),
        .target(name: "Media", dependencies: ["CFFmpeg", "CLibraryLoader"]),
        // `scan`: an iOS project's sources and settings → a scenario. No SDL, no FFmpeg, no
        // FoundationXML (storyboards and pbxproj have small readers of their own; XcodeGen's
        // project.yml is read with Yams, as scenarios are), so `lint`
        // can call it in-process and commands that do not scan load nothing more.
        .target(
            name: "Scan",
            dependencies: [
                "OrientationEngine", "Scenario", "Yams",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]),
        // The window as values: geometry, screen layout, inspector and frame models, the
        // window's state and reducer. No SDL, no FFmpeg: tested without a display.
        .target(name: "WindowModel", dependencies: ["OrientationEngine", "Scenario"]),
        .target(name: "Sandbox", dependencies: ["CSDL", "CLibraryLoader", "OrientationEngine", "Scenario", "Media", "WindowModel", "CommandSupport"]),
        // What both executables share: the exit-status contract, output helpers, bundled files.
        .target(
            name: "CommandSupport",
            dependencies: [
                "Scenario", "Media", "OrientationEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "rotation-sandbox",
            dependencies: [
                "Scenario", "Sandbox", "WindowModel", "OrientationEngine", "CommandSupport", "Media", "Lint", "Scan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The benchmarks of BENCHMARKS.md, out of the product (`make bench`).
        .executableTarget(
            name: "rotation-sandbox-bench",
            dependencies: [
                "Scenario", "Sandbox", "Media", "OrientationEngine", "CommandSupport", "Lint", "Scan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "OrientationEngineTests", dependencies: ["OrientationEngine"]),
        // No SDL here: the video probe comes with CommandSupport (Media), not the window.
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "OrientationEngine", "CommandSupport", "Yams"], exclude: ["BadFiles"]),
        .testTarget(name: "MediaTests", dependencies: ["Media", "TestSupport"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Scenario", "OrientationEngine"], exclude: ["Fixtures"]),
        // Fixture projects are read from disk (the folder is not a resource: no bundle needed).
        .testTarget(name: "ScanTests", dependencies: ["Scan", "Scenario", "OrientationEngine"], exclude: ["Fixtures"]),
        // Apps the window tests share; test code, kept out of the products.
        .target(name: "TestSupport", dependencies: ["OrientationEngine"], path: "Tests/Support"),
        .testTarget(name: "WindowModelTests", dependencies: ["WindowModel", "Scenario", "OrientationEngine", "TestSupport"]),
        // The command line in-process (`@testable import rotation_sandbox`): parse, validate,
        // run, exit status and stderr, as scripts/check-cli.sh has them from the binary. No window.
        .testTarget(name: "CommandTests", dependencies: ["rotation-sandbox", "CommandSupport", "Sandbox"]),
        // The bench's own parsing (`@testable import rotation_sandbox_bench`); no measuring.
        .testTarget(name: "BenchTests", dependencies: ["rotation-sandbox-bench"]),
        .testTarget(name: "SandboxTests", dependencies: ["Sandbox", "WindowModel", "Scenario", "OrientationEngine", "Media", "TestSupport", "CommandSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
