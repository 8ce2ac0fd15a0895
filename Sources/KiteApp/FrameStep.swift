import KiteGL
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
    /// The frame-timing HUD, drawn over the scene as `scene.hudMode` says; nil for none.
    public let hud: FrameHUD?
    /// Where the frame's input goes: the scene, except taps on the HUD as last drawn, which switch it between
    /// compact and full (`HUDMode.afterTap`). Callers deliver each frame's events here.
    public let input: HUDTapFilter
    /// Whether the HUD is laid out and submitted as two steps with `.hudBuilt` between them, for a benchmark that
    /// measures them apart. The default (false) draws it in one call, which also keeps the HUD's own-cost figure.
    public var drawsHUDInParts = false
    /// Where frames are drawn with damage: each frame redraws only what changed (and the HUD's panel while it is
    /// shown) into these retained pixels, which the step binds; the caller reads or copies them after. Nil (the
    /// default) draws every frame whole into the framebuffer the caller bound.
    public var retained: RetainedTarget?
    /// Whether frames go whole into the framebuffer the caller bound (a window's back buffer) even with `retained`
    /// set, until the warm-up (`startWarmUp`) has copied the retained pixels there once; `retained` then starts with a frame
    /// drawn whole into it. A window sets it: copying the retained pixels to the window is one draw of
    /// `TextureCopy`'s program, whose first use compiles it and its shader variant, a few milliseconds that would
    /// otherwise land on the first frame. Defaults to false.
    public var drawsFirstFramesDirectly = false
    /// Whether a warm-up step has copied the retained pixels to the caller's framebuffer once.
    private var copiedRetainedOnce = false
    /// Whether the last `run` drew into `retained` (so the caller copies the retained pixels out); false when it
    /// drew into the caller's framebuffer (no `retained`, `bufferAge`, or a first frame with
    /// `drawsFirstFramesDirectly`).
    public private(set) var lastFrameUsedRetained = false
    /// Frames run so far.
    public private(set) var framesRun = 0
    /// What the last `run` redrew, device pixels; the whole surface without `retained`.
    public private(set) var lastDamage = Damage()
    /// How frames reach the screen, for the summary and the full HUD: `.full` without `retained` (or with its
    /// `fullRedraw`), else `.retainedPartial`.
    public var redrawPath: RedrawPath {
        if bufferAge != nil { return .bufferAge }
        guard let retained, !retained.fullRedraw else { return .full }
        return .retainedPartial
    }
    /// Where a window's driver reports its back buffer's age: each frame is drawn straight into the back buffer,
    /// only where it or the frames the buffer missed changed, and `lastDamage` is what the swap should name. Takes
    /// precedence over `retained`. Nil (the default) where the driver lacks `EGL_EXT_buffer_age`.
    public var bufferAge: BufferAgeTarget?
    /// The age of the back buffer the next `run` draws into with `bufferAge`, as the driver reports it (0:
    /// unknown content, repainted whole). Set by the window runner before each frame.
    public var backBufferAge = 0
    /// The warm-up's steps (`startWarmUp`) and the index of the next to run.
    private var warmUpSteps: [WarmUpStep] = []
    private var nextWarmUpStep = 0
    /// Where the HUD was drawn last frame, device pixels; nil when it was not. Showing, hiding, moving or resizing
    /// it changes pixels the layer tree knows nothing of: the old and the new place are damaged.
    private var drawnHUDRect: Rect?

    /// - Parameters:
    ///   - scene: the scene drawn each frame.
    ///   - renderer: draws it; needs the GL context current whenever a frame is drawn.
    ///   - hud: the HUD, or nil for none.
    public init(scene: AppScene, renderer: SceneRenderer, hud: FrameHUD?) {
        self.scene = scene
        self.renderer = renderer
        self.hud = hud
        input = HUDTapFilter(scene: scene)
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
        // Placed before the layout: the scene may keep its content out from under the HUD.
        let hudRect = try placeHUD(surface: surface, statistics: statistics)
        let hudFrame = hudRect.map { r in
            Rect(
                x: r.minX / surface.scale, y: r.minY / surface.scale, width: r.width / surface.scale,
                height: r.height / surface.scale)
        }
        scene.hudFrame = hudFrame
        scene.layout(width: surface.logicalWidth, height: surface.logicalHeight, scale: surface.scale)
        scene.advance(to: timeSeconds)
        mark(.advanced)
        let viewport = Size(Double(surface.pixelWidth), Double(surface.pixelHeight))
        let retained = drawsFirstFramesDirectly && !copiedRetainedOnce ? nil : self.retained
        lastFrameUsedRetained = bufferAge == nil && retained != nil
        framesRun += 1
        if let bufferAge {
            bufferAge.resize(width: surface.pixelWidth, height: surface.pixelHeight)
            lastDamage = bufferAge.damage(of: scene.rootLayer, scale: surface.scale, extra: hudDamage(hudRect))
            let region = bufferAge.repaint(own: lastDamage, age: backBufferAge)
            if !region.isEmpty {
                renderer.prepare(scene.rootLayer.drawList(), scale: surface.scale, viewport: viewport)
            }
            mark(.encoded)
            try bufferAge.submit(renderer, region: region, own: lastDamage, background: scene.backgroundColor)
        } else if let retained {
            try retained.resize(width: surface.pixelWidth, height: surface.pixelHeight)
            lastDamage = retained.damage(of: scene.rootLayer, scale: surface.scale, extra: hudDamage(hudRect))
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
        drawnHUDRect = hudRect
        self.input.hudFrame = hudFrame
        if let hud, hudRect != nil {
            if drawsHUDInParts {
                try hud.build(
                    statistics: &statistics!, viewportWidth: surface.pixelWidth, viewportHeight: surface.pixelHeight,
                    scale: surface.scale, gpuAvailable: gpuAvailable)
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

    /// Does ahead of time, all at once, what a first interaction would otherwise wait for: every step of
    /// `startWarmUp`. The framebuffer bound before stays bound.
    public func warmUp(surface: SurfaceSize) throws {
        startWarmUp(surface: surface)
        while isWarmingUp { try runWarmUpStep() }
    }

    /// Plans what a first interaction would otherwise wait for, as steps of a few milliseconds for the runner to
    /// run in the idle time between frames (`runWarmUpStep`): the renderer's (`SceneRenderer.warmUpSteps`: every
    /// shader variant compiled and drawn with, the glyph atlas of every text layer in the scene, hidden ones
    /// included, at `surface`'s scale), with `drawsFirstFramesDirectly` the first copy of the retained pixels,
    /// and the HUD's when there is a HUD, shown or not (`FrameHUD.warmUpSteps`: the first F1 compiles nothing).
    /// The runners call it right after the first frame, so the first frame is not delayed, and the first tap
    /// does not stall. Replaces any steps not yet run.
    public func startWarmUp(surface: SurfaceSize) {
        var steps = renderer.warmUpSteps(textIn: scene.rootLayer, scale: surface.scale)
        if drawsFirstFramesDirectly && !copiedRetainedOnce, let retained {
            // Into the caller's framebuffer (the window's back buffer), whose content the next frame replaces whole.
            let compile = WarmUpStep("compile texture-copy") { try retained.prepareCopy() }
            let copy = WarmUpStep("copy the retained pixels") {
                try retained.copyToBoundFramebuffer()
                self.copiedRetainedOnce = true
            }
            // After what frames drawn with the fewest variants need: until the copy, frames are drawn whole.
            let afterClipped = steps.firstIndex { $0.name.hasPrefix("compile") && !$0.name.hasSuffix("(clipped)") }
            steps.insert(contentsOf: [compile, copy], at: afterClipped ?? steps.endIndex)
        }
        warmUpSteps = steps + (hud?.warmUpSteps(scale: surface.scale) ?? [])
        nextWarmUpStep = 0
    }

    /// Whether warm-up steps remain to run.
    public var isWarmingUp: Bool { nextWarmUpStep < warmUpSteps.count }

    /// The name of the next warm-up step, or nil when none remains.
    public var nextWarmUpStepName: String? { isWarmingUp ? warmUpSteps[nextWarmUpStep].name : nil }

    /// What the next warm-up step costs like (`WarmUpStep.kind`), or nil when none remains.
    public var nextWarmUpStepKind: String? { isWarmingUp ? warmUpSteps[nextWarmUpStep].kind : nil }

    /// Runs the next warm-up step, if any; the framebuffer bound before stays bound. Throws as the step's compile
    /// or draw does (the step then counts as run).
    public func runWarmUpStep() throws {
        guard isWarmingUp else { return }
        let step = warmUpSteps[nextWarmUpStep]
        nextWarmUpStep += 1
        try step.run()
    }

    /// Tells the HUD the scene's mode and the redraw path, and returns where it goes this frame (device pixels);
    /// nil when it is not drawn (no HUD, off, or no statistics).
    private func placeHUD(surface: SurfaceSize, statistics: FrameStatistics?) throws -> Rect? {
        guard let hud, statistics != nil else { return nil }
        hud.mode = scene.hudMode
        hud.redrawPath = redrawPath
        guard hud.mode != .off else { return nil }
        return try hud.frame(
            viewportWidth: surface.pixelWidth, viewportHeight: surface.pixelHeight, scale: surface.scale)
    }

    /// The HUD's rectangle, where it was last frame and where it goes now (the same while it stays put): redrawn
    /// every frame it is shown, the scene under it first, and nothing else on its account.
    private func hudDamage(_ hudRect: Rect?) -> Damage {
        var damage = Damage()
        if let rect = drawnHUDRect, let pixels = PixelRect(enclosing: rect) { damage.add(pixels) }
        if let rect = hudRect, let pixels = PixelRect(enclosing: rect) { damage.add(pixels) }
        return damage
    }
}
