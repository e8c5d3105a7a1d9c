// An edit of a valid model validated only where it was made must give what the edited
// model gives as a whole: the same engine (same state and trace from launch), or the
// same first problem.

import Testing

@testable import OrientationEngine

struct ModelEditTests {
    /// A tab bar of two navigation stacks, a sheet, a landscape player screen; 20 more
    /// plain controllers so the states span two chunks.
    static var model: AppModel {
        var controllers = [
            ControllerSpec(name: "Tabs", kind: .tab, tabs: ["FeedNav", "Settings"]),
            ControllerSpec(name: "FeedNav", kind: .nav, stack: ["Feed"], supported: .top),
            ControllerSpec(name: "Feed", supported: .literal(.portrait),
                           hooks: [.viewDidAppear: [.attemptRotation]],
                           buttons: [Button(title: "play", actions: [.present("Player", style: .fullScreen)])]),
            ControllerSpec(name: "Settings", supported: .literal(.allButUpsideDown), vars: ["locked": .bool(false)]),
            ControllerSpec(name: "Player", supported: .literal(.landscape), preferred: .literal(.landscapeRight)),
        ]
        controllers += (0..<20).map { ControllerSpec(name: "Extra\($0)", supported: .literal(.all)) }
        return AppModel(device: .iphoneFaceID, iosVersion: 17, root: "Tabs", controllers: controllers)
    }

    static func edited(_ model: AppModel, _ edit: ModelEdit) -> AppModel {
        var model = model
        for spec in edit.controllers {
            if let index = model.controllers.firstIndex(where: { $0.name == spec.name }) {
                model.controllers[index] = spec
            } else {
                model.controllers.append(spec)
            }
        }
        if let root = edit.root { model.root = root }
        return model
    }

    /// The trace and state after launch and one event.
    static func run(_ engine: Engine, then event: Event?) -> ([String], EngineState) {
        var engine = engine
        var lines: [Emitted] = (try? engine.send(.launch, at: 0)) ?? []
        lines += engine.settle()
        if let event {
            lines += (try? engine.send(event, at: 1)) ?? []
            lines += engine.settle()
        }
        let text = lines.compactMap { if case .trace(let event) = $0 { event.line } else { nil } }
        return (text, engine.state)
    }

    static let valid: [(String, ModelEdit, Event?)] = [
        ("another root", ModelEdit(root: "Player"), nil),
        ("a presenter added as the root", ModelEdit(root: "Host", controllers: [ControllerSpec(name: "Host")]),
         .perform(.present("Player", style: .fullScreen), by: "Host")),
        ("a stack replaced, the tab selected",
         ModelEdit(root: "Tabs", controllers: [ControllerSpec(name: "FeedNav", kind: .nav, stack: ["Feed", "Settings"], supported: .top),
                                               ControllerSpec(name: "Tabs", kind: .tab, tabs: ["FeedNav", "Settings"], selected: 0)]),
         nil),
        ("a navigation controller added around a pusher",
         ModelEdit(root: "LintNav", controllers: [ControllerSpec(name: "LintNav", kind: .nav, stack: ["Settings"])]),
         .perform(.push("Player"), by: "Settings")),
        ("a tab added", ModelEdit(controllers: [ControllerSpec(name: "Tabs", kind: .tab, tabs: ["FeedNav", "Settings", "Extra3"], selected: 2)]), nil),
    ]

    @Test("a valid edit gives the engine its edited model gives: the same trace and state from launch")
    func validEdits() throws {
        let base = try Engine(model: Self.model)
        for (label, edit, event) in Self.valid {
            let whole = try Engine(model: Self.edited(Self.model, edit))
            let applied = try base.applying(edit)
            #expect(applied.model == whole.model, "\(label)")
            let (wholeLines, wholeState) = Self.run(whole, then: event)
            let (appliedLines, appliedState) = Self.run(applied, then: event)
            #expect(!wholeLines.isEmpty)
            #expect(appliedLines == wholeLines, "\(label)")
            #expect(appliedState == wholeState, "\(label)")
        }
    }

    @Test("an invalid edit throws the first problem the edited model has as a whole")
    func invalidEdits() throws {
        let base = try Engine(model: Self.model)
        let invalid: [(String, ModelEdit)] = [
            ("an unknown root", ModelEdit(root: "Nowhere")),
            ("a stack naming an unknown controller",
             ModelEdit(controllers: [ControllerSpec(name: "FeedNav", kind: .nav, stack: ["Feed", "Ghost"])])),
            ("a nav inside a nav", ModelEdit(controllers: [ControllerSpec(name: "Outer", kind: .nav, stack: ["FeedNav"])])),
            ("a containment cycle through the edit",
             ModelEdit(controllers: [ControllerSpec(name: "FeedNav", kind: .nav, stack: ["Feed", "Tabs"])])),
            ("a kind changed", ModelEdit(controllers: [ControllerSpec(name: "Feed", kind: .nav, stack: ["Settings"])])),
            ("a tab taken away under a selectTab",
             ModelEdit(controllers: [ControllerSpec(name: "Tabs", kind: .tab, tabs: ["FeedNav"]),
                                     ControllerSpec(name: "Extra0", buttons: [Button(title: "b", actions: [.selectTab(1)])])])),
            ("an undefined variable in an added controller",
             ModelEdit(controllers: [ControllerSpec(name: "New", supported: .variable("missing"))])),
        ]
        for (label, edit) in invalid {
            let expected = try #require(Engine.problems(in: Self.edited(Self.model, edit)).first, "\(label)")
            #expect(throws: expected, "\(label)") { try base.applying(edit) }
        }
    }

    @Test("an edit of a launched engine is judged as a whole")
    func launchedBase() throws {
        var base = try Engine(model: Self.model)
        _ = try base.send(.launch, at: 0)
        let edit = ModelEdit(root: "Settings")
        let applied = try base.applying(edit)
        #expect(!applied.state.launched)
        #expect(Self.run(applied, then: nil).1 == Self.run(try Engine(model: Self.edited(Self.model, edit)), then: nil).1)
    }
}
