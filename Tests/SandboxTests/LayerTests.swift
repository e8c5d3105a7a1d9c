import CSDL
import Foundation
import OrientationEngine
import Testing
import TestSupport
import WindowModel

@testable import Sandbox

/// The window's layers as Core Animation keeps them: the screen's texture one to one with
/// the pixels it is copied into, the inspector drawn when it changes, the turn's textures
/// kept, and a frame composed again from the layers alone.
extension RenderTests {
    @Test("The screen's texture is the pixel box it is copied into, at every quarter turn and window size (no resampling)")
    func screenTextureIsItsPixelBox() {
        for model in [DeviceModel.iphoneHome, .iphoneFaceID, .ipad] {
            for (w, h) in [(1280.0, 800.0), (1000, 700), (1600, 900), (801, 611)] {
                for angle in [0.0, 90, 180, 270] {
                    let frame = DeviceFrame(spec: .of(model), area: Rect(0, 0, w * 0.68, h - 40), bodyAngle: angle)
                    let box = frame.deviceToWindow.boundingBox(of: frame.spec.screenRect)
                    let across = Int(box.maxX.rounded() - box.minX.rounded()), down = Int(box.maxY.rounded() - box.minY.rounded())
                    let upright = angle == 90 || angle == 270 ? (down, across) : (across, down)
                    let texture = DeviceSkin.screenPixels(frame)
                    #expect(texture == upright, "\(model) in \(w)×\(h) at \(angle)°: \(texture) for a \(upright) box")
                }
            }
        }
    }

    @Test("A frame composed again from its layers draws nothing into them and gives the frame's pixels; none while turning")
    func recomposedFrameIsTheFrame() throws {
        var engine = try launched(navModel())
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let counts = RenderCounts(renderer.scene)
        let start = engine.state.time + 1
        let frame = renderer.render(engine: engine, at: start)
        let screenDraws = counts.screen, inspectorDraws = counts.inspectorRedraws
        #expect(inspectorDraws == 1)
        let again = try #require(renderer.recompose())
        #expect(differingPixels(frame, again) == [])
        #expect(counts.screen == screenDraws, "the screen's layer is not drawn")
        #expect(counts.inspectorRedraws == inspectorDraws, "nor the inspector's")

        let emitted = try engine.send(.turn(.landscapeLeft), at: start + 1)
        _ = renderer.render(engine: engine, at: start + 1.1, emitted: emitted)
        #expect(renderer.recompose() == nil, "mid-turn there is no frame of layers at rest to compose")
    }

    @Test("The inspector is drawn when it changes and copied otherwise; drawn in memory (as on OpenGL) it gives the same pixels")
    func inspectorLayer() throws {
        var engine = try launched(navModel())
        let inTarget = try HeadlessRenderer(width: 1280, height: 800)
        let inMemory = try HeadlessRenderer(width: 1280, height: 800)
        defer {
            inTarget.close()
            inMemory.close()
        }
        inMemory.scene.inspector.close()
        inMemory.scene.inspector = InspectorLayer(renderer: inMemory.context.renderer, inMemory: true)
        let inMemoryCounts = RenderCounts(inMemory.scene), inTargetCounts = RenderCounts(inTarget.scene)
        var t = engine.state.time + 1
        for step in 0..<4 {
            let emitted = step == 2 ? try engine.send(.turn(.landscapeLeft), at: t) + engine.settle() : []
            t = max(t, engine.state.time) + 0.5
            let a = inTarget.render(engine: engine, at: t, emitted: emitted)
            let b = inMemory.render(engine: engine, at: t, emitted: emitted)
            #expect(differingPixels(a, b) == [], "step \(step)")
        }
        #expect(inMemoryCounts.inspectorRedraws == 2, "drawn at launch and once after the turn changed it")
        #expect(inTargetCounts.inspectorRedraws == 2)
    }

    @Test("The inspector's texture covers its panel's pixels one texel to a pixel: a panel of fractional width composited shows what painting it straight into the window shows")
    func inspectorOneToOne() throws {
        let engine = try launched(navModel())
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let t = engine.state.time + 1
        let image = renderer.render(engine: engine, at: t)
        let frame = try #require(renderer.currentFrame(at: t))
        let panel = frame.window.inspector
        #expect(panel.width != panel.width.rounded(), "a panel of fractional width (409.6 of 1280)")
        let box = panel.wholePixels
        let (x0, y0, w, h) = (Int(box.minX), Int(box.minY), Int(box.width), Int(box.height))
        let canvas = renderer.scene.canvas
        let direct = try #require(Texture(renderer.context.renderer, .target, width: 1280, height: 800))
        var painted = [UInt8](repeating: 0, count: w * h * 4)
        canvas.drawing(into: direct) {
            canvas.transform = .identity
            InspectorPainter(canvas: canvas, model: frame.inspector).draw(panel)
            SDL_RenderFlush(renderer.context.renderer)
            var area = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(w), h: Int32(h))
            _ = SDL_RenderReadPixels(renderer.context.renderer, &area, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     &painted, Int32(w * 4))
        }
        var differing = 0
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let p = image.pixel(x0 + x, y0 + y)
                if (p.r, p.g, p.b) != (painted[i], painted[i + 1], painted[i + 2]) { differing += 1 }
            }
        }
        #expect(differing == 0, "\(differing) of \(w * h) pixels of the panel")
    }

    @Test("A turn's end pictures are kept with what they show: turning back ends on one drawn before, no whole redraw; at rest each frame is a fresh one's")
    func turnTexturesKept() throws {
        var engine = try launched(navModel())
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let counts = RenderCounts(renderer.scene)
        func wholeRedraws() -> Int { counts.screen.whole + counts.turnEnd.whole }
        var t = engine.state.time + 1
        _ = renderer.render(engine: engine, at: t)
        let atLaunch = wholeRedraws()
        var redrawn: [Int] = []
        for turn in [DeviceOrientation.landscapeLeft, .portrait, .landscapeRight, .portrait, .landscapeLeft] {
            t += 1
            // A frame at rest just before, as in the window: the turn turns its screen as it is.
            _ = renderer.render(engine: engine, at: t - 0.02)
            let emitted = try engine.send(.turn(turn), at: t)
            let end = try #require(engine.state.rotation).end
            _ = renderer.render(engine: engine, at: t + 0.05, emitted: emitted)
            let rest = renderer.render(engine: engine, at: end + 0.1)
            let fresh = try HeadlessRenderer(width: 1280, height: 800)
            defer { fresh.close() }
            fresh.state = renderer.state
            #expect(differingPixels(fresh.render(engine: engine, at: end + 0.1), rest) == [], "\(turn)")
            t = end + 0.1
            redrawn.append(wholeRedraws() - atLaunch)
        }
        // Each end picture drawn whole once, at its first turn; the screen at rest is the
        // end picture, not drawn whole again. Back in portrait, and back in landscape left,
        // the picture kept from before is brought up to date instead.
        #expect(redrawn[0] == 1 && redrawn[1] == 1, "\(redrawn)")
        #expect(redrawn[2] <= 2 && redrawn[3] == redrawn[2] && redrawn[4] == redrawn[2], "\(redrawn)")
        #expect(counts.turn.frames == 5 && counts.turn.copied == 5)
        #expect(counts.turnTexturesMade == redrawn[2], "one texture per end picture, kept from turn to turn")
    }
}
