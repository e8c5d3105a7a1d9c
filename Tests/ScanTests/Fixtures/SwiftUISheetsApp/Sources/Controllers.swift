import SwiftUI
import UIKit

final class MapViewController: UIViewController {}

/// Landscape only: shown inside SwiftUI's hosting controller, which UIKit asks instead.
final class VideoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    @objc func showCredits() {
        present(CreditsHostingController(rootView: CreditsView()), animated: true)
    }
}

final class ShareViewController: UIViewController {}

/// A hosting controller the app declares: the sheet of its view is its own.
final class CreditsHostingController: UIHostingController<CreditsView> {}

struct CreditsView: View {
    @State private var showLicense = false
    var body: some View {
        Text("Credits")
            .sheet(isPresented: $showLicense) { LicenseView() }
    }
}

struct LicenseView: View {
    var body: some View { Text("License") }
}

/// Presented from UIKit as `UIHostingController(rootView:)`: its cover is that hosting controller's.
struct NotesView: View {
    @State private var replaying: Trail?
    var body: some View {
        Text("Notes")
            .fullScreenCover(item: $replaying) { trail in TrailVideo(trail: trail) }
    }
}

extension MapViewController {
    @objc func openNotes() {
        present(UIHostingController(rootView: NotesView()), animated: true)
    }
}
