import UIKit
import SwiftUI
import Combine

enum Route { case tip, onboarding(Kind), widget, tutorial }
enum Kind { case v1, v2 }

final class BrowserController: UIViewController {
    let events = RouteEvents()
    private var bag = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupRoutes()
    }

    private func setupRoutes() {
        var shown: UIViewController?
        events.routes.sink { [unowned self] route in
            switch route {
            case .none:
                shown?.dismiss(animated: true)
                shown = nil
            case .some(let route):
                if let controller = controller(for: route) {
                    self.present(controller, animated: true)
                    shown = controller
                }
            }
        }.store(in: &bag)
    }

    func controller(for route: Route) -> UIViewController? {
        switch route {
        case .tip:
            return tooltip()
        case .onboarding(let kind):
            return OnboardingFactory.make(kind: kind)
        case .widget:
            let card = PortraitHostingController(rootView: CardView())
            card.modalPresentationStyle = .overFullScreen
            return card
        case .tutorial:
            let tutorial = PortraitHostingController(rootView: TutorialView())
            tutorial.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .overFullScreen : .formSheet
            return tutorial
        }
    }

    private func tooltip() -> UIViewController {
        let tip = TooltipController()
        tip.modalPresentationStyle = .popover
        return tip
    }
}

enum OnboardingFactory {
    static func make(kind: Kind) -> UIViewController {
        switch kind {
        case .v2:
            let next = PortraitHostingController(rootView: OnboardingView())
            next.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .overFullScreen : .formSheet
            return next
        case .v1:
            let old = OnboardingController()
            old.modalPresentationStyle = .formSheet
            return old
        }
    }
}

class PortraitHostingController<Content: View>: UIHostingController<Content> {
    override var shouldAutorotate: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class OnboardingController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .allButUpsideDown
    }
}

final class TooltipController: UIViewController {}

struct CardView: View { var body: some View { Text("card") } }
struct TutorialView: View { var body: some View { Text("tutorial") } }
struct OnboardingView: View { var body: some View { Text("onboarding") } }

final class RouteEvents {
    let routes = PassthroughSubject<Route?, Never>()
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = BrowserController()
        window?.makeKeyAndVisible()
        return true
    }
}
