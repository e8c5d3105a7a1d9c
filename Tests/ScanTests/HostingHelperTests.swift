// A SwiftUI view wrapped by a helper of the app's own (`extension View { func
// embeddedInHostingController() -> UIHostingController<some View> }`) is that view's
// hosting controller, named by the view; what a non-controller shows is named too.

import OrientationEngine
import Testing
@testable import Scan

struct HostingHelperTests {
    static let helper = """
        import SwiftUI
        import UIKit
        extension View {
            func embeddedInHostingController() -> UIHostingController<some View> {
                let provider = ViewControllerProvider()
                let hostingAccessingView = environmentObject(provider)
                let hostingController = UIHostingController(rootView: hostingAccessingView)
                provider.viewController = hostingController
                return hostingController
            }
        }
        struct CameraPlayerView: View { var body: some View { Text("camera") } }
        """

    static func scan(_ app: String) throws -> ScanResult {
        try Fixtures.scan(files: ["View+Hosting.swift": helper, "App.swift": """
            import SwiftUI
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Home()
                }
            }
            \(app)
            """])
    }

    @Test("each view the helper wraps is its own hosting controller, named by the view (through a local and modifiers)")
    func namedByTheView() throws {
        let result = try Self.scan("""
            final class Home: UIViewController {
                @objc func showCamera() {
                    let view = CameraPlayerView().embeddedInHostingController()
                    view.modalPresentationStyle = .overFullScreen
                    present(view, animated: true)
                }
                @objc func showSettings() {
                    let rootView = NavigationView { Text("settings") }.navigationViewStyle(.stack)
                    let hosting = rootView.embeddedInHostingController()
                    present(hosting, animated: true)
                }
            }
            """)
        let home = try #require(result.model.controllers.first { $0.name == "Home" })
        let shown = home.buttons.flatMap(\.actions).compactMap { action -> String? in
            if case .present(let name, _) = action { return name } else { return nil }
        }
        #expect(shown == ["UIHostingController(CameraPlayerView)", "UIHostingController(NavigationView)"])
        #expect(!result.model.controllers.contains { $0.name.contains("hostingAccessingView") })
    }

    @Test("what a non-controller presents is named, and said to have no button")
    func nonControllerNamed() throws {
        let result = try Self.scan("""
            final class Home: UIViewController {}
            final class URLHandler {
                func openCamera(on root: UIViewController) {
                    let view = CameraPlayerView().embeddedInHostingController()
                    root.present(view, animated: true)
                }
            }
            """)
        let notes = result.unresolved.map(\.note)
        #expect(notes.contains { $0.contains("presents UIHostingController(CameraPlayerView) from URLHandler, which is not a controller") })
        #expect(!notes.contains { $0.contains("which controller this is cannot be read") })
    }
}
