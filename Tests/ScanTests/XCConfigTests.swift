// Settings a configuration takes from its .xcconfig file: the Info.plist, the deployment
// target and the device family many projects keep there, through includes.

import Foundation
import Testing
@testable import Scan

struct XCConfigTests {
    static let project = """
        // !$*UTF8*$!
        { objects = {
            M = { isa = PBXGroup; children = (GA, GC); sourceTree = "<group>"; };
            GA = { isa = PBXGroup; children = (FA); path = App; sourceTree = "<group>"; };
            GC = { isa = PBXGroup; children = (FC); path = Config; sourceTree = "<group>"; };
            FA = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
            FC = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            BA = { isa = PBXBuildFile; fileRef = FA; };
            SA = { isa = PBXSourcesBuildPhase; files = (BA); };
            CR = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = FC; buildSettings = { PRODUCT_NAME = Reader; }; };
            CL = { isa = XCConfigurationList; buildConfigurations = (CR); };
            TA = { isa = PBXNativeTarget; name = App; buildPhases = (SA); buildConfigurationList = CL; productType = "com.apple.product-type.application"; };
            P = { isa = PBXProject; mainGroup = M; targets = (TA); };
        }; rootObject = P; }
        """

    static let files = [
        "App/Home.swift": "import UIKit\nclass Home: UIViewController {}\n",
        "Config/App.xcconfig": """
            #include "Shared/Base.xcconfig"
            #include? "Missing.xcconfig"
            INFOPLIST_FILE = App/Info.plist // the app's own
            TARGETED_DEVICE_FAMILY[sdk=macosx*] = 6
            """,
        "Config/Shared/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\nTARGETED_DEVICE_FAMILY = 1,2\n",
        "App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            </dict></plist>
            """,
    ]

    @Test("a configuration's .xcconfig (with its includes) gives the plist, the deployment target and the device family; an SDK condition not the iPhone's is not taken")
    func settingsFromFile() throws {
        let result = try TargetMembershipTests.scanTemporary(pbxproj: Self.project, files: Self.files)
        #expect(result.model.plist == [.portrait], "\(result.unresolved.map(\.note))")
        #expect(result.project.deploymentTarget == 15)
        #expect(result.project.iPadPlist == [.portrait, .landscapeLeft])
    }
}
