// The scan's result before it becomes the model: the app and its controllers as engine
// values, each with where it came from and what is said beside it.

import Foundation
import OrientationEngine
import Scenario

/// Where a value came from, and a note said after the place in the printed file.
struct Origin: Sendable, Equatable {
    var location: SourceLocation?
    var note: String? = nil
}

/// An answer resolved for one question: the engine's expression of its type.
enum Resolved: Sendable, Equatable {
    case mask(MaskExpr)
    case bool(BoolExpr)
    case orientation(OrientationExpr)

    static func variable(_ name: String, _ q: Question) -> Resolved {
        switch q {
        case .supported: .mask(.variable(name))
        case .shouldAutorotate, .prefersOrientationLocked: .bool(.variable(name))
        case .preferred: .orientation(.variable(name))
        }
    }

    static func top(_ q: Question) -> Resolved {
        switch q {
        case .supported: .mask(.top)
        case .shouldAutorotate, .prefersOrientationLocked: .bool(.top)
        case .preferred: .orientation(.top)
        }
    }

    /// `{if: COND, then: a, else: b}` of two answers of one question.
    static func conditional(_ c: Condition, _ a: Resolved, _ b: Resolved) -> Resolved? {
        switch (a, b) {
        case (.mask(let x), .mask(let y)): .mask(.conditional(c, then: x, else: y))
        case (.bool(let x), .bool(let y)): .bool(.conditional(c, then: x, else: y))
        case (.orientation(let x), .orientation(let y)): .orientation(.conditional(c, then: x, else: y))
        default: nil
        }
    }

    var presented: Resolved {
        switch self {
        case .mask(let e): .mask(.presented(fallback: e))
        case .bool(let e): .bool(.presented(fallback: e))
        case .orientation(let e): .orientation(.presented(fallback: e))
        }
    }

    /// A literal mask as a file writes it: its name, else the list of its orientations
    /// (which a file reads back as their union).
    static func literal(_ m: OrientationMask) -> Resolved {
        if OrientationMask.named.contains(where: { $0.1 == m }) { return .mask(.literal(m)) }
        return .mask(.union(m.orientations.map { .literal($0.mask) }))
    }

    /// A literal mask, for unions and call-site arguments.
    var literalMask: OrientationMask? {
        switch self {
        case .mask(.literal(let m)): return m
        case .mask(.union(let parts)):
            var mask = OrientationMask.none
            for part in parts {
                guard case .literal(let m) = part else { return nil }
                mask.formUnion(m)
            }
            return mask
        default: return nil
        }
    }

    /// How the printed file writes it (messages, notes).
    var text: String {
        switch self {
        case .mask(let e): ScenarioPrinter.mask(e)
        case .bool(let e): ScenarioPrinter.bool(e)
        case .orientation(let e): ScenarioPrinter.orientation(e)
        }
    }
}

/// One action read from the code, with its place. A toggled flag becomes one button per
/// value once the answers say which flags matter (`settleFlags`).
struct ScannedAction: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case done(Action)
        case toggle(String)
    }
    var kind: Kind
    var location: SourceLocation
    /// A push made by `show(_:sender:)`: a presentation where the screen is in no navigation controller.
    var viaShow = false

    var isDone: Bool { if case .done = kind { true } else { false } }
}

struct ScannedButton: Sendable, Equatable {
    var title: String
    var actions: [ScannedAction]
    var location: SourceLocation
}

struct ScannedController: Sendable {
    /// The engine's controller: name, kind, children, answers, vars, presentation.
    var spec: ControllerSpec
    /// The class it is an instance of, when the name is not the class's.
    var className: String
    /// Its class line (or where it is built) and a note.
    var origin: Origin
    /// Where each answer (and the presentation) came from.
    var origins: [ControllerField: Origin] = [:]
    var hooks: [(hook: Hook, actions: [ScannedAction], location: SourceLocation)] = []
    var buttons: [ScannedButton] = []
    /// A controller that shows its children inside itself (`addChild`, pages, columns): a
    /// tab in the model (one child on screen at a time), its children's sites `.child`.
    var embeds = false

    init(name: String, kind: ControllerKind, location: SourceLocation?, className: String, note: String? = nil) {
        spec = ControllerSpec(name: name, kind: kind)
        self.className = className
        origin = Origin(location: location, note: note)
    }

    var name: String { spec.name }
    var kind: ControllerKind { spec.kind }
}

struct ScannedApp: Sendable {
    var name: String
    var folder: String
    var target: String?
    var device: DeviceModel
    var ios: Int
    var plist: (list: [InterfaceOrientation], origin: Origin)?
    var plistNote: String?
    var requiresFullScreen: (value: Bool, origin: Origin)?
    var deploymentTarget: Int?
    /// The masks on the iPad when the app runs there too (empty: UIKit's default).
    var iPadPlist: [InterfaceOrientation]?
    var window: (expr: MaskExpr, origin: Origin)?
    /// R29: the scene delegate's mask (iOS 27) and `UIRequiresFullScreenIgnoredStartingWithVersion`.
    var sceneMask: (expr: MaskExpr, origin: Origin)?
    var requiresFullScreenIgnoredFrom: (major: Int, origin: Origin)?
    /// R28: windows other than the key window (toasts, overlays), each with where its
    /// root is set.
    var windows: [(spec: WindowSpec, origin: Origin)] = []
    var appVars: [String: Value] = [:]
    var root: (name: String, origin: Origin)?
    var controllers: [ScannedController] = []
    var unresolved: [Unresolved] = []
    /// What was read: for the header.
    var counts: (swift: Int, objc: Int, storyboards: Int) = (0, 0, 0)

    init(name: String, folder: String, target: String?, device: DeviceModel, ios: Int) {
        self.name = name
        self.folder = folder
        self.target = target
        self.device = device
        self.ios = ios
    }
}
