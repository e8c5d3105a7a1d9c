// Errors a user can cause when starting the window app or a headless render: one
// clear line naming the problem and what to do.

import OrientationEngine

public enum SandboxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No X11/Wayland display to open a window on.
    case noDisplay(String)
    /// A DejaVu font file is missing.
    case fontMissing(path: String)
    /// SDL or SDL_ttf failed for another reason (its message).
    case sdl(String)
    /// The scenario model cannot run (bad controller names, …).
    case model(String)
    /// An output file cannot be written (its path and why).
    case output(String)

    /// One line, whatever the message quotes (OneLine.swift).
    public var description: String { text.escapedForOneLine }

    private var text: String {
        switch self {
        case .noDisplay(let detail):
            "no display: run `xvfb-run make run`, or use `rotation-sandbox record`"
                + (detail.isEmpty ? "" : " (SDL: \(detail))")
        case .fontMissing(let path):
            "font not found: \(path) — install the DejaVu fonts (apt-get install fonts-dejavu-core)"
        case .sdl(let message): "SDL error: \(message)"
        case .model(let message): "invalid app model: \(message)"
        case .output(let message): message
        }
    }
}
