/// How a run's frames reach the screen: redrawn whole, or only where they changed, and how the unchanged pixels
/// are kept. Named in the exit summary (`redraw`) and in the full HUD.
public enum RedrawPath: String, Sendable, CaseIterable {
    /// Every frame is drawn whole (`--full-redraw`, or no retained pixels).
    case full = "full"
    /// Only the damage is redrawn, scissored, into a retained offscreen target that keeps the rest; a window gets
    /// the whole retained image copied in one pass (drivers without buffer age, such as Mesa's software path).
    case retainedPartial = "retained-partial"
    /// Only the damage is redrawn, straight into the back buffer, whose age (`EGL_EXT_buffer_age`) says which
    /// earlier frame it still holds; the swap names the damage to the compositor.
    case bufferAge = "buffer-age"
}
