// What a function does that the scenario can replay (present, push, force, flip a flag…),
// each with where it is written and the arms, callbacks and devices it runs in.

import Foundation
import OrientationEngine

/// What a function does that the scenario can replay, in source order.
enum ActionFact: Sendable, Equatable {
    case present(Instance)
    case push(Instance)
    case dismiss
    case pop
    case forceDevice(DeviceOrientation)
    case attemptRotation
    case setNeedsUpdate
    case requestGeometry(Answer)
    /// `CGAffineTransform(rotationAngle: ±.pi/2)` on a player's view (R20d).
    case transformPlayer(InterfaceOrientation?)
    /// `isLocked = true` / `isLocked.toggle()` on a flag the answers read.
    case setFlag(String, Bool?)
    /// A call of another function of the same class, with its argument labels (nil: not
    /// known, any overload of the name).
    case call(String, labels: [String?]?)
    /// `appDelegate.orientationLock = .portrait`: a property of the app delegate, which its
    /// window method may read; the value when it is a literal, else `LocatedAction.value`
    /// names it (a helper's parameter, read where a call binds it).
    case setAppState(String, Answer?)
    /// `UIDevice.current.setValue(o.rawValue, forKey: "orientation")`, `o` no literal:
    /// `LocatedAction.value` names it; `interface`: a `UIInterfaceOrientation`, whose
    /// landscape sides are the device's swapped.
    case forceDeviceTo(interface: Bool)

}

extension ActionFact {
    /// Turns the device or asks UIKit to look at the orientation again (a rotation manager's work).
    var isForcing: Bool {
        switch self {
        case .forceDevice, .forceDeviceTo, .setAppState, .requestGeometry, .setNeedsUpdate, .attemptRotation, .transformPlayer: true
        default: false
        }
    }

    /// What a screen does that a scenario shows (not a helper call or a flag).
    var isNavigationOrForcing: Bool {
        switch self {
        case .call, .setFlag: false
        default: true
        }
    }
}

/// One action with where it is written.
struct LocatedAction: Sendable, Equatable {
    var action: ActionFact
    var location: SourceLocation
    /// UIKit's `show(_:sender:)` (a storyboard's `show` segue): a push from a screen in a
    /// navigation controller, a modal presentation from any other (`AppResolver.settleShows`).
    var viaShow = false
    /// Made in a closure handed to a construction (`HandedClosure`).
    var handedTo: HandedClosure? = nil
    /// What is shown, as the code names it, when the reader could not tell the class
    /// there (a parameter, a call's result): the navigation pass follows it.
    var value: ValueFact? = nil
    /// The `switch`/`if` arms it sits in, outermost first.
    var branch: [BranchStep] = []
    /// Inside a closure handed to a call (`publisher.sink { … }`, a completion handler): it
    /// runs when that event comes, not when the function runs. Which closure (1, 2… in
    /// the file), 0 for none.
    var callback = 0
    var inCallback: Bool { callback != 0 }
    /// That closure is kept by another object for its own event (`view.onClose = { … }`,
    /// `Model(onDone: { … })`): it runs when that object says, not in the same tap.
    var stored = false
    /// Who presents, when the code names another object (`delegate?.hostController().present(…)`).
    var presenter: ValueFact? = nil
    /// Pushed onto a navigation controller a property holds (`navigationController.pushViewController(vc, …)`
    /// in a coordinator): that property's name.
    var onto: String? = nil
    /// `showDetailViewController(x, sender:)`: the object it is called on (`self`, a
    /// coordinator's split view), and that object's class when it is a split view (the
    /// navigation pass reads it; elsewhere UIKit shows x as a push would).
    var detailOn: ValueFact? = nil
    var detailOf: String? = nil
    /// Called on UIKit's `splitViewController` of the screen of this class: the split view
    /// holding that class (read once the containers' children are).
    var detailInSplitOf: String? = nil
    /// Put in place by the navigation pass from a call of another type's function (the call
    /// is still among the function's calls).
    var viaCall = false
    /// A `.call` whose effects the navigation pass already put in its place.
    var inlined = false
    /// Inside an arm of the device idiom (`if traitCollection.userInterfaceIdiom == .pad`):
    /// the devices it runs on.
    var onPhone = true
    var onPad = true

    func runs(on device: DeviceModel) -> Bool { device.isPhone ? onPhone : onPad }
}
