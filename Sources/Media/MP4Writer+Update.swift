import CFFmpeg

/// Appending a picture as what changed since the last one (FrameUpdate.swift): each
/// patch converted apart, its kept area copied into the planes that hold the last picture.
extension MP4Writer {
    /// Appends the last picture appended with `update`'s patches on it; the whole picture
    /// when the update is whole (then of any size, as `append(rgba:width:height:)`). A
    /// partial update needs the init size and a picture of that size appended before.
    public func append(_ update: FrameUpdate) throws(MediaError) {
        if update.isWhole {
            return try withBytes(of: update.patches[0].pixels) { (raw) throws(MediaError) in
                try append(rgba: raw, width: update.width, height: update.height, pitch: update.width * 4)
            }
        }
        guard (update.width, update.height) == (inputWidth, inputHeight) else {
            throw .invalidBuffer(reason: "an update of \(update.width)×\(update.height) for a \(inputWidth)×\(inputHeight) recording")
        }
        guard planesHoldLastPicture else { throw .encodeFailed(reason: "\(path): no whole picture to update yet") }
        try encodePicture { (f) throws(MediaError) in
            for patch in update.patches { try patchConverter.convert(patch, into: f) }
        }
    }
}

/// Converts patches to YUV420P with a swscale context of their own size (a few sizes
/// recur: the same areas change frame after frame) into scratch planes, then copies the
/// kept area into the picture.
final class PatchConverter {
    private struct Size: Hashable {
        var width: Int
        var height: Int
    }

    private var contexts: [Size: OpaquePointer] = [:]
    /// Contexts kept at most; past that they are all freed and made again as needed.
    private static let maxContexts = 16
    private var scratch: UnsafeMutablePointer<UInt8>?
    private var scratchBytes = 0

    deinit {
        for context in contexts.values { sws_freeContext(context) }
        av_free(scratch)
    }

    func convert(_ patch: FrameUpdate.Patch, into f: UnsafeMutablePointer<AVFrame>) throws(MediaError) {
        let box = patch.box, kept = patch.kept
        guard box.width >= 2, box.height >= 2, patch.pixels.count >= box.area * 4 else {
            throw .invalidBuffer(reason: "a patch of \(patch.pixels.count) bytes for \(box.width)×\(box.height)")
        }
        guard let context = context(box.width, box.height) else {
            throw .encodeFailed(reason: "cannot create a \(box.width)×\(box.height) RGBA→YUV420P converter")
        }
        // Pitches aligned as av_frame_get_buffer aligns the picture's own.
        let lumaPitch = (box.width + 63) & ~63, chromaPitch = (box.width / 2 + 63) & ~63
        let chromaRows = box.height / 2
        guard let planes = scratch(lumaPitch * box.height + 2 * chromaPitch * chromaRows) else {
            throw .encodeFailed(reason: "out of memory")
        }
        let u = planes + lumaPitch * box.height, v = u + chromaPitch * chromaRows
        var destPlanes: [UnsafeMutablePointer<UInt8>?] = [planes, u, v, nil]
        var destPitches: [Int32] = [Int32(lumaPitch), Int32(chromaPitch), Int32(chromaPitch), 0]
        let rows = patch.pixels.withUnsafeBufferPointer { pixels in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [pixels.baseAddress, nil, nil, nil]
            var sourcePitches: [Int32] = [Int32(box.width * 4), 0, 0, 0]
            return sws_scale(context, &sourcePlanes, &sourcePitches, 0, Int32(box.height), &destPlanes, &destPitches)
        }
        guard rows > 0 else { throw .encodeFailed(reason: "RGBA→YUV420P conversion failed") }
        for (plane, source, pitch, shift) in [(0, planes, lumaPitch, 0), (1, u, chromaPitch, 1), (2, v, chromaPitch, 1)] {
            guard let destination = planePointer(f, plane) else { throw .encodeFailed(reason: "no picture buffer") }
            let from = source + ((kept.y - box.y) >> shift) * pitch + ((kept.x - box.x) >> shift)
            let to = destination + (kept.y >> shift) * planePitch(f, plane) + (kept.x >> shift)
            copyRows(from: from, sourcePitch: pitch, to: to, destinationPitch: planePitch(f, plane),
                     rowBytes: kept.width >> shift, rows: kept.height >> shift)
        }
    }

    private func context(_ width: Int, _ height: Int) -> OpaquePointer? {
        let size = Size(width: width, height: height)
        if let context = contexts[size] { return context }
        if contexts.count >= Self.maxContexts {
            for context in contexts.values { sws_freeContext(context) }
            contexts.removeAll()
        }
        // The writer's own settings (MP4Writer.init): the same arithmetic as the whole picture's.
        let context = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height),
                                     AV_PIX_FMT_YUV420P, CFFMPEG_SWS_BILINEAR, nil, nil, nil)
        contexts[size] = context
        return context
    }

    private func scratch(_ bytes: Int) -> UnsafeMutablePointer<UInt8>? {
        if bytes > scratchBytes {
            av_free(scratch)
            scratch = av_malloc(bytes)?.assumingMemoryBound(to: UInt8.self)
            scratchBytes = scratch == nil ? 0 : bytes
        }
        return scratch
    }
}
