import ArgumentParser
import CommandSupport
import Scenario

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints a starting scenario for an app, with its Info.plist's masks.",
        discussion: """
            rotation-sandbox new --plist Info.plist > app.yaml writes a nav → screen skeleton \
            that reads the app's Info.plist (XML or binary), with the common patterns (a \
            landscape player in a portrait app, the window-method flag) as comments to \
            uncomment. A relative --plist is written as given: keep app.yaml in the current \
            directory, or fix the path. Exit status 2 for a bad plist or option.
            """)

    @Option(help: "The app's Info.plist (XML or binary), e.g. MyApp.app/Info.plist.")
    var plist: String?

    @Option(help: "iphone-home, iphone-faceid or ipad (default iphone-faceid).")
    var device: String?

    @Option(help: "The iOS major version (default 17).")
    var ios: Int?

    func run() throws {
        do {
            let options = try ScenarioTemplate.options(plist: plist, device: device, ios: ios)
            Console.out(try ScenarioTemplate.text(options))
        } catch {
            Console.err("\(error)\n")
            throw ExitStatus.invalid.code
        }
    }
}
