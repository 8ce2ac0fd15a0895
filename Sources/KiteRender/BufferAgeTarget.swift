import CGLES3
import KiteGL
import KiteGeometry
import KiteScene

/// A window whose back buffer's age the driver reports (`EGL_EXT_buffer_age`): each frame is drawn straight into
/// the back buffer, scissored to this frame's damage plus that of the frames the buffer missed
/// (`BufferAgeDamage`), and swapped naming only its own damage. The counterpart of `RetainedTarget` for drivers
/// that have the extension (real GPUs); no offscreen copy.
///
/// Create it with a GL context current and use it on that context's thread.
public final class BufferAgeTarget {
    /// Tracks what changed in the drawn layer tree between frames.
    public let tracker = DamageTracker()
    private var history = BufferAgeDamage()
    public private(set) var width: Int
    public private(set) var height: Int
    /// The framebuffer `submit` draws into: 0 (the default), the window's, whose back buffer the driver picks. A
    /// test points it at an offscreen target standing in for one buffer of a swap chain.
    public var framebuffer: GLuint = 0
    /// What the last `submit` repainted (`repaint(own:age:)` of that frame): empty before the first.
    public private(set) var lastRepaint = Damage()

    /// A `width` x `height` device-pixel window.
    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// Follows a new window size: the buffers are reallocated, so everything is repainted.
    public func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        (self.width, self.height) = (width, height)
        history.reset()
        tracker.invalidate()
    }

    /// This frame's own damage of `root` at `scale` plus `extra` (a HUD): what the swap names.
    public func damage(of root: Layer, scale: Double, extra: Damage = Damage()) -> Damage {
        var damage = tracker.collect(root: root, scale: scale, width: width, height: height)
        damage.formUnion(extra.clipped(to: PixelRect(x: 0, y: 0, width: width, height: height)))
        return damage
    }

    /// What to repaint into a back buffer of `age` for a frame whose own damage is `own`.
    public func repaint(own: Damage, age: Int) -> Damage {
        history.repaint(current: own, age: age, width: width, height: height)
    }

    /// Binds the window's framebuffer and issues what `renderer` last prepared inside `region`, over `background`;
    /// then records `own` as this frame's damage. Throws as `SceneRenderer.submit` does.
    public func submit(_ renderer: SceneRenderer, region: Damage, own: Damage, background: Color) throws {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        lastRepaint = region
        if !region.isEmpty {
            try renderer.submit(viewportWidth: width, viewportHeight: height, background: background, damage: region)
        }
        history.record(own)
    }
}
