// A watcher of the window's frames from outside the app (the bench's timed sessions in
// `rotation-sandbox-bench`): told when each frame begins and once it is on screen, it
// may act as a tester would. The app itself has none.

import OrientationEngine

@MainActor
public protocol FrameObserver: AnyObject {
    /// First thing in a frame, before events are handled.
    func frameBegins()
    /// Right after the frame was presented; `time` is the window's clock. Returns what
    /// the window should do next.
    func framePresented(at time: Double) -> [FrameRequest]
}

public enum FrameRequest: Sendable, Equatable {
    /// An event, as if the tester did it (a tap, a turn of the device).
    case send(Event)
    /// Close the window.
    case quit
}
