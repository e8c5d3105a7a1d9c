import OrientationEngine
import Testing

@testable import WindowModel
import TestSupport

/// R21 as the render server shows it: a turning interface is two pictures, the screen as
/// the turn found it and as the turn leaves it, turned and stretched (`ScreenTurn`).
@Suite("Screen turn: the two pictures a turning interface shows")
struct ScreenTurnTests {
    /// The nav app on a home-button iPhone turned to landscape at t = 1, and its frames.
    func turning() throws -> (Engine, (Double) -> FrameModel) {
        var engine = try launched(navModel(ios: 7))  // iOS 7: the status bar stays in landscape
        _ = try engine.send(.turn(.landscapeLeft), at: 1)
        let turned = engine
        let chrome = WindowChrome(physical: .landscapeLeft)
        return (engine, { time in
            FrameModel.make(engine: turned, chrome: chrome, time: time, width: 1280, height: 800, masks: [])
        })
    }

    @Test("R21: mid-turn the frame holds the picture it turns from and the one it turns to")
    func picturesMidTurn() throws {
        let (engine, frame) = try turning()
        let rotation = try #require(engine.state.rotation)
        let mid = frame(1 + rotation.duration / 2)
        let turn = try #require(mid.turn)
        #expect(turn.start == 1)
        #expect(turn.from.screen.interface == .portrait)
        #expect(turn.from.screen.contentAngle == InterfaceOrientation.portrait.contentAngle)
        #expect(turn.to.screen.interface == .landscapeRight)
        #expect(turn.to.screen.contentAngle == InterfaceOrientation.landscapeRight.contentAngle)
        // The new picture leaves the status bar out: the live one is drawn over both.
        #expect(turn.from.layout.items.contains { $0.kind == .statusBar })
        #expect(!turn.to.layout.items.contains { $0.kind == .statusBar })
        #expect(turn.progress > 0.3 && turn.progress < 0.7)
    }

    @Test("R21: the new picture fades in as the content turns, and none is left at rest")
    func progressAndRest() throws {
        let (engine, frame) = try turning()
        let end = try #require(engine.state.rotation).end
        let progress = stride(from: 1.02, to: end, by: 0.04).compactMap { frame($0).turn?.progress }
        #expect(progress.count >= 6)
        #expect(progress == progress.sorted(), "the fade only goes forward")
        #expect(frame(end).turn == nil)
        #expect(frame(0.5).turn == nil)
    }

    @Test("R21: the turn's end picture stays the same from frame to frame (drawn once, not per angle)")
    func endPictureStill() throws {
        let (_, frame) = try turning()
        let a = try #require(frame(1.05).turn), b = try #require(frame(1.2).turn)
        #expect(a.to == b.to)
        #expect(a.from == b.from)
    }

    @Test("A picture shown as another layout lands its interface's corners on that layout's corners")
    func snapshotCorners() throws {
        let (_, frame) = try turning()
        let mid = frame(1.15)
        let turn = try #require(mid.turn)
        for picture in [turn.from.layout, turn.to.layout] {
            let transform = picture.snapshotTransform(shownAs: mid.layout)
            let own = Rect(origin: .zero, size: picture.interfaceSize).corners
            let shown = Rect(origin: .zero, size: mid.layout.interfaceSize).corners
            for (corner, target) in zip(own, shown) {
                let landed = transform.apply(picture.interfaceToScreen.apply(corner))
                let expected = mid.layout.interfaceToScreen.apply(target)
                #expect(abs(landed.x - expected.x) < 1e-6 && abs(landed.y - expected.y) < 1e-6)
            }
        }
        let rest = frame(2).layout
        let identity = rest.snapshotTransform(shownAs: rest)
        #expect(identity.apply(Point(10, 20)).x.isApprox(10) && identity.apply(Point(10, 20)).y.isApprox(20))
    }

    @Test("Convex clipping: overlap kept, either winding, nothing when apart")
    func clipping() {
        let square = Rect(0, 0, 10, 10).corners
        let shifted = Rect(5, 5, 10, 10).corners
        let overlap = clipConvex(shifted, to: square)
        #expect(Set(overlap.map { "\($0.x),\($0.y)" }) == ["5.0,5.0", "10.0,5.0", "10.0,10.0", "5.0,10.0"])
        #expect(clipConvex(shifted, to: Array(square.reversed())).count == 4)
        #expect(clipConvex(Rect(20, 20, 5, 5).corners, to: square).isEmpty)
        // A turned square inside a bigger one comes back whole.
        let diamond = [Point(5, 1), Point(9, 5), Point(5, 9), Point(1, 5)]
        #expect(clipConvex(diamond, to: square) == diamond)
    }
}

extension Double {
    fileprivate func isApprox(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}
