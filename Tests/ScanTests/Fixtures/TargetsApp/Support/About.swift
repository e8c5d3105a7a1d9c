import UIKit

/// Listed in the Phone group with a SOURCE_ROOT path.
class AboutViewController: UIViewController {}
