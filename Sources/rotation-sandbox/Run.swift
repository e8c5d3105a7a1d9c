import ArgumentParser

/// The window app (placeholder until the window-app issue lands).
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Opens the window app with a scenario (the bundled demo without FILE).")

    @Argument(help: "A scenario file; the bundled demo app when omitted.")
    var file: String?

    @Option(help: "iOS major version, overriding the file's `ios`.")
    var ios: Int?

    @Option(help: "Device (iphone-home, iphone-faceid, ipad), overriding the file's `device`.")
    var device: String?

    @Option(help: "A video for the player, overriding the file's.")
    var video: String?

    func run() throws {
        throw Console.notAvailable("the window app (run)")
    }
}
