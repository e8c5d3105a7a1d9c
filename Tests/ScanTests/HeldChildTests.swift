// A container that answers with the controller it holds in a property forwards when that
// controller is its child; a controller it merely refers to is no forward.

import OrientationEngine
import Testing
@testable import Scan

struct HeldChildTests {
    static func model(holder: String) throws -> AppModel {
        try Fixtures.scan(files: ["App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Launch()
                }
            }
            final class Launch: UIViewController {
                private(set) var game: Game!
                \(holder)
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    self.game?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
                }
            }
            final class Game: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """]).model
    }

    @Test("a container asking the child it holds forwards to it (top)")
    func child() throws {
        let model = try Self.model(holder: """
            override func viewDidLoad() {
                    super.viewDidLoad()
                    let game = Game()
                    addChild(game)
                    self.game = game
                }
            """)
        #expect(try model.spec("Launch").supported == .top)
    }

    @Test("a controller asking one it only refers to does not forward: a variable, never a guess")
    func reference() throws {
        let model = try Self.model(holder: "")
        #expect(try model.spec("Launch").supported != .top)
    }
}
