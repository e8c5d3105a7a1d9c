// The rules a profile follows, in the words every output uses (the window, report.md).

import OrientationEngine

extension Profile {
    /// "rules of iOS 16+".
    public var rulesLabel: String {
        switch self {
        case .ios5: "rules of iOS 5"
        case .ios6: "rules of iOS 6–7"
        case .ios8: "rules of iOS 8–15"
        case .ios16: "rules of iOS 16+"
        }
    }
}
