import CFFmpeg
import Foundation

/// A video file opened once (ffplay's VideoState around read_thread): one
/// `AVFormatContext`, one demux thread reading packets into one `PacketQueue` per stream
/// someone decodes — the picture (`VideoSource`) and the sound (`AudioSource`) of a file
/// share it. A stream nobody reads is discarded by the demuxer (`AVDISCARD_ALL`).
///
/// Shared by path (`attach`): a reader of a file already open takes its free stream;
/// the file closes with its last reader, its demux thread joined.
///
/// One lock (`condition`) guards the queues, the demuxer's state and both readers'
/// frame queues: a decoder waiting for a packet also wakes for its reader's seek or stop.
///
/// `@unchecked Sendable`: every mutable field is behind `condition`; `format` belongs
/// to the demux thread once it runs (the opener reads it before).
final class MediaFile: @unchecked Sendable {
    let path: String
    let condition = NSCondition()
    /// Owned by the demux thread once started; freed when it ends.
    var format: UnsafeMutablePointer<AVFormatContext>?

    /// A stream's facts, read while opening (nothing reads the format's streams after).
    struct StreamFacts {
        let index: Int32
        let timeBase: AVRational
        let startTime: Int64
        /// A copy of the stream's codec parameters, freed with the file.
        let parameters: UnsafeMutablePointer<AVCodecParameters>
        let isAttachedPicture: Bool
    }

    /// The best picture stream (nil: none), and the sound that goes with it.
    private(set) var picture: StreamFacts?
    private(set) var sound: StreamFacts?
    /// The picture's facts as `VideoSource` publishes them.
    private(set) var info = VideoInfo()
    /// The container's duration in seconds, 0 when unknown.
    private(set) var duration = 0.0

    /// Lock held: the queues of streams with a reader.
    var queues: [PacketQueue] = []
    var stopping = false
    var threadExited = false
    var threadStarted = false
    /// Streams' discard flags to update before the next read (demux thread).
    var discardChanged = true
    /// Demuxer seeks done (tests).
    var seeksDone = 0
    /// The demux thread has read or sought since the file was probed.
    var demuxerMoved = false
    /// A stream's first packet after a seek showed a gap: the seek is redone further back.
    var needsReseek = false
    /// Seeks redone further back because a stream would have missed packets.
    var backoff = 0
    /// ffplay's MAX_QUEUE_SIZE: past this many bytes queued in all, the demuxer waits.
    var byteLimit = 15 * 1024 * 1024

    private init(path: String) { self.path = path }

    deinit {
        avformat_close_input(&format)
        for facts in [picture, sound].compactMap({ $0 }) {
            var p: UnsafeMutablePointer<AVCodecParameters>? = facts.parameters
            avcodec_parameters_free(&p)
        }
    }

    // MARK: - Opening

    /// Opens and probes `path`. `soundOnly`: a container whose header lists no sound
    /// track is not probed further (nil: no sound there), which would decode the
    /// picture's first frames for nothing.
    private static func open(path: String, soundOnly: Bool) throws(MediaError) -> MediaFile? {
        _ = quietFFmpegLogging
        try checkRegularFile(path)
        let file = MediaFile(path: path)
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var ret = avformat_open_input(&fmt, path, nil, nil)
        guard ret >= 0, let fmt else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        file.format = fmt
        if soundOnly, fmt.pointee.ctx_flags & AVFMTCTX_NOHEADER == 0, !hasStream(AVMEDIA_TYPE_AUDIO, fmt) { return nil }
        ret = avformat_find_stream_info(fmt, nil)
        guard ret >= 0 else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        if fmt.pointee.duration != avNoPTS, fmt.pointee.duration > 0 {
            file.duration = Double(fmt.pointee.duration) / Double(AV_TIME_BASE)
        }
        let video = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        // The sound track that goes with the picture, as players choose it.
        let audio = av_find_best_stream(fmt, AVMEDIA_TYPE_AUDIO, -1, max(-1, video), nil, 0)
        file.picture = facts(fmt, video)
        file.sound = facts(fmt, audio)
        if let picture = file.picture, let st = fmt.pointee.streams[Int(picture.index)] {
            let name = String(cString: avcodec_get_name(picture.parameters.pointee.codec_id))
            file.info = VideoInfo(format: fmt, stream: st, width: Int(picture.parameters.pointee.width),
                                  height: Int(picture.parameters.pointee.height), codecName: name)
        }
        for index in 0..<Int(fmt.pointee.nb_streams) { fmt.pointee.streams[index]?.pointee.discard = AVDISCARD_ALL }
        return file
    }

    private static func facts(_ fmt: UnsafeMutablePointer<AVFormatContext>, _ index: Int32) -> StreamFacts? {
        guard index >= 0, let st = fmt.pointee.streams[Int(index)], let params = st.pointee.codecpar,
              let copy = avcodec_parameters_alloc() else { return nil }
        guard avcodec_parameters_copy(copy, params) >= 0 else {
            var p: UnsafeMutablePointer<AVCodecParameters>? = copy
            avcodec_parameters_free(&p)
            return nil
        }
        return StreamFacts(index: index, timeBase: st.pointee.time_base,
                           startTime: st.pointee.start_time == avNoPTS ? 0 : st.pointee.start_time,
                           parameters: copy, isAttachedPicture: st.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC != 0)
    }

    /// Only a regular, non-empty file can be played: the player seeks back to loop, and
    /// opening a FIFO with no writer (or a device) would block or read forever.
    private static func checkRegularFile(_ path: String) throws(MediaError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .fileNotFound(path: path) }
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let kinds: [(mode_t, String)] = [
            (S_IFDIR, "it is a directory"), (S_IFIFO, "it is a named pipe (FIFO)"),
            (S_IFCHR, "it is a character device"), (S_IFBLK, "it is a block device"), (S_IFSOCK, "it is a socket"),
        ]
        if let (_, kind) = kinds.first(where: { info.st_mode & S_IFMT == $0.0 }) {
            throw .cannotOpen(path: path, reason: "\(kind), not a video file")
        }
        if info.st_size == 0 { throw .cannotOpen(path: path, reason: "the file is empty") }
    }

    private static func hasStream(_ type: AVMediaType, _ format: UnsafeMutablePointer<AVFormatContext>) -> Bool {
        (0..<Int(format.pointee.nb_streams)).contains { format.pointee.streams[$0]?.pointee.codecpar?.pointee.codec_type == type }
    }

    // MARK: - Shared by path

    /// Files open with a reader, by path.
    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var files: [String: MediaFile] = [:]
        /// Paths whose demux thread does nothing until released (tests).
        var held: Set<String> = []
    }

    /// Tests: `path`'s demux thread does nothing (reads, seeks) until `release(path)`,
    /// so a test can set up what both streams ask before it moves.
    static func hold(_ path: String) { registry.lock.withLock { _ = registry.held.insert(path) } }

    static func release(_ path: String) {
        registry.lock.withLock { _ = registry.held.remove(path) }
        guard let file = openFile(path) else { return }
        file.condition.withLock { file.condition.broadcast() }
    }

    static func isHeld(_ path: String) -> Bool { registry.lock.withLock { registry.held.contains(path) } }

    /// The file open for `path` if there is one, as `hasSound` wants to know it.
    static func openFile(_ path: String) -> MediaFile? { registry.lock.withLock { registry.files[path] } }

    /// `kind`'s stream of `path`, from the file already open when its stream is free,
    /// else from the file opened now. Nil only for a sound track that is not there; a
    /// picture that is not there throws.
    static func attach(path: String, _ kind: PacketQueue.Kind) throws(MediaError) -> (MediaFile, PacketQueue)? {
        if let shared = registry.lock.withLock({ registry.files[path] }) {
            if kind == .sound && shared.sound == nil { return nil }
            if let attached = try shared.attach(kind) { return (shared, attached) }
        }
        guard let file = try open(path: path, soundOnly: kind == .sound) else { return nil }
        guard let queue = try file.attach(kind) else { return nil }
        registry.lock.withLock { if registry.files[path] == nil { registry.files[path] = file } }
        return (file, queue)
    }

    /// `kind`'s stream, unless a reader has it already (nil) or the file has none (nil for
    /// sound, a throw for the picture); the demux thread starts with the first reader.
    private func attach(_ kind: PacketQueue.Kind) throws(MediaError) -> PacketQueue? {
        let facts = kind == .picture ? picture : sound
        guard let facts, kind == .sound || !facts.isAttachedPicture else {
            if kind == .sound { return nil }
            throw .noVideoStream(path: path)
        }
        return condition.withLock {
            guard !stopping, !queues.contains(where: { $0.kind == kind }) else { return nil }
            let queue = PacketQueue(kind: kind, index: facts.index, timeBase: facts.timeBase, startTime: facts.startTime)
            // A picture decodes from its first packet without asking (the sound always
            // seeks first): what the demuxer reads next, if it has read nothing yet
            // (what probing the file buffered comes first, as for a file opened alone),
            // else the stream's own seek to its start.
            if kind == .picture { queue.want = demuxerMoved ? .seek(queue.lastSeek) : .next }
            queues.append(queue)
            discardChanged = true
            condition.broadcast()
            if !threadStarted {
                threadStarted = true
                startDemuxThread()
            }
            return queue
        }
    }

    /// The reader of `queue` is gone: its packets are dropped, its stream discarded; the
    /// last one stops the demux thread and waits until it has closed the file.
    func detach(_ queue: PacketQueue) {
        let last: Bool = condition.withLock {
            queue.stop()
            queues.removeAll { $0 === queue }
            discardChanged = true
            condition.broadcast()
            return queues.isEmpty
        }
        guard last else { return }
        Self.registry.lock.withLock { if Self.registry.files[path] === self { Self.registry.files[path] = nil } }
        condition.withLock {
            // A reader that came meanwhile keeps the file.
            guard queues.isEmpty else { return }
            stopping = true
            condition.broadcast()
            while threadStarted && !threadExited { condition.wait() }
        }
    }

    // MARK: - Decoder side (its decode thread)

    /// Asks the demuxer to go where `call` says for `queue`'s stream; what is queued is dropped.
    func requestSeek(_ queue: PacketQueue, _ call: PacketQueue.SeekCall) {
        condition.withLock {
            queue.startSeek(call)
            condition.broadcast()
        }
    }

    enum Taken {
        case packet
        /// The pass ended: the end of the file, a read error, or a seek that failed.
        case end(error: Int32?, seekFailed: Bool)
        /// `stale` said so (the reader's seek or stop): nothing taken.
        case stale
    }

    /// The stream's next packet into `packet`, waiting for the demuxer. `stale` (lock
    /// held) ends the wait when the decoder's work is no longer wanted.
    func take(_ queue: PacketQueue, into packet: UnsafeMutablePointer<AVPacket>, stale: () -> Bool) -> Taken {
        condition.withLock {
            while true {
                if stale() { return .stale }
                if queue.removeFirst(into: packet) {
                    condition.broadcast()   // room for the demuxer
                    return .packet
                }
                if let end = queue.end {
                    queue.end = nil
                    return .end(error: end.error, seekFailed: end.seekFailed)
                }
                condition.wait()
            }
        }
    }

    /// Whether a reader has `kind`'s stream.
    func hasReader(_ kind: PacketQueue.Kind) -> Bool {
        condition.withLock { queues.contains { $0.kind == kind } }
    }

    // MARK: - Tests

    /// Packets waiting in `kind`'s queue, and their bytes.
    func queued(_ kind: PacketQueue.Kind) -> (packets: Int, bytes: Int) {
        condition.withLock {
            guard let queue = queues.first(where: { $0.kind == kind }) else { return (0, 0) }
            return (queue.packets.count, queue.bytes)
        }
    }

    /// Waits (up to `timeout`) until the demuxer waits with nothing to do; false on timeout.
    func waitUntilDemuxerWaits(timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !demuxerWaiting && !threadExited {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    /// Demuxer seeks done so far.
    var demuxerSeeks: Int { condition.withLock { seeksDone } }

    /// Waits (up to `timeout`) until `kind`'s stream has asked for a seek; false on timeout.
    func waitUntilSeekAsked(_ kind: PacketQueue.Kind, timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !(queues.first { $0.kind == kind }?.isSeeking ?? false) {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    /// The demux thread sleeps: nothing wanted, or every reading queue has enough.
    var demuxerWaiting = false

    /// Whether the demux thread has ended (tests: the last reader's close joins it).
    var hasEnded: Bool { condition.withLock { threadExited } }
}
