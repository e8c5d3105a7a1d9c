import CFFmpeg
import Foundation

/// The demux thread (ffplay's read_thread): reads packets into the queues of the streams
/// that want them, waits when every one has enough (or too much is queued in all), and
/// does the seeks the decoders ask for.
///
/// A seek asked by one stream moves the demuxer for both, but each stream still gets
/// exactly the packets a demuxer of its own would give it: the stream that asked from
/// where its own seek lands (the first packet after `ownSeek`, found by doing it), the
/// other from the packet after its last one. One seek to the earlier of the two needs
/// serves both; each drops what precedes its own, and a stream whose first packet
/// shows a gap has the seek redone further back. So a seek never restarts the stream
/// that did not ask (the sound's AAC state, the picture's frames after a closed GOP)
/// and sound and picture decode what they decoded with a demuxer each.
extension MediaFile {
    func startDemuxThread() {
        let thread = Thread { [self] in
            beforeDemuxing?()
            runDemuxer()
            condition.withLock {
                threadExited = true
                condition.broadcast()
            }
        }
        thread.name = "media.demux"
        thread.start()
    }

    private func runDemuxer() {
        guard let packet = av_packet_alloc() else { return }
        var p: UnsafeMutablePointer<AVPacket>? = packet
        defer {
            av_packet_free(&p)
            avformat_close_input(&format)
        }
        condition.lock()
        defer { condition.unlock() }
        while !stopping {
            if discardChanged { applyDiscards() }
            // Ends without a new request: a pass leaves no stream `.seek`, and a gap's
            // reseek goes further back each time (`backoff`, reset only by a request)
            // until the start, where nothing is checked.
            if needsReseek || queues.contains(where: \.isSeeking) {
                seek(packet)
                continue
            }
            guard wantsToRead else {
                condition.wait()
                continue
            }
            demuxerMoved = true
            condition.unlock()
            let read = av_read_frame(format, packet)
            condition.lock()
            if read < 0 {
                // The end of the file, or a read error (a file cut short): each stream
                // reading drains what its decoder holds, then asks again.
                for queue in queues where queue.isReceiving {
                    queue.end = (read == averrorEOF ? nil : read, false)
                    queue.want = .nothing
                }
                condition.broadcast()
            } else {
                route(packet)
                av_packet_unref(packet)
            }
        }
    }

    /// ffplay's rule: read on while a stream reading has not enough (more than 25
    /// packets and a second), unless `byteLimit` is queued in all.
    var wantsToRead: Bool {
        let receiving = queues.filter(\.isReceiving)
        guard !receiving.isEmpty else { return false }
        if queues.reduce(0, { $0 + $1.bytes }) > byteLimit { return false }
        return receiving.contains { !$0.hasEnough }
    }

    /// Lock held, on the demux thread (which owns `format`).
    private func applyDiscards() {
        discardChanged = false
        guard let format else { return }
        for index in 0..<Int(format.pointee.nb_streams) {
            let used = queues.contains { $0.index == Int32(index) }
            format.pointee.streams[index]?.pointee.discard = used ? AVDISCARD_DEFAULT : AVDISCARD_ALL
        }
    }

    /// A packet read: to its stream's queue, if it is the one the stream needs next.
    private func route(_ packet: UnsafeMutablePointer<AVPacket>) {
        guard let queue = queues.first(where: { $0.index == packet.pointee.stream_index }), queue.isReceiving else { return }
        let dts = packet.pointee.dts != avNoPTS ? packet.pointee.dts : packet.pointee.pts
        if queue.catchingUp, dts != avNoPTS {
            switch queue.want {
            case .from(let first):
                if dts < first { return }
                if dts > first && queue.checkFirst { return gap() }
            case .after(let last, let length):
                if dts <= last { return }
                if queue.checkFirst && length > 0 && dts > last + length { return gap() }
            case .next, .nothing, .seek:
                break
            }
        }
        queue.checkFirst = false
        queue.catchingUp = false
        let last: Int64 = if dts != avNoPTS { dts } else if case .after(let known, _) = queue.want { known } else { dts }
        queue.want = last == avNoPTS ? .next : .after(dts: last, duration: packet.pointee.duration)
        queue.append(packet)
        condition.broadcast()
    }

    /// A stream's first packet after a seek is later than the one it needs: the seek
    /// landed past it. Redone further back (1 s, 10 s, then the start).
    private func gap() {
        backoff += 1
        needsReseek = true
    }

    /// Lock held on entry and exit; released around FFmpeg's calls.
    private func seek(_ packet: UnsafeMutablePointer<AVPacket>) {
        needsReseek = false
        demuxerMoved = true
        if queues.contains(where: \.isSeeking) {
            backoff = 0
            // A stream that has not had its first packet yet has no place to go on from:
            // its own seek is redone in this same pass. (Chosen before `seeking`: a stream
            // turned back to `.seek` after `seeking` was taken would be left for the next
            // pass, which would turn the one done alone back in its turn, for ever.)
            for queue in queues { if case .next = queue.want { queue.want = .seek(queue.lastSeek) } }
        }
        let seeking = queues.filter(\.isSeeking)
        let others = queues.filter(\.isReceiving)
        if seeking.count == 1, others.isEmpty, let queue = seeking.first, case .seek(let call) = queue.want {
            // Alone: its own seek, and whatever follows is its.
            let serial = queue.serial
            condition.unlock()
            let done = ownSeek(queue, call)
            condition.lock()
            seeksDone += 1
            guard queue.serial == serial else { return }
            if done {
                queue.want = .next
            } else {
                queue.end = (nil, true)
                queue.want = .nothing
            }
            condition.broadcast()
            return
        }
        // Where each stream's own seek lands: its first packet after it.
        for queue in queues {
            guard case .seek(let call) = queue.want else { continue }
            let serial = queue.serial
            condition.unlock()
            let done = ownSeek(queue, call)
            let landing = done ? firstPacket(of: queue.index, packet) : nil
            condition.lock()
            seeksDone += 1
            guard queue.serial == serial else { continue }
            if let landing {
                queue.want = landing == avNoPTS ? .next : .from(dts: landing)
                queue.catchingUp = true
            } else {
                queue.end = (nil, !done)   // nothing after the target, or no seek at all
                queue.want = .nothing
            }
        }
        // A request that came meanwhile is looked at first.
        guard !queues.contains(where: \.isSeeking) else { return }
        let receiving = queues.filter(\.isReceiving)
        guard let earliest = receiving.min(by: { needSeconds($0) < needSeconds($1) }) else {
            condition.broadcast()
            return
        }
        let target = need(earliest)
        condition.unlock()
        let done = seekBefore(earliest, target)
        condition.lock()
        seeksDone += 1
        for queue in receiving where queue.isReceiving {
            if done {
                queue.catchingUp = true
                queue.checkFirst = backoff < 3   // the start: whatever comes is taken
            } else {
                queue.end = (nil, true)
                queue.want = .nothing
            }
        }
        condition.broadcast()
    }

    /// The dts a receiving stream needs first (`.from`) or last had (`.after`).
    private func need(_ queue: PacketQueue) -> Int64 {
        switch queue.want {
        case .from(let dts), .after(let dts, _): dts
        case .next, .nothing, .seek: queue.startTime
        }
    }

    private func needSeconds(_ queue: PacketQueue) -> Double {
        Double(need(queue) - queue.startTime) * queue.timeBase.seconds
    }

    /// The stream's own seek, as a demuxer of its own would do it (`PacketQueue.SeekCall`):
    /// to the packet at or before `seconds` less `preRoll` into the stream (a picture at
    /// or before 0: its first frame). A demuxer that cannot seek there by this stream's
    /// time goes back as far as it can. False when it could not seek at all.
    private func ownSeek(_ queue: PacketQueue, _ call: PacketQueue.SeekCall) -> Bool {
        guard let format else { return false }
        var target = queue.startTime
        if call.seconds > 0 || call.preRoll > 0, queue.timeBase.num > 0, queue.timeBase.den > 0 {
            let units = ((call.seconds - call.preRoll) / queue.timeBase.seconds).rounded(.down)
            target = queue.startTime + Int64(min(max(units, -1e15), 1e15))
            if avformat_seek_file(format, queue.index, Int64.min, target, target, 0) >= 0 { return true }
        }
        if av_seek_frame(format, queue.index, target, CFFMPEG_AVSEEK_FLAG_BACKWARD) >= 0 { return true }
        // Some demuxers only seek by the default stream / in AV_TIME_BASE units.
        return toStart(format)
    }

    /// At or before `dts` of `queue`'s stream (further back after a gap).
    private func seekBefore(_ queue: PacketQueue, _ dts: Int64) -> Bool {
        guard let format else { return false }
        guard backoff < 3, queue.timeBase.num > 0, queue.timeBase.den > 0 else { return toStart(format) }
        let back = [0, 1.0, 10.0][backoff] / queue.timeBase.seconds
        let target = dts - Int64(min(back, 1e15))
        if avformat_seek_file(format, queue.index, Int64.min, target, target, 0) >= 0 { return true }
        if av_seek_frame(format, queue.index, target, CFFMPEG_AVSEEK_FLAG_BACKWARD) >= 0 { return true }
        return toStart(format)
    }

    private func toStart(_ format: UnsafeMutablePointer<AVFormatContext>) -> Bool {
        avformat_seek_file(format, -1, Int64.min, 0, Int64.max, 0) >= 0
    }

    /// Reads to the next packet of stream `index`: its dts (its pts when it has none);
    /// nil at the end of the file or a read error.
    private func firstPacket(of index: Int32, _ packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        while av_read_frame(format, packet) >= 0 {
            defer { av_packet_unref(packet) }
            if packet.pointee.stream_index == index {
                return packet.pointee.dts != avNoPTS ? packet.pointee.dts : packet.pointee.pts
            }
        }
        return nil
    }
}
