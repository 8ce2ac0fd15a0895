import CGLES3
import KiteGL
import KiteGeometry
import KiteScene

/// A surface's pixels kept between frames in an offscreen framebuffer, so that a frame redraws only its damage
/// (scissored) and the rest stays as the previous frame left it. On a window whose back buffer holds unknown
/// pixels (no `EGL_EXT_buffer_age`, as with Mesa's software path on Wayland), `copy(toFramebuffer:)` then puts
/// the whole image into the window with one triangle (`TextureCopy`); headless, the target is the frame.
///
/// Create it with a GL context current and use it on that context's thread.
public final class RetainedTarget {
    /// The retained pixels; replaced (and the damage made full) when the size changes.
    public private(set) var target: OffscreenTarget
    /// Tracks what changed in the drawn layer tree between frames.
    public let tracker = DamageTracker()
    /// Draws every frame whole while true (`--full-redraw`), for comparison and debugging. Defaults to false.
    public var fullRedraw: Bool
    /// Copies the pixels out: its program is compiled by `prepareCopy()` or the first copy.
    private let copier = TextureCopy()

    /// A `width` x `height` device-pixel target (each in 1...16384).
    public init(width: Int, height: Int, fullRedraw: Bool = false) throws {
        target = try OffscreenTarget(width: width, height: height, stencil: true, sampled: true)
        self.fullRedraw = fullRedraw
    }

    public var width: Int { target.width }
    public var height: Int { target.height }

    /// Makes the target `width` x `height` device pixels; a new size loses the retained pixels, so the next
    /// damage is the whole surface.
    public func resize(width: Int, height: Int) throws {
        guard width != target.width || height != target.height else { return }
        target = try OffscreenTarget(width: width, height: height, stencil: true, sampled: true)
        tracker.invalidate()
    }

    /// What the next frame of `root` at `scale` must redraw: the tracked changes since the last call plus `extra`
    /// (for instance a HUD drawn over the scene), or the whole surface with `fullRedraw`. Pure CPU work.
    public func damage(of root: Layer, scale: Double, extra: Damage = Damage()) -> Damage {
        var damage = tracker.collect(root: root, scale: scale, width: target.width, height: target.height)
        if fullRedraw { return .full(width: target.width, height: target.height) }
        damage.formUnion(extra.clipped(to: PixelRect(x: 0, y: 0, width: target.width, height: target.height)))
        return damage
    }

    /// Binds the target and issues what `renderer` last prepared, inside `damage` only, over `background`.
    /// Throws as `SceneRenderer.submit` does.
    public func submit(_ renderer: SceneRenderer, damage: Damage, background: Color) throws {
        target.bind()
        guard !damage.isEmpty else { return }
        try renderer.submit(
            viewportWidth: target.width, viewportHeight: target.height, background: background, damage: damage)
    }

    /// Compiles and links the copy's program now (a few milliseconds at most), so that the first copy only draws.
    /// Throws `GLError.shaderCompile` / `.programLink` with the driver's log.
    public func prepareCopy() throws { try copier.prepare() }

    /// Copies the whole retained image into the framebuffer bound now (of the same size) and leaves it bound.
    /// Throws as `prepareCopy()` does.
    public func copyToBoundFramebuffer() throws {
        try copier.copy(target)
    }

    /// Copies the whole retained image into `framebuffer` (0: the window's back buffer) of the same size and leaves
    /// `framebuffer` bound. Throws as `prepareCopy()` does.
    public func copy(toFramebuffer framebuffer: GLuint = 0) throws {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        try copier.copy(target)
    }
}
