// One frame of the whole window: desktop, device with its simulated screen, inspector,
// toolbar and overlays. The window app and the headless renderer both call `draw`;
// only the render target differs.

import CSDL
import Foundation
import OrientationEngine

@MainActor
public final class SceneRenderer {
    let context: SDLContext
    let text: TextRenderer
    let canvas: Canvas
    let skin: DeviceSkin
    let video: VideoLayer
    /// When set, the text drawn on the simulated screen in the last frame (tests).
    var screenTextRuns: [TextRun]?
    /// `blockingVideo`: wait for each video frame due (headless, deterministic).
    public init(context: SDLContext, blockingVideo: Bool = false) throws(SandboxError) {
        self.context = context
        text = try TextRenderer(renderer: context.renderer)
        canvas = Canvas(renderer: context.renderer, text: text)
        skin = DeviceSkin(canvas: canvas)
        video = VideoLayer(renderer: context.renderer, blocking: blockingVideo)
    }

    /// Points the video layer at the visible player's video before the frame is built;
    /// returns why it cannot play (the file's problem, or what opening or decoding found).
    public func prepareVideo(_ video: (path: String?, error: String?, position: Double)?) -> String? {
        self.video.update(path: video?.error == nil ? video?.path : nil, position: video?.position ?? 0)
        return video.flatMap { $0.error ?? (self.video.error) }
    }

    /// Video problems met while playing (a video that shows nothing, damaged frames),
    /// each once, for the window's trace or `record`'s messages. `final`: the run is
    /// over, so a count of damaged frames so far is all there will be.
    public func takeVideoNotices(final: Bool = false) -> [String] { video.takeNotices(final: final) }

    /// "Video unavailable: cannot play clip.mp4: …" — the file's name, not its whole
    /// path, in the little room the player has (the console line has the path).
    static func unavailable(_ error: String, video: String?) -> String {
        guard let video, !video.isEmpty else { return "Video unavailable: \(error)" }
        let name = (video as NSString).lastPathComponent.escapedForOneLine
        return "Video unavailable: " + error.replacingOccurrences(of: video.escapedForOneLine, with: name)
    }

    /// Draws one frame of the window into the current render target.
    public func draw(_ frame: FrameModel) {
        let chrome = ChromePainter(canvas: canvas)
        let window = frame.window
        canvas.transform = .identity
        canvas.clear(Palette.desktopBottom)
        let desktop = Rect(0, window.toolbar.maxY, window.deviceArea.maxX + 12, window.size.height - window.toolbar.maxY)
        backdrop(desktop, frame.device, still: !frame.bodyTurning) {
            chrome.desktop(desktop)
            skin.drawBody(frame.device, turning: frame.bodyTurning)
        }

        let player = frame.screen.visible?.player
        let videoError = frame.videoError ?? player?.videoError

        // The screen first, into its own texture (clipped to the glass for free).
        var screenTexture: OpaquePointer?
        if let target = skin.screenTarget(for: frame.device) {
            screenTexture = target.texture
            let toTarget = Affine.scale(Double(target.width) / frame.layout.spec.screenSize.width,
                                        Double(target.height) / frame.layout.spec.screenSize.height)
            canvas.drawing(into: target.texture) {
                canvas.clear(.black)
                var painter = ScreenPainter(canvas: canvas, state: frame.screen, screenToTarget: toTarget)
                painter.video = { [video] canvas, rect in video.draw(canvas, in: rect) }
                painter.videoError = videoError.map { Self.unavailable($0, video: player?.video) }
                painter.pressed = frame.pressed
                painter.held = frame.scrubbing
                let outer = canvas.textRuns
                if screenTextRuns != nil { canvas.textRuns = [] }
                painter.draw(frame.layout)
                if screenTextRuns != nil { screenTextRuns = canvas.textRuns }
                canvas.textRuns = outer
            }
        }
        skin.drawScreen(frame.device, screen: screenTexture)
        if let caption = frame.caption {
            chrome.caption(caption, below: frame.device.bodyBounds, in: window.deviceArea)
        }

        if window.inspector.width > 0 { inspector(frame.inspector, window.inspector) }
        if let handle = window.inspectorHandle { chrome.inspectorHandle(handle) }
        if let panel = frame.acceptance, let rect = window.acceptance { AcceptancePainter(canvas: canvas).draw(panel, in: rect) }
        chrome.toolbar(window, frame.toolbar)
        chrome.tooltip(window, hover: frame.toolbar.hover)
        if let toast = frame.toast { chrome.toast(toast, in: window.deviceArea) }
        if let banner = frame.banner, let rect = window.banner { chrome.banner(banner, in: rect) }
        switch frame.overlay {
        case .help(let acceptance): chrome.help(Rect(origin: .zero, size: window.size), acceptance: acceptance)
        case .rules(let rules, let trigger): chrome.rules(Rect(origin: .zero, size: window.size), rules, trigger: trigger)
        case nil: break
        }
        canvas.transform = .identity
        text.endFrame()
    }

    /// Unchanged, the inspector's last pixels are copied instead of drawing some sixty labels again.
    private var inspectorCache: (model: InspectorModel, panel: Rect, texture: OpaquePointer)?

    private func inspector(_ model: InspectorModel, _ panel: Rect) {
        if let cache = inspectorCache, cache.panel == panel, cache.model == model {
            canvas.transform = .identity
            return canvas.drawTexture(cache.texture, in: panel)
        }
        if let old = inspectorCache?.texture, inspectorCache?.panel != panel {
            SDL_DestroyTexture(old)
            inspectorCache = nil
        }
        let texture = inspectorCache?.texture ?? SDL_CreateTexture(
            context.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(panel.width), Int32(panel.height))
        let painter = InspectorPainter(canvas: canvas, model: model)
        canvas.transform = .identity
        guard let texture else { return painter.draw(panel) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        canvas.drawing(into: texture) {
            canvas.transform = Affine.translation(-panel.minX, -panel.minY)
            painter.draw(panel)
        }
        inspectorCache = (model, panel, texture)
        canvas.transform = .identity
        canvas.drawTexture(texture, in: panel)
    }

    /// The desktop and the device body, cached while the device is at rest: several
    /// full-area blends in software become one copy (a video playing redraws only its screen).
    private var backdropCache: (key: BackdropKey, texture: OpaquePointer)?
    struct BackdropKey: Equatable {
        var area: Rect
        var device: DeviceFrame
    }

    /// The texture spans the window from its top-left corner to the area's far corner,
    /// so what `paint` draws in window pixels lands at the same pixels in it.
    private func backdrop(_ area: Rect, _ device: DeviceFrame, still: Bool, paint: () -> Void) {
        let key = BackdropKey(area: area, device: device)
        canvas.transform = .identity
        guard still else { return paint() }
        let span = Rect(0, 0, area.maxX.rounded(.up), area.maxY.rounded(.up))
        if let cache = backdropCache, cache.key == key { return canvas.drawTexture(cache.texture, in: span) }
        if let old = backdropCache?.texture, backdropCache.map({ $0.key.area.maxX != area.maxX || $0.key.area.maxY != area.maxY }) == true {
            SDL_DestroyTexture(old)
            backdropCache = nil
        }
        let texture = backdropCache?.texture ?? SDL_CreateTexture(
            context.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(span.width), Int32(span.height))
        guard let texture else { return paint() }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        canvas.drawing(into: texture) {
            canvas.clear(Palette.desktopBottom)
            paint()
        }
        backdropCache = (key, texture)
        canvas.transform = .identity
        canvas.drawTexture(texture, in: span)
    }

    public func close() {
        if let texture = inspectorCache?.texture { SDL_DestroyTexture(texture) }
        inspectorCache = nil
        if let texture = backdropCache?.texture { SDL_DestroyTexture(texture) }
        backdropCache = nil
        video.close()
        skin.close()
        canvas.close()
        text.close()
    }
}
