// Which iOS versions and devices lint explores, and how a representative version stands
// for a range of versions in what it reports ("iOS 13–15").

import OrientationEngine

/// One device and one iOS version the app is explored on.
public struct Combination: Sendable, Hashable, Comparable {
    public var device: DeviceModel
    /// The representative version explored.
    public var ios: Int

    public init(device: DeviceModel, ios: Int) {
        self.device = device
        self.ios = ios
    }

    public static func < (lhs: Combination, rhs: Combination) -> Bool {
        let order = DeviceModel.allCases
        let l = order.firstIndex(of: lhs.device) ?? 0, r = order.firstIndex(of: rhs.device) ?? 0
        return l != r ? l < r : lhs.ios < rhs.ios
    }
}

public enum Coverage {
    /// The first version of each stretch the engine treats alike on every app: a profile
    /// (5, 6, 8, 16), the R17b wording and R27 (9), sheets by default (13).
    public static let representatives = [5, 6, 8, 9, 13, 16]

    /// The versions to explore for an app whose file says `ios: own`: that version (the
    /// oldest the app runs on) and every later stretch. An app built for iOS 13 runs on 17.
    public static func versions(from own: Int) -> [Int] {
        [own] + representatives.filter { $0 > own }
    }

    /// The versions to explore on `device`: `versions(from:)`, and the later stretches
    /// where this app can behave differently there — iOS 17 when a controller answers a
    /// preferred orientation (R17b no longer raises), iPadOS 26 when a controller answers
    /// `prefersInterfaceOrientationLocked` or the app requires full screen (R29's lock, the
    /// requirement's deprecation) and the version UIRequiresFullScreen stops counting from,
    /// iOS 27 when the scene answers a mask (R29). Elsewhere the representative's behaviour
    /// is the stretch's, so exploring it again would find nothing new.
    public static func versions(from own: Int, on device: DeviceModel, model: AppModel) -> [Int] {
        var cuts = Set(representatives)
        if model.controllers.contains(where: { $0.preferred != nil }) { cuts.insert(17) }
        if device == .ipad {
            if model.requiresFullScreen || model.controllers.contains(where: { $0.prefersOrientationLocked != nil }) {
                cuts.insert(26)
            }
            if let from = model.requiresFullScreenIgnoredFrom, let shipped = IOSVersion.shipped.first(where: { $0 >= from }) {
                cuts.insert(shipped)
            }
        }
        if model.sceneMask != nil { cuts.insert(27) }
        return [own] + cuts.filter { $0 > own }.sorted()
    }

    /// The devices an app of a file runs on: both iPhones for an iPhone file (an app does
    /// not choose the iPhone it runs on), the iPad for an iPad file.
    public static func devices(for own: DeviceModel) -> [DeviceModel] {
        own.isPhone ? [.iphoneHome, .iphoneFaceID] : [.ipad]
    }

    /// The devices of an app: a universal one (its Info.plist has an iPad list of its own)
    /// runs on the iPad too, with that list, multitasking or not.
    public static func devices(for model: AppModel) -> [DeviceModel] {
        let own = devices(for: model.device)
        guard model.device.isPhone, model.infoPlist?.iPadOrientations != nil else { return own }
        return own + [.ipad]
    }

    /// The shipped versions `version` stands for among `explored` (sorted): up to the
    /// next explored one. "13–15", "26–27", "5". Versions the user chose (`--ios`) are not
    /// representatives: each stands for itself.
    public static func range(of version: Int, among explored: [Int], representative: Bool = true) -> ClosedRange<Int> {
        guard representative else { return version...version }
        let next = explored.first { $0 > version }
        let shipped = IOSVersion.shipped.filter { $0 >= version && $0 < (next ?? Int.max) }
        return version...(shipped.last ?? version)
    }

    /// "iOS 13–27 on iphone-home, iphone-faceid; iOS 13–15 on ipad": the combinations a
    /// finding happened on, contiguous explored versions merged, devices with the same
    /// versions grouped.
    public static func describe(_ hits: Set<Combination>, explored: [Combination], representative: Bool = true) -> String {
        var byDevice: [(DeviceModel, String)] = []
        for device in DeviceModel.allCases {
            let versions = explored.filter { $0.device == device }.map(\.ios).sorted()
            guard !versions.isEmpty else { continue }
            var spans: [ClosedRange<Int>] = []
            var current: ClosedRange<Int>?
            for version in versions {
                let hit = hits.contains(Combination(device: device, ios: version))
                let span = range(of: version, among: versions, representative: representative)
                // Merged only when no shipped version lies between (`--ios 13 --ios 17` stay apart).
                if hit, let open = current, IOSVersion.shipped.first(where: { $0 > open.upperBound }) == span.lowerBound {
                    current = open.lowerBound...span.upperBound
                } else if hit {
                    if let done = current { spans.append(done) }
                    current = span
                } else if let done = current {
                    spans.append(done)
                    current = nil
                }
            }
            if let current { spans.append(current) }
            guard !spans.isEmpty else { continue }
            byDevice.append((device, spans.map(text).joined(separator: ", ")))
        }
        var groups: [(String, [DeviceModel])] = []
        for (device, versions) in byDevice {
            if let index = groups.firstIndex(where: { $0.0 == versions }) {
                groups[index].1.append(device)
            } else {
                groups.append((versions, [device]))
            }
        }
        return groups.map { "iOS \($0.0) on \($0.1.map(\.rawValue).joined(separator: ", "))" }
            .joined(separator: "; ")
    }

    static func text(_ span: ClosedRange<Int>) -> String {
        span.lowerBound == span.upperBound ? "\(span.lowerBound)" : "\(span.lowerBound)–\(span.upperBound)"
    }
}
