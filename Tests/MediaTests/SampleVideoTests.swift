import Foundation
import Testing
@testable import Media

@Suite("Sample videos")
struct SampleVideoTests {
    static let samples = ["sample-landscape.mp4", "sample-portrait.mp4"]

    /// Decoding every frame twice (ours and ffprobe's count) is the suite's biggest cost:
    /// the quick lane does it for one sample, `make test` (ROTATION_SANDBOX_FULL_TESTS=1) for both.
    static let decodedSamples = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1"
        ? samples : [samples[0]]

    @Test("decodes every frame; size, duration and frame count agree with ffprobe", arguments: decodedSamples)
    func decodeMatchesProbe(name: String) throws {
        let path = samplePath(name)
        let probe = try Probe.of(path)
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        #expect(source.width == probe.width)
        #expect(source.height == probe.height)
        #expect(abs(source.duration - probe.duration) < 0.05)
        #expect(abs(source.frameRate - 30) < 0.01)
        #expect(source.codecName == "h264")
        #expect(source.rotationDegrees == 0)
        let frames = decodeAll(source)
        #expect(frames.count == probe.frames)
        #expect(frames.count == 300)
        #expect(frames.allSatisfy { $0.width == probe.width && $0.height == probe.height })
        // Serials count decoded frames; pts increase by one frame interval.
        #expect(frames.map(\.serial) == Array(1...frames.count))
        #expect(zip(frames, frames.dropFirst()).allSatisfy { abs($1.pts - $0.pts - 1.0 / 30) < 0.002 })
        #expect(abs((frames.last?.pts ?? 0) - (probe.duration - 1.0 / 30)) < 0.01)
        #expect(source.isAtEnd)
    }

    @Test("sample files exist, are H.264 yuv420p and at most 2 MB", arguments: samples)
    func sampleFiles(name: String) throws {
        let path = samplePath(name)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size <= 2_000_000)
        let probe = try Probe.of(path)
        #expect(probe.codec == "h264")
        #expect(name.contains("landscape") ? (probe.width, probe.height) == (1280, 720) : (probe.width, probe.height) == (720, 1280))
        #expect(abs(probe.duration - 10) < 0.1)
    }

    @Test("corner colours: top-left red, top-right green, bottom-left blue, bottom-right yellow", arguments: samples)
    func cornerColours(name: String) throws {
        let source = try VideoSource(path: samplePath(name), loop: false)
        defer { source.close() }
        let frame = try #require(source.frameBlocking(at: 2.0))
        let inset = frame.width * 6 / 100    // well inside the 16%-wide patches
        let (w, h) = (frame.width, frame.height)
        #expect(close(yuv(frame, x: inset, y: inset), Colour.red))
        #expect(close(yuv(frame, x: w - 1 - inset, y: inset), Colour.green))
        #expect(close(yuv(frame, x: inset, y: h - 1 - inset), Colour.blue))
        #expect(close(yuv(frame, x: w - 1 - inset, y: h - 1 - inset), Colour.yellow))
    }
}
