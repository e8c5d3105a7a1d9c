import Foundation
import Testing

@testable import Scenario

/// `new`'s own skeleton with one key dedented by a space gets the
/// indentation hint, not libyaml's "did not find expected key".
@Suite("new's skeleton, one key dedented")
struct SkeletonIndentTests {
    @Test("a controller's first key or an app key one space out: the hint names it and its siblings' column",
          arguments: [
              ("    title: Home", "   title: Home", "controllers.HomeVC.title: 'title' is indented 3 spaces; the other keys of 'HomeVC' use 4"),
              ("  root: NavVC", " root: NavVC", "app.root: 'root' is indented 1 space; the other keys of 'app' use 2"),
              ("  plist: [", " plist: [", "app.plist: 'plist' is indented 1 space; the other keys of 'app' use 2"),
          ])
    func dedented(original: String, dedented: String, hint: String) throws {
        let skeleton = try ScenarioTemplate.text(ScenarioTemplate.Options())
        #expect(skeleton.contains("\n" + original))
        let broken = skeleton.replacingOccurrences(of: "\n" + original, with: "\n" + dedented)
        do {
            _ = try ScenarioLoader.parse(text: broken, file: "new.yaml")
            Issue.record("the dedented skeleton parsed")
        } catch {
            #expect(error.headline.contains(hint), "\(error.headline)")
            #expect(!error.headline.contains("did not find expected key"))
        }
    }
}
