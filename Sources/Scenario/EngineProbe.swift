// What expectations read from the engine, through its public accessors.

import OrientationEngine

enum EngineProbe {
    /// The player in the visible chain, innermost first.
    static func player(_ engine: Engine) -> (ControllerID, PlayerState)? {
        for id in engine.visibleChain.reversed() {
            if let player = engine.state.controllers[id].player { return (id, player) }
        }
        return nil
    }

    /// R26: the player's lock when a player is visible, else the visible controller's.
    static func isLocked(_ engine: Engine) -> Bool {
        engine.isLocked(player(engine)?.0 ?? engine.visibleController)
    }

    static func name(_ id: ControllerID, _ engine: Engine) -> String {
        engine.model.controllers.indices.contains(id) ? engine.name(of: id) : "#\(id)"
    }
}
