// R9 with nested containers: a container that forwards (`supported: top`) hands the
// question down to its visible child; the first container on the way that answers for
// itself is the one whose answer decides, and the one to change.

extension Engine {
    /// The controller on the forwarding path from the decider toward `id` that answers
    /// itself instead of asking its visible child: the decider when it does not forward;
    /// nil when the question reaches `id` (or the path does not lead to it).
    public func firstNonForwarding(toward id: ControllerID) -> ControllerID? {
        var current = decider
        while current != id {
            guard model.controllers[current].supported == .top, let child = topChild(of: current) else {
                return chain(from: current).contains(id) ? current : nil
            }
            current = child
        }
        return nil
    }
}
