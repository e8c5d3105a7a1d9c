import OrientationEngine
import Testing
@testable import Scan

/// UIKit's own navigation controllers, made without a class of the app: each one is its
/// own instance, told apart by what it holds, never another's stand-in.
struct PlainContainerTests {
    @Test("two plain navigation controllers a screen's segues present are two buttons and two controllers, each holding its own root")
    func storyboardPlainNavsStayApart() throws {
        let nav = { (id: String, root: String) in
            "<navigationController id=\"\(id)\" sceneMemberID=\"viewController\"><connections><segue destination=\"\(root)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\(id)\"/></connections></navigationController>"
        }
        let board = Fixtures.storyboard(initial: "home", [
            "<viewController id=\"home\" customClass=\"Home\" sceneMemberID=\"viewController\"><connections><segue destination=\"n1\" kind=\"modal\" id=\"g1\"/><segue destination=\"n2\" kind=\"modal\" id=\"g2\"/></connections></viewController>",
            nav("n1", "prefs"), nav("n2", "find"),
            "<viewController id=\"prefs\" customClass=\"Prefs\" sceneMemberID=\"viewController\"/>",
            "<viewController id=\"find\" customClass=\"Find\" sceneMemberID=\"viewController\"/>",
        ])
        let result = try Fixtures.scan(files: [
            "Main.storyboard": board,
            "Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#,
            "App.swift": "import UIKit\nclass Home: UIViewController {}\nclass Prefs: UIViewController {}\nclass Find: UIViewController {}\n",
        ])
        let model = result.project.scenario.model
        // The first is named after UIKit's class, the next after what it holds too.
        let presented = try model.spec("Home").buttons.flatMap(\.actions).compactMap { action -> String? in
            if case .present(let name, _) = action { name } else { nil }
        }
        #expect(presented == ["UINavigationController", "UINavigationController(Find)"], "\(result.yaml)")
        #expect(try model.spec("UINavigationController").stack == ["Prefs"])
        #expect(try model.spec("UINavigationController(Find)").stack == ["Find"])
    }

    @Test("a plain navigation controller whose children the scan cannot see stays a stand-in: another screen's navigation controller does not fill it")
    func standInIsNotFilledByAnotherNav() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let signIn = UINavigationController()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    signIn.setViewControllers(Screens.first(), animated: false)
                    window?.rootViewController = signIn
                    return true
                }
            }
            enum Screens { static func first() -> [UIViewController] { [] } }
            class Thread: UIViewController {
                @objc func record() { present(UINavigationController(rootViewController: Tape()), animated: true) }
            }
            class Tape: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """)
        let model = result.project.scenario.model
        #expect(model.root == "UINavigationController", "\(result.yaml)")
        #expect(try model.spec("UINavigationController").stack != ["Tape"], "the sign-in nav is no recorder: \(result.yaml)")
        #expect(try model.spec("Thread").buttons.map(\.actions) == [[.present("UINavigationController(Tape)")]], "\(result.yaml)")
        #expect(try model.spec("UINavigationController(Tape)").stack == ["Tape"])
    }
}
