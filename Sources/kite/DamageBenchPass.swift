import KiteApp
import KiteGL
import KitePlatform
import KiteRender
import KiteTiming

/// One pass of `kite bench damage`: its own gallery on a virtual 60 Hz clock with only the hamburger button
/// animating (toggled every `togglePeriodFrames`, so its open or close transition is always running), drawn by the
/// runtime's `FrameStep` into its own retained target with damage, or whole (`fullRedraw`). A frame's time runs
/// from the damage collection through encoding and submission to `glFinish`.
final class DamageBenchPass {
    let scene: GalleryScene
    let step: FrameStep
    let retained: RetainedTarget
    private let clock = PresentationClock()
    /// Milliseconds per measured frame.
    private(set) var milliseconds: [Double] = []
    /// Damaged pixels over surface pixels, per measured frame.
    private(set) var damagedFractions: [Double] = []
    /// The longest transition (the outer strokes' delay plus duration, 0.65 s) fits in 42 frames (0.7 s).
    static let togglePeriodFrames = 42

    /// Needs a current GL context. `logicalWidth` x `logicalHeight` at scale 1.
    init(fullRedraw: Bool, logicalWidth: Int, logicalHeight: Int) throws {
        scene = try GalleryScene(trace: nil, hudVisible: false)
        retained = try RetainedTarget(width: logicalWidth, height: logicalHeight, fullRedraw: fullRedraw)
        step = try FrameStep(scene: scene, renderer: SceneRenderer(), hud: nil)
        step.retained = retained
    }

    /// Draws frame `i` and keeps its time when `measured`.
    func drawFrame(_ i: Int, measured: Bool, gl: GLContext) throws {
        let surface = SurfaceSize(logicalWidth: retained.width, logicalHeight: retained.height, scale: 1)
        var statistics: FrameStatistics?
        var start: UInt64 = 0
        try step.run(
            timeSeconds: Double(i) / 60, surface: surface, statistics: &statistics, gpuAvailable: false,
            input: {
                guard i % Self.togglePeriodFrames == 0 else { return }
                scene.host.components.first { $0.name == "hamburger" }?.activate()
            },
            mark: { boundary in if boundary == .advanced { start = clock.nowNanoseconds() } })
        gl.finish()
        let end = clock.nowNanoseconds()
        guard measured else { return }
        milliseconds.append(Double(end - start) / 1e6)
        damagedFractions.append(Double(step.lastDamage.area) / Double(retained.width * retained.height))
    }
}
