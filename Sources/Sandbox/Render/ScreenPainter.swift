// Draws the simulated screen's layout items, iOS style. Each item is drawn in its own
// view space through `item.toScreen`, the transform hit-testing inverts.

import Foundation
import OrientationEngine

@MainActor
struct ScreenPainter {
    let canvas: Canvas
    let state: ScreenModel
    /// Screen points → target pixels.
    let screenToTarget: Affine
    /// Draws the current video frame into a rect (units), if there is one.
    var video: ((Canvas, Rect) -> Bool)?
    var videoError: String?
    /// The item under the user's finger (drawn darker).
    var pressed: TapTarget?
    /// The progress bar is held (dragged): its thumb is drawn larger.
    var held = false

    var oldStyle: Bool { state.profile <= .ios6 }

    func draw(_ layout: ScreenLayout) {
        for item in layout.items {
            canvas.transform = item.toScreen.then(screenToTarget)
            draw(item, layout)
            if let pressed, item.tap == pressed { highlight(item) }
        }
    }

    /// Touch feedback: a translucent shade over what was tapped.
    private func highlight(_ item: LayoutItem) {
        switch item.kind {
        case .button: canvas.fillRounded(item.rect, radius: min(12, item.rect.height / 2), Color(0, 0, 0, 70))
        case .playerControl: canvas.fillCircle(item.rect.center, radius: item.rect.width / 2, Color(255, 255, 255, 70))
        default: canvas.fillRounded(item.rect.inset(2), radius: 8, Color(0, 0, 0, 30))
        }
    }

    private func draw(_ item: LayoutItem, _ layout: ScreenLayout) {
        let r = item.rect
        switch item.kind {
        case .background(let grouped):
            canvas.fill(r, grouped ? Palette.groupedBackground : Palette.background)
        case .statusBar:
            StatusBarPainter(canvas: canvas, state: state, spec: layout.spec, zoom: layout.zoom).draw(r)
        case .navBar(let title, let barHeight):
            if oldStyle {
                canvas.fillGradient(r, top: Color(hex: 0xB2BFCF), bottom: Color(hex: 0x6D84A2))
            } else {
                canvas.fill(r, Palette.barBackground)
            }
            canvas.fill(Rect(r.minX, r.maxY - 0.5, r.width, 0.5), Palette.separator)
            let bar = Rect(r.minX + 90, r.maxY - barHeight, max(0, r.width - 180), barHeight)
            canvas.drawText(title, in: bar, size: ScreenFont.barTitle, weight: .bold, color: oldStyle ? .white : Palette.label,
                            align: .center)
        case .backButton(let title):
            let tint = oldStyle ? Color.white : Palette.systemBlue
            ScreenPainterChevron.draw(canvas, tip: Point(r.minX + 6, r.center.y), height: 20, color: tint)
            canvas.drawText(title, in: r.inset(left: 22), size: ScreenFont.backButton, color: tint)
        case .tabBar:
            canvas.fill(r, Palette.barBackground)
            canvas.fill(Rect(r.minX, r.minY, r.width, 0.5), Palette.separator)
        case .tabItem(_, let title, let selected, let icon):
            tabItem(r, title: title, selected: selected, icon: icon)
        case .contentBox(let insetByLayout):
            canvas.fillRounded(r, radius: 14, Palette.background)
            if insetByLayout {
                canvas.strokeRounded(r, radius: 14, width: 1.5, Palette.systemBlue.with(alpha: 110))
            }
        case .title(let text):
            canvas.drawText(text, in: r, size: ScreenFont.title, weight: .bold, color: Palette.label)
        case .summary(let lines):
            for (i, line) in lines.enumerated() {
                canvas.drawText(line, in: Rect(r.minX, r.minY + Double(i) * 17, r.width, 17), size: ScreenFont.summary,
                                color: Palette.secondaryLabel)
            }
        case .button(let title):
            button(r, title: title, tap: item.tap)
        case .video(let fullScreen):
            canvas.fill(r, .black)
            if !(video?(canvas, r) ?? false) { placeholderVideo(r, fullScreen: fullScreen) }
        case .playerControl(let name):
            PlayerControlPainter(canvas: canvas).draw(name, in: r, playing: state.visible?.player?.playing ?? false,
                                                      locked: state.visible?.locked ?? false)
        case .playerTime(let text):
            let size = state.fullScreenPlayer == nil ? ScreenFont.playerTime : ScreenFont.playerTimeFullScreen
            PlayerControlPainter(canvas: canvas).time(text, in: r, size: size)
        case .playerScrim:
            PlayerControlPainter(canvas: canvas).scrim(r)
        case .playerProgress(let fraction):
            PlayerControlPainter(canvas: canvas).progress(fraction, in: r, inset: PlayerLayout.trackInset,
                                                          held: held)
        case .homeIndicator:
            canvas.fillRounded(r, radius: r.height / 2, Color(0, 0, 0, 200))
        case .crash(let reason):
            crash(r, reason: reason)
        case .notLaunched:
            canvas.fill(r, .black)
        case .dim(let amount):
            canvas.fill(r, Color(0, 0, 0, UInt8(max(0, min(1, amount)) * 100)))
        case .sheetCard:
            canvas.fillRounded(r, radius: 12, Palette.groupedBackground)
            canvas.fillRounded(Rect(center: Point(r.center.x, r.minY + 6), size: Size(36, 5)), radius: 2.5,
                               Palette.separator)
        }
    }

    private func button(_ r: Rect, title: String, tap: TapTarget?) {
        let locking = title == "Lock" || title == "Unlock"
        let fill = tap == .relaunch ? Palette.systemBlue : locking ? Palette.systemOrange : Palette.systemBlue
        if oldStyle {
            // iOS 6: a white rounded button with a one-pixel grey-blue border.
            let px = 1 / max(0.01, canvas.transform.scaleFactor)
            canvas.fillRounded(r, radius: 8, Color(hex: 0x9AA4B4))
            canvas.fillRounded(r.inset(px), radius: 8 - px, .white)
            canvas.drawText(title, in: r.inset(dx: 8, dy: 0), size: ScreenFont.oldButton, weight: .bold, color: Color(hex: 0x385487),
                            align: .center)
            return
        }
        canvas.fillRounded(r, radius: min(12, r.height / 2), fill)
        canvas.drawText(title, in: r.inset(dx: 10, dy: 0), size: ScreenFont.button, weight: .bold, color: .white, align: .center)
    }

    private func tabItem(_ r: Rect, title: String, selected: Bool, icon: Int) {
        let tint = selected ? Palette.systemBlue : Color(hex: 0x8E8E93)
        let c = Point(r.center.x, r.minY + 16)
        switch icon {
        case 0:  // a stack of cards (navigation)
            canvas.fillRounded(Rect(c.x - 8, c.y - 9, 16, 4), radius: 2, tint.with(opacity: 0.5))
            canvas.fillRounded(Rect(c.x - 10, c.y - 4, 20, 13), radius: 3, tint)
        case 1:  // a play rectangle (video)
            canvas.fillRounded(Rect(c.x - 12, c.y - 8, 24, 17), radius: 4, tint)
            canvas.fillConvex([Point(c.x - 3, c.y - 4.5), Point(c.x + 5, c.y + 0.5), Point(c.x - 3, c.y + 5)],
                              selected ? .white : Palette.barBackground)
        default:
            canvas.fillCircle(c, radius: 9.5, tint)
        }
        canvas.drawText(title, in: Rect(r.minX + 2, r.minY + 28, r.width - 4, 14), size: ScreenFont.tabLabel, weight: .bold,
                        color: tint, align: .center)
    }

    private func placeholderVideo(_ r: Rect, fullScreen: Bool) {
        // No decoded frame (yet): a calm gradient with a film mark, not a black hole.
        canvas.fillGradient(r.inset(1), top: Color(hex: 0x243B55), bottom: Color(hex: 0x141E30))
        let size = min(r.width, r.height) * 0.22
        let c = r.center
        canvas.fillRounded(Rect(center: c, size: Size(size * 1.4, size)), radius: size * 0.15,
                           Color(255, 255, 255, 40))
        canvas.fillConvex([Point(c.x - size * 0.18, c.y - size * 0.25), Point(c.x + size * 0.28, c.y),
                           Point(c.x - size * 0.18, c.y + size * 0.25)], Color(255, 255, 255, 90))
        if let videoError {
            canvas.drawText(videoError, in: Rect(r.minX + 12, c.y + size * 0.6, r.width - 24, 18), size: ScreenFont.videoError,
                            color: Palette.systemOrange, align: .center)
        }
    }

    private func crash(_ r: Rect, reason: String) {
        canvas.fill(r, Color(hex: 0x1C1C1E))
        let width = min(r.width - 48, 520)
        var y = r.minY + max(60, r.height * 0.12)
        let x = r.center.x - width / 2
        canvas.fillCircle(Point(r.center.x, y + 24), radius: 28, Palette.systemRed)
        canvas.drawText("!", in: Rect(r.center.x - 20, y, 40, 48), size: ScreenFont.crashMark, weight: .bold, color: .white,
                        align: .center)
        y += 66
        canvas.drawText("The app crashed", in: Rect(x, y, width, 30), size: ScreenFont.crashHeading, weight: .bold, color: .white,
                        align: .center)
        y += 36
        for line in canvas.wrap("UIApplicationInvalidInterfaceOrientation", width: width, size: ScreenFont.crashName,
                                weight: .bold) {
            canvas.drawText(line, in: Rect(x, y, width, 18), size: ScreenFont.crashName, weight: .bold, color: Palette.systemOrange,
                            align: .center)
            y += 18
        }
        y += 10
        let limit = r.maxY - 130
        let room = max(0, Int(((limit - y) / 20).rounded(.up)))
        for line in canvas.wrap(reason, width: width, size: ScreenFont.crashReason, maxLines: room) where y < limit {
            canvas.drawText(line, in: Rect(x, y, width, 20), size: ScreenFont.crashReason, color: Color(hex: 0xD1D1D6), align: .center)
            y += 20
        }
    }
}
