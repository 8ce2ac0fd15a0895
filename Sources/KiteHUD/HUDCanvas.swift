import KiteGL
import KiteGeometry
import KiteText

/// Writes the HUD's rectangles and text into a `QuadBatch`, in device pixels. Text comes from `StaticString`s and
/// numbers are written digit by digit, so a frame's HUD builds no `String` and allocates nothing.
struct HUDCanvas {
    let batch: QuadBatch
    let atlas: GlyphAtlas

    /// Baseline-to-baseline distance, whole device pixels.
    var lineHeight: Double { atlas.lineHeight.rounded() }

    /// A flat rectangle in device pixels.
    func fill(_ rect: Rect, _ color: Color) {
        let s = atlas.solidTexel
        batch.add(rect, atlas: Rect(x: s.x, y: s.y, width: 0, height: 0), color: color)
    }

    /// Draws ASCII `text` with its baseline at `baseline` from `x` (device pixels); returns the pen's x after it.
    /// Glyphs land on whole pixels so they stay exactly as FreeType rasterised them.
    @discardableResult
    func text(_ text: StaticString, x: Double, baseline: Double, _ color: Color) -> Double {
        var pen = x
        text.withUTF8Buffer { bytes in
            for byte in bytes { pen = glyph(byte, pen: pen, baseline: baseline, color) }
        }
        return pen
    }

    /// Draws `value` with `decimals` digits after the point (0...4); "-" for nil, NaN or infinity.
    @discardableResult
    func number(_ value: Double?, decimals: Int, x: Double, baseline: Double, _ color: Color) -> Double {
        guard let value, value.isFinite, abs(value) < 1e12 else {
            return text("-", x: x, baseline: baseline, color)
        }
        var pen = x
        if value < 0 { pen = glyph(UInt8(ascii: "-"), pen: pen, baseline: baseline, color) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let fixed = UInt64((abs(value) * scale).rounded())
        let whole = fixed / UInt64(scale)
        pen = digits(whole, minimumCount: 1, pen: pen, baseline: baseline, color)
        guard decimals > 0 else { return pen }
        pen = glyph(UInt8(ascii: "."), pen: pen, baseline: baseline, color)
        return digits(fixed % UInt64(scale), minimumCount: decimals, pen: pen, baseline: baseline, color)
    }

    /// Draws an integer.
    @discardableResult
    func integer(_ value: Int, x: Double, baseline: Double, _ color: Color) -> Double {
        number(Double(value), decimals: 0, x: x, baseline: baseline, color)
    }

    private func digits(_ value: UInt64, minimumCount: Int, pen: Double, baseline: Double, _ color: Color) -> Double {
        var divisor: UInt64 = 1
        var count = 1
        while divisor <= value / 10 || count < minimumCount {
            divisor *= 10
            count += 1
        }
        var pen = pen
        var rest = value
        while divisor > 0 {
            pen = glyph(UInt8(ascii: "0") + UInt8(rest / divisor), pen: pen, baseline: baseline, color)
            rest %= divisor
            divisor /= 10
        }
        return pen
    }

    private func glyph(_ code: UInt8, pen: Double, baseline: Double, _ color: Color) -> Double {
        guard let g = atlas.glyph(ascii: code) ?? atlas.glyph(ascii: UInt8(ascii: "?")) else { return pen }
        if g.width > 0 {
            let quad = Rect(
                x: pen.rounded() + Double(g.bearingX), y: baseline.rounded() - Double(g.bearingY),
                width: Double(g.width), height: Double(g.height))
            let source = Rect(
                x: Double(g.atlasX), y: Double(g.atlasY), width: Double(g.width), height: Double(g.height))
            batch.add(quad, atlas: source, color: color)
        }
        return pen + g.advance
    }
}
