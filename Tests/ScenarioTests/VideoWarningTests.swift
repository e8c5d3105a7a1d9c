// A player video that cannot play, or whose file is cut short, is a warning: one line
// per video file on stderr (the exit status stays the run's) and report.md's Problems.

import CommandSupport
import Foundation
import Testing
@testable import Scenario

struct VideoWarningTests {
    static let sample = BundledScenarioTests.folder.deletingLastPathComponent()
        .appendingPathComponent("videos/sample-landscape.mp4")

    /// Two players showing the same video, and the steps to hold.
    static func app(_ video: String) -> String {
        """
        app: {root: Tabs}
        controllers:
          Tabs: {kind: tab, tabs: [A, B]}
          A: {kind: player, player: {video: \(video)}}
          B: {kind: player, player: {video: \(video)}}
        steps:
          - tap: play
          - expect: {visible: A}

        """
    }

    @Test("a missing video: one warning for the file, at the first player naming it; exit 0")
    func missing() throws {
        let path = try TestFiles.write(Self.app("no-such.mp4"), name: "missing.yaml")
        let check = ScenarioCommands.check(files: [path], options: .probingVideos)
        #expect(check.status == .ok)
        let lines = check.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(check.stderr)")
        #expect(lines.first?.hasPrefix("\(path):4: controllers.A.player.video: warning: video file not found: ") == true)
        #expect(lines.first?.hasSuffix("no-such.mp4 (check the path); a relative path is read from the scenario file's folder") == true)
        let trace = ScenarioCommands.trace(file: path, all: false, json: false, options: .probingVideos)
        #expect(trace.status == .ok && trace.stderr == check.stderr, "trace warns the same way")
    }

    @Test("a cut-short video plays what it has and says where it ends, once; report.md lists it under Problems")
    func cutShort() throws {
        let folder = try TestFiles.folder()
        let whole = try Data(contentsOf: Self.sample)
        // The sample's index is at the front: 110,000 bytes keep about 3 of its 10 seconds (picture and sound interleaved).
        try whole.prefix(110_000).write(to: folder.appendingPathComponent("cut.mp4"))
        let path = folder.appendingPathComponent("cut.yaml").path
        try Self.app("cut.mp4").write(toFile: path, atomically: true, encoding: .utf8)
        let scenario = try ScenarioLoader.load(path: path, options: .probingVideos)
        #expect(scenario.warnings.count == 1)
        let warning = try #require(scenario.warnings.first)
        #expect(warning.description == "\(path):4: controllers.A.player.video: warning: cut.mp4: video ends early at 2.9 s "
            + "of 10.0 s (the file is cut short: the player shows its last frame from there)")
        #expect(scenario.model.controllers.allSatisfy { $0.player?.videoError == nil }, "it still plays")
        let report = try ScenarioRunner(scenario: scenario).run()
        #expect(report.status == .ok)
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("\n## Problems\n\n- `controllers.A.player.video` (line 4): cut.mp4: video ends early at 2.9 s of 10.0 s"))
        // A whole copy says nothing.
        try whole.write(to: folder.appendingPathComponent("cut.mp4"))
        #expect(try ScenarioLoader.load(path: path, options: .probingVideos).warnings.isEmpty)
        #expect(!MarkdownReport.render(try ScenarioRunner(scenario: try ScenarioLoader.load(path: path)).run()).contains("## Problems"))
    }

    @Test("--video over the file: the warning names the option")
    func option() throws {
        let path = try TestFiles.write(Self.app("whatever.mp4"), name: "option.yaml")
        let folder = try TestFiles.folder()
        let broken = folder.appendingPathComponent("broken.mp4")
        try Data("not a video at all".utf8).write(to: broken)
        let options = LoadOptions(video: broken.path, prepare: PlayerVideos.probe)
        let scenario = try ScenarioLoader.load(path: path, options: options)
        #expect(scenario.warnings.map(\.description) == [
            "\(path): --video: warning: cannot open \(broken.path): Invalid data found when processing input",
        ])
    }
}
