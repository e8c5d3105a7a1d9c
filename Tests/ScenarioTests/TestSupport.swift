// Shared helpers: temporary scenario files and parsing from text.

import Foundation
@testable import Scenario

enum TestFiles {
    static let badFiles = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("BadFiles")

    /// A fresh folder per call; tests run in parallel.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, name: String = "test.yaml") throws -> String {
        let url = try folder().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// A minimal valid app header for step and expectation tests.
let minimalApp = """
    app:
      root: VC
    controllers:
      VC: {}

    """

func parse(_ text: String) throws -> ScenarioFile {
    try ScenarioLoader.parse(text: text, file: "test.yaml")
}

/// The error a text produces, or nil when it parses.
func parseError(_ text: String) -> ScenarioError? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return error as? ScenarioError
    }
}

/// What a test run asks for beyond the quick lane: `make test` sets
/// ROTATION_SANDBOX_FULL_TESTS=1 for the big counts CI runs.
enum TestLane {
    static let full = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1"
}
