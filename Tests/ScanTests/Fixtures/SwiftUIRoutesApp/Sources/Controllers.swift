import SwiftUI
import UIKit

/// A package's alias of `UIViewControllerRepresentable`.
struct FlyoverPlayer: PlatformViewControllerRepresentable {
    let tour: Tour

    func makeUIViewController(context: Context) -> FlyoverViewController {
        FlyoverViewController()
    }

    func updateUIViewController(_ controller: FlyoverViewController, context: Context) {}
}

final class FlyoverViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

struct LegendPanel: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> LegendViewController { LegendViewController() }
    func updateUIViewController(_ controller: LegendViewController, context: Context) {}
}

/// Hosts a view it is handed: a hosting controller of a value, not the window's.
final class LegendViewController: UIViewController {
    let content = AnyView(Text("Legend"))

    private lazy var panel: UIHostingController<AnyView> = {
        let panel = UIHostingController(rootView: content)
        return panel
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(panel)
        view.addSubview(panel.view)
        panel.didMove(toParent: self)
    }
}

struct WebcamFeed: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> WebcamViewController { WebcamViewController() }
    func updateUIViewController(_ controller: WebcamViewController, context: Context) {}
}

final class WebcamViewController: UIViewController {}
