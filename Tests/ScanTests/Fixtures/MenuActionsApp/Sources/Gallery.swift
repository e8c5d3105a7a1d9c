import UIKit

/// Shared row handling, adopted by every list: three overloads of one name.
protocol RowHandling: UIViewController {}

extension RowHandling {
    func handleRow(_ list: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(PhotoViewController(), animated: true)
    }

    func handleRow(_ list: UICollectionView, willPerformPreviewActionFor configuration: UIContextMenuConfiguration) {
        let viewer = ViewerViewController()
        viewer.modalPresentationStyle = .fullScreen
        present(viewer, animated: true)
    }

    func handleRow(_ list: UICollectionView, menuAt indexPath: IndexPath) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Share") { [weak self] _ in
                    self?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                },
                UIAction(title: NSLocalizedString("Delete", comment: "")) { [weak self] _ in
                    let confirm = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    confirm.addAction(UIAlertAction(title: "Report", style: .default) { _ in
                        self?.present(ReportViewController(), animated: true)
                    })
                    self?.present(confirm, animated: true)
                },
            ])
        }
    }
}

final class GalleryViewController: UIViewController, RowHandling, UICollectionViewDelegate {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        handleRow(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        handleRow(collectionView, menuAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
        handleRow(collectionView, willPerformPreviewActionFor: configuration)
    }
}

final class PhotoViewController: UIViewController {}
final class ReportViewController: UIViewController {}
final class ViewerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: GalleryViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
