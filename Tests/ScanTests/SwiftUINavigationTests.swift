// SwiftUI's navigation read as UIKit sees it: views shown inside hosting controllers,
// presentation modifiers as presents of new hosting controllers with SwiftUI's styles.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct SwiftUINavigationTests {
    @Test("a sheet, a full-screen cover and a popover are presents of hosting controllers with pageSheet, fullScreen and popover; a link's destination stays inside the presenter's hosting controller")
    func presentationModifiers() throws {
        let (result, model) = try Fixtures.scan("SwiftUISheetsApp")
        #expect(model.root == "UIHostingController")
        let root = try model.spec("UIHostingController")
        let byTitle = Dictionary(root.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["sheet (showTips)"] == [.present("UIHostingController(TipsView)", style: .pageSheet)], "\(root.buttons.map(\.title))")
        #expect(byTitle["fullScreenCover (playing)"] == [.present("UIHostingController(TrailVideo)", style: .fullScreen)])
        #expect(byTitle["popover (sharing)"] == [.present("UIHostingController(ShareLinkSheet)", style: .popover)])
        // Pushed on SwiftUI's stack inside the window's hosting controller: its sheet is the root's.
        #expect(byTitle["sheet (editing)"] == [.present("UIHostingController(AccountForm)", style: .pageSheet)])
        // A link's representable is shown inside the hosting controller, which UIKit asks.
        #expect(root.tabs == ["MapViewController"])
        // The cover hosts the landscape player as a child: UIKit asks the hosting controller.
        #expect(try model.spec("UIHostingController(TrailVideo)").tabs == ["VideoViewController"])
        #expect(try model.spec("UIHostingController(ShareLinkSheet)").tabs == ["ShareViewController"])
        // A sheet written inside a sheet's content is presented from that sheet's hosting controller.
        let account = try model.spec("UIHostingController(AccountForm)")
        #expect(account.buttons.map(\.actions) == [[.present("UIHostingController(TermsView)", style: .pageSheet)]])
        // A hosting controller the app declares presents its view's sheet.
        let credits = try model.spec("CreditsHostingController")
        #expect(credits.buttons.map(\.actions) == [[.present("UIHostingController(LicenseView)", style: .pageSheet)]])
        // UIKit code presenting `UIHostingController(rootView: NotesView())`: the view's cover is that controller's.
        let map = try model.spec("MapViewController")
        #expect(map.buttons.map(\.actions) == [[.present("UIHostingController(NotesView)", style: nil)]])
        let notes = try model.spec("UIHostingController(NotesView)")
        #expect(notes.buttons.map(\.actions) == [[.present("UIHostingController(TrailVideo)", style: .fullScreen)]])
        let reached = NavigationTests.reachable(model)
        #expect(reached.isSuperset(of: model.controllers.map(\.name)), "not reached: \(Set(model.controllers.map(\.name)).subtracting(reached))")
        // Each modifier is a site, located at its line.
        let sheetSite = try #require(result.project.sites.first { $0.shown == "UIHostingController(TipsView)" })
        #expect(sheetSite.location?.file.hasSuffix("TrailApp.swift") == true && sheetSite.location?.line == 34)
    }

    @Test("a route value handed to a router is shown as its style's case says: pushed in place, a sheet, a full-screen cover; a View extension's modifier, a protocol's adopters' views and a package's representable alias are followed")
    func routesAndModifiers() throws {
        let (result, model) = try Fixtures.scan("SwiftUIRoutesApp")
        #expect(model.root == "UIHostingController")
        let root = try model.spec("UIHostingController")
        let byTitle = Dictionary(root.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        // `.peak` says no style (its type's default): pushed on SwiftUI's stack, so the detail's routes are the root's.
        #expect(byTitle["route (weather)"] == [.present("UIHostingController(WeatherView)", style: .pageSheet)], "\(root.buttons.map(\.title))")
        #expect(byTitle["route (about)"] == [.present("UIHostingController(AboutView)", style: .pageSheet)])
        // Through `Self.flyover(tour:)`, the overload that builds the view with `.fullscreen`.
        #expect(byTitle["route (flyover)"] == [.present("UIHostingController(FlyoverView)", style: .fullScreen)])
        #expect(root.buttons.count == 3)
        // `.legendDrawer()` wraps a modifier whose overlay is a representable: a child of the window's host.
        // The list's panels come from data typed by a protocol: each adopter's `makeBody` is what it may draw.
        #expect(root.tabs == ["LegendViewController", "WebcamViewController"])
        // `UIHostingController(rootView: content)` inside it is named after its value: the window's host keeps its children.
        #expect(try model.spec("LegendViewController").tabs == ["UIHostingController(content)"])
        // `PlatformViewControllerRepresentable`: the landscape player is the cover's child.
        #expect(try model.spec("UIHostingController(FlyoverView)").tabs == ["FlyoverViewController"])
        let reached = NavigationTests.reachable(model)
        #expect(reached.isSuperset(of: model.controllers.map(\.name)), "not reached: \(Set(model.controllers.map(\.name)).subtracting(reached))")
        // The site is where the view hands the route over.
        let site = try #require(result.project.sites.first { $0.shown == "UIHostingController(FlyoverView)" })
        #expect(site.location?.file.hasSuffix("SummitApp.swift") == true && site.location?.line == 96)
    }

    @Test("the pre-filter lets through every SwiftUI presentation the reader acts on")
    func everyShowWord() throws {
        let text = try String(contentsOf: PrefilterTests.sources.appendingPathComponent("SwiftUIShows.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"case "([A-Za-z_][A-Za-z0-9_]*)""#)
        let names = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        #expect(names.count == 5, "\(names)")
        for name in names {
            let bytes = Array("x.\(name) {".utf8)
            #expect(Prefilter.swiftUIShows.occurs(in: bytes, from: 0, to: bytes.count), "'\(name)' is read but not in Prefilter.swiftUIShowWords")
        }
    }
}
