import UIKit

/// In no target's build phases: read whichever target is scanned.
class LooseViewController: UIViewController {}
