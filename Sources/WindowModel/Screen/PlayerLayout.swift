// The player's video view and controls: inline at the top of its screen (P1), or filling
// the interface — or the turned player view (R20d) — in full screen (P3). Both show the
// elapsed / total time over a progress bar along the video's bottom edge, as
// AVPlayerViewController and YouTube do.

import OrientationEngine

/// The player's own controls, drawn as icons rather than card buttons.
public let playerControlTitles: Set<String> = ["play", "fullscreen", "lock", "back"]

public enum PlayerLayout {
    /// Points between the progress item's ends and its track's (room for the thumb).
    public static let trackInset = 8.0
    /// The progress item's height: a thin track with room to grab it.
    public static let barHeight = 20.0

    /// Where along the progress item a point lies, 0…1 (its own view space).
    public static func fraction(of p: Point, along rect: Rect) -> Double {
        let width = rect.width - 2 * trackInset
        guard width > 0 else { return 0 }
        return min(1, max(0, (p.x - rect.minX - trackInset) / width))
    }
}

extension LayoutBuilder {
    /// P1: the inline video view at the top of `area`, 16:9, its controls over its bottom
    /// edge. Returns the area left below it.
    mutating func inlinePlayer(_ info: PlayerInfo, in area: Rect, toScreen: Affine) -> Rect {
        let height = min(area.width * 9 / 16, area.height * 0.5)
        let (band, rest) = area.divided(atDistance: height, from: .top)
        let video = Rect(center: band.center, size: Size(min(band.width, height * 16 / 9), height))
        add(.video(fullScreen: false), video, toScreen)
        guard !info.controlsHidden else { return rest }
        add(.playerScrim, video.inset(top: video.height * 0.45), toScreen, blocks: false)
        // YouTube's row: play, the time beside it, full screen at the far end; the bar below.
        let barTop = progressBar(info, along: video.inset(left: 4, bottom: 0, right: 4), toScreen: toScreen)
        let size = 36.0
        let play = Rect(video.minX + 6, barTop - size, size, size)
        add(.playerControl("play"), play, toScreen, tap: .button("play"))
        let fullScreen = Rect(video.maxX - size - 6, play.minY, size, size)
        add(.playerControl("fullscreen"), fullScreen, toScreen, tap: .button("fullscreen"))
        add(.playerTime(info.timeText), Rect(play.maxX + 6, play.minY, max(0, fullScreen.minX - play.maxX - 12), size),
            toScreen, blocks: false)
        return rest
    }

    /// P3: the video fills the interface (or the turned player view, R20d), drawn above
    /// everything with back, lock, play/pause and the time over the progress bar.
    public mutating func fullScreenPlayer(_ info: PlayerInfo, bounds: Rect, parent: Affine, angle: Double? = nil) {
        let turn = angle ?? state.transforms[.player]
        var local = bounds.size
        var toScreen = parent
        if let turn {
            local = turnedBounds(bounds.size, degrees: turn)
            toScreen = ScreenLayout.turn(size: local, degrees: turn, center: bounds.center).then(parent)
        }
        let view = Rect(origin: .zero, size: local)
        add(.video(fullScreen: true), view, toScreen)
        let shown = orientation(forDegrees: state.contentAngle + (turn ?? 0))
        let safe = spec.safeArea(shown, statusBarVisible: false, statusBarHeight: 0)
        let inner = view.inset(top: max(safe.top, 8), left: max(safe.left, 8), bottom: max(safe.bottom, 8),
                               right: max(safe.right, 8))
        let size = 44.0
        guard !info.controlsHidden else { return }
        add(.playerScrim, view.inset(top: view.height * 0.7), toScreen, blocks: false)
        add(.playerControl("back"), Rect(inner.minX, inner.minY, size, size), toScreen, tap: .button("back"))
        add(.playerControl("lock"), Rect(inner.minX, inner.center.y - size / 2, size, size), toScreen,
            tap: .button("lock"))
        add(.playerControl("play"), Rect(center: view.center, size: Size(60, 60)), toScreen, tap: .button("play"))
        let barTop = progressBar(info, along: inner, toScreen: toScreen)
        let timeHeight = ScreenFont.playerTimeFullScreen + 8
        add(.playerTime(info.timeText), Rect(inner.minX + PlayerLayout.trackInset, barTop - timeHeight, 220, timeHeight),
            toScreen, blocks: false)
    }

    /// The progress bar along the bottom of `area`; returns where its grab area begins. A
    /// video of unknown length has none (nothing to seek along): its time shows alone.
    mutating func progressBar(_ info: PlayerInfo, along area: Rect, toScreen: Affine) -> Double {
        guard let progress = info.progress else { return area.maxY - 4 }
        let rect = Rect(area.minX, area.maxY - PlayerLayout.barHeight, area.width, PlayerLayout.barHeight)
        add(.playerProgress(fraction: progress), rect, toScreen, tap: .seek)
        return rect.minY
    }
}
