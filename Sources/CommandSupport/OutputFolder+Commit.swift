// The end of a run into an OutputFolder: what was written completely is renamed into
// place, the earlier run's files this run did not write again are removed, and the
// manifest says what the folder now holds. Renames within one folder need no space, so
// a full disk cannot leave half a file here: what failed to write stays in the staging
// folder, which is removed.

import Foundation
import OrientationEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFolder {
    public struct Commit: Sendable {
        /// Files now in the folder from this run, relative to it, in the order given.
        public var written: [String] = []
        /// The earlier run's files removed (it wrote them, this run did not).
        public var removed: [String] = []
        /// Files that could not be moved into place: one line each.
        public var problems: [String] = []
    }

    /// Moves `files` (relative paths, complete in the staging folder) into the folder.
    public func commit(_ files: [String]) -> Commit {
        var result = Commit()
        // Listed before anything moves: a run killed mid-commit leaves no file the next
        // run would take for the user's.
        // No manifest, no move: files the next run could not tell from the user's are
        // worse than none (a full disk fails here, and the run's files go with the staging).
        // Each file's digest as staged (what it holds once moved), the earlier ones' as listed.
        var digests = previousDigests
        for file in files {
            digests[file] = ContentHash.sha256(ofFile: (staging as NSString).appendingPathComponent(file))
        }
        if let problem = writeManifest(previous.union(files), digests: digests) {
            result.problems.append(problem + "; nothing of this run was kept")
            abandon()
            return result
        }
        for file in files {
            let from = (staging as NSString).appendingPathComponent(file)
            let to = (path as NSString).appendingPathComponent(file)
            guard Self.fileKind(from) == S_IFREG else { continue }
            if let problem = prepareFolder(of: file) {
                result.problems.append(problem)
                continue
            }
            if rename(from, to) == 0 {
                result.written.append(file)
            } else {
                result.problems.append("\(to.escapedForOneLine): cannot write: \(String(cString: strerror(errno)))")
            }
        }
        let kept = Set(result.written)
        var changed: Set<String> = []
        for file in previous.subtracting(kept).sorted() {
            let full = (path as NSString).appendingPathComponent(file)
            guard Self.fileKind(full) == S_IFREG, !isInput(full) else { continue }
            // Changed since the run that wrote it (kept with --force): the user's now.
            if let digest = previousDigests[file], ContentHash.sha256(ofFile: full) != digest {
                changed.insert(file)
                continue
            }
            if unlink(full) == 0 { result.removed.append(file) }
        }
        // An empty shots/ of an earlier run goes with its pictures.
        rmdir((path as NSString).appendingPathComponent(Self.shotsName))
        // If this fails the first list stands: a superset, harmless.
        _ = writeManifest(kept.union(previous.subtracting(kept).subtracting(result.removed).subtracting(changed)),
                          digests: digests)
        abandon()
        return result
    }

    /// Removes the staging folder and what it still holds (half-written files).
    public func abandon() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// `shots/` as a real folder of the output folder, not a link to elsewhere (a link or
    /// file there is the user's, so this runs only with --force: it is replaced).
    private func prepareFolder(of file: String) -> String? {
        let parent = (file as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return nil }
        let full = (path as NSString).appendingPathComponent(parent)
        switch Self.fileKind(full) {
        case S_IFDIR: return nil
        case nil: break
        default: unlink(full)
        }
        guard mkdir(full, 0o755) == 0 || Self.fileKind(full) == S_IFDIR else {
            return "\(full.escapedForOneLine): cannot create the folder: \(String(cString: strerror(errno)))"
        }
        return nil
    }

    private func isInput(_ path: String) -> Bool {
        inputs.contains(Self.realPath(path))
    }

    /// The manifest, written under a temporary name and renamed (never half a list).
    /// Lines as `sha256sum` prints them (`sha256sum -c` checks them); a file with no
    /// digest (an older version's listing) by its name alone.
    private func writeManifest(_ files: Set<String>, digests: [String: String]) -> String? {
        let file = (path as NSString).appendingPathComponent(Self.manifestName)
        let text = "# rotation-sandbox: the files the last run wrote here, with the SHA-256 of what each held "
            + "(others, or these changed, are the user's)\n"
            + files.sorted().map { name in digests[name].map { "\($0)  \(name)\n" } ?? name + "\n" }.joined()
        do {
            try AtomicFile.write(Data(text.utf8), to: file)
            return nil
        } catch {
            return "\(file.escapedForOneLine): cannot write: \(error.reason)"
        }
    }
}
