import OrientationEngine
import Testing

@testable import WindowModel

/// The nav bar's back button never runs into the centred title.
@Suite("Nav bar text")
struct NavBarTests {
    func backItem(back: String, title: String, device: DeviceModel = .iphoneHome,
                  interface: InterfaceOrientation = .portrait) -> (label: String, rect: Rect, bar: Rect)? {
        let state = ScreenModel(device: device, profile: .ios8, interface: interface, chain: [
            ScreenController(name: "Nav", kind: .nav, title: title, backTitle: back),
            ScreenController(name: "Top", title: title),
        ])
        let layout = ScreenLayout(state)
        guard let bar = layout.items.first(where: { if case .navBar = $0.kind { true } else { false } }),
              let item = layout.items.first(where: { $0.tap == .back }),
              case .backButton(let label) = item.kind else { return nil }
        return (label, item.rect, bar.rect)
    }

    @Test("a back title that fits is shown whole; one that would overlap becomes Back")
    func truncation() throws {
        let short = try #require(backItem(back: "Home", title: "Detail"))
        #expect(short.label == "Home")
        let long = try #require(backItem(back: "Rotation lab and more", title: "Pushed landscape"))
        #expect(long.label == "Back")
        let longTitle = try #require(backItem(back: "Rotation lab", title: String(repeating: "W", count: 40)))
        #expect(longTitle.label == "Back", "the title is cut to leave the bar's sides free")
        let landscape = try #require(backItem(back: "Rotation lab and more", title: "Pushed landscape", interface: .landscapeRight))
        #expect(landscape.label == "Rotation lab and more", "a landscape bar has room for it")
    }

    @Test("the back button ends before the title's text begins", arguments: DeviceModel.allCases)
    func noOverlap(device: DeviceModel) throws {
        for (back, title) in [("Rotation lab", "Pushed landscape"), ("Big Buck Sample", "Player"), ("A", "B")] {
            let item = try #require(backItem(back: back, title: title, device: device))
            let titleHalf = min(LayoutBuilder.labelWidth(title), item.bar.width - 180) / 2
            #expect(item.rect.maxX <= item.bar.center.x - titleHalf, "\(device) \(back) / \(title)")
        }
    }
}
