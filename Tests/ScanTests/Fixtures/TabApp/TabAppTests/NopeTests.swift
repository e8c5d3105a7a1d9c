class Nope: UIViewController {}
