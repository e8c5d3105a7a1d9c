class BoardViewController: UIViewController {}
