// The window's sound: SDL's audio device pulls the visible player's sound through a
// callback (SDL_OpenAudioDevice). A callback rather than SDL_QueueAudio because the
// moment SDL asks for the next buffer is what makes the audio clock exact: the samples
// handed over then are heard one device buffer later (ffplay's sdl_audio_callback).
// AudioSync decides; this file performs. No device (or SDL_AUDIODRIVER=dummy, as the
// tests run): videos play silent on the engine's clock, said once on stderr. A sound
// track is opened off the main thread (SoundOpening), from the window's second frame on
// (WindowApp): no frame waits for it, and the picture runs on the engine's clock until
// the sound flows. It is read from the picture's own opening (`VideoLayer.opening`), so
// picture and sound share one demuxer.

import CSDL
import Foundation
import Media
import OrientationEngine

@MainActor
final class AudioOutput {
    let stream = AudioStream()
    private var sync = AudioSync()
    private(set) var device: SDL_AudioDeviceID = 0
    private var deviceFailed = false
    private var subsystemStarted = false
    private let environment: [String: String]
    /// Problems for the window's trace, each said once.
    private var notices: [String] = []
    private var failedPaths: Set<String> = []
    /// The visible video's sound track while it opens off the main thread.
    private(set) var opening: SoundOpening?

    /// One line on stderr per process when there is no sound device.
    private static var warned = false

    /// `environment`: SDL_AUDIODRIVER is honoured; with SDL_VIDEODRIVER=dummy (tests,
    /// headless) the audio driver is the dummy one too.
    init(environment: [String: String]) {
        self.environment = environment
    }

    var muted: Bool {
        get { stream.locked { stream.muted } }
        set { stream.locked { stream.muted = newValue } }
    }

    /// The frame's video with its position moved to what is heard, while sound plays.
    /// `pictures`: the layer showing the picture, whose opening the sound is read from.
    func follow(_ video: (path: String?, error: String?, position: Double)?, _ engine: Engine,
                at t: Double, pictures: VideoLayer? = nil) -> (path: String?, error: String?, position: Double)? {
        let audible = engine.audible(at: t)
        if let opened = opening?.take() { arrived(opened) }
        for action in sync.update(audible, heard: heard(), at: t) { perform(action, pictures) }
        guard var video, let position = sync.videoPosition(audible, heard: heard()) else { return video }
        video.position = position
        return video
    }

    /// Problems met since the last call (a sound track that cannot be decoded).
    func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    /// The opened sound track (or why it cannot play) reaches the main thread: it is
    /// played from the engine's position at the next `follow`.
    func arrived(_ opened: (path: String, result: Result<AudioSource?, MediaError>)) {
        opening = nil
        switch opened.result {
        case .success(nil):
            break   // a silent video
        case .success(let source?):
            guard openDevice() else { return source.close() }
            stream.locked {
                stream.source = source
                stream.clock.reset()
            }
            sync.soundArrived()
        case .failure(let error):
            failedPaths.insert(opened.path)
            notices.append("\((opened.path as NSString).lastPathComponent.escapedForOneLine): plays silent: \(error)")
        }
    }

    /// The position heard now, nil while no sound flows.
    func heard() -> Double? {
        stream.locked { stream.clock.position(at: AudioStream.hostSeconds()) }
    }

    private func perform(_ action: AudioSync.Action, _ pictures: VideoLayer?) {
        switch action {
        case .open(let path):
            pause()
            let old = stream.locked { () -> AudioSource? in
                defer { stream.source = nil; stream.clock.reset() }
                return stream.source
            }
            old?.close()   // outside the lock: it joins the decode thread
            opening?.cancel()
            opening = nil
            guard let path, !failedPaths.contains(path) else { return }
            opening = SoundOpening(pictures?.opening(for: path) ?? VideoOpening(path: path))
        case .start(let position):
            let hasSource = stream.locked { () -> Bool in
                stream.source?.seek(to: position)
                stream.clock.reset()
                return stream.source != nil
            }
            if hasSource, device != 0 { SDL_PauseAudioDevice(device, 0) }
        case .stop:
            pause()
        }
    }

    private func pause() {
        if device != 0 { SDL_PauseAudioDevice(device, 1) }
        stream.locked { stream.clock.reset() }
    }

    /// Opens the device on first need; false (said once) when there is none.
    private func openDevice() -> Bool {
        if device != 0 { return true }
        if deviceFailed { return false }
        if let driver = environment["SDL_AUDIODRIVER"], !driver.isEmpty {
            SDL_SetHint("SDL_AUDIODRIVER", driver)
        } else if environment["SDL_VIDEODRIVER"] == "dummy" {
            SDL_SetHint("SDL_AUDIODRIVER", "dummy")
        }
        var problem: String?
        // A machine without a sound card has ALSA print eight lines of its own while SDL
        // looks for one: stderr is muted for that moment, and our one line said after.
        let stderrCopy = dup(STDERR_FILENO), devNull = open("/dev/null", O_WRONLY)
        if stderrCopy >= 0, devNull >= 0 { dup2(devNull, STDERR_FILENO) }
        if devNull >= 0 { Glibc.close(devNull) }
        defer { if stderrCopy >= 0 { Glibc.close(stderrCopy) } }
        if SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 {
            problem = SDLContext.lastError()
        } else {
            subsystemStarted = true
            var wanted = SDL_AudioSpec()
            wanted.freq = Int32(AudioFormat.sampleRate)
            wanted.format = CSDL_AUDIO_F32SYS
            wanted.channels = UInt8(AudioFormat.channels)
            wanted.samples = 1024   // 21 ms a buffer: the clock's step and the device's latency
            wanted.callback = { userdata, bytes, length in
                guard let userdata, let bytes else { return }
                Unmanaged<AudioStream>.fromOpaque(userdata).takeUnretainedValue().fill(bytes, length: Int(length))
            }
            wanted.userdata = Unmanaged.passUnretained(stream).toOpaque()
            var obtained = SDL_AudioSpec()
            // No changes allowed: SDL converts to the device's format itself, and the
            // callback always gets 48 kHz stereo Float32 buffers of `samples` frames.
            device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
            if device == 0 {
                problem = SDLContext.lastError()
            } else {
                let latency = Double(obtained.samples) / Double(AudioFormat.sampleRate)
                stream.locked { stream.latency = latency }
            }
        }
        if stderrCopy >= 0 { dup2(stderrCopy, STDERR_FILENO) }   // before any line of ours
        guard let problem else { return true }
        deviceFailed = true
        if subsystemStarted { SDL_QuitSubSystem(SDL_INIT_AUDIO); subsystemStarted = false }
        if !Self.warned {
            Self.warned = true
            FileHandle.standardError.write(Data("rotation-sandbox: no sound output (\(problem.escapedForOneLine)): videos play silent\n".utf8))
        }
        return false
    }

    func close() {
        opening?.cancel(wait: true)
        opening = nil
        if device != 0 {
            SDL_CloseAudioDevice(device)   // waits for a callback under way
            device = 0
        }
        let source = stream.locked { () -> AudioSource? in
            defer { stream.source = nil }
            return stream.source
        }
        source?.close()
        if subsystemStarted { SDL_QuitSubSystem(SDL_INIT_AUDIO); subsystemStarted = false }
    }
}

/// What SDL's audio thread and the main thread share: the source being played, the
/// clock, mute. `@unchecked Sendable`: every field is behind `lock`; the callback holds
/// it for one buffer's copy, never across a wait.
final class AudioStream: @unchecked Sendable {
    private let lock = NSLock()
    var source: AudioSource?
    var clock = AudioClock()
    var muted = false
    /// The device's buffer, in seconds: how long handed-over sound waits to be heard.
    var latency = 0.0

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Seconds on SDL's performance counter, the same on every thread.
    static func hostSeconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    /// SDL's audio thread: the next buffer. Muted sound is still read, so the clock (and
    /// the picture) go on, and unmuting is instant.
    func fill(_ bytes: UnsafeMutablePointer<UInt8>, length: Int) {
        let frames = length / (MemoryLayout<Float>.size * AudioFormat.channels)
        let out = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: Float.self)
        let now = Self.hostSeconds()
        locked {
            var copied = 0
            if let source, let got = source.read(into: out, frames: frames) {
                copied = got.frames
                clock.handed(position: got.position, frames: got.frames, rate: Double(AudioFormat.sampleRate),
                             at: now, latency: latency)
            }
            let silent = muted ? 0 : copied
            (out + silent * AudioFormat.channels).update(repeating: 0, count: (frames - silent) * AudioFormat.channels)
        }
    }
}

/// A sound track opened on a thread of its own: opening reads the file's header and, for
/// a file with sound, decodes a little of it (tens of milliseconds), which the window's
/// frames need not wait for. The main thread takes the result when it is ready.
///
/// `@unchecked Sendable`: `result`, `finished` and `cancelled` are behind `condition`; the rest is
/// immutable after init.
final class SoundOpening: @unchecked Sendable {
    let path: String
    private let video: VideoOpening
    let condition = NSCondition()
    private var result: Result<AudioSource?, MediaError>?
    private(set) var finished = false
    private var cancelled = false

    /// The sound of `video`, the picture's opening when it has one.
    init(_ video: VideoOpening) {
        self.video = video
        path = video.path
        let thread = Thread { [self] in open() }
        thread.name = "media.audio-open"
        thread.start()
    }

    private func open() {
        let opened: Result<AudioSource?, MediaError>
        do {
            opened = .success(try video.sound(loop: true))
        } catch {
            opened = .failure(error)
        }
        condition.lock()
        let unwanted = cancelled
        if !unwanted { result = opened }
        condition.unlock()
        // Nobody will take it: closed here (outside the lock: close joins its thread).
        if unwanted, case .success(let source?) = opened { source.close() }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The result once ready, handed over once; nil while still opening. Never blocks.
    func take() -> (path: String, result: Result<AudioSource?, MediaError>)? {
        condition.lock()
        defer { condition.unlock() }
        guard let taken = result else { return nil }
        result = nil
        cancelled = true   // handed over: nothing more to close here
        return (path, taken)
    }

    /// Nobody wants the track any more: closed when it opens (or now, if it has).
    /// `wait`: returns only once the opening thread is done with it (closing the window).
    func cancel(wait: Bool = false) {
        condition.lock()
        cancelled = true
        let opened = result
        result = nil
        while wait && !finished { condition.wait() }
        condition.unlock()
        if case .success(let source?) = opened { source.close() }
    }
}
