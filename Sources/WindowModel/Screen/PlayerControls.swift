// P1/P3: the player's controls hide after 3 s without input while the video plays, as
// real players do; the next click or key only brings them back. Engine `tap` steps work
// whether they are shown or not.

/// Seconds without input before a playing video's controls hide.
public let playerControlsIdleTimeout = 3.0

extension ScreenState {
    /// The same state with the controls of a playing player hidden when input is idle.
    public func hidingIdleControls(lastInput: Double, at time: Double) -> ScreenState {
        guard time - lastInput >= playerControlsIdleTimeout else { return self }
        var copy = self
        for index in copy.chain.indices where copy.chain[index].player?.playing == true {
            copy.chain[index].player?.controlsHidden = true
        }
        return copy
    }
}
