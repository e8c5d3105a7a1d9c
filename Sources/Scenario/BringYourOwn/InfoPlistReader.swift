// `app.infoPlist: PATH`: the rotation keys of an app's real Info.plist, XML or binary.
// Foundation's PropertyListDecoder reads both formats; PropertyListSerialization is not
// used because on Linux it crashes (SIGSEGV) on some malformed binary plists, such as
// the 12 bytes `bplist00xxxx`, and a user's file must never crash us.

import Foundation
import OrientationEngine

/// A plist that cannot be used: names the key when one is to blame.
public struct InfoPlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// `UISupportedInterfaceOrientations[2]`; nil for the file as a whole.
    public var key: String?
    public var message: String

    /// `Info.plist: UIRequiresFullScreen: expected true or false`, user text escaped.
    public var description: String {
        var text = path.escapedForMessage + ": "
        if let key { text += key.escapedForMessage + ": " }
        return text + message
    }
}

public enum InfoPlistReader {
    /// The values of `UISupportedInterfaceOrientations` (UIInterfaceOrientation names).
    public static let orientationNames: [(String, InterfaceOrientation)] = [
        ("UIInterfaceOrientationPortrait", .portrait),
        ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
        ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft),
        ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
    ]

    /// R29: from this iOS version on, `UIRequiresFullScreen` is ignored.
    public static let requiresFullScreenIgnoredKey = "UIRequiresFullScreenIgnoredStartingWithVersion"

    /// Real Info.plists are a few kilobytes.
    static let maxBytes = 4 << 20

    /// Reads the rotation keys of the plist at `path`.
    public static func read(path: String) throws(InfoPlistError) -> (source: InfoPlistSource, bundleName: String?) {
        func fail(_ message: String, key: String? = nil) -> InfoPlistError {
            InfoPlistError(path: path, key: key, message: message)
        }
        let data: Data
        do {
            data = try RegularFile.read(path, limit: maxBytes, what: "an Info.plist")
        } catch {
            throw fail(error.message)
        }
        return try read(data: data, path: path)
    }

    /// Reads the rotation keys of a plist already in memory (`path` names it in errors).
    public static func read(data: Data, path: String) throws(InfoPlistError) -> (source: InfoPlistSource, bundleName: String?) {
        func fail(_ message: String, key: String? = nil) -> InfoPlistError {
            InfoPlistError(path: path, key: key, message: message)
        }
        if data.count > maxBytes { throw fail("too large for an Info.plist (over \(maxBytes >> 20) MB)") }
        if data.isEmpty { throw fail("empty file, not a property list") }
        if let problem = PlistPrecheck.problem(data) { throw fail(problem) }
        let keys: RotationKeys
        do {
            // Text that is no plist at all reads as an old OpenStep string; Xcode never
            // writes that format, so it is rejected before anything is looked up.
            var format = PropertyListDecoder.PropertyListFormat.xml
            _ = try PropertyListDecoder().decode(AnyPlist.self, from: data, format: &format)
            if format == .openStep { throw fail("not a property list (XML or binary)") }
            keys = try PropertyListDecoder().decode(RotationKeys.self, from: data)
        } catch let error as InfoPlistError {
            throw InfoPlistError(path: path, key: error.key, message: error.message)
        } catch let error as DecodingError {
            throw describe(error, path: path)
        } catch {
            throw fail("not a property list (XML or binary)")
        }
        let source = InfoPlistSource(
            path: path, orientations: keys.orientations, iPhoneOrientations: keys.iPhoneOrientations,
            iPadOrientations: keys.iPadOrientations, requiresFullScreen: keys.requiresFullScreen,
            requiresFullScreenIgnoredFrom: keys.requiresFullScreenIgnoredFrom, statusBarHidden: keys.statusBarHidden)
        return (source, keys.bundleName)
    }

    private static func describe(_ error: DecodingError, path: String) -> InfoPlistError {
        func keyPath(_ codingPath: [any CodingKey]) -> String? {
            guard let first = codingPath.first else { return nil }
            return codingPath.dropFirst().reduce(first.stringValue) { path, key in
                key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
            }
        }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            guard let key = keyPath(context.codingPath) else {
                return InfoPlistError(path: path, key: nil, message: "not an Info.plist: the top level is not a dictionary")
            }
            let expected = type == Bool.self ? "true or false (<true/> or <false/>)"
                : type == String.self ? "text (a <string>)" : "a list of orientation names (an <array>)"
            return InfoPlistError(path: path, key: key, message: "expected \(expected)")
        case .dataCorrupted(let context):
            if let key = keyPath(context.codingPath) {
                return InfoPlistError(path: path, key: key, message: "unreadable value")
            }
            return InfoPlistError(path: path, key: nil, message: "not a property list (XML or binary)")
        default:
            return InfoPlistError(path: path, key: nil, message: "not a property list (XML or binary)")
        }
    }

    // MARK: the scenario key

    /// `app.infoPlist: PATH` (relative to the scenario file): reads the plist into the
    /// model. Keys the file's `app` also writes (`plist`, `requiresFullScreen`) win,
    /// wherever they stand in the mapping.
    static func apply(_ value: Cursor, app: Cursor, folder: URL?, to model: inout AppModel) throws(ScenarioError) {
        let written = try value.string()
        let path = resolve(written, folder: folder)
        var source: InfoPlistSource
        do {
            source = try read(path: path).source
        } catch {
            // A relative path that is not there says where it was looked for, and why there.
            let missing = error.message.hasPrefix("no such file")
            let shown = !missing || path == written || written.hasPrefix("/") ? written
                : "\(written) (looked for at \(path), relative to the scenario file)"
            let problem = InfoPlistError(path: shown, key: error.key, message: error.message)
            throw value.error(problem.description)
        }
        source.path = written
        var fileKeys: [String] = []
        if let mapping = app.node.mapping {
            for (key, _) in mapping { if let name = key.scalar?.string { fileKeys.append(name) } }
        }
        source.overriddenKeys = ["plist", "requiresFullScreen", "requiresFullScreenIgnoredFrom"].filter(fileKeys.contains)
        source.apply(to: &model)
    }

    /// Relative to the scenario file's folder (the current directory for text parsed
    /// without one).
    static func resolve(_ path: String, folder: URL?) -> String {
        if path.hasPrefix("/") { return path }
        let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return base.appendingPathComponent(path).standardizedFileURL.path
    }
}

/// Decodes from any property list (to learn its format).
private struct AnyPlist: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// The keys rotation reads; every other key of the plist is left alone.
private struct RotationKeys: Decodable {
    /// A version's major number: `26`, `26.0` or `"26.0"`; a build setting (`$(…)`) is
    /// not known before the build, so it reads as absent.
    private static func major(_ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Int? {
        guard c.contains(key) else { return nil }
        if let n = try? c.decode(Int.self, forKey: key) { return n }
        if let d = try? c.decode(Double.self, forKey: key), d.isFinite, d >= 0, d < 1000 { return Int(d) }
        if let text = try? c.decode(String.self, forKey: key) {
            if text.contains("$(") || text.contains("${") { return nil }
            let digits = text.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }
            if let n = Int(digits), !digits.isEmpty, digits.count <= 3 { return n }
        }
        throw InfoPlistError(path: "", key: key.stringValue, message: "expected an iOS version (26 or \"26.0\")")
    }

    var orientations: [InterfaceOrientation]?
    var iPhoneOrientations: [InterfaceOrientation]?
    var iPadOrientations: [InterfaceOrientation]?
    var requiresFullScreen: Bool?
    var requiresFullScreenIgnoredFrom: Int?
    var statusBarHidden: Bool?
    var bundleName: String?

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        func list(_ name: String) throws -> [InterfaceOrientation]? {
            let key = Key(name)
            guard let names = try c.decodeIfPresent([String].self, forKey: key) else { return nil }
            if names.isEmpty {
                throw InfoPlistError(path: "", key: name, message: "an empty list (no orientation at all)")
            }
            return try names.enumerated().map { index, text in
                guard let match = InfoPlistReader.orientationNames.first(where: { $0.0 == text }) else {
                    let known = InfoPlistReader.orientationNames.map(\.0)
                    let shown = "'\(text.clipped(80).escapedForMessage)'"
                    throw InfoPlistError(
                        path: "", key: "\(name)[\(index)]",
                        message: "unknown orientation \(shown)\(Suggest.hint(text, among: known))")
                }
                return match.1
            }
        }
        orientations = try list("UISupportedInterfaceOrientations")
        iPhoneOrientations = try list("UISupportedInterfaceOrientations~iphone")
        iPadOrientations = try list("UISupportedInterfaceOrientations~ipad")
        requiresFullScreen = try c.decodeIfPresent(Bool.self, forKey: Key("UIRequiresFullScreen"))
        statusBarHidden = try c.decodeIfPresent(Bool.self, forKey: Key("UIStatusBarHidden"))
        requiresFullScreenIgnoredFrom = try Self.major(c, Key(InfoPlistReader.requiresFullScreenIgnoredKey))
        // A name is only for the template's title: a wrong type there is no error.
        let names = ["CFBundleDisplayName", "CFBundleName"].compactMap { (try? c.decodeIfPresent(String.self, forKey: Key($0))) ?? nil }
        bundleName = names.first { !$0.isEmpty && !$0.contains("$(") }
    }
}
