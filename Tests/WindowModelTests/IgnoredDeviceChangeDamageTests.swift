import Foundation
import OrientationEngine
import Scenario
import Testing

@testable import WindowModel

/// A device change the interface ignores still changes what the window shows (the
/// caption, the body, the status bar finishing a turn): the frame model's damage — the one
/// judge of whether the window and `record` draw a frame — names every pixel of it.
@Suite("Damage when the device changes and the interface does not")
struct IgnoredDeviceChangeDamageTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenarios")

    /// The window of a bundled scenario's app, launched, with the frames the judge lets
    /// through drawn as a renderer would (`drew`), and the damage each was drawn with.
    struct Window {
        var state: WindowState
        let width: Int, height: Int
        var last: FrameModel?

        init(_ file: String, width: Int, height: Int) throws {
            let scenario = try ScenarioLoader.load(path: IgnoredDeviceChangeDamageTests.scenarios.appendingPathComponent(file).path)
            (state, _) = try WindowState.start(model: scenario.model, at: 0)
            self.width = width
            self.height = height
        }

        mutating func send(_ event: Event, at time: Double) { _ = state.reduce(.event(event), at: time) }

        /// The frame at `time` when the judge says it differs from the one drawn last, and its damage.
        mutating func frame(at time: Double) -> (frame: FrameModel, damage: [Rect])? {
            _ = state.reduce(.tick, at: time)
            guard let frame = state.frameToDraw(at: time, width: width, height: height, videoChanged: false) else { return nil }
            let damage = frame.damage(since: last, videoChanged: false).areas(in: frame.window.size)
            state.drew(frame)
            last = frame
            return (frame, damage)
        }

        /// Draws every due frame from `start` to `end` at 30 fps; the last one drawn.
        mutating func settle(from start: Double, to end: Double) -> FrameModel? {
            var drawn: FrameModel?
            for t in stride(from: start, through: end, by: 1.0 / 30) { drawn = frame(at: t)?.frame ?? drawn }
            return drawn
        }
    }

    /// Whether every whole pixel of `rect` lies in one of `areas`.
    func covers(_ areas: [Rect], _ rect: Rect) -> Bool {
        stride(from: rect.minY.rounded(.down) + 0.5, to: rect.maxY, by: 1).allSatisfy { y in
            stride(from: rect.minX.rounded(.down) + 0.5, to: rect.maxX, by: 1).allSatisfy { x in
                areas.contains { $0.contains(Point(x, y)) }
            }
        }
    }

    @Test("R11 lying face up: the interface stays, the caption comes, and the damage covers its band across the desktop — not only the device area a narrow window's caption spills past")
    func r11FaceUpCaption() throws {
        // 256×160: a device area 210 px wide, narrower than the face-up caption.
        var window = try Window("face-up-down-ignored.yaml", width: 256, height: 160)
        window.send(.turn(.landscapeLeft), at: 0.5)
        let settled = window.settle(from: 0.5, to: 2)
        let upright = try #require(settled)
        #expect(upright.screen.interface == .landscapeRight && upright.caption == nil)

        window.send(.turn(.faceUp), at: 2.5)
        let faceUp = window.frame(at: 2.5)
        let (flat, damage) = try #require(faceUp, "the caption is new: drawn")
        #expect(window.state.engine.state.physical == .faceUp)
        #expect(flat.screen.interface == .landscapeRight, "R11: no interface change")
        #expect(flat.device == upright.device, "the body keeps its last upright pose")
        #expect(flat.caption?.contains("face up") == true)
        let desktop = flat.window.desktop, area = flat.window.deviceArea
        let y = min(flat.device.bodyBounds.maxY + 16, area.maxY - 26)
        #expect(desktop.width > area.width)
        #expect(covers(damage, Rect(desktop.minX, y, desktop.width, 24)), "the caption's band, the desktop's width: \(damage)")
        let later = [window.frame(at: 3), window.frame(at: 4)]
        #expect(later.allSatisfy { $0 == nil }, "then held: nothing else changes")

        window.send(.turn(.faceDown), at: 4.5)
        let faceDown = window.frame(at: 4.5)
        let (down, downDamage) = try #require(faceDown, "the caption's text changed")
        #expect(down.screen.interface == .landscapeRight && down.caption?.contains("face down") == true)
        #expect(covers(downDamage, Rect(desktop.minX, y, desktop.width, 24)))
    }

    @Test("R25 the lock on an iPhone held landscape turns the interface portrait; the first frame at rest damages where the status bar stood over the turn's pictures, past the glass")
    func r25TurnEndStatusBar() throws {
        for (width, height) in [(256, 160), (1280, 800)] {
            var window = try Window("system-lock-iphone.yaml", width: width, height: height)
            window.send(.turn(.landscapeLeft), at: 0.5)
            #expect(window.settle(from: 0.5, to: 2)?.screen.interface == .landscapeRight)
            window.send(.systemLock(true), at: 2.5)
            // Sampled as `record` at 10 fps: the turn (0.3 s) is drawn mid-way, then at rest.
            var frames: [(frame: FrameModel, damage: [Rect])] = []
            for t in [2.5, 2.6, 2.7, 2.9] {
                let drawn = window.frame(at: t)
                frames += try [#require(drawn, "\(t) s: the screen moves")]
            }
            #expect(frames.dropLast().allSatisfy { $0.frame.turn != nil }, "the interface turns")
            let rest = try #require(frames.last).frame
            #expect(rest.turn == nil && rest.screen.interface == .portrait)
            var pastTheGlass = false
            for (before, now) in zip(frames, frames.dropFirst()) {
                let screen = before.frame.device.deviceToWindow.boundingBox(of: before.frame.device.spec.screenRect)
                let bars = before.frame.layout.items.filter { $0.kind == .statusBar }
                    .map { $0.toScreen.then(before.frame.device.deviceToWindow).boundingBox(of: $0.rect) }
                #expect(!bars.isEmpty)
                pastTheGlass = pastTheGlass || bars.contains { !screen.inset(-2).contains($0) }
                for bar in bars {
                    #expect(covers(now.damage, bar.intersection(rest.window.desktop) ?? bar),
                            "\(width)×\(height) at \(now.frame.time) s: \(bar) in \(now.damage)")
                }
            }
            #expect(pastTheGlass, "the status bar over the turn reaches past the screen")
            let t = 2.9
            let after = window.frame(at: t + 0.5)
            #expect(after == nil, "then held")
        }
    }

    @Test("R25 with the lock on, turning the phone over is ignored by the interface: the body turns and its sweep is damaged until it rests, then frames hold")
    func r25LockedTurnMovesTheBody() throws {
        var window = try Window("system-lock-iphone.yaml", width: 1280, height: 800)
        window.send(.turn(.landscapeLeft), at: 0.5)
        window.send(.systemLock(true), at: 2)
        let settled = window.settle(from: 0.5, to: 4)
        let before = try #require(settled)
        window.send(.turn(.landscapeRight), at: 4.5)
        var turningFrames = 0
        var t = 4.5
        var drawn = window.frame(at: t)
        while let frame = drawn?.frame, let damage = drawn?.damage, frame.bodyTurning {
            turningFrames += 1
            #expect(frame.screen.interface == .portrait, "R25: the interface stays")
            #expect(covers(damage, frame.device.bodyBounds.intersection(frame.window.desktop) ?? frame.device.bodyBounds))
            t += 1.0 / 30
            drawn = window.frame(at: t)
        }
        #expect(turningFrames > 3)
        let rest = try #require(window.last)
        #expect(rest.device.bodyAngle != before.device.bodyAngle, "the body shows the new physical orientation")
        #expect(window.state.engine.state.device == .portrait && window.state.engine.state.physical == .landscapeRight)
        let after = window.frame(at: t + 0.5)
        #expect(after == nil, "at rest: held")
    }
}
