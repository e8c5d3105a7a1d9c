import SwiftUI
import UIKit

@main
struct TrailApp: App {
    var body: some Scene {
        WindowGroup {
            TrailList()
        }
    }
}

struct Trail: Identifiable {
    let id: Int
}

/// The window's view: a sheet of a plain view, a cover of a representable, a popover, links.
struct TrailList: View {
    @State private var showTips = false
    @State private var playing: Trail?
    @State private var sharing = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    PreferencesScreen()
                } label: {
                    Text("Preferences")
                }
                NavigationLink("Map", destination: TrailMap())
                Button("Tips") { showTips = true }
            }
            .sheet(isPresented: $showTips) {
                TipsView()
            }
            .fullScreenCover(item: $playing) { trail in
                TrailVideo(trail: trail)
            }
            .popover(isPresented: $sharing) {
                ShareLinkSheet()
            }
        }
    }
}

struct TipsView: View {
    var body: some View { Text("Tips") }
}

/// Pushed on the SwiftUI stack: its sheet nests another sheet inside its content.
struct PreferencesScreen: View {
    @State private var editing = false
    @State private var readingTerms = false

    var body: some View {
        Form { Text("Units") }
            .sheet(isPresented: $editing) {
                NavigationStack {
                    AccountForm()
                        .sheet(isPresented: $readingTerms) {
                            TermsView()
                        }
                }
            }
    }
}

struct AccountForm: View {
    var body: some View { Text("Account") }
}

struct TermsView: View {
    var body: some View { Text("Terms") }
}

struct TrailMap: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MapViewController { MapViewController() }
    func updateUIViewController(_ controller: MapViewController, context: Context) {}
}

struct TrailVideo: UIViewControllerRepresentable {
    let trail: Trail
    func makeUIViewController(context: Context) -> VideoViewController { VideoViewController() }
    func updateUIViewController(_ controller: VideoViewController, context: Context) {}
}

struct ShareLinkSheet: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ShareViewController { ShareViewController() }
    func updateUIViewController(_ controller: ShareViewController, context: Context) {}
}
