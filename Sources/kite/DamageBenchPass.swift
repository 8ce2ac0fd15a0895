import KiteGL
import KitePlatform
import KiteRender

/// One pass of `kite bench damage`: its own gallery on a virtual 60 Hz clock with only the hamburger button
/// animating (toggled every `togglePeriodFrames`, so its open or close transition is always running), drawn into its
/// own retained target with damage, or whole (`fullRedraw`). A frame's time runs from the damage collection through
/// encoding and submission to `glFinish`.
final class DamageBenchPass {
    let scene: GalleryScene
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
    }

    /// Draws frame `i` and keeps its time when `measured`.
    func drawFrame(_ i: Int, measured: Bool, gl: GLContext, renderer: SceneRenderer) throws {
        if i % Self.togglePeriodFrames == 0 {
            scene.host.components.first { $0.name == "hamburger" }?.activate()
        }
        scene.advance(to: Double(i) / 60, logicalWidth: retained.width, logicalHeight: retained.height, scale: 1)
        let start = clock.nowNanoseconds()
        let damage = retained.damage(of: scene.host.rootLayer, scale: 1)
        if !damage.isEmpty { scene.encode(into: renderer) }
        try retained.submit(renderer, damage: damage, background: GalleryScene.background)
        gl.finish()
        let end = clock.nowNanoseconds()
        guard measured else { return }
        milliseconds.append(Double(end - start) / 1e6)
        damagedFractions.append(Double(damage.area) / Double(retained.width * retained.height))
    }
}
