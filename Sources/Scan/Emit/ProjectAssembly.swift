// The scanned app → the engine's model, its source map (each value's place, by model
// key), every way the code shows a controller, and the comments the printed file carries
// (`# path:line (note)` beside each value, the header with what was not resolved).

import Foundation
import OrientationEngine
import Scenario

struct Assembled {
    var model: AppModel
    var sources: [ModelKey: SourceLocation]
    var sites: [ShowSite]
    var comments: ScenarioComments
}

extension ScannedApp {
    func assemble() -> Assembled {
        var sources: [ModelKey: SourceLocation] = [:]
        var trailing: [ModelKey: String] = [:]
        sources.reserveCapacity(8 + 6 * controllers.count)
        func record(_ key: ModelKey, _ origin: Origin?) {
            guard let origin else { return }
            if let at = origin.location { sources[key] = at }
            if let said = Self.said(origin) { trailing[key] = said }
        }
        record(.appField(.plist), plist?.origin)
        record(.appField(.requiresFullScreen), requiresFullScreen?.origin)
        record(.appField(.window), window?.origin)
        record(.appField(.root), root?.origin)
        record(.appField(.sceneMask), sceneMask?.origin)
        record(.appField(.requiresFullScreenIgnoredFrom), requiresFullScreenIgnoredFrom?.origin)
        for (i, w) in windows.enumerated() { record(.window(i), w.origin) }

        var specs: [ControllerSpec] = []
        specs.reserveCapacity(controllers.count)
        var sites: [ShowSite] = []
        if let root {
            sites.append(ShowSite(shown: root.name, by: nil, way: .windowRoot(window: nil), location: root.origin.location, key: .appField(.root)))
        }
        for (i, w) in windows.enumerated() {
            sites.append(ShowSite(shown: w.spec.root, by: nil, way: .windowRoot(window: w.spec.name), location: w.origin.location, key: .window(i)))
        }
        let styles = Dictionary(controllers.map { ($0.name, $0.spec.presentation) }, uniquingKeysWith: { a, _ in a })
        for c in controllers {
            var spec = c.spec
            let n = c.name
            record(.controller(n), c.origin)
            for (field, origin) in c.origins { record(.field(n, field), origin) }
            for child in spec.stack {
                sites.append(ShowSite(shown: child, by: n, way: .navStack, location: c.origin.location, key: .field(n, .stack)))
            }
            for child in spec.tabs {
                sites.append(ShowSite(shown: child, by: n, way: c.embeds ? .child : .tab, location: c.origin.location, key: .field(n, .tabs)))
            }
            func actions(_ list: [ScannedAction], _ place: ActionList) -> [Action] {
                var out: [Action] = []
                for a in list {
                    guard case .done(let action) = a.kind else { continue }
                    let key = ModelKey.action(n, place, out.count)
                    sources[key] = a.location
                    if let site = Self.site(action, a, by: n, key: key, styles: styles) { sites.append(site) }
                    out.append(action)
                }
                return out
            }
            for h in c.hooks {
                spec.hooks[h.hook] = actions(h.actions, .hook(h.hook))
                sources[.actions(n, .hook(h.hook))] = h.location
                trailing[.actions(n, .hook(h.hook))] = Self.short(h.location)
            }
            for b in c.buttons {
                // Another way to the same actions (arms of independent `if`s that show the same
                // thing) is one button: the exploration would take each, to the same states.
                let plain = b.actions.compactMap { a -> Action? in if case .done(let action) = a.kind { action } else { nil } }
                if let same = spec.buttons.firstIndex(where: { $0.actions == plain }) {
                    for (j, (a, action)) in zip(b.actions.filter(\.isDone), plain).enumerated() {
                        if let site = Self.site(action, a, by: n, key: .action(n, .button(same), j), styles: styles) { sites.append(site) }
                    }
                    continue
                }
                let i = spec.buttons.count
                spec.buttons.append(Button(title: b.title, actions: actions(b.actions, .button(i))))
                sources[.actions(n, .button(i))] = b.location
                trailing[.actions(n, .button(i))] = Self.short(b.location)
            }
            specs.append(spec)
        }
        var model = AppModel(name: name, device: device, iosVersion: ios, plist: plist?.list, window: window?.expr, vars: appVars,
                             requiresFullScreen: requiresFullScreen?.value ?? false, root: root?.name ?? "", controllers: specs)
        model.sceneMask = sceneMask?.expr
        model.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom?.major
        model.windows = windows.map(\.spec)
        var leading: [ModelKey: [String]] = [:]
        if plist == nil, let plistNote { leading[.appField(.plist)] = [plistNote.messageText] }
        return Assembled(model: model, sources: sources, sites: sites,
                         comments: ScenarioComments(header: header(), trailing: trailing, leading: leading))
    }

    /// How a present or push (or a storyboard segue doing one) shows a controller.
    private static func site(_ action: Action, _ a: ScannedAction, by: String, key: ModelKey,
                             styles: [String: PresentationStyle]) -> ShowSite? {
        let fromStoryboard = a.location.file.hasSuffix(".storyboard") || a.location.file.hasSuffix(".xib")
        switch action {
        case .present(let shown, let written):
            let style = written ?? styles[shown] ?? .automatic
            return ShowSite(shown: shown, by: by, way: fromStoryboard ? .segue(style) : .present(style), location: a.location, key: key)
        case .push(let shown):
            return ShowSite(shown: shown, by: by, way: fromStoryboard ? .segue(nil) : .push, location: a.location, key: key)
        default:
            return nil
        }
    }

    /// `path:line`, for comments.
    static func short(_ at: SourceLocation) -> String { "\(at.file):\(at.line)".messageText }

    /// `path:line (note)`, or the note alone.
    static func said(_ origin: Origin) -> String? {
        switch (origin.location, origin.note) {
        case (let at?, let note?): "\(short(at)) (\(note.messageText))"
        case (let at?, nil): short(at)
        case (nil, let note?): note.messageText
        case (nil, nil): nil
        }
    }

    /// The printed file's first lines: what was read, and what was not resolved.
    private func header() -> [String] {
        var lines = [
            "\(name): \(OutputFile.marker); each value says where it came from.",
            "scanned: \(folder)",
        ]
        if let target { lines.append("target: \(target)") }
        lines.append("read: \(counts.swift) Swift, \(counts.objc) Objective-C, \(counts.storyboards) storyboard/XIB files; \(controllers.count) controllers")
        lines.append("Runtime state is a variable (set it with `vars` or a button), never a guess.")
        let notes = ProjectNote.merged(unresolved).sorted { $0.location < $1.location }
        if notes.isEmpty {
            lines.append("not resolved: nothing")
        } else {
            lines.append("not resolved (\(notes.count)):")
            for u in notes { lines.append("  \(u.description)") }
        }
        return lines.map(\.messageText)
    }
}

extension String {
    /// `escapedForMessage`, which reads every scalar's Unicode category; printable ASCII
    /// (nearly every line written) has nothing to escape.
    var messageText: String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        // Printable text beyond ASCII (a note's `→`) is kept: nothing to rebuild either.
        if unicodeScalars.allSatisfy({ ($0.value >= 0x20 && $0.value < 0x7F)
            || ($0.value >= 0x80 && String($0).escapedForMessage.unicodeScalars.elementsEqual(CollectionOfOne($0))) }) { return self }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F { out.unicodeScalars.append(scalar) } else { out += String(scalar).escapedForMessage }
        }
        return out
    }
}
