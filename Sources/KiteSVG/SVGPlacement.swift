import KiteGeometry
import KiteScene

/// How a document of `size` CSS pixels lands in the output image: its pixel size, the renderer's scale, and the
/// tree to draw (wrapped in a layer that stretches one axis when `--size` changes the aspect ratio).
public struct SVGPlacement {
    /// Output width in device pixels, in 1...16384.
    public let pixelWidth: Int
    /// Output height in device pixels, in 1...16384.
    public let pixelHeight: Int
    /// Device pixels per document pixel along x, passed to the renderer.
    public let scale: Double
    /// The tree to draw at `scale`.
    public let root: Layer

    /// Largest output side, the limit of an offscreen target.
    public static let maxSide = 16384
    /// Most output pixels, the pixel limit of an offscreen target (2^26, 8192 x 8192): beyond it the colour,
    /// stencil and read-back buffers pass a gigabyte.
    public static let maxPixelCount = 1 << 26
    /// The valid output sizes, in words.
    public static let validSizes = "each side in 1...\(maxSide) and at most \(maxPixelCount) pixels (8192x8192) in all"

    /// Whether a `width` x `height` output is within `maxSide` and `maxPixelCount`.
    public static func allows(width: Int, height: Int) -> Bool {
        (1...maxSide).contains(width) && (1...maxSide).contains(height)
            && width.multipliedReportingOverflow(by: height).partialValue <= maxPixelCount
    }

    /// The output for `--scale` (document size times scale, rounded up) or `--size WxH` (the document stretched
    /// to exactly that size).
    /// - Throws: `SVGPlacementError` when the output would leave 1...`maxSide` pixels on a side or pass
    ///   `maxPixelCount`, or a side would be under one pixel before rounding up.
    public init(document root: Layer, size: Size, scale: Double, outputSize: (width: Int, height: Int)?) throws {
        if let (w, h) = outputSize {
            guard Self.allows(width: w, height: h) else {
                throw SVGPlacementError("--size \(w)x\(h) is out of range: \(Self.validSizes)")
            }
            (pixelWidth, pixelHeight) = (w, h)
            let (sx, sy) = (Double(w) / size.width, Double(h) / size.height)
            self.scale = sx
            if abs(sx - sy) <= 1e-9 * sx {
                self.root = root
            } else {
                let stretch = Layer()
                stretch.anchorPoint = .zero
                stretch.transform = Transform3D(scaleX: 1, y: sy / sx)
                stretch.addSublayer(root)
                self.root = stretch
            }
        } else {
            // A side below one pixel before rounding up is a document too small to see, not a 1-pixel image.
            let (exactWidth, exactHeight) = (size.width * scale, size.height * scale)
            let (w, h) = (exactWidth.rounded(.up), exactHeight.rounded(.up))
            guard exactWidth >= 1, exactHeight >= 1, w <= Double(Self.maxSide), h <= Double(Self.maxSide),
                Self.allows(width: Int(w), height: Int(h))
            else {
                throw SVGPlacementError(
                    "the output would be \(exactWidth)x\(exactHeight) pixels (document \(size.width)x\(size.height) "
                        + "at --scale \(scale)); it needs \(Self.validSizes)")
            }
            (pixelWidth, pixelHeight, self.scale, self.root) = (Int(w), Int(h), scale, root)
        }
    }

    /// Parses `--size WxH` with both in 1...`maxSide`.
    /// - Throws: `SVGPlacementError` naming the form and range.
    public static func parseSize(_ text: String) throws -> (width: Int, height: Int) {
        guard let size = PixelSize(parsing: text), (1...maxSide).contains(size.width),
            (1...maxSide).contains(size.height)
        else {
            throw SVGPlacementError("--size must be WIDTHxHEIGHT in pixels, each in 1...\(maxSide), got \"\(text)\"")
        }
        return (size.width, size.height)
    }
}
