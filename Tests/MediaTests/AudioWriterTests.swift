import Foundation
import Testing
import TestSupport
@testable import Media

/// MP4Writer's sound track: AAC written in step with the picture, read back by our own
/// decoder and by ffprobe.
@Suite("MP4 sound track")
struct AudioWriterTests {
    /// A click (0.9) every 0.75 s, silence between, for `seconds`.
    static func clicks(seconds: Double) -> [Float] {
        let rate = AudioFormat.sampleRate
        var samples = [Float](repeating: 0, count: Int(seconds * Double(rate)) * 2)
        for start in stride(from: 0, to: samples.count / 2, by: rate * 3 / 4) {
            for i in start..<min(start + 240, samples.count / 2) {
                let v = Float(0.9 * sin(2 * Double.pi * 3000 * Double(i - start) / Double(rate)))
                samples[2 * i] = v
                samples[2 * i + 1] = v
            }
        }
        return samples
    }

    @Test("2 s of picture and sound: an AAC track as long as the picture, clicks where they were written")
    func roundTrip() throws {
        let dir = try TempDir()
        let path = dir.path("av.mp4")
        let writer = try MP4Writer(path: path, width: 64, height: 48, fps: 30)
        try writer.addAudioTrack()
        let sound = Self.clicks(seconds: 2)
        let picture = [UInt8](repeating: 128, count: 64 * 48 * 4)
        for i in 0..<60 {
            // 1600 frames per 1/30 s slot; held frames still get their sound.
            let slot = Array(sound[(i * 1600 * 2)..<((i + 1) * 1600 * 2)])
            try slot.withUnsafeBufferPointer { try writer.appendAudio($0) }
            if i % 10 == 5 { try writer.repeatLastFrame() } else { try writer.append(rgba: picture) }
        }
        #expect(writer.audioFramesWritten == 96_000)
        try writer.finish()

        let streams = try runTool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,duration",
                                              "-of", "csv=p=0", path]).output
        let rows = streams.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows.map { $0.first ?? "" }.sorted() == ["aac", writer.encoderName == "libx264" ? "h264" : "mpeg4"].sorted())
        let aac = try #require(rows.first { $0.first == "aac" })
        #expect(abs((Double(aac.last ?? "") ?? 0) - 2.0) < 0.03, "sound lasts \(aac)")

        let source = try #require(try AudioSource.open(path: path, loop: false))
        defer { source.close() }
        var back = [Float](repeating: 0, count: 96_000 * 2)
        back.withUnsafeMutableBufferPointer { source.readBlocking(from: 0, into: $0.baseAddress!, frames: 96_000) }
        let found = clickTimes(channel(back, 0), rate: 48_000)
        #expect(found.count == 3, "\(found)")
        for (k, time) in found.enumerated() { #expect(abs(time - Double(k) * 0.75) < 0.003, "click \(k) at \(time)") }
    }

    @Test("the sound track must come before the first frame; silence and odd sample counts")
    func rules() throws {
        let dir = try TempDir()
        let writer = try MP4Writer(path: dir.path("late.mp4"), width: 16, height: 16, fps: 30)
        try writer.append(rgba: [UInt8](repeating: 0, count: 16 * 16 * 4))
        #expect(throws: MediaError.self) { try writer.addAudioTrack() }
        #expect(!writer.hasAudioTrack)
        #expect(throws: MediaError.self) { try writer.appendSilence(frames: 10) }
        try writer.finish()

        let other = try MP4Writer(path: dir.path("silent.mp4"), width: 16, height: 16, fps: 30)
        try other.addAudioTrack()
        try other.appendSilence(frames: 1600)
        let odd: [Float] = [0.1, 0.2, 0.3]
        #expect(throws: MediaError.self) { try odd.withUnsafeBufferPointer { try other.appendAudio($0) } }
        try other.append(rgba: [UInt8](repeating: 0, count: 16 * 16 * 4))
        try other.finish()
        #expect(try AudioSource.open(path: dir.path("silent.mp4")) != nil)
        // A writer that never got a frame still leaves a file that opens (header at finish).
        let empty = try MP4Writer(path: dir.path("empty.mp4"), width: 16, height: 16, fps: 30)
        try empty.finish()
        #expect(FileManager.default.fileExists(atPath: dir.path("empty.mp4")))
    }
}
