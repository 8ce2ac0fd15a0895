import KiteText

/// One PNG showing several snapshots side by side, each reduced by a whole factor (box filter) and labelled with
/// its name underneath: the tour's key moments at a glance.
public enum ContactSheet {
    /// Thumbnails are reduced until they are at most this wide, in pixels.
    public static let maximumThumbnailWidth = 480
    /// Thumbnails per row: 4.
    public static let columns = 4
    /// Space around and between thumbnails, pixels: 12.
    public static let padding = 12
    /// Height of the label strip under each thumbnail, pixels.
    public static let labelHeight = 26
    /// The labels' font size, pixels: 15.
    public static let labelPixelSize = 15.0
    /// The sheet's opaque background, RGB.
    public static let background: (UInt8, UInt8, UInt8) = (0x10, 0x10, 0x12)

    /// Lays out `frames` (all the same size) in a grid of `columns`, labels drawn with the font at `fontPath`.
    public static func make(_ frames: [(name: String, image: PNGImage)], fontPath: String) throws -> PNGImage {
        guard let first = frames.first?.image else { return PNGImage(width: 1, height: 1, pixels: [0, 0, 0, 255]) }
        let factor = max(1, (first.width + maximumThumbnailWidth - 1) / maximumThumbnailWidth)
        let (tw, th) = (first.width / factor, first.height / factor)
        let columns = min(Self.columns, frames.count)
        let rows = (frames.count + columns - 1) / columns
        let width = padding + columns * (tw + padding)
        let height = padding + rows * (th + labelHeight + padding)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[i], pixels[i + 1], pixels[i + 2]) = background
        }
        var sheet = PNGImage(width: width, height: height, pixels: pixels)
        let atlas = try GlyphAtlas(fontPath: fontPath, pixelSize: labelPixelSize)
        for (i, frame) in frames.enumerated() {
            let x = padding + (i % columns) * (tw + padding)
            let y = padding + (i / columns) * (th + labelHeight + padding)
            let thumbnail = reduced(frame.image, by: factor)
            blit(thumbnail, into: &sheet, x: x, y: y)
            draw(frame.name, atlas: atlas, into: &sheet, centreX: x + tw / 2, baseline: y + th + labelHeight - 8)
        }
        return sheet
    }

    /// `image` reduced by `factor` in each direction, each pixel the mean of a `factor` x `factor` block (extra
    /// edge pixels dropped).
    public static func reduced(_ image: PNGImage, by factor: Int) -> PNGImage {
        guard factor > 1 else { return image }
        let (w, h) = (image.width / factor, image.height / factor)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let n = factor * factor
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        let row = (y * factor + dy) * image.width
                        for dx in 0..<factor { sum += Int(image.pixels[(row + x * factor + dx) * 4 + c]) }
                    }
                    pixels[(y * w + x) * 4 + c] = UInt8((sum + n / 2) / n)
                }
            }
        }
        return PNGImage(width: w, height: h, pixels: pixels)
    }

    private static func blit(_ image: PNGImage, into sheet: inout PNGImage, x: Int, y: Int) {
        for row in 0..<image.height {
            let source = row * image.width * 4
            let target = ((y + row) * sheet.width + x) * 4
            sheet.pixels.replaceSubrange(
                target..<(target + image.width * 4), with: image.pixels[source..<(source + image.width * 4)])
        }
    }

    /// White text blended by glyph coverage onto the opaque sheet.
    private static func draw(_ text: String, atlas: GlyphAtlas, into sheet: inout PNGImage, centreX: Int, baseline: Int)
    {
        var pen = Double(centreX) - atlas.width(of: text) / 2
        for character in text {
            guard let g = atlas.glyph(character) else { continue }
            let left = Int(pen.rounded()) + g.bearingX
            let top = baseline - g.bearingY
            for gy in 0..<g.height {
                for gx in 0..<g.width {
                    let (px, py) = (left + gx, top + gy)
                    guard px >= 0, py >= 0, px < sheet.width, py < sheet.height else { continue }
                    let coverage = Int(atlas.coverage[(g.atlasY + gy) * GlyphAtlas.width + g.atlasX + gx])
                    let i = (py * sheet.width + px) * 4
                    for c in 0..<3 {
                        let under = Int(sheet.pixels[i + c])
                        sheet.pixels[i + c] = UInt8((under * (255 - coverage) + 255 * coverage + 127) / 255)
                    }
                }
            }
            pen += g.advance
        }
    }
}
