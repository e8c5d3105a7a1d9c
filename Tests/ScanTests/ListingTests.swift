// What the scan's own walk reads (it hands files to the readers as it finds them), and
// the byte searches the Swift reader leans on: the word set and the line table.

import Foundation
import Scenario
import Testing
@testable import Scan

struct ListingTests {
    static func controller(_ name: String, _ mask: String = ".portrait") -> String {
        """
        import UIKit
        final class \(name): UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
        }

        """
    }

    static func plist(_ orientation: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array><string>\(orientation)</string></array></dict></plist>

        """
    }

    @Test("without a project: dependencies, tests, bundles and a linked folder are not read, a linked file is; the Info.plist comes from a bundle, never from Pods or tests")
    func folderWithoutProject() throws {
        let folder = try Fixtures.temporaryFolder()
        let outside = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        func write(_ text: String, _ path: String, in base: URL) throws {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write(Self.controller("HomeViewController"), "App/Screens/Home.swift", in: folder)
        try write(Self.controller("PodViewController"), "Pods/Lib/Pod.swift", in: folder)
        try write(Self.controller("CheckViewController"), "AppTests/Check.swift", in: folder)
        try write(Self.controller("AssetViewController"), "Media.xcassets/Odd.swift", in: folder)
        try write(Self.controller("BundledViewController"), "Lib.framework/Bundled.swift", in: folder)
        try write(Self.plist("UIInterfaceOrientationPortraitUpsideDown"), "Pods/Info.plist", in: folder)
        try write(Self.plist("UIInterfaceOrientationPortraitUpsideDown"), "AppTests/Info.plist", in: folder)
        try write(Self.plist("UIInterfaceOrientationLandscapeLeft"), "Lib.framework/Info.plist", in: folder)
        try write(Self.controller("DetailViewController", ".landscape"), "App/Detail.swift", in: folder)
        try write(Self.controller("ElsewhereViewController"), "Folder/Elsewhere.swift", in: outside)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Elsewhere").path,
                                                   withDestinationPath: outside.appendingPathComponent("Folder").path)
        try write(Self.controller("SharedViewController"), "Shared/Shared.swift", in: outside)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Shared.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Shared/Shared.swift").path)

        let result = try ProjectScanner.scan(folder: folder.path)
        let model = try ScenarioLoader.parse(text: result.yaml, file: "walk.yaml").model
        #expect(model.controllers.map(\.name).sorted() == ["DetailViewController", "HomeViewController", "SharedViewController"])
        #expect(result.yaml.contains("# read: 3 Swift, 0 Objective-C, 0 storyboard/XIB files; 3 controllers"))
        #expect(result.filesRead == 3)
        #expect(result.sources[.field("SharedViewController", .supported)]?.file == "App/Shared.swift")
        #expect(result.yaml.contains("  plist: [landscapeLeft]   # Lib.framework/Info.plist:2"))
        #expect(result.sources[.field("DetailViewController", .supported)]?.file == "App/Detail.swift")
    }

    @Test("a word set finds a word wholly inside the range, whatever words share its first byte or its second byte's bit")
    func wordSet() {
        let text = Array("let a = x!; present(next); pu".utf8)
        let words = WordSet(["push", "present", "pop"])
        #expect(words.occurs(in: text, from: 0, to: text.count))
        let start = text.firstIndex(of: UInt8(ascii: "p"))!
        // "present" cut at its end, and the trailing "pu" of "push".
        #expect(!words.occurs(in: text, from: start, to: start + 6))
        #expect(words.occurs(in: text, from: start, to: start + 7))
        #expect(!words.occurs(in: text, from: start + 1, to: text.count))
        // `a` and `!` share their low six bits: "xa" is tried at "x!" and not found.
        #expect(!WordSet(["xa"]).occurs(in: text, from: 0, to: text.count))
        #expect(WordSet(["x!"]).occurs(in: text, from: 0, to: text.count))
        // One-byte words, and a set of one- and two-byte words.
        #expect(WordSet(["!"]).occurs(in: text, from: 0, to: text.count))
        #expect(!WordSet(["?"]).occurs(in: text, from: 0, to: text.count))
        #expect(WordSet(["?", "= x"]).occurs(in: text, from: 0, to: text.count))
        #expect(!WordSet([]).occurs(in: text, from: 0, to: text.count))
        #expect(!words.occurs(in: text, from: 5, to: 5))
    }

    @Test("line starts: 1-based lines of byte offsets, a line break counted where it ends")
    func lineStarts() {
        let lines = LineStarts(Array("a\nbc\r\n\nd".utf8))
        #expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(lines.line(of:)) == [1, 1, 2, 2, 2, 2, 3, 4, 4])
        #expect(LineStarts([]).line(of: 0) == 1)
        #expect(LineStarts(Array("\n".utf8)).line(of: 1) == 2)
    }
}
