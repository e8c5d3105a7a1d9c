// `record`'s sound: recording.mp4 gets an AAC track when a player of the scenario has a
// video with sound (none otherwise). Each frame slot of the recording gets as many
// samples as it lasts: the visible player's sound from the position its picture shows
// while it plays, silence while it is paused, hidden or absent. So sound and picture
// are aligned by construction, sample for frame.
//
// The slot's share is counted here — slots handed to the encoder, samples handed to it —
// never read back from the writer, which belongs to the encoder's thread: the samples
// travel with their slot's picture as one job (EncoderThread), written in order there.
//
// The sound is read from the picture's opening (`VideoLayer.opening`): one demuxer for both.

import Foundation
import Media
import OrientationEngine

final class RecordingSoundTrack {
    /// The opening of the recorded picture of a path (its video layer's), whose demuxer
    /// the sound then shares; nil: the sound opens the file itself.
    private let pictureOpening: (String) -> VideoOpening?
    private var decided = false
    /// A write failed: said once, the rest of the recording goes on without sound.
    private var broken = false
    private var source: AudioSource?
    /// Videos whose sound cannot be played, said once each.
    private var failed: Set<String> = []
    /// Sound frames (48 kHz) handed to the encoder so far.
    private var framesGiven = 0

    init(pictureOpening: @escaping (String) -> VideoOpening? = { _ in nil }) {
        self.pictureOpening = pictureOpening
    }

    /// The sound read from `pictures`' openings (`VideoLayer.opening(for:)`).
    @MainActor
    convenience init(pictures: VideoLayer) {
        self.init(pictureOpening: { path in MainActor.assumeIsolated { pictures.opening(for: path) } })
    }

    /// The sound of the slot starting at `time`, the next one `encoder` gets: nil when
    /// the recording has no sound track (or no longer, after a write failed). The first
    /// call adds the track when a player's video has sound. A track that cannot be added,
    /// or a sound the encoder could not write, is a problem; a video whose sound cannot be
    /// decoded is a note (it is recorded silent).
    func sound(_ engine: Engine, at time: Double, for encoder: EncoderThread,
               problems: inout [String], notes: inout [String]) -> EncoderThread.Sound? {
        if !decided {
            decided = true
            guard engine.playerVideos.contains(where: { AudioSource.hasSound(path: $0) }) else { return nil }
            do {
                try encoder.addAudioTrack()
            } catch {
                problems.append("recording.mp4: no sound track: \(error)")
                return nil
            }
        }
        noteFailure(of: encoder, problems: &problems)
        guard encoder.hasAudioTrack, !broken else { return nil }
        let rate = Double(AudioFormat.sampleRate), fps = Double(encoder.fps)
        let slotEnd = Int((Double(encoder.framesQueued + 1) * rate / fps).rounded())
        let frames = slotEnd - framesGiven
        guard frames > 0 else { return nil }
        framesGiven += frames
        guard let audible = engine.audible(at: time), audible.playing, let source = source(for: audible.path, &notes) else {
            return .silence(frames: frames)
        }
        var samples = [Float](repeating: 0, count: frames * AudioFormat.channels)
        samples.withUnsafeMutableBufferPointer {
            source.readBlocking(from: audible.position, into: $0.baseAddress!, frames: frames)
        }
        return .samples(samples)
    }

    /// A sound the encoder's thread could not write: a problem, said once; no more sound.
    func noteFailure(of encoder: EncoderThread, problems: inout [String]) {
        guard let error = encoder.takeSoundFailure(), !broken else { return }
        broken = true
        problems.append("recording.mp4: \(error)")
    }

    /// The source for `path`, opened when the visible video changes; nil for a silent one.
    private func source(for path: String, _ notes: inout [String]) -> AudioSource? {
        if let source, source.path == path { return source }
        source?.close()
        source = nil
        guard !failed.contains(path) else { return nil }
        do {
            source = try (pictureOpening(path) ?? VideoOpening(path: path)).sound(loop: true)
        } catch {
            failed.insert(path)
            notes.append("\((path as NSString).lastPathComponent.escapedForOneLine): its sound is left out: \(error)")
        }
        if source == nil { failed.insert(path) }   // no sound track: silent, as it plays
        return source
    }

    deinit { source?.close() }
}
