import KiteGL
import KiteGeometry
import KiteText

/// Draws the gallery's component labels: one line of text centred in each label slot, glyphs from a FreeType
/// atlas at the surface's scale, all labels in one `QuadBatch` draw call.
final class LabelPainter {
    /// Label text size in points.
    static let fontSize = 15.0
    static let color = Color(hex: 0xEBEBF5, alpha: 0.85)

    private let fontPath: String
    private let batch: QuadBatch
    private var atlas: GlyphAtlas?
    private var texture: CoverageTexture?
    /// Draw calls the last `draw` issued: 1, or 0 when there was no text.
    private(set) var drawCalls = 0

    /// Needs a current GL context.
    init(fontPath: String) throws {
        self.fontPath = fontPath
        batch = try QuadBatch(capacity: 1024)
    }

    /// Draws `labels` (surface points) onto the bound framebuffer of `viewport` device pixels at `scale`.
    func draw(_ labels: [(text: String, frame: Rect)], scale: Double, viewportWidth: Int, viewportHeight: Int)
        throws
    {
        let atlas = try atlas(for: scale)
        batch.reset()
        for label in labels {
            let text = Self.fitted(label.text, width: label.frame.width * scale, atlas: atlas)
            let width = atlas.width(of: text)
            var pen = (label.frame.midX * scale - width / 2).rounded()
            let baseline = (label.frame.midY * scale + (atlas.ascender + atlas.descender) / 2).rounded()
            for character in text {
                guard let g = atlas.glyph(character) ?? atlas.glyph(ascii: UInt8(ascii: "?")) else { continue }
                if g.width > 0 {
                    let quad = Rect(
                        x: pen + Double(g.bearingX), y: baseline - Double(g.bearingY), width: Double(g.width),
                        height: Double(g.height))
                    let source = Rect(
                        x: Double(g.atlasX), y: Double(g.atlasY), width: Double(g.width), height: Double(g.height))
                    batch.add(quad, atlas: source, color: Self.color)
                }
                pen += g.advance.rounded()
            }
        }
        drawCalls = texture == nil || batch.count == 0 ? 0 : 1
        if let texture { batch.draw(texture: texture, viewportWidth: viewportWidth, viewportHeight: viewportHeight) }
    }

    /// `text`, or as much of it as fits `width` device pixels followed by "...", so a narrow slot never spills
    /// into its neighbour.
    static func fitted(_ text: String, width: Double, atlas: GlyphAtlas) -> String {
        guard atlas.width(of: text) > width else { return text }
        var kept = text
        while !kept.isEmpty, atlas.width(of: kept + "...") > width { kept.removeLast() }
        return kept.isEmpty ? "" : kept + "..."
    }

    /// The atlas rasterised for `scale`, remade when the scale changes.
    private func atlas(for scale: Double) throws -> GlyphAtlas {
        if let atlas, atlas.pixelSize == Self.fontSize * scale { return atlas }
        let made = try GlyphAtlas(fontPath: fontPath, pixelSize: Self.fontSize * scale)
        atlas = made
        texture = CoverageTexture(width: GlyphAtlas.width, height: made.height, coverage: made.coverage)
        return made
    }
}
