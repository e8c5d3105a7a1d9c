import Foundation
import Testing
@testable import Media

/// One demuxer per file (MediaFile): the picture and the sound of a file share one
/// opening and one demux thread, yet each decodes exactly what it would alone.
@Suite("One demuxer per file")
struct MediaFileTests {

    /// A copy of the landscape sample of this test's own: its openings are counted
    /// alone, and no other test's reader shares it.
    static func copy(_ dir: TempDir, _ name: String = "clip.mp4") throws -> String {
        let path = dir.path(name)
        try FileManager.default.copyItem(atPath: samplePath("sample-landscape.mp4"), toPath: path)
        return path
    }

    static func read(_ source: AudioSource, from position: Double, seconds: Double) -> [Float] {
        AudioTests.read(source, from: position, seconds: seconds)
    }

    @Test("the picture and the sound of a file open it once and share its demuxer")
    func openedOnce() throws {
        let dir = try TempDir()
        let path = try Self.copy(dir)
        let video = try VideoSource(path: path, loop: false)
        let sound = try #require(try AudioSource.open(path: path, loop: false))
        defer { video.close(); sound.close() }
        #expect(video.file === sound.file)
        #expect(AudioSource.hasSound(path: path), "answered by the file open")
        #expect(video.frameBlocking(at: 1.5).map { abs($0.pts - 1.5) < 0.02 } == true)
        #expect(Self.read(sound, from: 0.2, seconds: 0.1).contains { $0 != 0 })
        // A second reader of a stream already read opens the file for itself.
        let second = try VideoSource(path: path, loop: false)
        defer { second.close() }
        #expect(second.file !== video.file && second.file !== sound.file)
    }

    @Test("the picture's seeks leave the sound going on sample for sample as it goes alone")
    func pictureSeeksKeepTheSound() throws {
        let dir = try TempDir()
        let shared = try Self.copy(dir, "shared.mp4"), alone = try Self.copy(dir, "alone.mp4")
        let reference = try #require(try AudioSource.open(path: alone, loop: false))
        let video = try VideoSource(path: shared, loop: false)
        let sound = try #require(try AudioSource.open(path: shared, loop: false))
        defer { reference.close(); video.close(); sound.close() }
        let seeks: [Int: Double] = [5: 8.0, 10: 0.5, 15: 6.2, 20: 3.0]
        for block in 0..<25 {
            let position = Double(block) * 0.1
            if let target = seeks[block] {
                let frame = try #require(video.frameBlocking(at: target))
                #expect(frame.pts <= target + 1e-6 && target - frame.pts < 1.0 / 30 + 1e-6, "frame \(frame.pts) for \(target)")
            }
            let same = Self.read(sound, from: position, seconds: 0.1) == Self.read(reference, from: position, seconds: 0.1)
            #expect(same, "sound at \(position) s")
        }
        #expect(video.seeksRequested >= seeks.count)
    }

    @Test("the sound's seeks leave the picture going on frame after frame as it goes alone, and land where asked")
    func soundSeeksKeepThePicture() throws {
        let dir = try TempDir()
        let shared = try Self.copy(dir, "shared.mp4"), alone = try Self.copy(dir, "alone.mp4")
        let reference = try VideoSource(path: alone, loop: false)
        let soundAlone = try #require(try AudioSource.open(path: alone, loop: false))
        let video = try VideoSource(path: shared, loop: false)
        let sound = try #require(try AudioSource.open(path: shared, loop: false))
        defer { reference.close(); soundAlone.close(); video.close(); sound.close() }
        let targets = [5.0, 2.0, 9.5, 0.3, 7.25]
        for index in 0..<150 {
            if index % 30 == 10 {
                let target = targets[index / 30]
                let same = Self.read(sound, from: target, seconds: 0.2) == Self.read(soundAlone, from: target, seconds: 0.2)
                #expect(same, "sound after a seek to \(target) s")
            }
            let frame = try #require(video.nextFrameBlocking()), expected = try #require(reference.nextFrameBlocking())
            #expect(frame.pts == expected.pts)
            #expect(yuv(frame, x: 640, y: 360) == yuv(expected, x: 640, y: 360) && yuv(frame, x: 100, y: 600) == yuv(expected, x: 100, y: 600))
        }
    }

    @Test("a seek asked while the other stream has had no packet yet is done for both in one pass")
    func seekBeforeTheOthersFirstPacket() throws {
        let dir = try TempDir()
        let shared = try Self.copy(dir, "shared.mp4"), alone = try Self.copy(dir, "alone.mp4")
        let soundAlone = try #require(try AudioSource.open(path: alone, loop: false))
        defer { soundAlone.close() }
        MediaFile.hold(shared)
        defer { MediaFile.release(shared) }
        // The picture attaches before the demuxer moved (its first packet is whatever
        // comes next), then the sound asks its seek: both wait on the demuxer.
        let video = try VideoSource(path: shared, loop: false)
        let sound = try #require(try AudioSource.open(path: shared, loop: false))
        defer { video.close(); sound.close() }
        #expect(video.file.waitUntilSeekAsked(.sound))
        MediaFile.release(shared)
        let frame = try #require(video.frameBlocking(at: 0.5))
        #expect(abs(frame.pts - 0.5) < 0.02)
        #expect(Self.read(sound, from: 0, seconds: 0.2) == Self.read(soundAlone, from: 0, seconds: 0.2))
        // Each stream's own seek and the one both share, not a seek after seek.
        let seeks = video.file.demuxerSeeks
        #expect(seeks <= 3, "\(seeks) seeks")
    }

    @Test("looping, each stream wraps on its own and decodes every pass as it would alone")
    func wrapsAsAlone() throws {
        let dir = try TempDir()
        let shared = dir.path("shared.mp4"), picture = dir.path("picture.mp4"), track = dir.path("sound.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=160x120:r=30:d=1", "-f", "lavfi", "-i", "sine=f=440:d=1:r=48000",
                    "-c:v", "libx264", "-preset", "ultrafast", "-g", "10", "-c:a", "aac", "-shortest", shared])
        try FileManager.default.copyItem(atPath: shared, toPath: picture)
        try FileManager.default.copyItem(atPath: shared, toPath: track)
        let video = try VideoSource(path: shared, loop: true), sound = try #require(try AudioSource.open(path: shared, loop: true))
        let videoAlone = try VideoSource(path: picture, loop: true)
        defer { video.close(); sound.close(); videoAlone.close() }
        let soundAlone = try #require(try AudioSource.open(path: track, loop: true))
        defer { soundAlone.close() }
        #expect(video.file === sound.file)
        for block in 0..<35 {
            let position = Double(block) * 0.1
            let same = Self.read(sound, from: position, seconds: 0.1) == Self.read(soundAlone, from: position, seconds: 0.1)
            #expect(same, "sound at \(position) s")
            let frame = try #require(video.frameBlocking(at: position)), expected = try #require(videoAlone.frameBlocking(at: position))
            #expect(frame.pts == expected.pts && yuv(frame, x: 80, y: 60) == yuv(expected, x: 80, y: 60), "picture at \(position) s")
        }
    }

    @Test("a stream with no reader is not read, and one not read holds at most a pass while the other loops")
    func unreadStreamsAreBounded() throws {
        let dir = try TempDir()
        let path = try Self.copy(dir)
        let video = try VideoSource(path: path, loop: true)
        defer { video.close() }
        #expect(video.file.waitUntilDemuxerWaits())
        // ffplay's rule: it waits once the picture has more than 25 packets and a second.
        let waiting = video.file.queued(.picture)
        #expect(waiting.packets > 25 && waiting.packets <= 32, "\(waiting.packets) packets queued")
        #expect(video.file.queued(.sound).packets == 0, "no reader: discarded")

        let clip = dir.path("short.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=160x120:r=30:d=1", "-f", "lavfi", "-i", "sine=f=440:d=1:r=48000",
                    "-c:v", "libx264", "-preset", "ultrafast", "-g", "30", "-c:a", "aac", "-shortest", clip])
        let picture = try VideoSource(path: clip, loop: true)
        let sound = try #require(try AudioSource.open(path: clip, loop: true))
        defer { picture.close(); sound.close() }
        // Four passes of the picture; the sound is never read.
        for step in 0..<120 { #expect(picture.frameBlocking(at: Double(step) / 30) != nil) }
        #expect(picture.file.waitUntilDemuxerWaits())
        // 1 s of 48 kHz AAC is 47 packets: what was not taken of one pass, no more.
        let unread = picture.file.queued(.sound)
        #expect(unread.packets > 0 && unread.packets <= 48, "\(unread.packets) sound packets queued")
    }

    @Test("the file closes with its last reader: the demux thread joined, the file no longer shared")
    func closesWithItsLastReader() throws {
        let dir = try TempDir()
        let path = try Self.copy(dir)
        let video = try VideoSource(path: path, loop: true)
        let sound = try #require(try AudioSource.open(path: path, loop: true))
        let file = video.file
        #expect(video.frameBlocking(at: 0.5) != nil)
        video.close()
        #expect(!file.hasEnded && MediaFile.openFile(path) === file, "the sound still reads it")
        #expect(Self.read(sound, from: 0.5, seconds: 0.1).contains { $0 != 0 })
        sound.close()
        #expect(file.hasEnded, "joined before close returned")
        #expect(MediaFile.openFile(path) == nil)
    }
}
