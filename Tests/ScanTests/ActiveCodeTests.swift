import OrientationEngine
import Testing
@testable import Scan

/// `#if` read as an iOS device build of the target (Release) compiles it.
struct ActiveCodeTests {
    @Test("a tvOS or Mac Catalyst arm is not the iPhone app's: the root, the mask and the presentations come from the iOS arm; a condition the target's Release settings set holds, DEBUG does not")
    func theIOSArmIsRead() throws {
        let (result, model) = try Fixtures.scan("PlatformArmsApp")
        #expect(model.root == "FeedController")
        let feed = try model.spec("FeedController")
        #expect(feed.supported == .literal(.portrait))
        let byTitle = Dictionary(feed.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["openClip"] == [.present("ClipController", style: nil)])
        #expect(byTitle["openTools"] == [.present("BetaMenuController", style: nil)])
        #expect(model.controller(named: "ShelfController") == nil)
        #expect(model.controller(named: "DebugConsoleController") == nil)
        // Lines stay those of the file: the arms left out are blanked, not removed.
        #expect(result.yaml.contains("ClipController:   # Arms/FeedController.swift:37"), "\(result.yaml)")
    }

    @Test("`if #available(iOS 18, *), idiom == .pad { tabs.append(a) } else { tabs.append(b) }`: the conditions after the availability one choose, and the iPhone's arm fills the tabs")
    func availabilityWithIdiom() throws {
        let (_, model) = try Fixtures.scan("PlatformArmsApp")
        let tabs = try model.spec("LibraryTabsController")
        #expect(tabs.tabs == ["ClipController", "CompactLibraryController"], "\(tabs.tabs)")
    }

    @Test("Objective-C: `#if TARGET_OS_TV` is not the iPhone's, a macro GCC_PREPROCESSOR_DEFINITIONS defines holds")
    func objectiveCArms() throws {
        let (_, model) = try Fixtures.scan("PlatformArmsApp")
        let menu = try model.spec("LegacyMenuController")
        #expect(menu.supported == .literal(.portrait))
        #expect(menu.buttons.map(\.actions) == [[.present("CastPickerController", style: nil)]], "\(menu.buttons)")
    }

    @Test("SWIFT_ACTIVE_COMPILATION_CONDITIONS: the target's own, with the project's where it inherits them")
    func compilationConditions() {
        var target = XcodeTarget(name: "A", productType: "com.apple.product-type.application",
                                 settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) BETA"],
                                 projectSettings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "STORE"])
        #expect(target.swiftConditions == ["BETA", "STORE"])
        target.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "BETA"
        #expect(target.swiftConditions == ["BETA"])
        target.settings = [:]
        #expect(target.swiftConditions == ["STORE"])
    }

    @Test("OTHER_SWIFT_FLAGS' `-D` flags (`-DRELEASE`, `-D BETA`, the project's when the target says nothing) are conditions too")
    func otherSwiftFlags() {
        var target = XcodeTarget(name: "A", productType: "com.apple.product-type.application",
                                 settings: [:], projectSettings: ["OTHER_SWIFT_FLAGS": "-DRELEASE -Xfrontend -warn-long-function-bodies=100"])
        #expect(target.swiftConditions == ["RELEASE"])
        target.settings["OTHER_SWIFT_FLAGS"] = "$(inherited) -D BETA"
        target.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "STORE"
        #expect(target.swiftConditions == ["RELEASE", "BETA", "STORE"])
    }

    @Test("a getter's #if: the arm the build compiles answers; a file without an inactive arm is read as it is")
    func getterArms() {
        let source = """
            class A: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    #if os(tvOS)
                    return .landscape
                    #elseif os(iOS)
                    return .portrait
                    #endif
                }
            }
            class B: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    #if os(iOS)
                    return .all
                    #endif
                }
            }
            """
        let types = SwiftFileReader.read(source: source, path: "A.swift").types
        #expect(types.first { $0.name == "A" }?.overrides.first?.answer == .mask(.portrait))
        #expect(types.first { $0.name == "B" }?.overrides.first?.answer == .mask(.all))
        let mac = IOSBuildConfiguration(customConditions: [])
        #expect(mac.isActiveTargetOS(name: "iOS") && !mac.isActiveTargetOS(name: "tvOS"))
    }
}
