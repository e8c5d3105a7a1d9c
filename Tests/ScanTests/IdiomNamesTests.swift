import OrientationEngine
import Testing
@testable import Scan

/// The project's own names for the idiom — an Objective-C macro, a C function, a Swift
/// static property — deciding the root and a button's arms per device.
struct IdiomNamesTests {
    static let files = [
        "Macros.h": """
            #define IS_PHONE ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone)
            static inline BOOL IsPad(void) {
                return [[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad;
            }
            """,
        "AppDelegate.m": """
            #import "Macros.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
                if (IS_PHONE) {
                    self.window.rootViewController = [[PhoneRoot alloc] init];
                } else {
                    self.window.rootViewController = [[PadRoot alloc] init];
                }
                return YES;
            }
            @end
            @interface PhoneRoot : UIViewController
            @end
            @implementation PhoneRoot
            - (IBAction)addItem:(id)sender {
                if (!IsPad()) {
                    [self.navigationController pushViewController:[[Detail alloc] init] animated:YES];
                } else {
                    [self presentViewController:[[Detail alloc] init] animated:YES completion:nil];
                }
            }
            @end
            @interface PadRoot : UIViewController
            @end
            @interface Detail : UIViewController
            @end
            """,
        "Library.swift": """
            import UIKit
            extension UIDevice {
                static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
            }
            final class Library: UIViewController {
                @objc func open() {
                    if UIDevice.isPad {
                        present(Detail(), animated: true)
                    } else {
                        navigationController?.pushViewController(Detail(), animated: true)
                    }
                }
            }
            """,
    ]

    static func kinds(_ spec: ControllerSpec) -> [[String]] {
        spec.buttons.map { $0.actions.map { if case .present = $0 { "present" } else if case .push = $0 { "push" } else { "other" } } }
    }

    @Test("`if (IS_PHONE) { root = … } else { root = … }` with `#define IS_PHONE (… == UIUserInterfaceIdiomPhone)`: each device's root")
    func macroRoot() throws {
        #expect(try Fixtures.scan(files: Self.files).model.root == "PhoneRoot")
        #expect(try Fixtures.scan(files: Self.files, ScanOptions(device: .ipad)).model.root == "PadRoot")
    }

    @Test("`if (!IsPad())` (a C function returning the idiom) and Swift's `if UIDevice.isPad`: one button, each device's arm")
    func functionAndPropertyArms() throws {
        let phone = try Fixtures.scan(files: Self.files).model
        let pad = try Fixtures.scan(files: Self.files, ScanOptions(device: .ipad)).model
        #expect(Self.kinds(try phone.spec("PhoneRoot")) == [["push"]])
        #expect(Self.kinds(try pad.spec("PhoneRoot")) == [["present"]])
        #expect(Self.kinds(try phone.spec("Library")) == [["push"]])
        #expect(Self.kinds(try pad.spec("Library")) == [["present"]])
    }
}
