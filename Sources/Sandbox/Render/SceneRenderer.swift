// One frame of the whole window: desktop, device with its simulated screen, inspector,
// toolbar and overlays. The window app and the headless renderer both call `draw`;
// only the render target differs.

import CSDL
import Media
import Foundation
import OrientationEngine

@MainActor
public final class SceneRenderer {
    let context: SDLContext
    let text: TextRenderer
    let canvas: Canvas
    let skin: DeviceSkin
    let video: VideoLayer
    /// A `var`: at a turn's end it changes places with the turn's end picture (TurnPictures.exchange).
    private(set) var screenLayer: ScreenLayer
    let turnPictures: TurnPictures
    let tiles: TileTextures
    /// A `var` so a test can draw it the other way (in memory, as on OpenGL).
    var inspector: InspectorLayer { didSet { inspector.observer = observer } }
    /// Whether the target still holds the last frame (a test may hand in one that trusts it).
    var backBuffer: KeptBackBuffer
    /// A turning device leaves out what it covers of the desktop and of its own sprites
    /// (OpenGL: llvmpipe's fill is most of a turning frame's cost). Its mid-turn pixels may
    /// differ from drawing everything by a rounding; where they were drawn is drawn again
    /// exactly once the device is at rest. Off on the software renderer, whose frames
    /// `record` encodes: each of them is exactly what drawing everything gives; a test may
    /// turn it on.
    var turnShortcuts: Bool
    /// While the interface turns, the video plays live over the turned pictures instead of
    /// being drawn into the end picture at each frame (a render pass less on llvmpipe).
    /// Its pixels are drawing it into the picture's less a resampling. Off on the software
    /// renderer, so `record`'s frames are exactly the picture's; a test may turn it on.
    var liveVideoInTurns: Bool
    /// While the interface turns, its end picture and that picture's live video are left
    /// out as long as they are too faint to change any channel by more than two levels
    /// (`TurnFrame.faintest`; the first frames of a turn, its ease barely begun): on
    /// llvmpipe a picture costs as much drawn faint as opaque. Off on the software
    /// renderer, so `record`'s frames are the cross-fade's exactly; a test may turn it on.
    var leavesOutFaintEnds: Bool
    /// Pixels drawn by a shortcut since the device was last at rest.
    private var shortcutArea: Rect?
    /// Told what was drawn and how (tests; nil in the app and `record`).
    weak var observer: (any RenderObserver)? {
        didSet {
            inspector.observer = observer
            turnPictures.observer = observer
        }
    }
    /// `blockingVideo`: wait for each video frame due (headless, deterministic).
    /// `videos`: the player videos the scenario's probe opened, for the player to take.
    public init(context: SDLContext, blockingVideo: Bool = false, videos: OpenedVideos? = nil) throws(SandboxError) {
        self.context = context
        text = try TextRenderer(renderer: context.renderer)
        canvas = Canvas(renderer: context.renderer, text: text)
        skin = DeviceSkin(canvas: canvas)
        video = VideoLayer(renderer: context.renderer, blocking: blockingVideo, kept: videos)
        screenLayer = ScreenLayer(renderer: context.renderer)
        turnPictures = TurnPictures(renderer: context.renderer)
        composed = KeptLayer(renderer: context.renderer, blend: SDL_BLENDMODE_NONE, scale: SDL_ScaleModeNearest)
        backdropLayer = KeptLayer(renderer: context.renderer, blend: SDL_BLENDMODE_NONE)
        tiles = TileTextures(renderer: context.renderer)
        inspector = InspectorLayer(renderer: context.renderer, inMemory: !context.isSoftware)
        backBuffer = KeptBackBuffer(context: context)
        turnShortcuts = !context.isSoftware
        liveVideoInTurns = !context.isSoftware
        leavesOutFaintEnds = !context.isSoftware
    }

    /// Draws the inspector's panel for `model` at `panel` into its layer, ahead of the
    /// frame that shows it (between frames: `InspectorPacing`).
    func prepareInspector(_ model: InspectorModel, in panel: Rect) {
        inspector.prepare(model, in: panel, canvas: canvas)
    }

    /// The inspector's panel its layer holds painted, and where (nil: none yet).
    var inspectorHeld: (model: InspectorModel, panel: Rect)? { inspector.held }

    /// Whether drawing `frame` draws the inspector's panel again (its model or place changed).
    func redrawsInspector(_ frame: FrameModel) -> Bool {
        frame.window.inspector.width > 0 && inspector.needsDrawing(frame.inspector, in: frame.window.inspector)
    }

    /// Draws one frame of the window into the current render target. A window whose
    /// changes are small (a playing video, a new trace line) draws only what changed since
    /// the last frame (`FrameModel.damage`): straight into the target when it still holds
    /// the last frame (`KeptBackBuffer`), else into a texture of its own that keeps its
    /// pixels, then copied out whole (a window's back buffer is undefined after a present).
    /// When most of it changed (a turning device, an overlay), drawing it all straight
    /// into the target is cheaper.
    public func draw(_ frame: FrameModel) {
        defer { text.endFrame() }
        let (screen, screenChanges) = updateScreen(frame)
        let damage = lastFrame.map { frame.damage(since: $0, screenChanges: screenChanges) } ?? .whole
        lastFrame = frame
        let size = (width: Int(frame.window.size.width), height: Int(frame.window.size.height))
        var damaged = damage.areas(in: frame.window.size)
        if let shortcut = shortcutArea, !frame.bodyTurning {
            damaged.append(shortcut)
            shortcutArea = nil
        }
        let areas = DamagePlan.merged(damaged)
        if turnShortcuts, frame.bodyTurning {
            for drawn in damage == .whole ? [Rect(origin: .zero, size: frame.window.size)] : areas {
                shortcutArea = shortcutArea?.union(drawn) ?? drawn
            }
        }
        changedPixels = damage == .whole ? nil : areas.compactMap { $0.pixelsWithin(width: size.width, height: size.height) }
        defer { backBuffer.remember(width: size.width, height: size.height) }
        let kept = damage != .whole && backBuffer.holdsLastFrame(width: size.width, height: size.height)
        let share = areas.reduce(0) { $0 + $1.width * $1.height } / (frame.window.size.width * frame.window.size.height)
        let mostly = DamagePlan.drawsWhole(share: share, kept: kept)
        if kept, !mostly {
            observer?.composed(.inPlace)
            composed.shows = nil
            return drawAreas(areas, size, frame, screen: screen)
        }
        guard !mostly, let target = composed.texture(width: size.width, height: size.height) else {
            observer?.composed(.direct)
            composed.shows = nil
            return compose(frame, screen: screen)
        }
        canvas.drawing(into: target) {
            if composed.shows == nil {
                observer?.composed(.whole)
                compose(frame, screen: screen)
            } else if areas.isEmpty {
                observer?.composed(.unchanged)
            } else {
                observer?.composed(.partial)
                drawAreas(areas, size, frame, screen: screen)
            }
        }
        composed.shows = .lastFrame
        canvas.transform = .identity
        canvas.copyPixels(target, to: Rect(0, 0, Double(size.width), Double(size.height)))
    }

    /// Composes the last frame again, whole and straight into the target, from its layers
    /// as they stand (the screen's texture, the inspector's, the cached backdrop and
    /// sprites): nothing is drawn into any of them. What a frame of cached layers costs, the
    /// bench's "composite" frame. False (nothing drawn) while the device or its interface turns.
    public func recompose() -> Bool {
        guard let frame = lastFrame, turning == nil, !frame.bodyTurning else { return false }
        defer { text.endFrame() }
        let size = (width: Int(frame.window.size.width), height: Int(frame.window.size.height))
        compose(frame, screen: skin.screenTarget(for: frame.device))
        backBuffer.remember(width: size.width, height: size.height)
        return true
    }

    /// Draws the window again over each damaged area of the current target.
    private func drawAreas(_ areas: [Rect], _ size: (width: Int, height: Int), _ frame: FrameModel,
                           screen: Texture?) {
        let glass = screenAlone(frame)
        for area in areas {
            guard let region = area.pixelsWithin(width: size.width, height: size.height) else { continue }
            if let glass, glass.inset(-3).contains(region), let inside = region.intersection(glass) {
                // Only the screen's pixels changed and nothing lies over it but the
                // device's own glass and notch: those are all that is drawn again.
                observer?.composed(.screenOnly)
                canvas.clipped(to: inside) { skin.drawScreen(frame.device, screen: screen) }
            } else {
                composeRegion(region, frame, screen: screen)
            }
        }
    }

    /// Draws the window over `region` of the composed texture (the current target): with a
    /// clip where clipping is exact (OpenGL's scissor), else through a tile the region's
    /// size (SDL's software renderer scales copies that cross a clip rect a pixel off,
    /// while a target's own edges cut them exactly).
    private func composeRegion(_ region: Rect, _ frame: FrameModel, screen: Texture?) {
        if !context.isSoftware {
            return canvas.clipped(to: region) {
                // A clear would ignore the clip; a shown inspector tiles the window with the
                // desktop and the toolbar, all opaque.
                if frame.window.inspector.width == 0 { canvas.fillPixels(region, Palette.desktopBottom) }
                compose(frame, screen: screen, clears: false, within: region)
            }
        }
        guard let tile = tiles.texture(width: Int(region.width), height: Int(region.height)) else {
            return compose(frame, screen: screen)
        }
        canvas.drawing(into: tile, region: region) { compose(frame, screen: screen) }
        canvas.copyPixels(tile, to: region)
    }

    /// The window pixels the last `draw` changed, whole pixels within the window, possibly
    /// overlapping (nil: all of them). A reader of the target's pixels that keeps the
    /// last frame's needs to read back only these.
    public private(set) var changedPixels: [Rect]?

    /// The screen's pixel box in the window when a change inside it can be drawn by
    /// drawing the screen alone: the device at rest and square to the window, nothing
    /// floating over it (a toast, a tooltip, an overlay), and clipping exact (OpenGL's
    /// scissor; the software renderer's clip shifts copies). Else nil.
    private func screenAlone(_ frame: FrameModel) -> Rect? {
        guard !context.isSoftware, turning == nil, !frame.bodyTurning, frame.toast == nil, frame.overlay == nil,
              frame.toolbar.hover == nil, frame.device.deviceToWindow.isRectilinear
        else { return nil }
        let box = frame.device.deviceToWindow.boundingBox(of: frame.device.spec.screenRect)
        return box.pixelsWithin(width: Int(frame.window.size.width), height: Int(frame.window.size.height))
    }
    private var lastFrame: FrameModel?
    /// The window-sized texture frames are composed in; it shows the last frame, or
    /// nothing known after a frame drawn straight into the target.
    private let composed: KeptLayer<LastFrame>
    enum LastFrame { case lastFrame }

    /// The screen layer brought up to date: its texture (nil: the device shows dark glass)
    /// and the items that changed since the last frame (nil: the whole screen).
    private func updateScreen(_ frame: FrameModel) -> (texture: Texture?, changes: [LayoutItem]?) {
        guard var target = skin.screenTarget(for: frame.device) else { return (nil, nil) }
        let toTarget = Affine.scale(Double(target.width) / frame.layout.spec.screenSize.width,
                                    Double(target.height) / frame.layout.spec.screenSize.height)
        let player = frame.screen.visible?.player
        let videoError = (frame.videoError ?? player?.videoError).map { Self.unavailable($0, video: player?.video) }
        let paint = { [self] (screen: ScreenModel, layout: ScreenLayout, videoHole: Bool) in
            var painter = ScreenPainter(canvas: canvas, state: screen, screenToTarget: toTarget)
            painter.video = videoHole ? { canvas, rect in
                canvas.clearPixels(rect)
                return true
            } : { [video] canvas, rect in video.draw(canvas, in: rect) }
            painter.videoError = videoError
            painter.pressed = frame.pressed
            painter.held = frame.scrubbing
            let collects = observer?.collectsScreenText == true
            let outer = canvas.textRuns
            if collects { canvas.textRuns = [] }
            painter.draw(layout)
            if collects { observer?.screenTextDrawn(canvas.textRuns ?? []) }
            canvas.textRuns = outer
        }
        if let turn = frame.turn,
           var pictures = turnPictures.prepare(turn, frame, previous: lastFrame, screen: target, canvas: canvas,
                                               toTarget: toTarget, videoSerial: video.uploadedSerial,
                                               liveVideo: liveVideoInTurns && video.hasUprightFrame, paint: paint) {
            if leavesOutFaintEnds { pictures.leaveOutFaintEnd() }
            // The screen's texture is the turn's first picture: the layer is not drawn while
            // the pictures stand in for it; drawn into (no frame at rest just before), it is
            // drawn whole again after.
            if pictures.screenDrawn { screenLayer.invalidate() }
            turning = pictures
            return (target, nil)
        }
        turning = nil
        if let end = turnPictures.exchange(screen: target, layer: screenLayer) {
            skin.replaceScreenTexture(with: end.texture)
            screenLayer = end.layer
            target = end.texture
        }
        turnPictures.end()
        let updated = screenLayer.update(target, canvas: canvas, picture: ScreenPicture(frame),
                                         videoSerial: video.uploadedSerial, toTarget: toTarget) { items in
            var layout = frame.layout
            layout.items = items
            paint(frame.screen, layout, false)
        }
        observer?.screenLayerUpdated(updated.redraw, turnEnd: false)
        return (target, updated.changes)
    }

    /// While the interface turns: the pictures this frame's screen shows instead of its texture.
    private(set) var turning: TurnFrame?

    /// Everything of the window, back to front (`clears`: from the desktop's colour).
    /// `within`: the clip (exact, OpenGL's scissor) the frame is drawn through; the layers
    /// that lie wholly outside it are left out: on llvmpipe each draw costs its setup even
    /// when the scissor leaves it no pixel (a small second damaged area, the toolbar's as a
    /// turn begins, drew the whole window's list a second time).
    private func compose(_ frame: FrameModel, screen: Texture?, clears: Bool = true, within clip: Rect? = nil) {
        let chrome = ChromePainter(canvas: canvas)
        let window = frame.window
        // The desktop, the toolbar and a shown inspector tile the window opaquely, so what
        // the device draws outside the desktop is covered anyway.
        let shows = { (area: Rect) in clip.map { $0.intersects(area) } ?? true }
        let desktopShown = shows(window.desktop)
        let deviceShown = desktopShown && shows(frame.device.bodyBounds.inset(-FrameModel.bodyMargin))
        canvas.transform = .identity
        // The desktop, the toolbar and a shown inspector tile the window (WindowLayout), each
        // drawn opaque: clearing first would fill every pixel twice.
        if clears && window.inspector.width == 0 { canvas.clear(Palette.desktopBottom) }
        if desktopShown {
            backdrop(window.desktop, frame.device, still: !frame.bodyTurning) {
                if turnShortcuts && frame.bodyTurning {
                    let body = DeviceSkin.coveredByBody(frame.device).corners.map(frame.device.deviceToWindow.apply)
                    chrome.desktop(window.desktop, around: body)
                } else {
                    chrome.desktop(window.desktop)
                }
                // (Clipped frames are OpenGL's, where the backdrop is never cached.)
                if deviceShown { skin.drawBody(frame.device, turning: frame.bodyTurning, holes: turnShortcuts) }
            }
        }
        if deviceShown, let turning {
            skin.drawTurningScreen(frame.device, pictures: turning.pictures) { screenToWindow, glass in
                turning.video?.draw(video, canvas: canvas, within: glass)
                var statusBar = frame.layout
                statusBar.items.removeAll { $0.kind != .statusBar }
                ScreenPainter(canvas: canvas, state: frame.screen, screenToTarget: screenToWindow).draw(statusBar)
            }
        } else if deviceShown {
            skin.drawScreen(frame.device, screen: screen)
        }
        if desktopShown, let caption = frame.caption {
            chrome.caption(caption, below: frame.device.bodyBounds, in: window.deviceArea)
        }
        if window.inspector.width > 0, shows(window.inspector) {
            inspector.draw(frame.inspector, in: window.inspector, canvas: canvas)
        }
        if let handle = window.inspectorHandle { chrome.inspectorHandle(handle) }
        if let panel = frame.acceptance, let rect = window.acceptance { AcceptancePainter(canvas: canvas).draw(panel, in: rect) }
        if shows(window.toolbar) { chrome.toolbar(window, frame.toolbar) }
        chrome.tooltip(window, hover: frame.toolbar.hover)
        if let toast = frame.toast { chrome.toast(toast, in: window.deviceArea) }
        if let banner = frame.banner, let rect = window.banner { chrome.banner(banner, in: rect) }
        switch frame.overlay {
        case .help(let acceptance): chrome.help(Rect(origin: .zero, size: window.size), acceptance: acceptance)
        case .rules(let rules, let trigger): chrome.rules(Rect(origin: .zero, size: window.size), rules, trigger: trigger)
        case .iosPicker(let picker): chrome.iosPicker(Rect(origin: .zero, size: window.size), picker)
        case .choices(let list): ChoicePainter(canvas: canvas).draw(list, in: Rect(origin: .zero, size: window.size))
        case nil: break
        }
        canvas.transform = .identity
    }

    /// The desktop and the device body, cached while the device is at rest: several
    /// full-area blends in software become one copy (a video playing redraws only its screen).
    /// OpenGL clips exactly, so a damaged area draws just its own pixels of them; there a
    /// cache would cost a window-sized texture and a whole redraw of it after every turn.
    private let backdropLayer: KeptLayer<BackdropKey>
    struct BackdropKey: Equatable {
        var area: Rect
        var device: DeviceFrame
    }

    /// The texture spans the window from its top-left corner to the area's far corner,
    /// so what `paint` draws in window pixels lands at the same pixels in it.
    private func backdrop(_ area: Rect, _ device: DeviceFrame, still: Bool, paint: () -> Void) {
        canvas.transform = .identity
        guard still, context.isSoftware else { return paint() }
        let span = Rect(0, 0, area.maxX.rounded(.up), area.maxY.rounded(.up))
        let texture = backdropLayer.texture(showing: BackdropKey(area: area, device: device),
                                            width: Int(span.width), height: Int(span.height)) { texture in
            canvas.drawing(into: texture) {
                canvas.clear(Palette.desktopBottom)
                paint()
            }
        }
        guard let texture else { return paint() }
        canvas.transform = .identity
        canvas.drawTexture(texture, in: span)
    }

    public func close() {
        composed.close()
        screenLayer.close()
        turnPictures.close()
        tiles.close()
        inspector.close()
        backdropLayer.close()
        video.close()
        skin.close()
        canvas.close()
        text.close()
    }
}
