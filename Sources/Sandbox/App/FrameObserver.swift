// A watcher of the window's frames from outside the app (the bench's timed sessions in
// `rotation-sandbox-bench`): told when each frame begins and once it is on screen, it
// may act as a tester would. The app itself has none.

import OrientationEngine

@MainActor
public protocol FrameObserver: AnyObject {
    /// First thing in a frame, before events are handled.
    func frameBegins()
    /// Right after the frame was presented. Returns what the window should do next.
    func framePresented(_ frame: PresentedFrame) -> [FrameRequest]
}

public struct PresentedFrame: Sendable, Equatable {
    /// The window's clock.
    public var time: Double
    /// The device's body or its interface was turning in this frame.
    public var turning: Bool
    /// A frame asked for with `FrameRequest.recompose`: the last one composed again.
    public var recomposed: Bool
}

public enum FrameRequest: Sendable, Equatable {
    /// An event, as if the tester did it (a tap, a turn of the device).
    case send(Event)
    /// Close the window.
    case quit
    /// The next frame composes the window whole again from its layers as they stand,
    /// drawing nothing into any of them (at rest only; else the frame is as usual): the
    /// bench's measure of what compositing the window costs.
    case recompose
}
