// The project's own reference to the rule ids the engine cites (ROTATION_SPEC.md):
// what each means, on which iOS versions, and a bundled example. One source for the
// window's rule overlay (F2) and for docs/rules.md (`rotation-sandbox rules`).

public struct Rule: Sendable, Equatable {
    /// "R15a", "P2".
    public var id: String
    public var title: String
    /// The iOS versions the rule applies to, in words.
    public var versions: String
    public var text: String
    /// A bundled scenario (Assets/scenarios) that shows it, if one does.
    public var example: String?
}

public enum RuleBook {
    public static let rules: [Rule] = [
        Rule(id: "R1", title: "Device orientation", versions: "all",
             text: "UIDevice's orientation: unknown 0, portrait 1, portraitUpsideDown 2, landscapeLeft 3 (home button on the right), landscapeRight 4 (home button on the left), faceUp 5, faceDown 6.",
             example: "face-up-down-ignored.yaml"),
        Rule(id: "R2", title: "Interface orientation", versions: "all",
             text: "The interface's orientation: portrait 1, portraitUpsideDown 2, landscapeRight 3, landscapeLeft 4. Interface landscapeLeft goes with device landscapeRight and vice versa: turning the device left turns the content right. Flat and unknown device orientations have no interface orientation.",
             example: "nav-top-pop-problem.yaml"),
        Rule(id: "R3", title: "Masks", versions: "all",
             text: "A mask bit is 1 << interface raw value: portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16; landscape 24, allButUpsideDown 26, all 30.",
             example: nil),
        Rule(id: "R4", title: "Angles", versions: "all",
             text: "On screen, positive is clockwise. The body turns −90° for device landscapeLeft, +90° for landscapeRight, 180° upside down. Content turns +90° for interface landscapeRight, −90° for landscapeLeft; it is upright for the viewer when interface = interface(device).",
             example: "transform-fallback.yaml"),
        Rule(id: "R5", title: "Defaults", versions: "all",
             text: "Without plist or window method, and for a controller that does not override supportedInterfaceOrientations: iPad all, iPhone allButUpsideDown — except from iOS 13 an iPhone controller whose own presentation style resolves to a sheet (automatic, pageSheet, formSheet) answers all (seen only on a home-button iPhone whose app mask holds upside down). shouldAutorotate defaults to YES; iOS 5's shouldAutorotateToInterfaceOrientation: to YES for portrait only.",
             example: "ios5-defaults.yaml"),
        Rule(id: "R6", title: "Device capability", versions: "all",
             text: "A Face ID iPhone never shows portraitUpsideDown, whatever the masks say; home-button iPhones and iPads allow all four.",
             example: "upside-down-faceid.yaml"),
        Rule(id: "R7", title: "The app mask", versions: "iOS 6 and later",
             text: "If the app delegate implements application:supportedInterfaceOrientationsForWindow:, its answer is the app mask and the plist is not consulted for rotation; otherwise (iOS 27, R29) the scene delegate's supportedInterfaceOrientations(for:); otherwise the plist's UISupportedInterfaceOrientations; otherwise R5.",
             example: "player-window-flag-ios13.yaml"),
        Rule(id: "R8", title: "Launch", versions: "all",
             text: "The status bar starts in portrait if the plist lists it, else in the plist's first entry. The app mask and the root's mask are asked as the root is installed (R17 is checked there), the root appears, the system evaluates the current device orientation, falls back to R14's order if still unsupported, then the visible child appears. Under a tab bar root the selected child appears before the evaluation; after the visible child appears, the app mask and its mask are asked once more (deciding nothing unless forwarded to).",
             example: "each-screen-decides.yaml"),
        Rule(id: "R9", title: "Who decides", versions: "iOS 6 and later",
             text: "The deciding controller is the topmost presented controller that fills the window, else the root. Only it is asked. Containers do not consult their children unless their answer forwards to them (`top`). Effective mask = app ∩ deciding controller ∩ device capability.",
             example: "nav-top-pop-problem.yaml"),
        Rule(id: "R10", title: "iOS 5: everyone on screen is asked", versions: "iOS 5",
             text: "Each controller of the visible chain is asked shouldAutorotateToInterfaceOrientation:, outermost first; rotating needs YES from all. The plist only picks the launch orientation. A controller answering NO for all four gets UIKit's console line; nothing rotates and nothing crashes.",
             example: "ios5-defaults.yaml"),
        Rule(id: "R11", title: "Device changes and the lock", versions: "all",
             text: "faceUp, faceDown and unknown change the device orientation only. With device notifications stopped nothing is evaluated. The system lock stops physical motion from being reported; every change of the reported orientation — locking, unlocking, device KVC — still evaluates, which is why players' full-screen buttons work with the lock on.",
             example: "player-fullscreen-under-system-lock.yaml"),
        Rule(id: "R12", title: "Rotation evaluation", versions: "iOS 6–15",
             text: "The system asks the app mask, the deciding controller's supportedInterfaceOrientations, then its shouldAutorotate. Empty app ∩ controller with YES crashes (R17); NO rotates nothing; otherwise the interface turns to interface(device) if the effective mask holds it.",
             example: "narrowing-to-one.yaml"),
        Rule(id: "R13", title: "iOS 16 evaluation", versions: "iOS 16 and later",
             text: "As R12, but shouldAutorotate no longer gates rotation: it is asked only when app ∩ deciding controller is empty, to decide R17a (YES: the exception; NO: nothing happens, no crash).",
             example: "ios16-geometry.yaml"),
        Rule(id: "R14", title: "Preferred orientation for presentation", versions: "iOS 6 and later",
             text: "Asked only when a controller is presented full screen. Defined: it must be in that controller's mask (else R17b). Undefined (model): the current orientation if supported, else interface(device), else the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown.",
             example: "landscape-modal.yaml"),
        Rule(id: "R15", title: "Presenting full screen", versions: "iOS 6 and later",
             text: "The system asks the app mask, the presenter's mask, the presented controller's preferred orientation and mask (and shouldAutorotate below iOS 16). The presented controller decides from then on. A defined preferred orientation is honoured even when the current one is supported; undefined, the interface turns only if the current orientation left the mask. The presenter's chain disappears, the presented one appears.",
             example: "ios13-fullscreen-modal-rotates.yaml"),
        Rule(id: "R15a", title: "Presentation styles", versions: "automatic = page sheet from iOS 13",
             text: "`presentation`: fullScreen, overFullScreen, custom, pageSheet, formSheet, popover, currentContext, overCurrentContext or automatic (full screen below iOS 13, page sheet from 13). Only fullScreen, overFullScreen and custom make the presented controller decide. A sheet is not asked anything, never decides, is drawn as a card over the dimmed presenter and leaves the presenter's disappear/appear calls out; overFullScreen and custom leave them out too. An overFullScreen presentation keeps its presenters visible: its deciding mask is its own ∩ each presenter still visible below it (down to a full-screen one or the root), when that is not empty, else its own alone — an allButUpsideDown popup over a portrait-only screen stays portrait; fullScreen and custom do not intersect. currentContext and overCurrentContext are not asked and never decide: the presenter keeps deciding.",
             example: "ios13-sheet-does-not-rotate.yaml"),
        Rule(id: "R16", title: "Dismissing", versions: "iOS 6 and later",
             text: "Dismissing a full-window presentation: the presenter decides again and is asked its mask. Before iOS 16: (a) if interface(device) differs from the current orientation and is in its effective mask, the interface turns to it (preferred… not asked): a landscape modal forced over an upright phone returns to portrait; (b) otherwise — the device flat, its orientation outside the mask, or already the current one — the presenter's preferred orientation is asked: outside its mask → R17b on dismissal; defined → the interface turns to it; undefined → R14's model. From iOS 16 the presenter's preferred is asked on every dismissal, after its mask, and ranks third: the target is interface(device), else the current orientation, else the preferred, else R14's order, each only if in the mask; where (b) raised, iOS 16 still raises and iOS 17+ logs R17b's console line. Dismissing a sheet asks nothing. From iOS 8 a dismissal that rotates sends the size transition (R22c).",
             example: "landscape-modal.yaml"),
        Rule(id: "R17", title: "UIApplicationInvalidInterfaceOrientation", versions: "iOS 6 and later",
             text: "The app crashes when (a) app ∩ deciding controller is empty while its shouldAutorotate is YES, at launch, presentation or rotation — both masks non-empty: a controller answering none rotates nothing and raises nothing, and a window method answering 0 counts as all four — or (b) a presented controller's preferred orientation (or, on dismissal, the presenter's) is not in its mask — on presentation (b) is checked first, and its reason names the mask from iOS 9 on. (b) raises on iOS 6–16 only: from iOS 17 the console gets `[Orientation] preferredInterfaceOrientationForPresentation '…' must match a supported interface orientation: '…'!` and the interface goes to interface(device), else the current orientation, else R14's order, each if supported.",
             example: "crash-no-common-orientation.yaml"),
        Rule(id: "R18", title: "Push, pop and tabs do not re-evaluate", versions: "all",
             text: "Pushing, popping or switching tabs asks nothing: a portrait-only screen popped back to in landscape stays sideways until the next device change or an explicit re-evaluation.",
             example: "nav-top-pop-problem.yaml"),
        Rule(id: "R19", title: "Asking again", versions: "attemptRotation iOS 5–15; setNeedsUpdate iOS 16+",
             text: "attemptRotationToDeviceOrientation runs R12 with the current device orientation (deprecated on iOS 16, where it works as setNeedsUpdate…, silently). setNeedsUpdateOfSupportedInterfaceOrientations asks the masks again and turns if the current orientation left them, or to interface(device) when that is supported and differs.",
             example: "ios16-geometry.yaml"),
        Rule(id: "R20", title: "Forcing an orientation", versions: "all",
             text: "How apps push the interface around: device KVC (R20a), geometry requests (R20b), the status bar (R20c), the transform fallback (R20d), and iOS 16's mask cache (R20e).",
             example: "kvc-push-landscape.yaml"),
        Rule(id: "R20a", title: "Device KVC", versions: "iOS 5–15 (ignored from 16)",
             text: "Setting UIDevice's orientation by KVC reports it as if the device had turned (R11, R12); setting the value it already has changes nothing, hence `unknown` first. iOS 16 ignores it with a console line.",
             example: "kvc-push-landscape.yaml"),
        Rule(id: "R20b", title: "requestGeometryUpdate", versions: "iOS 16 and later",
             text: "A request for no orientations does nothing. Requested ∩ app ∩ deciding controller empty → error 101 to the app's error handler only (UIKit prints nothing), naming the requested and supported orientations (without those the device never shows); else the interface turns to interface(device) if allowed, else the first allowed in R14's order. Works under the system lock and posts no device notification. A multitasking iPad app (R27) is refused: error 101 \"The current windowing mode does not allow for programmatic changes to interface orientation.\" and nothing turns.",
             example: "player-geometry-ios16.yaml"),
        Rule(id: "R20c", title: "setStatusBarOrientation:", versions: "iOS 5–15",
             text: "Moves only the status bar (and keyboard, alerts), never the view tree, and only while the deciding controller's shouldAutorotate is NO. No callbacks.",
             example: "transform-fallback.yaml"),
        Rule(id: "R20d", title: "The transform fallback", versions: "all",
             text: "The app turns one view by R4's angle and swaps its bounds; the interface orientation is unchanged, only that view's subviews follow, the status bar moves only with R20c. No callbacks.",
             example: "player-transform-fallback.yaml"),
        Rule(id: "R20e", title: "iOS 16's mask cache", versions: "iOS 16 and later (model)",
             text: "Geometry requests are judged by the masks the system last asked (launch, a device change, presentation, dismissal, setNeedsUpdate…); the request asks nothing. Flip a flag, call setNeedsUpdateOfSupportedInterfaceOrientations, then request — or error 101 against the old masks.",
             example: "ios16-set-needs-update-before-geometry.yaml"),
        Rule(id: "R21", title: "Transitions", versions: "all",
             text: "0.3 s per quarter turn, 0.6 s for a half turn, ease-in-out. A device change during a transition is held and evaluated when it ends (only the latest).",
             example: nil),
        Rule(id: "R22", title: "Rotation callbacks", versions: "iOS 5–7: willRotate…; iOS 8+: viewWillTransitionToSize…",
             text: "Callbacks go to the deciding controller and its visible children, parent first. iOS 5–7: willRotateToInterfaceOrientation:duration:, viewWillLayoutSubviews, willAnimateRotation…, didRotateFromInterfaceOrientation:. iOS 8+: willTransitionToTraitCollection: (iPhone, portrait ↔ landscape), viewWillTransitionToSize:, viewWillLayoutSubviews, traitCollectionDidChange:. (c) iOS 8+: the size transition reaches every controller whose view changes size — the hidden presenter's chain under a full-window presentation, a sheet after its presenter — from the root's chain down through each presentation.",
             example: "callbacks-ios8-iphone.yaml"),
        Rule(id: "R22c", title: "Size transitions reach every resized view", versions: "iOS 8 and later",
             text: "viewWillTransitionToSize:withTransitionCoordinator: (and the trait pair when the size class changes) goes to every controller whose view changes size, not only the deciding chain: the presenter's visible chain under a full-window presentation although it is off screen, then each presented controller's chain, a sheet after its presenter. A presentation or dismissal that rotates sends it too (the controller that appears at its new size excepted).",
             example: "sheet-hears-size-transition.yaml"),
        Rule(id: "R23", title: "Status bar", versions: "all",
             text: "It follows the interface unless R20c set it. Hidden when the visible controller prefers it, on iPhone in landscape from iOS 8, and under a full-screen player. A nav forwards prefersStatusBarHidden to its top child, except on a Face ID iPhone while its bar is visible: there the nav answers by the default rule.",
             example: "callbacks-ios6.yaml"),
        Rule(id: "R24", title: "Lifecycle", versions: "all",
             text: "Push: old viewWillDisappear:, new viewWillAppear:, transition, old viewDidDisappear:, new viewDidAppear:. Pop and tab switches mirror it. Hooks in files run inside these calls.",
             example: "kvc-push-landscape.yaml"),
        Rule(id: "R25", title: "System orientation lock", versions: "all",
             text: "Control Center's lock: on iPhone the reported orientation is held at portrait, on iPad at the one it had, while the physical one keeps moving. Unlocking reports the physical orientation.",
             example: "system-lock-iphone.yaml"),
        Rule(id: "R26", title: "App lock", versions: "all",
             text: "A controller that locks itself answers mask(L) for the orientation L it locked in, so device turns rotate nothing; its viewWillAppear: forces L back. Unlocking catches up with the device at once (model) unless `catchUpOnUnlock: false`.",
             example: "player-lock-unlock.yaml"),
        Rule(id: "R27", title: "iPad multitasking", versions: "iPad, iOS 9 and later",
             text: "An iPad app whose plist holds all four orientations and that does not set UIRequiresFullScreen (or sets it, but UIRequiresFullScreenIgnoredStartingWithVersion says this version ignores it, R29) supports Split View and Slide Over: no window method, shouldAutorotate or controller mask is ever asked, the interface follows the device, R17 cannot happen, and geometry requests are refused (R20b).",
             example: "ipad-multitasking.yaml"),
        Rule(id: "R28", title: "Extra windows", versions: "iOS 16 and later; model before",
             text: "An app's windows besides the main one (`windows:` — alerts, toasts, pickers, overlays). From iOS 16 the scene's orientation follows one window: the topmost visible one (higher level first, then the one shown last) that can affect the status bar; its root's deciding controller and masks replace the main window's in R9, R12, R13, R20b and R20e, and showing or hiding such a window re-evaluates as R19 does. Before iOS 16 (model) each visible window evaluates its own root on each device change and turns alone; the status bar follows the topmost window.",
             example: "overlay-window-takes-over.yaml"),
        Rule(id: "R29", title: "iPadOS 26 and iOS 27", versions: "iPadOS 26, iOS 27 (model)",
             text: "iPadOS 26: a deciding controller's prefersInterfaceOrientationLocked (`prefersOrientationLocked`) holds the orientation of a full-screen iPad app on device changes (never under R27's multitasking); UIRequiresFullScreen is ignored from the version UIRequiresFullScreenIgnoredStartingWithVersion names (`requiresFullScreenIgnoredFrom`). iOS 27: the scene delegate's supportedInterfaceOrientations(for:) (`app.sceneMask`) replaces the plist list in R7; the app delegate's window method is still asked first.",
             example: nil),
        Rule(id: "P1", title: "Inline player", versions: "all",
             text: "A video view at the top of the screen, aspect-fit, with play/pause, time, progress and a full-screen button.",
             example: "player-fullscreen.yaml"),
        Rule(id: "P2", title: "Full-screen button", versions: "all",
             text: "Target: interface(device) when the device is sideways, else landscapeRight. `system`: device KVC up to iOS 15, setNeedsUpdate… then requestGeometryUpdate on 16+. `transform`: R20d on the player view. `auto`: system first, the transform at once if the interface did not get there.",
             example: "player-side-choice.yaml"),
        Rule(id: "P3", title: "Full screen", versions: "all",
             text: "The video fills the landscape screen with back, lock and play/pause; status bar and home indicator hidden.",
             example: "player-fullscreen.yaml"),
        Rule(id: "P4", title: "Leaving full screen", versions: "all",
             text: "Back, or turning the device portrait while unlocked, returns to the inline frame in portrait; the transform is undone.",
             example: "player-fullscreen.yaml"),
        Rule(id: "P5", title: "Auto full screen", versions: "all",
             text: "While inline, playing and unlocked, turning the device to landscape enters full screen on that side (`autoFullScreen`, default true).",
             example: "player-auto-fullscreen.yaml"),
        Rule(id: "P6", title: "Player lock", versions: "all",
             text: "The lock button, in full screen only, is R26's app lock: device turns rotate nothing and the player stays full screen; back unlocks and exits.",
             example: "player-lock-unlock.yaml"),
        Rule(id: "P7", title: "Portrait video", versions: "all",
             text: "A video taller than wide fills the portrait screen without rotating.",
             example: "player-portrait-video.yaml"),
    ]

    public static func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    /// The rule ids a text cites, in order of first appearance ("… (R11, R25)" → R11, R25).
    public static func cited(in text: String) -> [String] {
        var ids: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let before = index > text.startIndex ? text[text.index(before: index)] : " "
            guard character == "R" || character == "P", !before.isLetter, !before.isNumber else {
                index = text.index(after: index)
                continue
            }
            var end = text.index(after: index)
            while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
            guard end > text.index(after: index) else {
                index = end
                continue
            }
            if end < text.endIndex, "abcde".contains(text[end]) {
                let next = text.index(after: end)
                if next == text.endIndex || !(text[next].isLetter) { end = next }
            }
            let id = String(text[index..<end])
            if end == text.endIndex || !text[end].isLetter, rule(id) != nil, !ids.contains(id) { ids.append(id) }
            index = end
        }
        return ids
    }

    /// docs/rules.md: written by `rotation-sandbox rules`, kept equal by a test.
    public static var markdown: String {
        var md = """
            # Rule ids

            The rule ids the window, the traces and the reports cite (`R11`, `R15a`, `P2`…), in
            the project's own words: what each means, on which iOS versions, and a bundled
            scenario that shows it. The tests named with each id (Tests/OrientationEngineTests) pin the
            behaviour down; `rotation-sandbox rules R11` prints one rule. In the window,
            F2 (or a click on the last decision) shows the rules the decision cites. This page is
            generated: `rotation-sandbox rules > docs/rules.md`.

            """
        for rule in rules { md += "\n" + markdown(of: rule) }
        return md
    }

    /// One rule's section of docs/rules.md (`rotation-sandbox rules R11`).
    public static func markdown(of rule: Rule) -> String {
        var md = "## \(rule.id) — \(rule.title)\n\n*\(rule.versions)*\n\n\(rule.text)\n"
        if let example = rule.example {
            md += "\nExample: [`\(example)`](../Assets/scenarios/\(example))\n"
        }
        return md
    }
}

extension RuleBook {
    /// The rules a decision cites; a plain evaluation cites none in its sentence, so it
    /// gets the rules that decide one on its profile.
    /// Every rule behind a decision: those its sentence cites, those of what triggered it
    /// (a geometry request is R20b's whatever its sentence says), the profile's deciding
    /// rules for an evaluation that intersected masks, and R21 when it rotated.
    public static func rules(behind decision: Decision?, profile: Profile) -> [Rule] {
        guard let decision else { return [] }
        var ids = cited(in: decision.trigger + " " + decision.summary)
        func add(_ more: [String]) { for id in more where !ids.contains(id) { ids.append(id) } }
        add(triggerRules(decision.trigger, profile: profile))
        if !decision.rows.isEmpty || ids.isEmpty {
            switch profile {
            case .ios5: add(["R10"])
            case .ios6, .ios8: add(["R9", "R12"])
            case .ios16: add(["R9", "R13"])
            }
        }
        if case .rotated = decision.outcome { add(["R21"]) }
        if decision.outcome == .crashed { add(["R17"]) }
        return ids.compactMap(rule)
    }

    /// The rules of the call or event that asked for a decision, by its trigger's words.
    static func triggerRules(_ trigger: String, profile: Profile) -> [String] {
        let table: [(String, [String])] = [
            ("requestGeometryUpdate", profile == .ios16 ? ["R20b", "R20e"] : ["R20b"]),
            ("UIDevice orientation", ["R20a", "R11"]),
            ("setNeedsUpdateOfSupportedInterfaceOrientations", ["R19", "R20e"]),
            ("attemptRotationToDeviceOrientation", ["R19"]),
            ("setStatusBarOrientation", ["R20c"]),
            ("present ", ["R15", "R15a"]),
            ("dismiss ", ["R16"]),
            ("showWindow ", ["R28"]),
            ("hideWindow ", ["R28"]),
            ("launch", ["R8"]),
            ("system orientation lock", ["R25", "R11"]),
            ("unlock ", ["R26"]),
            ("held device", ["R21"]),
            ("device ", ["R11"]),
        ]
        return table.first { trigger.hasPrefix($0.0) || trigger.contains("] " + $0.0) }?.1 ?? []
    }
}
