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
    }

    /// Why it ended that way; `summary` turns it into a sentence only when read, so the
    /// engine's hot path builds no text.
    public enum Note: Sendable, Equatable {
        case rotated
        case notInMask
        case refused(by: String, selector: String)
        case alreadyThere
        case text(String)
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
    /// Set when the evaluation was a request the system refused.
    public var refusal: Refusal? = nil

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
        case .text(let text): return text
        }
    }
}
