/// Something the compositor told the window, as a plain value. Events are queued by the protocol callbacks and
/// drained by the application once per loop iteration, so no application code runs inside libwayland.
public enum WindowEvent: Sendable, Equatable {
    /// `xdg_surface.configure` acknowledged: the window now has this size, state and scale.
    case configured(WindowConfiguration)
    /// `xdg_toplevel.close`: the user asked to close the window.
    case closeRequested
    /// `wl_callback.done` of a `wl_surface.frame` request: a good time to draw the next frame.
    /// `timeMilliseconds` is the compositor's timestamp, with an undefined base.
    case frameCallback(timeMilliseconds: UInt32)
    /// `wp_presentation_feedback.presented` or `.discarded` for a committed frame.
    case presentation(PresentationFeedback)
}

/// The size, state and scale of a configured window.
public struct WindowConfiguration: Sendable, Equatable {
    /// Size in logical pixels (surface coordinates).
    public var logicalWidth: Int
    public var logicalHeight: Int
    /// Device pixels per logical pixel: 1, 2, ... from wl_output, or e.g. 1.25 from fractional-scale-v1.
    public var scale: Double
    public var maximized: Bool
    public var fullscreen: Bool
    public var activated: Bool
    public var resizing: Bool

    /// The buffer size in device pixels, rounded as fractional-scale-v1 asks (round half away from zero).
    public var bufferWidth: Int { Int((Double(logicalWidth) * scale).rounded()) }
    public var bufferHeight: Int { Int((Double(logicalHeight) * scale).rounded()) }
}

/// What `wp_presentation` said about one committed frame.
public struct PresentationFeedback: Sendable, Equatable {
    /// The application's number for the frame, given when the feedback was requested.
    public var frameID: UInt64
    public var outcome: Outcome

    public enum Outcome: Sendable, Equatable {
        /// Shown on screen at `timestampNanoseconds` (on the presentation clock), with the output's refresh period
        /// (0 when unknown), the vblank counter and the `wp_presentation_feedback.kind` flags.
        case presented(timestampNanoseconds: UInt64, refreshNanoseconds: UInt32, sequence: UInt64, flags: UInt32)
        /// Never shown: replaced by a later commit before it reached the screen, or the surface was hidden.
        case discarded
    }
}
