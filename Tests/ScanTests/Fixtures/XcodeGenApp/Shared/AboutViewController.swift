import UIKit

final class AboutViewController: UIViewController {}
