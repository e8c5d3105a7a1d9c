// The player's video: frames from Media's decode thread go into a streaming texture of
// their own layout as ffplay uploads them (`PictureTexture`: YUV420P, NV12, packed
// YUV or RGB; the renderer converts and scales as it draws); a frame already uploaded is
// never uploaded again. Rotation is the canvas's job. On SDL's software renderer
// (headless `record`, tests) a YUV texture is converted in full and then stretched,
// which costs more than converting once at the size it is drawn (FrameScaler): there
// the frame is converted at that size instead.

import CSDL
import Foundation
import Media
import OrientationEngine

@MainActor
final class VideoLayer {
    private let renderer: OpaquePointer
    /// Headless runs wait for the frame due (deterministic output on a virtual clock).
    let blocking: Bool
    private(set) var source: VideoSource?
    private var path: String?
    /// Videos the scenario's probe opened, taken instead of opening them again.
    private let kept: OpenedVideos?
    private(set) var error: String?
    private var texture: Texture?
    /// The frame on the texture (-1: none yet); the screen layer redraws the video when it changes.
    private(set) var uploadedSerial = -1
    private(set) var displaySize = Size(16, 9)
    private var rotation = 0.0
    /// Software renderer: keep the frame and convert it at the drawn size (see above).
    private let convertsOnCPU: Bool
    private var current: VideoFrame?
    /// Taken from the decoder, not yet uploaded (`take`, `uploadTaken`).
    private var taken: VideoFrame?
    private let scaler = FrameScaler()
    private var converted: (serial: Int, width: Int, height: Int)?
    /// How the uploaded picture's texture blends when nothing fades it (`PictureTexture`).
    private var restingBlend = SDL_BLENDMODE_NONE
    /// When the source opened (wall clock), for the first frame's time limit.
    private var openedAt = 0.0
    /// Problems for the window's trace (or `record`'s messages), each said once.
    private var notices: [String] = []
    private var damageReported = false

    init(renderer: OpaquePointer, blocking: Bool, kept: OpenedVideos? = nil) {
        self.renderer = renderer
        self.blocking = blocking
        self.kept = kept
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        convertsOnCPU = info.name.map { String(cString: $0) } == "software"
    }

    /// Opens `path` if it changed and uploads the frame for `position` seconds.
    func update(path newPath: String?, position: Double) {
        take(path: newPath, position: position)
        uploadTaken()
    }

    /// Opens `path` if it changed and takes the frame for `position` seconds out of the
    /// decoder's queue, without uploading it yet (`uploadTaken`): the window may leave
    /// it for the next frame when this one has more to draw than it has time for.
    func take(path newPath: String?, position: Double) {
        if newPath != path { open(newPath) }
        guard let source else { return }
        if uploadedSerial < 0, let problem = firstFrameProblem(source) {
            // Opened, yet nothing to show: as unavailable as a file that does not open.
            error = problem.description.escapedForOneLine
            notices.append("Video unavailable: \(error ?? "")")
            source.close()
            self.source = nil
            return
        }
        reportDamage(source, final: false)
        let frame = blocking ? source.frameBlocking(at: position) : source.frame(at: position)
        guard let frame, frame.serial != uploadedSerial else { return }
        taken = frame
    }

    /// The serial of the frame the layer will show once what it took is uploaded.
    var takenSerial: Int { taken?.serial ?? uploadedSerial }

    /// Uploads the frame `take` took, if any (on the software renderer it is kept, and
    /// converted at the size it is drawn).
    func uploadTaken() {
        guard let frame = taken else { return }
        taken = nil
        if convertsOnCPU {
            current = frame
            uploadedSerial = frame.serial
            return
        }
        let (fitting, kind) = PictureTexture.fitting(texture, for: frame, renderer: renderer)
        texture = fitting
        restingBlend = kind.blend
        guard let texture, PictureTexture.upload(frame, to: texture) else { return }
        uploadedSerial = frame.serial
    }

    /// The opening of the picture of `path`, opened now if the layer shows another (the
    /// frame about to be drawn would open it): whoever plays the sound reads it from
    /// there, sharing the picture's demuxer. Nil when the picture cannot open.
    func opening(for newPath: String) -> VideoOpening? {
        if newPath != path { open(newPath) }
        return source?.opening
    }

    /// Closes the videos the probe opened that no player took (the window's first frame
    /// is on screen: those not shown would only hold their decoders).
    func closeUntaken() { kept?.closeUntaken() }

    /// Says the window is drawing a frame, or done with it: the decoder works ahead
    /// between frames rather than during them (`VideoSource.setReaderDrawing`).
    func setDrawing(_ drawing: Bool) { source?.setReaderDrawing(drawing) }

    private func open(_ newPath: String?) {
        close()
        path = newPath
        guard let newPath else { return }
        do {
            // The file's probe may have opened it already, its first frame decoded.
            let opened: VideoSource
            if let kept = kept?.take(newPath) {
                opened = kept
            } else {
                opened = try VideoSource(path: newPath, loop: true)
            }
            source = opened
            openedAt = ProcessInfo.processInfo.systemUptime
            let size = opened.displaySize
            displaySize = Size(Double(max(1, size.width)), Double(max(1, size.height)))
            rotation = Double(opened.rotationDegrees)
        } catch {
            self.error = error.description.escapedForOneLine
            notices.append("Video unavailable: \(self.error ?? "")")
        }
    }

    /// Why the source will show nothing: the decoder went through it without a frame,
    /// or (the window, never blocking) no frame came within the time limit.
    private func firstFrameProblem(_ source: VideoSource) -> MediaError? {
        if blocking { return source.firstFrameProblem(waitingUpTo: VideoSource.firstFrameTimeout) }
        if let problem = source.noFrameProblem { return problem }
        let waited = ProcessInfo.processInfo.systemUptime - openedAt
        guard !source.hasDecodedFrame, waited > VideoSource.firstFrameTimeout else { return nil }
        let limit = Int(VideoSource.firstFrameTimeout)
        return .undecodable(path: source.path, reason: "no frame decoded within \(limit) s")
    }

    /// Damaged frames the decoder skipped, said once: when its pass through the file
    /// ends, or (`final`) when the run ends first.
    private func reportDamage(_ source: VideoSource, final: Bool) {
        guard !damageReported else { return }
        let damaged = source.damagedFrames
        guard damaged.count > 0, damaged.final || final else { return }
        damageReported = true
        let name = (source.path as NSString).lastPathComponent.escapedForOneLine
        let count = damaged.count == 1 ? "1 damaged frame" : "\(damaged.count) damaged frames"
        notices.append("\(name): \(count) skipped\(damaged.final ? "" : " so far")")
    }

    /// The problems met since the last call, each once.
    func takeNotices(final: Bool) -> [String] {
        if final, let source { reportDamage(source, final: true) }
        defer { notices.removeAll() }
        return notices
    }

    /// Whether a frame is shown, upright in its stream (what `withFrame` can hand out).
    var hasUprightFrame: Bool { uploadedSerial >= 0 && rotation == 0 }

    /// Runs `body` with the current frame's texture, blending (its alpha modulated by the
    /// colour it is drawn with), and the rect it fills aspect-fit in `rect` (units, under
    /// `canvas`'s transform, at whose size the software renderer converts it). False when
    /// there is no upright frame (`hasUprightFrame`).
    func withFrame(_ canvas: Canvas, in rect: Rect, _ body: (Texture, Rect) -> Void) -> Bool {
        guard hasUprightFrame else { return false }
        let scale = min(rect.width / displaySize.width, rect.height / displaySize.height)
        let fit = Rect(center: rect.center, size: Size(displaySize.width * scale, displaySize.height * scale))
        if convertsOnCPU { convert(drawnAt: fit.size, canvas.transform.scaleFactor) }
        guard let texture else { return false }
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        body(texture, fit)
        // The picture's own blend otherwise (`draw` sets the converted one's each time).
        if !convertsOnCPU { SDL_SetTextureBlendMode(texture.pointer, restingBlend) }
        return true
    }

    /// Draws the current frame aspect-fit in `rect` (units); false when there is none.
    func draw(_ canvas: Canvas, in rect: Rect) -> Bool {
        guard uploadedSerial >= 0 else { return false }
        let scale = min(rect.width / displaySize.width, rect.height / displaySize.height)
        let fit = Rect(center: rect.center, size: Size(displaySize.width * scale, displaySize.height * scale))
        let coded = rotation.truncatingRemainder(dividingBy: 180) == 0 ? fit.size : fit.size.swapped
        if convertsOnCPU { convert(drawnAt: coded, canvas.transform.scaleFactor) }
        guard let texture else { return false }
        if convertsOnCPU {
            // Every pixel is opaque: copied or blended, the same pixels. SDL 2.26's software
            // renderer copies an unturned texture with blending off (a memcpy), but turns a
            // texture with alpha and blending off in three passes, two of them through its
            // slowest blitter; blended, in one.
            let turned = rotation != 0 || (canvas.transform.isRectilinear && canvas.transform.quarterTurn != 0)
            SDL_SetTextureBlendMode(texture.pointer, turned ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        }
        if rotation == 0 {
            canvas.drawTexture(texture, in: fit)
        } else {
            // A rotated stream (phone video): turn the decoded picture into place.
            canvas.with(ScreenLayout.turn(size: coded, degrees: rotation, center: fit.center)) {
                canvas.drawTexture(texture, in: Rect(origin: .zero, size: coded))
            }
        }
        return true
    }

    /// The current frame as RGBA at the pixel size it covers (never above 4096 a side).
    private func convert(drawnAt size: Size, _ pixelsPerUnit: Double) {
        guard let frame = current else { return }
        let w = max(2, min(4096, Int((size.width * pixelsPerUnit).rounded())))
        let h = max(2, min(4096, Int((size.height * pixelsPerUnit).rounded())))
        if let converted, converted == (frame.serial, w, h), texture != nil { return }
        if texture?.isSized(w, h) != true { texture = Texture(renderer, .streaming, width: w, height: h) }
        // Converted straight into the texture's memory: no copy of the picture between.
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard let texture, SDL_LockTexture(texture.pointer, nil, &pixels, &pitch) == 0, let pixels else { return }
        scaler.convert(frame, width: w, height: h, into: pixels, pitch: Int(pitch))
        SDL_UnlockTexture(texture.pointer)
        converted = (frame.serial, w, h)
    }

    func close() {
        damageReported = false
        current = nil
        taken = nil
        converted = nil
        source?.close()
        source = nil
        path = nil
        error = nil
        texture = nil
        restingBlend = SDL_BLENDMODE_NONE
        uploadedSerial = -1
    }
}
