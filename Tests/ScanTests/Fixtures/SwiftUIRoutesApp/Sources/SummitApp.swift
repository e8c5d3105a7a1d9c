import SwiftUI

@main
struct SummitApp: App {
    var body: some Scene {
        WindowGroup {
            PeakList()
        }
    }
}

struct Destination {
    enum Presentation {
        case stack
        case sheet
        case fullscreen
    }

    let style: Presentation
    let view: AnyView

    init(style: Presentation = .stack, @ViewBuilder view: () -> some View) {
        self.style = style
        self.view = AnyView(view())
    }
}

extension Destination {
    static func peak(id: Int) -> Destination {
        Destination { PeakDetail(id: id) }
    }

    static func weather(id: Int) -> Destination {
        Destination(style: .sheet) { WeatherView(id: id) }
    }

    static func flyover(id: Int) -> Destination {
        let tour = Tour(id: id)
        return Self.flyover(tour: tour)
    }

    static func flyover(tour: Tour) -> Destination {
        Destination(style: .fullscreen) {
            FlyoverView(tour: tour)
        }
    }

    static var about: Destination {
        Destination(style: .sheet) { AboutView() }
    }
}

final class Navigator: ObservableObject {
    func go(to destination: Destination) {}
}

struct Tour {
    let id: Int
}

struct PeakList: View {
    @EnvironmentObject var navigator: Navigator
    let panels: [any TrailPanel] = []

    var body: some View {
        List {
            Button("Everest") { navigator.go(to: .peak(id: 1)) }
            Button("About") { navigator.go(to: .about) }
            ForEach(panels.indices, id: \.self) { i in
                AnyView(panels[i].makeBody())
            }
        }
        .legendDrawer()
    }
}

/// Panels the list draws from data: which views is what each adopter's `makeBody` builds.
protocol TrailPanel {
    associatedtype Body: View
    func makeBody() -> Body
}

struct WebcamPanel: TrailPanel {
    func makeBody() -> some View {
        VStack { WebcamFeed() }
    }
}

struct PeakDetail: View {
    let id: Int
    @EnvironmentObject var navigator: Navigator

    var body: some View {
        VStack {
            Button("Weather") { navigator.go(to: .weather(id: id)) }
            Button("Fly over") { navigator.go(to: .flyover(id: id)) }
        }
    }
}

struct WeatherView: View {
    let id: Int
    var body: some View { Text("Sunny") }
}

struct AboutView: View {
    var body: some View { Text("Summit") }
}

struct FlyoverView: View {
    let tour: Tour
    var body: some View {
        ZStack {
            FlyoverPlayer(tour: tour)
        }
    }
}

extension View {
    func legendDrawer() -> some View {
        modifier(LegendDrawer())
    }
}

struct LegendDrawer: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay { LegendPanel() }
    }
}
