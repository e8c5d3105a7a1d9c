import UIKit

/// Shows a side menu beneath its main controller; asks nobody about rotation.
final class DrawerController: UIViewController {
    private(set) var main: UIViewController?
    private(set) var side: UIViewController?

    func setMain(_ controller: UIViewController) {
        main = controller
        addChild(controller)
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }

    func setSide(_ controller: UIViewController) {
        side = controller
        addChild(controller)
        view.insertSubview(controller.view, at: 0)
        controller.didMove(toParent: self)
    }
}

/// The storyboard's way to give the drawer its two controllers.
final class DrawerSetSegue: UIStoryboardSegue {
    override func perform() {
        guard let drawer = source as? DrawerController else { return }
        if identifier == "drawer_main" { drawer.setMain(destination) } else { drawer.setSide(destination) }
    }
}

/// A presentation with a fade of its own.
final class FadeInSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

final class HomeController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class MenuController: UIViewController {}

final class ViewerController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
