// What the window's reducer asks the shell to do: everything that touches files, the
// recorder or the process. Performed by WindowApp, never while drawing.

public enum WindowEffect: Sendable, Equatable {
    /// After the next frame is drawn: a PNG of the window into the output folder.
    case screenshot
    /// Record the window from now on; nil: a new file in the output folder.
    case startRecording(path: String?)
    case stopRecording
    /// After the next frame is drawn: a thumbnail of the device for these steps, and
    /// whole-window snapshots (an acceptance run's `snapshot` steps).
    case capture(thumbnailSteps: [Int], snapshots: [SnapshotFile])
    /// The acceptance run is over: write report.md, junit.xml and trace.log.
    case writeReport
    /// Ctrl+S: the session's trace so far, as text and JSON Lines, into the output folder.
    case saveTrace
    /// M: the player's sound off, or on again (the shell owns the sound device).
    case toggleMute
    case quit
    /// Open a scenario file or a project's folder (a drop, the Open list); the shell
    /// reports `.opened` or `.openFailed`.
    case open(String)
    /// Keep this recent-files list (newest first) for the next session.
    case saveRecent([String])
}
