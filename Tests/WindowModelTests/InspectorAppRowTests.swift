// The inspector names the Info.plist the app mask came from (app.infoPlist) and what
// the scenario file overrides.

import OrientationEngine
import Testing
import WindowModel

struct InspectorAppRowTests {
    func inspector(_ model: AppModel) throws -> InspectorModel {
        InspectorModel.make(engine: try Engine(model: model), chrome: WindowChrome(physical: .portrait), time: 0, masks: [])
    }

    @Test("an app read from an Info.plist says 'plist: Info.plist' and which keys the file overrides")
    func appRow() throws {
        var model = AppModel(root: "VC", controllers: [ControllerSpec(name: "VC")])
        #expect(try inspector(model).app.isEmpty)
        InfoPlistSource(path: "Build/MyApp.app/Info.plist", orientations: [.portrait, .landscapeLeft],
                        overriddenKeys: ["requiresFullScreen"]).apply(to: &model)
        #expect(model.plist == [.portrait, .landscapeLeft])
        #expect(try inspector(model).app == [
            InspectorModel.Row("app", "plist: Info.plist"), InspectorModel.Row("file overrides", "requiresFullScreen"),
        ])
    }
}
