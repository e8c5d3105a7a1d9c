import UIKit

/// A local package's: no target of the project claims it, so every target's scan reads it.
public class KitViewController: UIViewController {}
