// One frame of the whole window: desktop, device with its simulated screen, inspector,
// toolbar and overlays. The window app and the headless renderer both call `draw`;
// only the render target differs.

import CSDL
import Foundation
import OrientationEngine

/// The geometry of the frame just drawn, kept for hit-testing the next clicks.
public struct FrameGeometry: Sendable {
    public var window: WindowLayout
    public var device: DeviceFrame
    public var screen: ScreenLayout
}

@MainActor
public final class SceneRenderer {
    let context: SDLContext
    let text: TextRenderer
    let canvas: Canvas
    let skin: DeviceSkin
    let video: VideoLayer
    /// `Engine.currentMasks` for the state it was computed in (it re-evaluates policies).
    private var masks: (state: EngineState, rows: [Decision.Row])?
    public var hoverCommand: Command?
    /// The toolbar's right-hand text (the window app shows its frame rate there).
    public var status = "Rotation Sandbox"
    /// The acceptance panel's contents (`accept` only).
    var acceptance: AcceptancePanel?

    /// `blockingVideo`: wait for each video frame due (headless, deterministic).
    public init(context: SDLContext, blockingVideo: Bool = false) throws(SandboxError) {
        self.context = context
        text = try TextRenderer(renderer: context.renderer)
        canvas = Canvas(renderer: context.renderer, text: text)
        skin = DeviceSkin(canvas: canvas)
        video = VideoLayer(renderer: context.renderer, blocking: blockingVideo)
    }

    /// Geometry only (no drawing): what a click at this instant would hit.
    public static func geometry(engine: Engine, session: Session, time: Double, width: Int, height: Int)
        -> FrameGeometry
    {
        let state = ScreenState(engine: engine, at: time).pausingUnplayableVideo()
        return geometry(state.hidingIdleControls(lastInput: session.lastInput, at: time), session: session,
                        time: time, width: width, height: height)
    }

    static func geometry(_ state: ScreenState, session: Session, time: Double, width: Int, height: Int) -> FrameGeometry {
        let window = WindowLayout(width: width, height: height, acceptancePanel: session.acceptancePanel)
        let screen = ScreenLayout(state)
        let device = DeviceFrame(spec: screen.spec, area: window.deviceArea, bodyAngle: session.body.angle(at: time))
        return FrameGeometry(window: window, device: device, screen: screen)
    }

    /// Video problems met while playing (a video that shows nothing, damaged frames),
    /// each once, for the window's trace or `record`'s messages. `final`: the run is
    /// over, so a count of damaged frames so far is all there will be.
    public func takeVideoNotices(final: Bool = false) -> [String] { video.takeNotices(final: final) }

    /// Draws the window into the current render target (`width`×`height` pixels).
    @discardableResult
    public func draw(engine: Engine, session: Session, time: Double, width: Int, height: Int) -> FrameGeometry {
        // The video first: whether it can play decides the play icon and the controls.
        let screen = ScreenState(engine: engine, at: time)
        let player = screen.chain.last?.player
        video.update(path: player?.videoError == nil ? player?.video : nil, position: player?.position ?? 0)
        let videoError = player?.videoError ?? video.error
        let state = screen.pausingUnplayableVideo(error: videoError)
            .hidingIdleControls(lastInput: session.lastInput, at: time)
        let g = Self.geometry(state, session: session, time: time, width: width, height: height)
        let chrome = ChromePainter(canvas: canvas)
        canvas.transform = .identity
        canvas.clear(Palette.desktopBottom)
        let desktop = Rect(0, g.window.toolbar.maxY, g.window.deviceArea.maxX + 12,
                           g.window.size.height - g.window.toolbar.maxY)
        let still = !session.body.isAnimating(at: time)
        backdrop(desktop, g.device, still: still) {
            chrome.desktop(desktop)
            skin.drawBody(g.device, turning: !still)
        }

        // The screen first, into its own texture (clipped to the glass for free).
        var screenTexture: OpaquePointer?
        if let target = skin.screenTarget(for: g.device) {
            screenTexture = target.texture
            let toTarget = Affine.scale(Double(target.width) / g.screen.spec.screenSize.width,
                                        Double(target.height) / g.screen.spec.screenSize.height)
            canvas.drawing(into: target.texture) {
                canvas.clear(.black)
                var painter = ScreenPainter(canvas: canvas, state: state, screenToTarget: toTarget)
                painter.video = { [video] canvas, rect in video.draw(canvas, in: rect) }
                painter.videoError = videoError.map { Self.unavailable($0, video: player?.video) }
                if let pressed = session.pressed, time < pressed.until { painter.pressed = pressed.target }
                painter.draw(g.screen)
            }
        }
        skin.drawScreen(g.device, screen: screenTexture)
        if let caption = Self.caption(engine.state) {
            chrome.caption(caption, below: g.device.bodyBounds, in: g.window.deviceArea)
        }

        if g.window.inspector.width > 0 { inspector(engine, session, time, g.window.inspector) }
        if let panel = acceptance, let rect = g.window.acceptance { AcceptancePainter(canvas: canvas).draw(panel, in: rect) }
        chrome.toolbar(g.window, session: session, systemLock: engine.state.systemLock, hover: hoverCommand, status: status)
        if let toast = session.toast, time < toast.until { chrome.toast(toast.text, in: g.window.deviceArea) }
        if session.showHelp { chrome.help(Rect(origin: .zero, size: g.window.size), acceptance: session.acceptancePanel) }
        canvas.transform = .identity
        text.endFrame()
        return g
    }

    /// "Video unavailable: cannot play clip.mp4: …" — the file's name, not its whole
    /// path, in the little room the player has (the console line has the path).
    static func unavailable(_ error: String, video: String?) -> String {
        guard let video, !video.isEmpty else { return "Video unavailable: \(error)" }
        let name = (video as NSString).lastPathComponent.escapedForOneLine
        return "Video unavailable: " + error.replacingOccurrences(of: video.escapedForOneLine, with: name)
    }

    /// A line under the device for what its drawing cannot show.
    static func caption(_ state: EngineState) -> String? {
        switch state.physical {
        case .faceUp: "lying face up — no interface change (R11)"
        case .faceDown: "lying face down — no interface change (R11)"
        case .unknown: "orientation unknown"
        default: state.systemLock ? "orientation lock on (R25)" : nil
        }
    }

    /// What the inspector shows depends on these only; unchanged, last frame's pixels
    /// are copied instead of drawing some sixty labels again.
    struct InspectorKey: Equatable {
        var state: EngineState
        var traceCount: Int
        var scroll: Int
        var rotating: Bool
        var panel: Rect
    }
    private var inspectorCache: (key: InspectorKey, texture: OpaquePointer)?

    private func inspector(_ engine: Engine, _ session: Session, _ time: Double, _ panel: Rect) {
        // Without the clock: the engine's time moves every frame, the inspector's text doesn't.
        var state = engine.state
        state.time = 0
        let key = InspectorKey(
            state: state, traceCount: session.trace.count, scroll: session.traceScroll,
            rotating: engine.state.rotation.map { time < $0.end } ?? false, panel: panel)
        if let cache = inspectorCache, cache.key == key {
            canvas.transform = .identity
            return canvas.drawTexture(cache.texture, in: panel)
        }
        if let old = inspectorCache?.texture, inspectorCache?.key.panel != panel {
            SDL_DestroyTexture(old)
            inspectorCache = nil
        }
        let texture = inspectorCache?.texture ?? SDL_CreateTexture(
            context.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(panel.width), Int32(panel.height))
        let painter = InspectorPainter(canvas: canvas, engine: engine, session: session, time: time,
                                       maskRows: maskRows(engine))
        canvas.transform = .identity
        guard let texture else { return painter.draw(panel) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        canvas.drawing(into: texture) {
            canvas.transform = Affine.translation(-panel.minX, -panel.minY)
            painter.draw(panel)
        }
        inspectorCache = (key, texture)
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

    private func maskRows(_ engine: Engine) -> [Decision.Row] {
        guard engine.state.launched, engine.state.crash == nil else { return engine.state.lastDecision?.rows ?? [] }
        if let masks, masks.state == engine.state { return masks.rows }
        let rows = engine.currentMasks
        masks = (engine.state, rows)
        return rows
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
