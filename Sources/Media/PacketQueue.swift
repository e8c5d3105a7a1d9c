import CFFmpeg

/// One stream's packets on their way from its file's demux thread to its decoder
/// (ffplay's PacketQueue), and what that stream wants of the demuxer. Guarded by the
/// file's lock (`MediaFile.condition`), which the stream's reader shares.
///
/// Each stream keeps its own place in the file: after any demuxer seek — its own or the
/// other stream's — it gets exactly the packets it would get from a demuxer of its own
/// (`Want`), so what it decodes never depends on what the other stream did.
final class PacketQueue {
    enum Kind {
        case picture
        case sound
    }

    /// Where a stream asks the demuxer to go, in its own terms (`DecoderContext.seek`).
    struct SeekCall {
        var seconds: Double
        var preRoll: Double
    }

    /// What the stream wants of the next packets the demuxer reads.
    enum Want {
        /// Nothing: no reader, or its pass ended (it asks again when it goes on).
        case nothing
        /// A seek its decoder asked for, not done yet.
        case seek(SeekCall)
        /// Whatever comes next (right after its own seek: exactly what it would get alone).
        case next
        /// The packets from the one whose dts is `dts` (where its own seek lands, found by
        /// the demux thread).
        case from(dts: Int64)
        /// The packets after the one last queued (another stream's seek moved the demuxer).
        case after(dts: Int64, duration: Int64)
    }

    let kind: Kind
    let index: Int32
    let timeBase: AVRational
    let startTime: Int64

    var want = Want.nothing
    /// The seek last asked for: asked again of the demuxer when another stream's seek
    /// comes before this one's first packet (`.next` has no place to go on from yet).
    private(set) var lastSeek = SeekCall(seconds: 0, preRoll: 0)
    /// The demuxer sought for the other stream: packets before this one's place are
    /// dropped (`.from`, `.after`) until it is reached; reading in order, none is.
    var catchingUp = false
    /// Since the demuxer's last seek, the first packet taken must prove nothing was
    /// skipped (`MediaFile.route`).
    var checkFirst = false
    /// Bumped by every seek the decoder asks for: packets of older ones are dropped.
    private(set) var serial = 0
    /// The pass ended: the end of the file (nil) or a read error, once the packets are out.
    var end: (error: Int32?, seekFailed: Bool)?
    private(set) var packets: [UnsafeMutablePointer<AVPacket>] = []
    private(set) var bytes = 0
    /// Queued duration in `timeBase` units.
    private(set) var duration: Int64 = 0
    /// Packets queued since the reader attached (tests).
    private(set) var packetsQueued = 0

    init(kind: Kind, index: Int32, timeBase: AVRational, startTime: Int64) {
        self.kind = kind
        self.index = index
        self.timeBase = timeBase
        self.startTime = startTime
    }

    deinit { flush() }

    /// Receiving packets now.
    var isReceiving: Bool {
        switch want {
        case .next, .from, .after: true
        case .nothing, .seek: false
        }
    }

    /// A seek asked for and not done yet.
    var isSeeking: Bool {
        if case .seek = want { true } else { false }
    }

    /// ffplay's stream_has_enough_packets: more than 25 packets and a second queued.
    var hasEnough: Bool {
        packets.count > 25 && (duration == 0 || Double(duration) * timeBase.seconds > 1.0)
    }

    /// A new seek: what is queued belongs to the old place.
    func startSeek(_ call: SeekCall) {
        serial += 1
        flush()
        end = nil
        catchingUp = false
        checkFirst = false
        lastSeek = call
        want = .seek(call)
    }

    /// Stops receiving (the reader went away).
    func stop() {
        serial += 1
        flush()
        end = nil
        want = .nothing
    }

    /// Takes ownership of `packet`'s data.
    func append(_ packet: UnsafeMutablePointer<AVPacket>) {
        guard let copy = av_packet_alloc() else { return }
        av_packet_move_ref(copy, packet)
        packets.append(copy)
        bytes += Int(copy.pointee.size)
        duration += max(0, copy.pointee.duration)
        packetsQueued += 1
    }

    /// Moves the first packet into `packet`; false when none is queued.
    func removeFirst(into packet: UnsafeMutablePointer<AVPacket>) -> Bool {
        guard !packets.isEmpty else { return false }
        var first: UnsafeMutablePointer<AVPacket>? = packets.removeFirst()
        bytes -= Int(first!.pointee.size)
        duration -= max(0, first!.pointee.duration)
        av_packet_move_ref(packet, first!)
        av_packet_free(&first)
        return true
    }

    private func flush() {
        for packet in packets {
            var p: UnsafeMutablePointer<AVPacket>? = packet
            av_packet_free(&p)
        }
        packets.removeAll()
        bytes = 0
        duration = 0
    }
}
