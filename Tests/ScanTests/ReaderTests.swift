// The readers one by one: Swift answers as the compiler parses them, Objective-C bodies,
// the pbxproj's ASCII plist, the storyboard tokenizer.

import Foundation
import OrientationEngine
import Testing
@testable import Scan

struct ReaderTests {
    /// The answer of a class's `supportedInterfaceOrientations` getter in `body`.
    func swiftAnswer(_ body: String, type: String = "UIInterfaceOrientationMask", name: String = "supportedInterfaceOrientations") -> Answer? {
        let source = "class A: UIViewController {\n    override var \(name): \(type) {\n\(body)\n    }\n}\n"
        return SwiftFileReader.read(source: source, path: "A.swift").types.first?.overrides.first?.answer
    }

    @Test("Swift bodies: implicit return, if/else, guard, idiom switch, negation, !=, arrays, super, forwarding")
    func swiftBodies() {
        #expect(swiftAnswer(".landscape") == .mask(.landscape))
        #expect(swiftAnswer("return [.portrait, .landscapeLeft]") == .union([.mask(.portrait), .mask(.landscapeLeft)]))
        #expect(swiftAnswer("if isPad { return .all } else { return .portrait }")
            == .condition(flag: "isPad", negated: false, then: .mask(.all), else: .mask(.portrait), text: "isPad"))
        #expect(swiftAnswer("if !self.locked { return .all }\nreturn .portrait")
            == .condition(flag: "locked", negated: true, then: .mask(.all), else: .mask(.portrait), text: "!self.locked"))
        #expect(swiftAnswer("guard UIDevice.current.userInterfaceIdiom != .pad else { return .all }\nreturn .portrait")
            == .idiom(phone: .mask(.portrait), pad: .mask(.all)))
        #expect(swiftAnswer("switch UIDevice.current.userInterfaceIdiom {\ncase .phone: return .portrait\ndefault: return .all\n}")
            == .idiom(phone: .mask(.portrait), pad: .mask(.all)))
        #expect(swiftAnswer("traitCollection.userInterfaceIdiom == .phone ? .portrait : .all") == .idiom(phone: .mask(.portrait), pad: .mask(.all)))
        #expect(swiftAnswer("super.supportedInterfaceOrientations") == .inherited)
        #expect(swiftAnswer("UIInterfaceOrientationMask.portraitOnPhone") == .constant("portraitOnPhone", text: "UIInterfaceOrientationMask.portraitOnPhone"))
        if case .top? = swiftAnswer("viewControllers.last?.supportedInterfaceOrientations ?? .portrait") {} else { Issue.record("child forwarding") }
        if case .presented(let f, _)? = swiftAnswer("if let p = presentedViewController { return p.supportedInterfaceOrientations }\nreturn .portrait") {
            #expect(f == .mask(.portrait))
        } else { Issue.record("presented through a binding") }
        if case .unknown? = swiftAnswer("OrientationManager.shared.mask(for: self)") {} else { Issue.record("a call is unknown") }
        #expect(swiftAnswer("false", type: "Bool", name: "shouldAutorotate") == .bool(false))
        #expect(swiftAnswer("return .landscapeLeft", type: "UIInterfaceOrientation", name: "preferredInterfaceOrientationForPresentation") == .orientation(.landscapeLeft))
    }

    @Test("Swift call sites: a style set on a local before present, KVC with a device or interface orientation, decorative turns ignored")
    func swiftCallSites() throws {
        let source = """
            class A: UIViewController {
                @objc func go() {
                    let b = B()
                    b.modalPresentationStyle = .pageSheet
                    present(b, animated: true)
                    UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
                    UIDevice.current.setValue(UIDeviceOrientation.landscapeLeft.rawValue, forKey: "orientation")
                    logo.transform = CGAffineTransform(rotationAngle: .pi / 2)
                    playerView.transform = CGAffineTransform(rotationAngle: -.pi / 2)
                }
            }
            """
        let f = try #require(SwiftFileReader.read(source: source, path: "A.swift").types.first?.functions.first)
        #expect(f.actions.map(\.action) == [
            .present(.styled(.make("B", location: SourceLocation(path: "A.swift", line: 3)), PresentationStyleFact(name: "pageSheet", location: SourceLocation(path: "A.swift", line: 4)))),
            .forceDevice(.landscapeRight), .forceDevice(.landscapeLeft), .transformPlayer(.landscapeLeft),
        ])
        #expect(f.actions.first?.location.line == 5)
    }

    @Test("Objective-C: selectors, categories, ternaries, unions, idiom ifs")
    func objectiveC() {
        #expect(ObjCText.selector(of: "- (UIInterfaceOrientationMask)application:(UIApplication *)app supportedInterfaceOrientationsForWindow:(UIWindow *)w")
            == "application:supportedInterfaceOrientationsForWindow:")
        #expect(ObjCText.selector(of: "- (BOOL) shouldAutorotate") == "shouldAutorotate")
        let source = """
            @interface P : BaseViewController
            @end
            @implementation P
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return self.isLocked ? UIInterfaceOrientationMaskPortrait : (UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskPortrait);
            }
            @end
            @implementation UIViewController (Rotation)
            - (BOOL)shouldAutorotate { return NO; }
            @end
            """
        let facts = ObjCFileReader.read(source: source, path: "P.m")
        #expect(facts.types.map(\.name) == ["P", "UIViewController"])
        #expect(facts.types[0].superclass == "BaseViewController")
        #expect(facts.types[1].isExtension)
        #expect(facts.types[0].overrides.first?.answer == .condition(
            flag: "isLocked", negated: false, then: .mask(.portrait), else: .union([.mask(.landscapeLeft), .mask(.portrait)]), text: "self.isLocked"))
        #expect(facts.types[0].overrides.first?.location.line == 4)
        #expect(facts.types[1].overrides.first?.answer == .bool(false))
    }

    @Test("Objective-C: a window method that asks a manager into a local, then falls back to a literal, answers the fallback when the test fails")
    func localThenFallback() {
        let source = """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                PlayerMask mask = [PlayerManager supportedInterfaceOrientationsForWindow:window];
                if (mask != PlayerMaskUnknown) {
                    return (UIInterfaceOrientationMask)mask;
                }
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            """
        let facts = ObjCFileReader.read(source: source, path: "AppDelegate.m")
        guard case .condition(_, let negated, let then, let otherwise, let text)? = facts.windowMethods.first?.answer else {
            Issue.record("\(String(describing: facts.windowMethods.first?.answer))")
            return
        }
        #expect(!negated && text == "mask != PlayerMaskUnknown")
        #expect(then == .property("mask", text: "mask"))
        #expect(otherwise == .mask(.portrait))
        #expect(ObjCBody.isLocalDeclaration("PlayerMask *mask = [PlayerManager make]"))
        #expect(!ObjCBody.isLocalDeclaration("return x"))
        #expect(!ObjCBody.isLocalDeclaration("if (a == b)"))
        #expect(!ObjCBody.isLocalDeclaration("self.locked = YES"))
    }

    @Test("Objective-C: an answer asking a helper that returns the selected or top child forwards (top), wherever the helper is written")
    func forwardingHelper() {
        let source = """
            @implementation UITabBarController (Rotation)
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [[self viewControllerRotation] supportedInterfaceOrientations];
            }
            - (UIViewController *)viewControllerRotation {
                UIViewController *vc = self.viewControllers[self.selectedIndex];
                if ([vc isKindOfClass:[UINavigationController class]]) {
                    return ((UINavigationController *)vc).topViewController;
                }
                return vc;
            }
            @end
            @implementation Other
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [[self policy] supportedInterfaceOrientations];
            }
            @end
            """
        let facts = ObjCFileReader.read(source: source, path: "R.m")
        guard case .top? = facts.types.first?.overrides.first?.answer else {
            Issue.record("not forwarded: \(String(describing: facts.types.first?.overrides.first?.answer))")
            return
        }
        guard case .unknown? = facts.types.last?.overrides.first?.answer else {
            Issue.record("a helper never seen is no forwarding: \(String(describing: facts.types.last?.overrides.first?.answer))")
            return
        }
    }

    @Test("pbxproj: quoted and bare strings, lists, comments; a damaged one names its line")
    func asciiPlist() throws {
        let value = try ASCIIPlist.parse("// !$*UTF8*$!\n{ a = \"x y\"; /* c */ b = (1, two, ); c = { d = \"$(SRCROOT)/e.plist\"; }; }")
        #expect(value["a"]?.string == "x y")
        #expect(value["b"]?.array == [.string("1"), .string("two")])
        #expect(value["c"]?["d"]?.string == "$(SRCROOT)/e.plist")
        #expect(throws: ASCIIPlistError.self) { try ASCIIPlist.parse("{\n a = b\n}") }
        do { _ = try ASCIIPlist.parse("{\n a = b\n}") } catch { #expect(error.line == 3 && error.message == "';' expected after the value of 'a'") }
    }

    @Test("storyboard tags: attributes with entities, lines, self-closing; unbalanced files refused")
    func xml() throws {
        let tags = try XMLTokens.tags("<?xml version=\"1.0\"?>\n<a x=\"1 &amp; 2\">\n<!-- <b> -->\n<c y='&#65;'/>\n</a>")
        #expect(tags.map(\.name) == ["a", "c", "a"])
        #expect(tags[0].attributes["x"] == "1 & 2" && tags[1].attributes["y"] == "A" && tags[1].line == 4 && tags[1].selfClosing)
        #expect(throws: XMLTokenError.self) { try XMLTokens.tags("<a><b></a>") }
        #expect(throws: XMLTokenError.self) { try XMLTokens.tags("<a x=1/>") }
    }
}
