import OrientationEngine
import Testing
@testable import Scan

/// A class that sets its own presentation style in a helper its `init` calls.
struct InitHelperStyleTests {
    static let source = """
        import UIKit
        final class Overlay: UIViewController {
            init(content: UIViewController) {
                super.init(nibName: nil, bundle: nil)
                configure(with: content)
            }
            required init?(coder: NSCoder) { fatalError() }
            private func configure(with content: UIViewController) {
                modalPresentationStyle = .overFullScreen
                addChild(content)
            }
        }
        final class Plain: UIViewController {
            private func restyle() { modalPresentationStyle = .formSheet }
        }
        final class Home: UIViewController {
            @objc func call() { present(Overlay(content: UIViewController()), animated: true) }
            @objc func plain() { present(Plain(), animated: true) }
        }
        """

    @Test("`init(content:) { …; configure(with: content) }` whose helper sets `modalPresentationStyle = .overFullScreen`: the class's own style; a helper no init calls gives none")
    func styleFromInitHelper() throws {
        let model = try Fixtures.scan(files: ["SceneDelegate.swift": Fixtures.sceneDelegate(root: "Home()"), "App.swift": Self.source]).model
        #expect(try model.spec("Overlay").presentation == .overFullScreen)
        #expect(try model.spec("Plain").presentation != .formSheet)
    }
}
