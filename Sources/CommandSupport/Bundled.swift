// Files the project ships (the demo, the bench's scenarios), found from the working
// directory, next to the binary in a build (`.build/<config>/rotation-sandbox` → the
// checkout's Assets) or where `make install` put them (PREFIX/share/rotation-sandbox).

import Foundation

public enum Bundled {
    public static func demo() -> String { find("Assets/scenarios/demo.yaml") }

    /// `relative`: a path under the checkout, `Assets/…`.
    public static func find(_ relative: String) -> String {
        let binary = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        let bin = binary.deletingLastPathComponent()
        var candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative),
            bin.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(relative),
            bin.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(relative),
        ]
        if relative.hasPrefix("Assets/") {
            candidates.append(bin.deletingLastPathComponent().appendingPathComponent("share/rotation-sandbox")
                .appendingPathComponent(String(relative.dropFirst("Assets/".count))))
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate.path
        }
        return relative  // the loader then says plainly that it is missing
    }

    /// This executable (for finding files next to it and running its siblings).
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
