import ArgumentParser
import KiteAnimation
import KiteApp
import KiteGL
import KiteHUD
import KiteImage
import KiteText

/// Renders a `MotionCurve` to a PNG offscreen (EGL surfaceless), for `kite curve --png`.
enum CurvePlot {
    static func write(_ curve: MotionCurve, target: Double?, to path: String) throws {
        let rows = try curve.rows()
        // A usage error (exit status 64): the options asked for a plot of fewer than two points.
        guard rows.count >= 2 else {
            throw ValidationError("--png needs at least two frames of curve; pass --seconds above 1/--fps")
        }
        do {
            let gl = try GLContext(platform: .surfaceless)
            defer { withExtendedLifetime(gl) {} }
            let painter = try CurvePlotPainter(fontPath: FontLocator.path(family: RunOptions.hudFontFamily))
            let surface = try OffscreenTarget(width: painter.pixelWidth, height: painter.pixelHeight)
            surface.bind()
            painter.draw(samples: rows.map { ($0.time, $0.value) }, target: target)
            let pixels = Pixels.readRGBA(width: surface.width, height: surface.height)
            try PNGImage(width: surface.width, height: surface.height, pixels: pixels).write(to: path)
        } catch let error as CustomStringConvertible & Error {
            throw AppFailure(error.description)
        }
    }
}
