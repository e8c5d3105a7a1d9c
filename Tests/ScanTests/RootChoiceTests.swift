import OrientationEngine
import Testing
@testable import Scan

/// Which of several `rootViewController` assignments is the app's window's root.
struct RootChoiceTests {
    @Test("a root set only for a scene on an external display (an `if` on the session's role, returning early) is no root: the device's window is")
    func externalDisplayBranch() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            class Deck: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    if session.role == .windowExternalDisplayNonInteractive {
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        window.rootViewController = UIViewController()
                        return
                    }
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    window.rootViewController = Deck()
                }
            }
            """)
        #expect(result.project.scenario.model.root == "Deck", "\(result.yaml)")
        #expect(result.project.scenario.model.windows.isEmpty)
    }

    @Test("an external display's scene delegate (a `switch` case or a role test) does not take the root from a SwiftUI app's window group")
    func externalDisplayDelegateBesideSwiftUIApp() throws {
        let result = try Fixtures.scan(files: ["App.swift": """
            import SwiftUI
            @main
            struct Kiosk: App {
                var body: some Scene { WindowGroup { Text("home") } }
            }
            """, "Mirror.swift": """
            import UIKit
            class Mirror: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeLeft }
            }
            class MirrorDelegate: NSObject, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    switch session.role {
                    case .windowExternalDisplayNonInteractive:
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = Mirror()
                        self.window = window
                    default:
                        break
                    }
                }
            }
            """])
        #expect(result.project.scenario.model.root == "UIHostingController", "\(result.yaml)")
        #expect(NavigationPass.onExternalDisplay([BranchStep(point: 0, subject: "session.role != .windowExternalDisplay", arm: "else", isCase: false)]))
        #expect(!NavigationPass.onExternalDisplay([BranchStep(point: 0, subject: "session.role != .windowExternalDisplay", arm: "then", isCase: false)]))
    }
}
