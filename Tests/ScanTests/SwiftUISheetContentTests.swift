import OrientationEngine
import Testing
@testable import Scan

/// A SwiftUI app with no controller class of its own: its `WindowGroup` is the root, and its
/// sheets' content written as a member (`{ mailView }`) or another type's factory
/// (`{ WhatsNew.make { … } }`) is what each sheet shows — never shown in place.
struct SwiftUISheetContentTests {
    static let source = """
        import SwiftUI
        import MessageUI
        @main struct ReaderApp: App {
            var body: some Scene { WindowGroup { FeedView() } }
        }
        enum WhatsNew {
            static func make(onDismiss: @escaping () -> Void) -> some View { WhatsNewView(onDismiss: onDismiss) }
        }
        struct FeedView: View {
            @State private var showMail = false
            @State private var showNews = false
            var body: some View {
                List { Text("Story") }
                    .sheet(isPresented: $showMail) { mailView }
                    .sheet(isPresented: $showNews) { WhatsNew.make { showNews = false } }
            }
            private var mailView: some View { MailView() }
        }
        struct WhatsNewView: View {
            let onDismiss: () -> Void
            var body: some View { Button("OK", action: onDismiss) }
        }
        struct MailView: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
            func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        }
        """

    @Test("no controller class at all: the `App`'s window is the root (no stand-in), and its sheets are read")
    func windowGroupRootWithoutControllers() throws {
        let result = try Fixtures.scan(source: Self.source)
        #expect(result.model.root == "UIHostingController")
        #expect(!result.unresolved.contains { $0.note.contains("stand-in") }, "\(result.unresolved)")
        #expect(try result.model.spec("UIHostingController").buttons.count == 2)
    }

    @Test("`.sheet { mailView }` (a member) and `.sheet { WhatsNew.make { … } }` (a factory): each sheet shows what it builds; the member's representable is not the feed's child")
    func memberAndFactoryContent() throws {
        let model = try Fixtures.scan(source: Self.source).model
        let root = try model.spec("UIHostingController")
        let shown = root.buttons.flatMap(\.actions).compactMap { if case .present(let name, _) = $0 { name } else { nil } }
        #expect(Set(shown) == ["UIHostingController(MailView)", "UIHostingController(WhatsNewView)"], "\(root.buttons)")
        #expect(root.tabs.isEmpty, "\(root.tabs)")
    }
}
