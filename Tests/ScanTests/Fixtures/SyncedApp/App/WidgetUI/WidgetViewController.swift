import UIKit

/// In the App folder, but the Widget target's alone (an exception set each way).
class WidgetViewController: UIViewController {}
