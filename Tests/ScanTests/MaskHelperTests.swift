import OrientationEngine
import Testing
@testable import Scan

/// Masks answered through a helper the project declares on its controllers: a computed
/// property of an extension of UIViewController, and same-named helpers of two classes,
/// each read for the class that has it.
struct MaskHelperTests {
    static let files = [
        "SceneDelegate.swift": Fixtures.sceneDelegate(root: "Home()"),
        "Masks.swift": """
            import UIKit
            extension UIViewController {
                var defaultMask: UIInterfaceOrientationMask {
                    switch UIDevice.current.userInterfaceIdiom {
                    case .pad: .all
                    default: .portrait
                    }
                }
            }
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { defaultMask }
            }
            class Reader: UIViewController {
                var allowed: UIInterfaceOrientationMask { .allButUpsideDown }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
            }
            final class Comic: Reader {}
            final class Camera: UIViewController {
                var allowed: UIInterfaceOrientationMask { return .landscapeRight }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return allowed }
            }
            """,
    ]

    @Test("`var defaultMask: UIInterfaceOrientationMask { switch idiom … }` in an extension of UIViewController: the phone's and the pad's answers")
    func extensionProperty() throws {
        #expect(try Fixtures.scan(files: Self.files).model.spec("Home").supported == .literal(.portrait))
        #expect(try Fixtures.scan(files: Self.files, ScanOptions(device: .ipad)).model.spec("Home").supported == .literal(.all))
    }

    @Test("two classes' own `allowed` helpers: each controller reads its own class's (or its superclass's), never the other's")
    func ownHelpersByClass() throws {
        let model = try Fixtures.scan(files: Self.files).model
        #expect(try model.spec("Comic").supported == .literal(.allButUpsideDown))
        #expect(try model.spec("Camera").supported == .literal(.landscapeRight))
    }
}
