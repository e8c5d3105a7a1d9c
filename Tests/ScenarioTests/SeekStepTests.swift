// P1's seeking as a file writes it (`seek: SECONDS`), and the video facts it relies on.

import CommandSupport
import Foundation
import OrientationEngine
import Testing
@testable import Scenario

struct SeekStepTests {
    static let videos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/videos")

    static let player = """
        app: {root: Player}
        controllers:
          Player: {kind: player}

        """

    @Test("P1 `seek: SECONDS` is the player's seek; a negative or hexadecimal time is an invalid file")
    func parses() throws {
        let scenario = try parse(Self.player + "steps:\n  - seek: 3.5\n")
        #expect(scenario.steps.map(\.kind) == [.event(.seek(3.5))])
        #expect(parseError(Self.player + "steps:\n  - seek: -1\n")?.description.contains("out of range") == true)
        #expect(parseError(Self.player + "steps:\n  - seek: 0x10\n") != nil)
    }

    @Test("P1 a seek with no player on screen makes the file invalid, naming the step")
    func noPlayer() throws {
        let path = try TestFiles.write(minimalApp + "steps:\n  - seek: 2\n", name: "seek.yaml")
        let check = ScenarioCommands.check(files: [path])
        #expect(check.status == .invalidFile)
        #expect(check.stderr.contains("seek.yaml:6: steps[0].seek: seek: no player on screen"), "\(check.stderr)")
    }

    @Test("P1 the video's length comes from the file as it loads (where seeks stop, the total time)")
    func probedLength() throws {
        let path = Self.videos.appendingPathComponent("sample-landscape.mp4").path
        let text = "app: {root: Player}\ncontrollers:\n  Player: {kind: player, player: {video: \(path)}}\n"
            + "steps:\n  - seek: 60\n"
        let scenario = try ScenarioLoader.parse(text: text, file: "player.yaml", options: .probingVideos)
        let options = try #require(scenario.model.controllers.first?.player)
        #expect(options.videoDuration == 10)
        #expect(abs((options.videoAspect ?? 0) - 16.0 / 9) < 0.01)
        let report = try ScenarioRunner(scenario: scenario).run()
        #expect(report.status == .ok)
    }
}
