// The bundled example apps hold every expectation (as `make test` checks through the CLI).

import Foundation
import CommandSupport
import Testing
@testable import Scenario

struct BundledScenarioTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/scenarios")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("each bundled scenario holds, with its player videos probed as the CLI does", arguments: files)
    func bundled(_ name: String) {
        let path = Self.folder.appendingPathComponent(name).path
        let check = ScenarioCommands.check(files: [path], options: .probingVideos)
        #expect(check.status == .ok, "\(check.stdout)\(check.stderr)")
    }

    @Test("each bundled scenario explains itself in a comment header")
    func headers() throws {
        #expect(Self.files.count >= 15)
        for name in Self.files {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(name)")
        }
    }
}
