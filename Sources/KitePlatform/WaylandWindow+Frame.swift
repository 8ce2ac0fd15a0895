import CWaylandClient
import CWaylandProtocols

/// Carries a frame's number through `wp_presentation_feedback`'s `data` pointer.
private final class FeedbackContext {
    unowned let window: WaylandWindow
    let frameID: UInt64
    init(window: WaylandWindow, frameID: UInt64) {
        self.window = window
        self.frameID = frameID
    }
}

extension WaylandWindow {
    func installFrameListeners() {
        listeners.frame.initialize(
            to: wl_callback_listener(done: { data, callback, time in
                // wl_callback.done for a wl_surface.frame request: the compositor wants the next frame now.
                wl_callback_destroy(callback)
                let w = WaylandWindow.from(data)
                w.frameCallbackPending = false
                w.events.append(.frameCallback(timeMilliseconds: time))
            }))
        listeners.feedback.initialize(
            to: wp_presentation_feedback_listener(
                sync_output: { _, _, _ in },
                presented: { data, feedback, secHi, secLo, nsec, refresh, seqHi, seqLo, flags in
                    // wp_presentation_feedback.presented: the frame reached the screen at this time.
                    let seconds = UInt64(secHi) << 32 | UInt64(secLo)
                    let outcome = PresentationFeedback.Outcome.presented(
                        timestampNanoseconds: seconds * 1_000_000_000 + UInt64(nsec), refreshNanoseconds: refresh,
                        sequence: UInt64(seqHi) << 32 | UInt64(seqLo), flags: flags)
                    WaylandWindow.finishFeedback(data, feedback, outcome)
                },
                discarded: { data, feedback in
                    // wp_presentation_feedback.discarded: the frame was never shown.
                    WaylandWindow.finishFeedback(data, feedback, .discarded)
                }))
    }

    /// Balances the `passRetained` in `requestPresentationFeedback`: each feedback object sends exactly one of
    /// presented/discarded, after which it is destroyed.
    static func finishFeedback(
        _ data: UnsafeMutableRawPointer?, _ feedback: OpaquePointer?, _ outcome: PresentationFeedback.Outcome
    ) {
        let context = Unmanaged<AnyObject>.fromOpaque(data!).takeRetainedValue() as! FeedbackContext
        wp_presentation_feedback_destroy(feedback)
        context.window.events.append(.presentation(PresentationFeedback(frameID: context.frameID, outcome: outcome)))
    }

    /// Whether a `wl_surface.frame` callback has been asked for and not yet delivered.
    public var isWaitingForFrameCallback: Bool { frameCallbackPending }

    /// Asks for a `wl_callback.done` when the compositor wants the next frame. Call before the commit (the EGL
    /// swap commits), so the request belongs to that commit.
    public func requestFrameCallback() {
        guard !frameCallbackPending else { return }
        let callback = wl_surface_frame(surface)
        wl_callback_add_listener(callback, listeners.frame, selfPointer)
        frameCallbackPending = true
    }

    /// Asks `wp_presentation` what becomes of the next commit; the answer arrives as a `.presentation` event
    /// carrying `frameID`. Does nothing (and returns false) when the compositor has no `wp_presentation`.
    @discardableResult
    public func requestPresentationFeedback(frameID: UInt64) -> Bool {
        guard let presentation = display.globals.presentation else { return false }
        let feedback = wp_presentation_feedback(presentation, surface)
        // Safe: retained here and released exactly once in `finishFeedback`, when the feedback object is done.
        let context = Unmanaged.passRetained(FeedbackContext(window: self, frameID: frameID) as AnyObject)
        wp_presentation_feedback_add_listener(feedback, listeners.feedback, context.toOpaque())
        return true
    }
}
