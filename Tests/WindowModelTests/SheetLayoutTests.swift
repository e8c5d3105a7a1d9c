import OrientationEngine
import Testing

@testable import WindowModel
import TestSupport

/// R15a in the window: a sheet is a card over the dimmed presenter, in the current
/// interface orientation, and only the card is touchable.
@Suite("Sheets on the simulated screen R15a")
struct SheetLayoutTests {
    func presented(_ style: PresentationStyle, at time: Double) throws -> (Engine, ScreenModel) {
        var model = navModel(ios: 13)
        model.controllers[3].presentation = style
        model.controllers[3].buttons = [Button(title: "Close", actions: [.dismiss])]
        var engine = try launched(model)
        _ = try engine.send(.tap("Present player"), at: 1)
        return (engine, ScreenModel(engine: engine, at: time))
    }

    @Test("R15a a page sheet is drawn as a card over the dimmed presenter; only the card is hit")
    func card() throws {
        let (_, state) = try presented(.pageSheet, at: 5)
        #expect(state.visible?.name == "Player")
        #expect(state.chain.map(\.name) == ["Nav", "Home"], "the presenter stays on screen under the card")
        let sheet = try #require(state.sheet)
        #expect(sheet.shown == 1 && sheet.interactive)
        let layout = ScreenLayout(state)
        let kinds = layout.items.map(\.kind)
        let dim = try #require(kinds.firstIndex(of: .dim(amount: 1)))
        let card = try #require(kinds.firstIndex(of: .sheetCard))
        #expect(dim < card)
        #expect(layout.items.filter { $0.tap == .button("Push detail") }.isEmpty, "the presenter's buttons are not tappable")
        #expect(layout.items.contains { $0.tap == .button("Close") })
        let item = layout.items[card]
        let top = item.toScreen.apply(item.rect.origin)
        #expect(top.y > 20, "the card starts below the status bar")
        #expect(item.rect.width == layout.interfaceSize.width, "full width on iPhone")
    }

    @Test("R15a the sheet slides up while presented and down while dismissed")
    func slides() throws {
        let (engine, midway) = try presented(.pageSheet, at: 1 + navigationDuration / 2)
        let shown = try #require(midway.sheet?.shown)
        #expect(shown > 0 && shown < 1)
        #expect(midway.transition == nil, "the presenter does not slide away")
        var dismissing = engine
        _ = dismissing.settle()
        _ = try dismissing.send(.tap("Close"), at: 3)
        let leaving = try #require(ScreenModel(engine: dismissing, at: 3 + navigationDuration / 2).sheet)
        #expect(!leaving.interactive && leaving.shown < 1)
        #expect(ScreenModel(engine: dismissing, at: 4).sheet == nil)
    }

    @Test("R15a a full-screen presentation has no card")
    func fullScreen() throws {
        let (_, state) = try presented(.fullScreen, at: 5)
        #expect(state.sheet == nil)
        #expect(state.chain.map(\.name) == ["Player"])
    }
}
