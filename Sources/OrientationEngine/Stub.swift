// TEMPORARY: replaced by the real implementation in the next commit.
struct Validator { let model: AppModel; let ids: [String: ControllerID]; func validate() throws(ModelError) {} }
extension Engine {
    static func initialState(model: AppModel, ids: [String: ControllerID]) -> EngineState {
        EngineState(physical: model.orientation, device: model.orientation, root: ids[model.root] ?? 0,
                    controllers: [], appVars: model.vars)
    }
    mutating func advance(to time: Double) { state.time = max(state.time, time) }
    mutating func handle(_ event: Event) throws(StepError) {}
}
