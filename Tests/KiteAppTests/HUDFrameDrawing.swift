import KiteGeometry
import KiteHUD
import KiteRender
import KiteTiming

@testable import KiteApp

/// One frame of a scene drawn by the frame step with the real HUD, for the checks that the HUD covers nothing the
/// scene draws. Needs a current GL context (EGL's surfaceless platform) and DejaVu Sans.
enum HUDFrameDrawing {
    /// The window sizes and scales the HUD-placement checks run at: the gallery's default window, a small one at
    /// 1.5 and a laptop's at 1.25.
    static let surfaces = [
        SurfaceSize(logicalWidth: 800, logicalHeight: 600, scale: 1),
        SurfaceSize(logicalWidth: 640, logicalHeight: 480, scale: 1.5),
        SurfaceSize(logicalWidth: 1280, logicalHeight: 800, scale: 1.25),
    ]

    /// Draws `scene`'s first frame (at 1/60 s) on `surface` with the HUD in `corner` (in the scene's `hudMode`) and
    /// returns the HUD's panel as drawn (`FrameHUD.panelRect`) in surface points.
    static func drawFirstFrame(of scene: some AppScene, on surface: SurfaceSize, corner: HUDCorner) throws -> Rect {
        let options = try RunOptions(
            logicalSize: (surface.logicalWidth, surface.logicalHeight), hud: HUDConfiguration(corner: corner))
        guard let hud = try options.makeHUD() else { throw HUDMissing() }
        let step = FrameStep(scene: scene, renderer: try SceneRenderer(), hud: hud)
        step.retained = try RetainedTarget(width: surface.pixelWidth, height: surface.pixelHeight)
        var statistics: FrameStatistics? = FrameStatistics()
        try step.run(
            timeSeconds: 1.0 / 60, surface: surface, statistics: &statistics, gpuAvailable: false, input: {},
            mark: { _ in })
        let drawn = hud.panelRect
        return Rect(
            x: drawn.minX / surface.scale, y: drawn.minY / surface.scale, width: drawn.width / surface.scale,
            height: drawn.height / surface.scale)
    }

    /// `RunOptions.makeHUD` gave no HUD although one was configured.
    struct HUDMissing: Error {}
}
