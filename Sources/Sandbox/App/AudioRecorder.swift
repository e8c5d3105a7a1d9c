// `record`'s sound: recording.mp4 gets an AAC track when a player of the scenario has a
// video with sound (none otherwise). Each frame slot of the recording gets as many
// samples as it lasts: the visible player's sound from the position its picture shows
// while it plays, silence while it is paused, hidden or absent. So sound and picture
// are aligned by construction, sample for frame.

import Foundation
import Media
import OrientationEngine

final class AudioRecorder {
    private var decided = false
    /// A write failed: said once, the rest of the recording goes on without sound.
    private var broken = false
    private var source: AudioSource?
    /// Videos whose sound cannot be played, said once each.
    private var failed: Set<String> = []

    /// Before the slot starting at `time` is appended to `writer`: its sound. A file that
    /// cannot be written is a problem; a video whose sound cannot be decoded is a note
    /// (it is recorded silent).
    func record(_ engine: Engine, at time: Double, into writer: MP4Writer,
                problems: inout [String], notes: inout [String]) {
        if !decided {
            decided = true
            guard engine.playerVideos.contains(where: { AudioSource.hasSound(path: $0) }) else { return }
            do {
                try writer.addAudioTrack()
            } catch {
                return problems.append("recording.mp4: no sound track: \(error)")
            }
        }
        guard writer.hasAudioTrack, !broken else { return }
        let rate = Double(AudioFormat.sampleRate), fps = Double(writer.fps)
        let slotEnd = Int((Double(writer.framesWritten + 1) * rate / fps).rounded())
        let frames = slotEnd - writer.audioFramesWritten
        guard frames > 0 else { return }
        do {
            if let audible = engine.audible(at: time), audible.playing, let source = source(for: audible.path, &notes) {
                var samples = [Float](repeating: 0, count: frames * AudioFormat.channels)
                samples.withUnsafeMutableBufferPointer {
                    source.readBlocking(from: audible.position, into: $0.baseAddress!, frames: frames)
                }
                try samples.withUnsafeBufferPointer { (buffer) throws(MediaError) in try writer.appendAudio(buffer) }
            } else {
                try writer.appendSilence(frames: frames)
            }
        } catch {
            broken = true
            problems.append("recording.mp4: \(error)")
        }
    }

    /// The source for `path`, opened when the visible video changes; nil for a silent one.
    private func source(for path: String, _ notes: inout [String]) -> AudioSource? {
        if let source, source.path == path { return source }
        source?.close()
        source = nil
        guard !failed.contains(path) else { return nil }
        do {
            source = try AudioSource.open(path: path, loop: true)
        } catch {
            failed.insert(path)
            notes.append("\((path as NSString).lastPathComponent.escapedForOneLine): its sound is left out: \(error)")
        }
        if source == nil { failed.insert(path) }   // no sound track: silent, as it plays
        return source
    }

    deinit { source?.close() }
}
