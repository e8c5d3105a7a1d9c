// Why an evaluation ended the way it did: the inspector's, traces' and reports' sentence.

/// Why a rotation evaluation ended the way it did: the inspector's and reports' text.
public struct Decision: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case rotated(from: InterfaceOrientation, to: InterfaceOrientation)
        /// Nothing changed; the reason says why.
        case unchanged
        /// The evaluation waits for a running transition to end (R21).
        case held
        case crashed
    }

    /// A named mask that took part in the intersection.
    public struct Row: Sendable, Equatable {
        /// Where a row's mask comes from, as a value (the label is for people).
        public enum Source: Sendable, Equatable {
            case app, plist, window, appDefault, device, effective, requested, multitasking
            /// R29: the scene delegate's `supportedInterfaceOrientations(for:)`.
            case scene
            /// R15a: a presenter still visible below an overFullScreen presentation.
            case visibleBelow(String)
            /// A controller's answer, or another mask the engine names.
            case named(String)

            var label: String {
                switch self {
                case .app: "app"
                case .plist: "plist"
                case .window: "window"
                case .appDefault: "app default"
                case .device: "device"
                case .effective: "effective"
                case .requested: "requested"
                case .multitasking: "multitasking (R27)"
                case .scene: "scene delegate (R29)"
                case .visibleBelow(let name): "\(name) (visible below)"
                case .named(let name): name
                }
            }
        }

        public var label: String
        public var mask: OrientationMask
        public var source: Source
        public init(_ label: String, _ mask: OrientationMask) {
            self.label = label
            self.mask = mask
            source = .named(label)
        }
        public init(_ source: Source, _ mask: OrientationMask) {
            label = source.label
            self.mask = mask
            self.source = source
        }
    }

    /// A request the system refused, with UIKit's error code (R20b: 101).
    public struct Refusal: Sendable, Equatable {
        public var code: Int
        /// R20e: judged by masks asked before they changed.
        public var staleMasks: Bool
        /// R27: refused because a multitasking app's windowing mode allows no change.
        public var windowingMode: Bool
    }

    /// Why it ended that way; `summary` turns it into a sentence only when read, so the
    /// engine's hot path builds no text.
    public enum Note: Sendable, Equatable {
        case rotated
        case notInMask
        case refused(by: String, selector: String)
        case alreadyThere
        /// R20b: a geometry request refused with error 101, and why.
        case geometryRefused(GeometryRefusal)
        case text(String)
    }

    /// Why `requestGeometryUpdate` failed (R20b): what an app's error handler hears.
    public enum GeometryRefusal: Sendable, Equatable {
        /// Requested ∩ app ∩ deciding controller is empty. `live`: the masks the app and the
        /// controller answer now, when they changed since the system last asked (R20e).
        case noCommonOrientation(live: MaskCache?)
        /// R27: a multitasking iPad app's windowing mode allows no programmatic orientation change.
        case windowingMode
    }

    public var time: Double
    /// What asked for the evaluation: "device landscapeLeft", "launch", "present X", …
    public var trigger: String
    public var device: DeviceOrientation
    /// The orientation the evaluation aimed for, when there was one.
    public var candidate: InterfaceOrientation?
    public var decider: String?
    /// Rows in the order they were intersected (app, controller, device capability).
    public var rows: [Row]
    public var effective: OrientationMask?
    public var shouldAutorotate: Bool?
    public var outcome: Outcome
    public var note: Note
    /// The request the system refused, when the evaluation was one (read from `note`).
    public var refusal: Refusal? {
        guard case .geometryRefused(let why) = note else { return nil }
        switch why {
        case .noCommonOrientation(let live): return Refusal(code: 101, staleMasks: live != nil, windowingMode: false)
        case .windowingMode: return Refusal(code: 101, staleMasks: false, windowingMode: true)
        }
    }

    /// "portrait = app allButUpsideDown ∩ NavVC portrait".
    public var formula: String { Self.formula(effective ?? .none, rows) }

    public static func formula(_ effective: OrientationMask, _ rows: [Row]) -> String {
        "\(effective) = " + rows.map { "\($0.label) \($0.mask)" }.joined(separator: " ∩ ")
    }

    /// One sentence: "landscapeLeft ignored: not in effective mask portrait = app
    /// allButUpsideDown ∩ NavVC portrait".
    public var summary: String {
        let name = candidate?.name ?? device.name
        switch note {
        case .rotated:
            if case .rotated(let from, let to) = outcome {
                return "\(to.name): rotated from \(from.name), in effective mask \(formula)"
            }
            return "\(name): rotated"
        case .notInMask: return "\(name) ignored: not in effective mask \(formula)"
        case .refused(let by, let selector): return "\(name) ignored: [\(by) \(selector)] returned NO"
        case .alreadyThere: return "\(name): already the interface orientation"
        case .geometryRefused(.noCommonOrientation(let live)):
            var text = "geometry request refused (error 101): \(formula) is empty"
            if let live {
                text += "; the masks were last asked before they changed (now app \(live.app), \(live.deciderName) "
                    + "\(live.decider)): call setNeedsUpdateOfSupportedInterfaceOrientations first (R20e)"
            }
            return text
        case .geometryRefused(.windowingMode):
            return "geometry request refused (error 101): the current windowing mode does not allow programmatic "
                + "changes to interface orientation — a multitasking iPad app follows the device (R20b, R27)"
        case .text(let text): return text
        }
    }
}
