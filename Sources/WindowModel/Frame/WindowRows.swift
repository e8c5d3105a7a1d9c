// R28: the inspector's lines about the app's extra windows — which window decides.

import OrientationEngine

enum WindowRows {
    /// None for an app without `windows:`; else the deciding window and the others on screen.
    static func rows(_ engine: Engine) -> [InspectorModel.Row] {
        guard !engine.model.windows.isEmpty else { return [] }
        let shown = engine.visibleWindows.filter { $0.name != WindowSpec.mainName }
        var rows: [InspectorModel.Row] = []
        if engine.model.profile >= .ios16 {
            rows.append(InspectorModel.Row("deciding window", "\(engine.decidingWindowName) (R28)",
                                           tone: engine.decidingWindowName == WindowSpec.mainName ? .normal : .accent))
        } else {
            rows.append(InspectorModel.Row("deciding window", "each window its own root (before iOS 16, R28)"))
        }
        let others = shown.filter { $0.name != engine.decidingWindowName }.map { window in
            engine.model.profile >= .ios16 ? window.name : "\(window.name) \(window.interface.name)"
        }
        if !others.isEmpty { rows.append(InspectorModel.Row("other windows", others.joined(separator: ", "), tone: .dim)) }
        return rows
    }
}
