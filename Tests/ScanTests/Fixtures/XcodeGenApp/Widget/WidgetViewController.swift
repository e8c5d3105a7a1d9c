import UIKit

final class WidgetViewController: UIViewController {}
