import CFFmpeg

// The recording's sound track: AAC at 48 kHz stereo, its timeline counted in samples
// (sample n sounds at n / 48000 s of the file), so a caller that gives as many samples
// as the picture lasts keeps the two aligned however long the recording.

extension MP4Writer {
    /// Adds the AAC sound track. Only before the first frame (the file's header, written
    /// then, lists its tracks).
    public func addAudioTrack() throws(MediaError) {
        guard audio == nil else { return }
        guard !headerWritten, let format else {
            throw .encodeFailed(reason: "\(path): a sound track must be added before the first frame")
        }
        let global = format.pointee.oformat.pointee.flags & CFFMPEG_AVFMT_GLOBALHEADER != 0
        let encoder = try AudioEncoder(needsGlobalHeader: global)
        guard let ctx = encoder.context, let st = avformat_new_stream(format, nil) else {
            throw .encodeFailed(reason: "out of memory")
        }
        let ret = avcodec_parameters_from_context(st.pointee.codecpar, ctx)
        guard ret >= 0 else { throw .encodeFailed(reason: "aac: \(ffmpegMessage(ret))") }
        st.pointee.time_base = ctx.pointee.time_base
        audio = encoder
        audioStream = st
    }

    public var hasAudioTrack: Bool { audio != nil }

    /// Appends interleaved stereo Float32 samples at 48 kHz (`AudioFormat`).
    public func appendAudio(_ samples: UnsafeBufferPointer<Float>) throws(MediaError) {
        guard let audio, let audioStream, let format, let ctx = audio.context, let pkt = packetPointer else {
            throw .encodeFailed(reason: "\(path): no sound track (addAudioTrack first) or already finished")
        }
        guard samples.count % AudioFormat.channels == 0 else {
            throw .invalidBuffer(reason: "\(samples.count) samples is not whole stereo frames")
        }
        try writeHeaderIfNeeded()
        try audio.append(samples, write: { (packet) throws(MediaError) in
            try write(packet, from: ctx, to: audioStream, format)
        }, packet: pkt)
        audioFramesWritten += samples.count / AudioFormat.channels
    }

    /// `frames` frames of silence.
    public func appendSilence(frames: Int) throws(MediaError) {
        guard frames > 0 else { return }
        let zeros = [Float](repeating: 0, count: frames * AudioFormat.channels)
        try zeros.withUnsafeBufferPointer { (buffer) throws(MediaError) in try appendAudio(buffer) }
    }

    /// Called by finish(): the last short block and the encoder's delayed packets.
    func finishAudio() throws(MediaError) {
        guard let audio, let audioStream, let format, let ctx = audio.context, let pkt = packetPointer else { return }
        try audio.finish(write: { (packet) throws(MediaError) in
            try write(packet, from: ctx, to: audioStream, format)
        }, packet: pkt)
    }
}
