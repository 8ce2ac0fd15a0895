import KiteApp
import KiteGL
import KitePlatform
import KiteRender
import KiteTiming

/// One pass of `kite bench damage`: its own scene on a virtual 60 Hz clock with one small control animating
/// (toggled every `togglePeriodFrames`, so its transition is always running), drawn by the
/// runtime's `FrameStep` into its own retained target with damage, or whole (`fullRedraw`). A frame's time runs
/// from the damage collection through encoding and submission to `glFinish`.
final class DamageBenchPass {
    let scene: any AppScene
    /// What a tap on the animating control does.
    let toggle: () -> Void
    let step: FrameStep
    let retained: RetainedTarget
    private let clock = PresentationClock()
    /// Milliseconds per measured frame.
    private(set) var milliseconds: [Double] = []
    /// Per measured frame, milliseconds from the frame's start to the end of encoding (damage collection
    /// included), of issuing the GL commands, and of the wait in `glFinish`: where a frame's time goes.
    private(set) var encodeMilliseconds: [Double] = []
    private(set) var submitMilliseconds: [Double] = []
    private(set) var finishMilliseconds: [Double] = []
    /// Damaged pixels over surface pixels, per measured frame.
    private(set) var damagedFractions: [Double] = []
    /// 42 frames (0.7 s): the gallery's hamburger transition (the outer strokes' delay plus duration, 0.65 s) fits.
    static let togglePeriodFrames = 42

    /// Needs a current GL context. `logicalWidth` x `logicalHeight` at scale 1.
    init(
        scene: any AppScene, toggle: @escaping () -> Void, fullRedraw: Bool, logicalWidth: Int, logicalHeight: Int
    ) throws {
        self.scene = scene
        self.toggle = toggle
        retained = try RetainedTarget(width: logicalWidth, height: logicalHeight, fullRedraw: fullRedraw)
        step = try FrameStep(scene: scene, renderer: SceneRenderer(), hud: nil)
        step.retained = retained
    }

    /// Draws frame `i` and keeps its time when `measured`.
    func drawFrame(_ i: Int, measured: Bool, gl: GLContext) throws {
        let surface = SurfaceSize(logicalWidth: retained.width, logicalHeight: retained.height, scale: 1)
        var statistics: FrameStatistics?
        var (start, encoded, submitted): (UInt64, UInt64, UInt64) = (0, 0, 0)
        try step.run(
            timeSeconds: Double(i) / 60, surface: surface, statistics: &statistics, gpuAvailable: false,
            input: { if i % Self.togglePeriodFrames == 0 { toggle() } },
            mark: { boundary in
                switch boundary {
                case .advanced: start = clock.nowNanoseconds()
                case .encoded: encoded = clock.nowNanoseconds()
                case .submitted: submitted = clock.nowNanoseconds()
                default: break
                }
            })
        gl.finish()
        let end = clock.nowNanoseconds()
        guard measured else { return }
        milliseconds.append(Double(end - start) / 1e6)
        encodeMilliseconds.append(Double(encoded - start) / 1e6)
        submitMilliseconds.append(Double(submitted - encoded) / 1e6)
        finishMilliseconds.append(Double(end - submitted) / 1e6)
        damagedFractions.append(Double(step.lastDamage.area) / Double(retained.width * retained.height))
    }
}
