import KiteGeometry
import KiteHUD
import KiteRender
import KiteScene
import KiteTiming

/// One frame's work, the same for a window, the headless target and the frame benchmark: the frame's input, then
/// layout and animation, then the layer tree encoded and submitted with the renderer, then the HUD when shown.
///
/// The caller binds the framebuffer before and presents (swap, or `glFinish`) after; `mark` tells it where each
/// phase ends, so each caller times the phases (and brackets GPU timer queries) the way its report needs, while the
/// work itself is written once.
public final class FrameStep {
    /// Where a phase of the step ends, in order; `mark` is called at each one the frame reaches.
    public enum Boundary: Sendable, Equatable {
        /// The frame's input has been handed to the scene.
        case inputDelivered
        /// The scene is laid out and moved to the frame's time.
        case advanced
        /// The layer tree has become the renderer's instances (CPU only, no GL call).
        case encoded
        /// The scene's GL commands have been issued.
        case submitted
        /// The HUD is laid out (only with `drawsHUDInParts`, and only when the HUD is shown).
        case hudBuilt
        /// The HUD's GL commands have been issued; reached every frame, with or without the HUD.
        case hudDrawn
    }

    /// The scene drawn each frame.
    public let scene: AppScene
    /// Draws the scene's layer tree into the bound framebuffer.
    public let renderer: SceneRenderer
    /// The frame-timing HUD, drawn over the scene while `scene.isHUDVisible`; nil for none.
    public let hud: FrameHUD?
    /// Whether the HUD is laid out and submitted as two steps with `.hudBuilt` between them, for a benchmark that
    /// measures them apart. The default (false) draws it in one call, which also keeps the HUD's own-cost figure.
    public var drawsHUDInParts = false
    /// Where frames are drawn with damage: each frame redraws only what changed (and the HUD's panel while it is
    /// shown) into these retained pixels, which the step binds; the caller reads or copies them after. Nil (the
    /// default) draws every frame whole into the framebuffer the caller bound.
    public var retained: RetainedTarget?
    /// What the last `run` redrew, device pixels; the whole surface without `retained`.
    public private(set) var lastDamage = Damage()
    /// Whether the HUD was drawn last frame: showing or hiding it changes pixels the layer tree knows nothing of.
    private var hudWasDrawn = false

    /// - Parameters:
    ///   - scene: the scene drawn each frame.
    ///   - renderer: draws it; needs the GL context current whenever a frame is drawn.
    ///   - hud: the HUD, or nil for none.
    public init(scene: AppScene, renderer: SceneRenderer, hud: FrameHUD?) {
        self.scene = scene
        self.renderer = renderer
        self.hud = hud
    }

    /// Runs one frame into the bound framebuffer.
    /// - Parameters:
    ///   - timeSeconds: the frame's presentation time on the scene clock (seconds since the run's first frame).
    ///   - surface: the size the scene is laid out for and drawn at.
    ///   - statistics: the HUD's rolling statistics; the HUD is skipped while nil.
    ///   - gpuAvailable: whether GPU times can appear in the HUD at all (a timer query exists).
    ///   - input: hands the frame's input to the scene (live events, a replay, or scheduled activations).
    ///   - mark: called at each `Boundary` the frame reaches, in order.
    public func run(
        timeSeconds: Double, surface: SurfaceSize, statistics: inout FrameStatistics?, gpuAvailable: Bool,
        input: () throws -> Void, mark: (Boundary) -> Void
    ) throws {
        try input()
        mark(.inputDelivered)
        scene.layout(width: surface.logicalWidth, height: surface.logicalHeight, scale: surface.scale)
        scene.advance(to: timeSeconds)
        mark(.advanced)
        let viewport = Size(Double(surface.pixelWidth), Double(surface.pixelHeight))
        let drawsHUD = hud != nil && scene.isHUDVisible && statistics != nil
        if let retained {
            try retained.resize(width: surface.pixelWidth, height: surface.pixelHeight)
            if drawsHUD != hudWasDrawn { retained.tracker.invalidate() }
            lastDamage = retained.damage(of: scene.rootLayer, scale: surface.scale, extra: hudDamage(drawsHUD))
            // An unchanged frame encodes nothing: the retained pixels already show it.
            if !lastDamage.isEmpty {
                renderer.prepare(scene.rootLayer.drawList(), scale: surface.scale, viewport: viewport)
            }
            mark(.encoded)
            try retained.submit(renderer, damage: lastDamage, background: scene.backgroundColor)
        } else {
            renderer.prepare(scene.rootLayer.drawList(), scale: surface.scale, viewport: viewport)
            mark(.encoded)
            try renderer.submit(
                viewportWidth: surface.pixelWidth, viewportHeight: surface.pixelHeight,
                background: scene.backgroundColor)
            lastDamage = .full(width: surface.pixelWidth, height: surface.pixelHeight)
        }
        mark(.submitted)
        hudWasDrawn = drawsHUD
        if let hud, drawsHUD {
            if drawsHUDInParts {
                try hud.build(statistics: &statistics!, scale: surface.scale, gpuAvailable: gpuAvailable)
                mark(.hudBuilt)
                hud.submit(viewportWidth: surface.pixelWidth, viewportHeight: surface.pixelHeight)
            } else {
                try hud.draw(
                    statistics: &statistics!, viewportWidth: surface.pixelWidth,
                    viewportHeight: surface.pixelHeight, scale: surface.scale, gpuAvailable: gpuAvailable)
            }
        }
        mark(.hudDrawn)
    }

    /// Does ahead of time what a first interaction would otherwise wait for (`SceneRenderer.warmUp`): every shader
    /// variant the renderer uses compiled, the glyph atlas of every text layer in the scene (hidden ones included)
    /// made at `surface`'s scale. The runners call it once, right after the first frame, so the first frame is not
    /// delayed and the first tap does not stall. The framebuffer bound before stays bound.
    public func warmUp(surface: SurfaceSize) throws {
        try renderer.warmUp(textIn: scene.rootLayer, scale: surface.scale)
    }

    /// The HUD's panel (as last laid out) while it is drawn: redrawn every frame, the scene under it first.
    private func hudDamage(_ drawsHUD: Bool) -> Damage {
        guard drawsHUD, let hud else { return Damage() }
        return PixelRect(enclosing: hud.panelRect, padding: DamageTracker.antialiasPadding).map { Damage([$0]) }
            ?? Damage()
    }
}
