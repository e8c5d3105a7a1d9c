import SwiftUI
import UIKit

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesList()
        }
    }
}

struct NotesList: View {
    var body: some View { Text("Notes") }
}

/// A toast drawn in a window of its own.
final class ToastHost {
    let toastWindow = UIWindow()

    func show() {
        toastWindow.rootViewController = ToastViewController()
        toastWindow.isHidden = false
    }
}

final class ToastViewController: UIViewController {}
