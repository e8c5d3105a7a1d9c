import UIKit

// A Swift factory the Objective-C side calls as `[ScreenFactory makeGuideWithLibrary:…]`.
@objc final class ScreenFactory: NSObject {
    @objc static func makeGuide(library: NSObject) -> UIViewController {
        return GuideViewController()
    }

    @objc static func makeEpisode(forShowId showId: String) -> UIViewController? {
        guard !showId.isEmpty else { return nil }
        return EpisodeViewController()
    }
}

final class GuideViewController: UIViewController {}

final class EpisodeViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class AlertHostViewController: UIViewController {
    // Called by a delegate with an alert it built.
    func show(_ alert: UIAlertController) {
        present(alert, animated: true)
    }
}
