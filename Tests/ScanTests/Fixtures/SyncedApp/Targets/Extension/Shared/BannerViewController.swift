import UIKit

/// The notification extension's folder, and the app's too (an exception set for App).
class BannerViewController: UIViewController {}
