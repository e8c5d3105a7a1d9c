import Foundation
import Testing
import TestSupport

/// Inputs made with ffmpeg are kept between runs by what made them; a file made from
/// another file is made each time (the file it reads may differ).
@Suite("Test inputs kept between runs")
struct TestInputsTests {
    @Test("kept by their arguments and ffmpeg, not by where they are written; inputs read from files are not kept")
    func names() {
        let red = ["-f", "lavfi", "-i", "color=c=red:s=16x16:d=0.1", "-c:v", "rawvideo"]
        let here = TestInputs.keptName(red + ["/tmp/a/raw.nut"]), there = TestInputs.keptName(red + ["/tmp/b/raw.nut"])
        #expect(here != nil && here == there && here?.hasSuffix(".nut") == true)
        #expect(TestInputs.keptName(["-f", "lavfi", "-i", "color=c=blue:s=16x16:d=0.1", "-c:v", "rawvideo", "/tmp/a/raw.nut"]) != here)
        #expect(TestInputs.keptName(red + ["/tmp/a/raw.mkv"]) != here, "another container is another file")
        #expect(TestInputs.keptName(["-i", "/tmp/a/plain.mp4", "-c", "copy", "/tmp/a/rotated.mp4"]) == nil)
        #expect(TestInputs.keptName(["-f", "lavfi", "-i", "sine", "-i", "/tmp/a/plain.mp4", "/tmp/a/both.mp4"]) == nil)
    }

    @Test("a file made once is kept whole, and a second making of it is that file")
    func keptWhole() throws {
        let dir = try TempDir()
        let arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi",
                         "-i", "testsrc2=s=64x48:r=10:d=0.3", "-pix_fmt", "yuv420p", "-c:v", "rawvideo"]
        let first = dir.path("first.nut"), second = dir.path("second.nut")
        try #require(try TestInputs.ffmpeg(arguments + [first]))
        let name = try #require(TestInputs.keptName(arguments + [first]))
        let kept = TestInputs.folder.appendingPathComponent(name).path
        let made = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(made.count > 64 * 48 * 3 / 2 * 3, "three pictures")
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == made)
        try #require(try TestInputs.ffmpeg(arguments + [second]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == made)
        // No half-made copy is left beside it.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: TestInputs.folder.path).filter { $0.hasPrefix(name + ".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
