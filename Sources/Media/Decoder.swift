import CFFmpeg

/// ffplay's Decoder, for a picture or a sound stream: its codec fed packet by packet
/// from its queue in the file's demuxer (`MediaFile`), the next decoded frame asked for, the end drained. A packet the
/// codec refuses is skipped (damaged), as ffplay does; one it cannot take yet waits
/// for the next turn, once.
///
/// Used by its stream's decode thread alone.
final class Decoder {
    let context: DecoderContext
    /// The context's decoder (a seek may open a new one).
    private var codec: UnsafeMutablePointer<AVCodecContext> { context.codec! }
    /// A packet read and not yet taken by the codec.
    private var pendingPacket = false
    /// The pending packet was refused once with EAGAIN; a second refusal drops it, so a
    /// codec that never accepts it cannot stall the loop.
    private var pendingPacketWasRetried = false
    /// The input ended (or could not be read): the codec gives out what it holds.
    private(set) var draining = false
    /// Errors in a row; a codec that only ever fails ends the pass.
    private var errorsInARow = 0
    private static let maxErrorsInARow = 10_000
    /// Packets of this stream read since the caller last set it to 0.
    var packetsRead = 0
    /// The first read error other than the end of the file.
    private(set) var firstReadError: Int32?
    /// The demuxer could not seek where the last `seek` asked (the pass ended there).
    private(set) var seekFailed = false

    init?(_ context: DecoderContext) {
        guard context.codec != nil else { return nil }
        self.context = context
    }

    enum Step {
        /// `context.decoded` holds the next frame.
        case frame
        /// The codec wants a packet (`feed`).
        case needsPacket
        /// Everything is out: the end of this pass.
        case drained
        /// A frame that cannot be decoded: skipped, the next call goes on after it.
        case damaged(Int32)
    }

    func receive() -> Step {
        let ret = avcodec_receive_frame(codec, context.decoded)
        if ret == 0 {
            errorsInARow = 0
            return .frame
        }
        if ret == averrorEAGAIN && !draining { return .needsPacket }
        // EAGAIN while draining would be a codec bug: end the pass rather than spin.
        if ret == averrorEOF || ret == averrorEAGAIN || errorsInARow >= Self.maxErrorsInARow { return .drained }
        errorsInARow += 1
        return .damaged(ret)
    }

    /// Takes this stream's next packet from the demuxer and sends it to the codec; at the
    /// end of the input, starts draining. Returns the error of a packet the codec refused
    /// as damaged. `stale` (the file's lock held): the work is no longer wanted, stop
    /// waiting for a packet.
    func feed(stale: () -> Bool) -> Int32? {
        if !pendingPacket {
            switch context.file.take(context.packets, into: context.packet, stale: stale) {
            case .stale:
                return nil
            case .end(let error, let failed):
                // End of file or a read error (truncated file): drain what is buffered.
                if let error, firstReadError == nil { firstReadError = error }
                seekFailed = seekFailed || failed
                avcodec_send_packet(codec, nil)
                draining = true
                return nil
            case .packet:
                packetsRead += 1
                pendingPacket = true
            }
        }
        let r = avcodec_send_packet(codec, context.packet)
        if r == averrorEAGAIN && !pendingPacketWasRetried {
            // The codec wants its output read first; keep the packet for the next turn.
            pendingPacketWasRetried = true
            return nil
        }
        pendingPacketWasRetried = false
        av_packet_unref(context.packet)
        pendingPacket = false
        guard r < 0 && r != averrorEAGAIN else { return nil }
        errorsInARow += 1
        return r
    }

    /// After a seek: no packet pending, not draining, no errors counted.
    func restart() {
        draining = false
        seekFailed = false
        errorsInARow = 0
        if pendingPacket {
            av_packet_unref(context.packet)
            pendingPacket = false
            pendingPacketWasRetried = false
        }
    }
}

/// What a stream's decode thread makes of its decoder's output (ffplay's video_thread and
/// audio_thread around decoder_decode_frame); `Decoder.run` drives it.
protocol DecodeSteps: AnyObject {
    associatedtype Target
    /// A seek, or the first start: go on from `target`, for `generation`.
    func start(at target: Target, generation: Int)
    /// `decoder.context.decoded` holds the next frame.
    func decoded()
    /// A packet or a frame the codec refused (skipped).
    func damaged(_ code: Int32)
    /// Everything is out: wrap, or wait for a seek or stop. False ends the thread.
    func endOfPass() -> Bool
}

extension Decoder {
    /// The decode thread's loop, for either stream, until a stop: a new generation starts
    /// over at its target; the next packet is read only once the queue has room (a full
    /// queue stops the decoder without a decoded frame waiting in its hands).
    func run<Item, Steps: DecodeSteps>(_ steps: Steps, queue: FrameQueue<Item, Steps.Target>) {
        var generation = 0
        while true {
            switch queue.next(after: &generation) {
            case .stop: return
            case .start(let target):
                steps.start(at: target, generation: generation)
                continue
            case .goOn: break
            }
            switch receive() {
            case .frame: steps.decoded()
            case .needsPacket:
                guard queue.waitForRoom(generation: generation) else { continue }
                let stale = { [generation] in queue.stopRequested || queue.generation != generation }
                if let refused = feed(stale: stale) { steps.damaged(refused) }
            case .drained:
                if !steps.endOfPass() { return }
            case .damaged(let code): steps.damaged(code)
            }
        }
    }
}
