// The scan's result before it is written: the app and its controllers as scenario
// values (YAML text), each with where it came from.

import Foundation
import OrientationEngine

/// A value of the scenario with its source and a note for a trailing comment.
struct Sourced: Sendable, Equatable {
    var yaml: String
    var location: SourceLocation?
    /// Said after the location in the comment (`idiom: phone portrait, pad all`).
    var note: String? = nil
}

struct ScannedButton: Sendable, Equatable {
    var title: String
    var actions: [String]
    var location: SourceLocation
}

struct ScannedController: Sendable, Equatable {
    var name: String
    var kind: ControllerKind
    var location: SourceLocation?
    /// The class it is an instance of, when the name is not the class's.
    var className: String
    var note: String?
    var stack: [String] = []
    var tabs: [String] = []
    var answers: [Question: Sourced] = [:]
    var presentation: Sourced?
    var vars: [(name: String, value: String)] = []
    var hooks: [(hook: String, actions: [String], location: SourceLocation)] = []
    var buttons: [ScannedButton] = []

    static func == (a: Self, b: Self) -> Bool {
        a.name == b.name && a.kind == b.kind && a.stack == b.stack && a.tabs == b.tabs && a.answers == b.answers
            && a.presentation == b.presentation && a.buttons == b.buttons
    }
}

struct ScannedApp: Sendable {
    var name: String
    var folder: String
    var target: String?
    var device: DeviceModel
    var ios: Int
    var plist: Sourced?
    var plistNote: String?
    var requiresFullScreen: Sourced?
    var window: Sourced?
    var appVars: [(name: String, value: String)] = []
    var root: Sourced?
    var controllers: [ScannedController] = []
    var unresolved: [Unresolved] = []
    /// What was read: for the header.
    var counts: (swift: Int, objc: Int, storyboards: Int) = (0, 0, 0)
}
