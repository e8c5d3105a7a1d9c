// `new [--plist Info.plist] [--device D] [--ios N]`: a starting scenario with the app's
// masks, a nav → screen skeleton, and the common patterns as comments to uncomment.

import Foundation
import OrientationEngine

public enum ScenarioTemplate {
    /// Commented examples; each can be uncommented on its own.
    public enum Pattern: String, CaseIterable, Sendable {
        /// A portrait-only app with one landscape player, presented full screen.
        case landscapePlayer
        /// The app delegate's window method answers from a flag the player screen sets.
        case windowFlag
    }

    public struct Options: Sendable {
        public var plist: String?
        public var device: DeviceModel
        public var ios: Int
        /// Patterns written as live YAML instead of comments (tests run them).
        public var uncommented: Set<Pattern>

        /// No device: what a file without one gets (a home-button iPhone before iOS 11).
        public init(plist: String? = nil, device: DeviceModel? = nil, ios: Int = 17, uncommented: Set<Pattern> = []) {
            self.plist = plist
            self.device = device ?? .defaultModel(iosVersion: ios)
            self.ios = ios
            self.uncommented = uncommented
        }
    }

    /// `new`'s options as typed: an unknown device or an iOS that never shipped is one
    /// line naming the option.
    public static func options(plist: String?, device: String?, ios: Int?) throws(OptionError) -> Options {
        var options = Options(plist: plist)
        if let device {
            guard let model = DeviceModel(rawValue: device) else {
                let names = DeviceModel.allCases.map(\.rawValue)
                throw OptionError(description: "--device: unknown device '\(device.escapedForMessage)'\(Suggest.hint(device, among: names))")
            }
            options.device = model
        }
        if let ios {
            guard IOSVersion.isShipped(ios) else {
                throw OptionError(description: "--ios: iOS \(ios) never shipped (versions: \(IOSVersion.shippedText))")
            }
            options.ios = ios
        }
        if device == nil { options.device = DeviceModel.defaultModel(iosVersion: options.ios) }
        guard options.ios >= options.device.firstIOS else {
            throw OptionError(description: "--device: \(options.device.rawValue) never ran iOS \(options.ios) "
                + "(its first was iOS \(options.device.firstIOS))")
        }
        return options
    }

    public struct OptionError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The template, its last `expect` what the simulation does with it. `folder` is
    /// where the scenario will live (a relative plist path is written as given).
    public static func text(_ options: Options, folder: URL? = nil) throws(InfoPlistError) -> String {
        var read: (source: InfoPlistSource, bundleName: String?)?
        if let path = options.plist {
            read = try InfoPlistReader.read(path: InfoPlistReader.resolve(path, folder: folder))
        }
        let body = skeleton(options, source: read?.source, name: read?.bundleName)
        let interface = simulatedInterface(body, folder: folder)
        let expectation = interface.map {
            "  - expect: {interface: \($0.name)}    # what the simulation does now; make it what your app should do\n"
        } ?? ""
        return body + expectation
    }

    /// Runs the skeleton's steps to write an `expect` that holds.
    private static func simulatedInterface(_ text: String, folder: URL?) -> InterfaceOrientation? {
        guard let scenario = try? ScenarioLoader.parse(text: text, file: "new.yaml", folder: folder) else { return nil }
        let runner = ScenarioRunner(scenario: scenario)
        guard (try? runner.run()) != nil else { return nil }
        return runner.engine.state.interface
    }

    // MARK: the text

    private static func skeleton(_ o: Options, source: InfoPlistSource?, name: String?) -> String {
        let a = o.uncommented.contains(.landscapePlayer) ? "" : "# "
        let b = o.uncommented.contains(.windowFlag) ? "" : "# "
        let title = name ?? "My app"
        let made = "rotation-sandbox new" + (o.plist.map { " --plist \($0)" } ?? "")
        var t = """
            # \(title.escapedForMessage): a starting scenario made by `\(made.escapedForMessage)`.
            # Name the controllers after your classes and write what each one overrides: a key
            # left out means "not overridden" (the system default). The format: docs/scenarios.md.
            # Completion in editors that read JSON Schemas (point it at your copy):
            #   # yaml-language-server: $schema=<rotation-sandbox>/docs/scenario.schema.json
            # Then: rotation-sandbox run THIS.yaml, and compare it with the app's console log:
            #   rotation-sandbox compare THIS.yaml app.log    (docs/compare.md)
            name: \(YAMLScalar.text(title))
            device: \(o.device.rawValue)
            ios: \(o.ios)
            orientation: portrait
            app:
              delegate: AppDelegate

            """
        if let source, let path = o.plist {
            t += "  # The app's Info.plist, relative to this file. Read from it (on \(o.device.rawValue)):\n"
            if let key = source.orientationsKey(on: o.device), let list = source.orientations(on: o.device) {
                t += "  #   \(key): \(list.map(\.name).joined(separator: ", "))\n"
            } else {
                t += "  #   no UISupportedInterfaceOrientations: the default mask (R5)\n"
            }
            if let full = source.requiresFullScreen { t += "  #   UIRequiresFullScreen: \(full)\n" }
            if let hidden = source.statusBarHidden { t += "  #   UIStatusBarHidden: \(hidden)\n" }
            t += """
                  # A key written here as well wins over the plist's, e.g. plist: [portrait]
                  infoPlist: \(YAMLScalar.text(path))

                """
        } else {
            t += """
                  # UISupportedInterfaceOrientations, in order; or read the app's own Info.plist:
                  # infoPlist: Info.plist
                  plist: [portrait, landscapeLeft, landscapeRight]

                """
        }
        let (enter, leave) = forcing(ios: o.ios)
        t += """
              root: NavVC
              # Pattern "window-method flag": the app delegate implements
              # application:supportedInterfaceOrientationsForWindow: and answers from a flag
              # that a landscape screen sets (see FlagPlayerVC below).
              \(b)window: {if: allowLandscape, then: allButUpsideDown, else: portrait}
              \(b)vars: {allowLandscape: false}
            controllers:
              NavVC:
                kind: nav
                stack: [HomeVC]
                # A UINavigationController subclass or category that asks its top screen:
                # supported: top
                # shouldAutorotate: top
              HomeVC:
                title: Home
                # supported: portrait
                # An empty hook marks a method the app overrides just to log (for compare):
                # "on": {viewWillAppear: [], viewDidAppear: []}
                buttons:
                  \(a)- {title: Play, do: [{present: PlayerVC}]}
                  \(b)- {title: Play (flag), do: [{push: FlagPlayerVC}]}
              # Pattern "portrait-only app with one landscape player": presented full screen,
              # the player decides (R15) and turns the interface to its preferred side.
              \(a)PlayerVC:
              \(a)  title: Player
              \(a)  presentation: fullScreen
              \(a)  supported: landscape
              \(a)  preferred: landscapeRight
              \(a)  buttons:
              \(a)    - {title: Done, do: [dismiss]}
              # Pattern "window-method flag", the screen's side: it sets the flag and forces
              # the rotation as it appears, and undoes both as it leaves.
              \(b)FlagPlayerVC:
              \(b)  title: Player
              \(b)  "on":
              \(b)    viewWillAppear: [{set: {allowLandscape: true}}, \(enter)]
              \(b)    viewWillDisappear: [{set: {allowLandscape: false}}, \(leave)]
            steps:
              - rotate: landscapeLeft

            """
        return t
    }

    /// How an app of that iOS forces the rotation: device KVC (R20a) before 16,
    /// `setNeedsUpdate…` and a geometry request (R19, R20b) from 16 on.
    /// Printed as `scan` prints actions (ScenarioPrinter), without the list's brackets.
    private static func forcing(ios: Int) -> (String, String) {
        let (enter, leave): ([Action], [Action])
        if Profile(majorVersion: ios) >= .ios16 {
            (enter, leave) = ([.setNeedsUpdate, .requestGeometry(.literal(.landscapeRight))], [.setNeedsUpdate, .requestGeometry(.literal(.portrait))])
        } else {
            (enter, leave) = ([.forceDevice(.unknown), .forceDevice(.landscapeLeft)], [.forceDevice(.unknown), .forceDevice(.portrait)])
        }
        return (enter.map(ScenarioPrinter.action).joined(separator: ", "), leave.map(ScenarioPrinter.action).joined(separator: ", "))
    }
}
