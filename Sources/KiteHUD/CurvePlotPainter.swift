import KiteGL
import KiteGeometry
import KiteText

/// Draws a sampled motion curve for `kite curve --png`: axes, a grid with labelled values and seconds, the target
/// value as a line, and the curve itself.
public final class CurvePlotPainter {
    /// The plot's size, logical pixels.
    public static let width = 800.0
    public static let height = 420.0
    /// The plotting area inside the canvas, logical pixels.
    public static let plotArea = Rect(x: 64, y: 24, width: 712, height: 352)
    /// Colour of the curve.
    public static let curveColor = Color(hex: 0x0A84FF)
    /// Colour of the target line.
    public static let targetColor = Color(hex: 0x30D158)
    /// Logical width of the curve's line.
    static let lineWidth = 2.0

    private let plot: PlotCanvas
    private var scale: Double { plot.scale }

    /// A painter at `scale` device pixels per logical pixel (0 < scale <= 4), with labels from the font at `fontPath`.
    public init(fontPath: String, scale: Double = 1) throws {
        plot = try PlotCanvas(fontPath: fontPath, width: Self.width, height: Self.height, scale: scale, quads: 8000)
    }

    /// Device pixels of the plot.
    public var pixelWidth: Int { plot.pixelWidth }
    public var pixelHeight: Int { plot.pixelHeight }

    /// The value range the plot shows for these values: their extent and the target's, padded by 8% each side.
    public static func valueRange(values: [Double], target: Double?) -> ClosedRange<Double> {
        let all = values + (target.map { [$0] } ?? [])
        let lo = all.min() ?? 0
        let hi = all.max() ?? 1
        let pad = hi > lo ? (hi - lo) * 0.08 : max(abs(hi) * 0.08, 1)
        return (lo - pad)...(hi + pad)
    }

    /// Draws samples `(seconds, value)` (increasing times from 0) into the bound framebuffer, which it first clears.
    /// Between samples the curve is interpolated linearly. Samples must be finite and at least two.
    public func draw(samples: [(time: Double, value: Double)], target: Double?) {
        precondition(samples.count >= 2, "a curve plot needs at least two samples")
        let range = Self.valueRange(values: samples.map(\.value), target: target)
        let duration = max(samples.last!.time, 1e-9)
        let canvas = plot.begin()
        let area = Self.plotArea
        let toDevice = { (p: Point) in Point(x: p.x * self.scale, y: p.y * self.scale) }
        let place = { (t: Double, v: Double) in
            toDevice(
                Point(
                    x: area.minX + t / duration * area.width,
                    y: area.maxY - (v - range.lowerBound) / (range.upperBound - range.lowerBound) * area.height))
        }
        canvas.fill(Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)), Color(hex: 0x1C1C1E))
        grid(canvas, range: range, duration: duration, place: place)
        if let target { horizontalLine(canvas, y: place(0, target).y, color: Self.targetColor) }
        curve(canvas, samples: samples, duration: duration, place: place)
        plot.end()
    }

    private func grid(
        _ canvas: HUDCanvas, range: ClosedRange<Double>, duration: Double, place: (Double, Double) -> Point
    ) {
        let valueStep = Self.niceStep(range.upperBound - range.lowerBound, divisions: 6)
        var v = (range.lowerBound / valueStep).rounded(.up) * valueStep
        while v <= range.upperBound {
            let y = place(0, v).y
            horizontalLine(canvas, y: y, color: HUDStyle.grid)
            canvas.number(v, decimals: Self.decimals(valueStep), x: 8 * scale, baseline: y + 4 * scale, HUDStyle.dim)
            v += valueStep
        }
        let timeStep = Self.niceStep(duration, divisions: 8)
        var t = 0.0
        while t <= duration + 1e-9 {
            let x = place(t, range.lowerBound).x
            let area = Self.plotArea
            canvas.fill(
                Rect(x: x.rounded(), y: area.minY * scale, width: 1, height: area.height * scale), HUDStyle.grid)
            let label = canvas.number(
                t, decimals: Self.decimals(timeStep), x: x - 8 * scale, baseline: (area.maxY + 16) * scale,
                HUDStyle.dim)
            if t + timeStep > duration + 1e-9 {
                canvas.text(" s", x: label, baseline: (area.maxY + 16) * scale, HUDStyle.dim)
            }
            t += timeStep
        }
    }

    private func horizontalLine(_ canvas: HUDCanvas, y: Double, color: Color) {
        let area = Self.plotArea
        canvas.fill(Rect(x: area.minX * scale, y: y.rounded(), width: area.width * scale, height: 1), color)
    }

    /// One span per device-pixel column, from the previous column's value to this one's, so steep parts stay joined.
    private func curve(
        _ canvas: HUDCanvas, samples: [(time: Double, value: Double)], duration: Double,
        place: (Double, Double) -> Point
    ) {
        let area = Self.plotArea
        let columns = Int((area.width * scale).rounded())
        let half = Self.lineWidth * scale / 2
        var index = 0
        var previousY: Double?
        for column in 0...columns {
            let t = Double(column) / Double(columns) * duration
            while index + 1 < samples.count - 1 && samples[index + 1].time < t { index += 1 }
            let a = samples[index]
            let b = samples[index + 1]
            let u = b.time > a.time ? min(1, max(0, (t - a.time) / (b.time - a.time))) : 0
            let y = place(t, a.value + (b.value - a.value) * u).y
            let top = min(y, previousY ?? y) - half
            let bottom = max(y, previousY ?? y) + half
            let x = area.minX * scale + Double(column)
            canvas.fill(Rect(x: x - half, y: top, width: 2 * half, height: bottom - top), Self.curveColor)
            previousY = y
        }
    }

    /// A step of 1, 2 or 5 times a power of ten giving about `divisions` steps over `span`.
    static func niceStep(_ span: Double, divisions: Double) -> Double {
        let raw = max(span, 1e-12) / divisions
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        let m = raw / power
        return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * power
    }

    /// Decimal places that show a step exactly (0...4).
    static func decimals(_ step: Double) -> Int {
        var d = 0
        var s = step
        while d < 4 && abs(s - s.rounded()) > 1e-9 {
            s *= 10
            d += 1
        }
        return d
    }
}
