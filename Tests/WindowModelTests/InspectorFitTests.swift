import OrientationEngine
import Testing
import TestSupport

@testable import WindowModel

/// Fitting the inspector to its panel measures every line's text; a frame whose inspector
/// says what the last one said reuses the last fit (`InspectorFit`).
@Suite("The inspector's fit, reused")
struct InspectorFitTests {
    @Test("a frame reusing the last fit has the inspector a fresh fit gives, at rest, after inputs, in another window size")
    func reusedFitIsAFreshFit() throws {
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        var t = 0.5
        let steps: [(WindowInput, Int, Int)] = [
            (.tick, 1280, 800), (.tick, 1280, 800), (.key(.right, ctrl: true), 1280, 800), (.tick, 1280, 800),
            (.key(.d), 1280, 800), (.tick, 900, 600), (.tick, 900, 600), (.key(.left, ctrl: true), 900, 600),
        ]
        for (input, width, height) in steps {
            t += 0.4
            _ = state.reduce(input, at: t)
            let reused = state.makeFrame(at: t, width: width, height: height)
            let fresh = FrameModel.make(engine: state.engine, chrome: state.chrome, time: t, width: width, height: height,
                                        masks: state.masks.rows(state.engine), unasked: state.masks.unasked(state.engine))
            #expect(reused.inspector == fresh.inspector, "\(input) at \(t) s")
        }
    }

    @Test("the fit is reused only for the same content and panel")
    func reusedOnlyWhenTheSame() throws {
        let (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        let frame = FrameModel.make(engine: state.engine, chrome: state.chrome, time: 1, width: 1280, height: 800, masks: [])
        let fit = try #require(frame.inspectorFit)
        let same = InspectorFit.fit(fit.content, to: fit.panel, reusing: fit)
        #expect(same.fitted == fit.fitted)
        // A much shorter panel gets the compact metrics: a new fit, not the last one.
        let short = InspectorFit.fit(fit.content, to: Size(fit.panel.width, 200), reusing: fit)
        #expect(short.fitted.metrics != fit.fitted.metrics)
        #expect(short.fitted == fit.content.fitted(to: Size(fit.panel.width, 200)))
    }
}
