// The video player controller (kind `player`): P1–P7 on top of R19–R26.

/// The player's controls, named as `tap` steps name them.
public enum PlayerControl: String, Sendable, CaseIterable {
    case play, fullscreen, lock, back
}

extension PlayerState {
    /// The player's built-in `supportedInterfaceOrientations`: portrait and landscape while
    /// full screen by rotation, else the file's `supported` or portrait. Portrait stays in the
    /// full-screen mask so a portrait-only app refuses the rotation (and `auto` falls back)
    /// instead of crashing with R17a. nil: use the file's expression.
    func builtInMask(fileDefinesOne: Bool) -> OrientationMask? {
        switch mode {
        case .system: return .allButUpsideDown
        case .inline, .transform, .portrait: return fileDefinesOne ? nil : .portrait
        }
    }
}

extension Engine {
    /// P1, P3, P6: inline play + full screen; full screen back, lock, play.
    func playerButtons(_ id: ControllerID) -> [ScreenButton] {
        guard let player = state.controllers[id].player else { return [] }
        let controls: [PlayerControl] = player.fullScreen ? [.back, .lock, .play] : [.play, .fullscreen]
        return controls.map { ScreenButton(title: $0.rawValue, owner: id, role: .player($0)) }
    }

    mutating func playerControl(_ control: PlayerControl, of id: ControllerID) {
        guard var player = state.controllers[id].player else { return }
        switch control {
        case .play:
            if player.playing {
                player.position = player.playbackPosition(at: state.time)
                player.lastResume = nil
            } else {
                player.lastResume = state.time
            }
            player.playing.toggle()
            state.controllers[id].player = player
            console("[Player] \(player.playing ? "play" : "pause")")
        case .fullscreen:
            enterFullScreen(id, side: nil)
        case .lock:
            let locked = state.controllers[id].lockedTo != nil
            console("[Player] \(locked ? "unlock" : "lock")")
            setLock(!locked, of: id, catchUp: false)
            if locked, model.controllers[id].player?.catchUpOnUnlock ?? true {
                // R26 model: catch up with where the device is now.
                playerDeviceChanged(id, state.device)
                if state.controllers[id].player?.mode == .system {
                    model.profile == .ios16 ? setNeedsUpdate(trigger: "unlock player") : attemptRotation()
                }
            }
        case .back:
            exitFullScreen(id)
        }
    }

    /// P1: the visible player jumps to `seconds` into its video (the progress bar dragged or
    /// clicked, ←/→), clamped to [0, the video's length]; a playing video plays on from there.
    mutating func seek(to seconds: Double) throws(StepError) {
        guard let id = visiblePlayer, var player = state.controllers[id].player else {
            throw StepError("seek: no player on screen")
        }
        let duration = model.controllers[id].player?.videoDuration
        let target = PlayerTime.clamped(seconds, duration: duration)
        player.position = target
        if player.playing { player.lastResume = state.time }
        state.controllers[id].player = player
        let total = duration.map { " of \(PlayerTime.text($0, rounding: .toNearestOrAwayFromZero))" } ?? ""
        console("[Player] seek to \(PlayerTime.text(target, tenths: true))\(total)")
    }

    /// P2 (and P5 with a side, P7 for portrait videos).
    mutating func enterFullScreen(_ id: ControllerID, side requested: InterfaceOrientation?) {
        guard let player = state.controllers[id].player, player.mode == .inline else { return }
        let options = model.controllers[id].player ?? PlayerOptions()
        if let aspect = options.videoAspect, aspect < 1 {
            state.controllers[id].player?.mode = .portrait
            state.controllers[id].player?.side = .portrait
            console("[Player] full screen: portrait video fills the portrait screen, no rotation (P7)")
            return updateStatusBarHidden()
        }
        let target = requested ?? (state.device.isLandscape ? state.device.interfaceOrientation : nil) ?? .landscapeRight
        playerHook(.willEnterFullScreen, of: id)
        guard state.crash == nil else { return }
        if options.strategy == .transform {
            console("[Player] full screen \(target.name) by transform (strategy transform)")
            return enterTransform(id, target)
        }
        state.controllers[id].player?.mode = .system
        state.controllers[id].player?.side = target
        if model.profile == .ios16 {
            // R20e: the new mask counts only once the system asked again, as players do it.
            console("[Player] full screen \(target.name): setNeedsUpdateOfSupportedInterfaceOrientations, then requestGeometryUpdate")
            setNeedsUpdate(trigger: "[Player] setNeedsUpdateOfSupportedInterfaceOrientations")
            guard state.crash == nil else { return }
            requestGeometry(target.mask, by: "Player")
        } else {
            console("[Player] full screen \(target.name): UIDevice orientation unknown, then \(target.deviceOrientation.name) (KVC)")
            forceDevice(.unknown)
            forceDevice(target.deviceOrientation)
        }
        guard state.crash == nil else { return }
        if state.interface == target { return updateStatusBarHidden() }
        let why = state.lastDecision?.summary ?? "the interface stayed \(state.interface.name)"
        if options.strategy == .auto {
            console("[Player] system path did not reach \(target.name) (\(why)); falling back to transform")
            enterTransform(id, target)
        } else {
            console("[Player] system path did not reach \(target.name) (\(why)); strategy system: no fallback")
            updateStatusBarHidden()
        }
    }

    private mutating func enterTransform(_ id: ControllerID, _ target: InterfaceOrientation) {
        state.controllers[id].player?.mode = .transform
        state.controllers[id].player?.side = target
        transform(.player, to: target, animated: true)
        updateStatusBarHidden()
    }

    /// P4: back to the inline frame in portrait; the lock goes with it (P6).
    mutating func exitFullScreen(_ id: ControllerID) {
        guard let player = state.controllers[id].player, player.fullScreen else { return }
        state.controllers[id].lockedTo = nil
        state.controllers[id].player?.mode = .inline
        state.controllers[id].player?.side = nil
        console("[Player] exit full screen")
        switch player.mode {
        case .transform:
            transform(.player, to: nil, animated: true)
        case .system:
            playerHook(.didExitFullScreen, of: id)
            if model.profile == .ios16 {
                requestGeometry(.portrait, by: "Player")
            } else {
                forceDevice(.unknown)
                forceDevice(.portrait)
            }
            updateStatusBarHidden()
            return
        case .inline, .portrait:
            break
        }
        playerHook(.didExitFullScreen, of: id)
        updateStatusBarHidden()
    }

    /// The player observes device orientation notifications (P4, P5, P6).
    mutating func playerDeviceChanged(_ id: ControllerID, _ device: DeviceOrientation) {
        guard let player = state.controllers[id].player, state.controllers[id].lockedTo == nil else { return }
        let options = model.controllers[id].player ?? PlayerOptions()
        switch player.mode {
        case .inline:
            if player.playing, options.autoFullScreen, device.isLandscape {
                enterFullScreen(id, side: device.interfaceOrientation)
            }
        case .system, .transform:
            if device == .portrait {
                exitFullScreen(id)
            } else if device.isLandscape, let side = device.interfaceOrientation, side != player.side {
                state.controllers[id].player?.side = side
                if player.mode == .transform { transform(.player, to: side, animated: true) }
            }
        case .portrait:
            break
        }
    }

    /// A player's own hook: traced as a callback (shown by default only when the file defines it).
    mutating func playerHook(_ hook: Hook, of id: ControllerID) {
        if tracing {
            output.append(.trace(TraceEvent(time: state.time, kind: .callback, receiver: names[id],
                                            selector: hook.rawValue, overridden: model.controllers[id].hooks[hook] != nil)))
        }
        runHook(hook, of: id)
    }

    /// "[Player] Video unavailable: …" when the player appears without a playable video.
    mutating func announceVideoProblem(_ id: ControllerID) {
        if let error = model.controllers[id].player?.videoError {
            console("[Player] Video unavailable: \(error)")
        }
    }
}


/// A player's times as its controls show them: "0:03", "1:02:07".
public enum PlayerTime {
    /// `seconds` kept within [0, duration] (no upper bound when the length is unknown);
    /// not a number counts as 0.
    public static func clamped(_ seconds: Double, duration: Double?) -> Double {
        guard seconds.isFinite else { return seconds == .infinity ? (duration ?? 0) : 0 }
        return max(0, min(seconds, duration.flatMap { $0 > 0 ? $0 : nil } ?? .greatestFiniteMagnitude))
    }

    /// Minutes and seconds, hours when there are any. Elapsed time counts whole seconds
    /// gone (`.down`); a length is rounded, as players show it.
    /// `tenths`: to the nearest tenth ("0:07.5"), for the trace, where a drag's landing
    /// point matters more than on the controls.
    public static func text(_ seconds: Double, rounding: FloatingPointRoundingRule = .down, tenths: Bool = false)
        -> String {
        let clean = seconds.isFinite ? max(0, min(seconds, 359_999)) : 0
        let tenth = tenths ? Int((clean * 10).rounded()) : Int(clean.rounded(rounding)) * 10
        let whole = tenth / 10
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let ss = (s < 10 ? "0\(s)" : "\(s)") + (tenths ? ".\(tenth % 10)" : "")
        if h > 0 { return "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" }
        return "\(m):\(ss)"
    }
}
