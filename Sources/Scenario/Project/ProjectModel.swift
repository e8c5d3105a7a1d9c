// An app read from a project's sources (`scan`): the model the engine runs, where each of
// its values came from, and each way the code shows a controller. `lint PATH` and
// `run PATH` take it as it is; the YAML `scan` prints is one rendering of it.

import OrientationEngine

/// One way the code shows a controller: a call site, a container's child, a segue, a
/// window's root. Lint judges every override at each of them: a
/// controller shown in several ways may be fine in one and wrong in another.
public struct ShowSite: Sendable, Hashable {
    public enum Way: Sendable, Hashable {
        /// `present(x, animated:)`, with the style in force at that site.
        case present(PresentationStyle)
        case push
        /// A tab of a tab bar controller.
        case tab
        /// A navigation controller's root or initial stack.
        case navStack
        /// Any other container's child (`addChild`, a page or split controller).
        case child
        /// A storyboard segue; presentation segues carry their style.
        case segue(PresentationStyle?)
        /// A window's root view controller (`window` names which: nil is the key window).
        case windowRoot(window: String?)
    }

    /// The controller shown, by its name in the model.
    public var shown: String
    /// The presenter or container, by its name in the model; nil for a window's root.
    public var by: String?
    public var way: Way
    /// Where the code does it (path relative to the project folder).
    public var location: SourceLocation?
    /// The model's value that replays it (a button's action), when the model has one.
    public var key: ModelKey?

    public init(shown: String, by: String?, way: Way, location: SourceLocation?, key: ModelKey? = nil) {
        self.shown = shown
        self.by = by
        self.way = way
        self.location = location
        self.key = key
    }
}

/// A construct the reader could not read, or an answer it could only name.
public struct ProjectNote: Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    /// The expression or construct, as written.
    public var expression: String
    /// What the model does instead: "variable isLocked (true, false)".
    public var note: String
    /// How many sites gave the same line (listed once).
    public var count: Int

    public init(location: SourceLocation, expression: String, note: String, count: Int = 1) {
        self.location = location
        self.expression = expression
        self.note = note
        self.count = count
    }

    /// `App/Player.swift:12: isLocked ? … → variable isLocked (true, false)`, and `(3 sites)`
    /// when the same line was met more than once.
    public var description: String {
        "\(location): \(expression) → \(note)\(count > 1 ? " (\(count) sites)" : "")"
    }

    /// The same site and note met several times, listed once with the count (first
    /// occurrence's order kept).
    public static func merged(_ notes: [ProjectNote]) -> [ProjectNote] {
        var index: [ProjectNote: Int] = [:]
        var out: [ProjectNote] = []
        for note in notes {
            var key = note
            key.count = 1
            if let i = index[key] { out[i].count += note.count } else { index[key] = out.count; out.append(note) }
        }
        return out
    }
}

public struct ProjectModel: Sendable {
    /// The model, validated: `scenario.model` is what the engine runs.
    public var scenario: ScenarioFile
    /// The scanned folder, absolute; `sources`' files are relative to it.
    public var folder: String
    /// Where each value of the model came from.
    public var sources: [ModelKey: SourceLocation]
    /// Every way the code shows a controller.
    public var sites: [ShowSite]
    /// What could not be read: each one a variable, a stand-in or left out.
    public var unresolved: [ProjectNote]
    /// The oldest iOS the app runs on, when the project says (its deployment target).
    public var deploymentTarget: Int? = nil
    /// The app's masks on the iPad when it runs there too (a universal app; empty: UIKit's
    /// default), when the project says; nil for an app that runs on one family.
    public var iPadPlist: [InterfaceOrientation]? = nil
    /// The app as it runs on the iPad, when universal and read for it: its iPad masks and
    /// the answers an idiom check gives there (`.portraitOnPhone` is `.all` on an iPad).
    public var iPadScenario: ScenarioFile? = nil

    public init(scenario: ScenarioFile, folder: String, sources: [ModelKey: SourceLocation], sites: [ShowSite],
                unresolved: [ProjectNote]) {
        self.scenario = scenario
        self.folder = folder
        self.sources = sources
        self.sites = sites
        self.unresolved = unresolved
    }

    /// Where `key` came from, else where its nearest enclosing key did.
    public func source(of key: ModelKey) -> SourceLocation? {
        var current: ModelKey? = key
        while let k = current {
            if let found = sources[k] { return found }
            current = k.parent
        }
        return nil
    }
}
