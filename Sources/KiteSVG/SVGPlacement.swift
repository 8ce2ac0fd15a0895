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

    /// The output for `--scale` (document size times scale, rounded up) or `--size WxH` (the document stretched
    /// to exactly that size).
    /// - Throws: `SVGPlacementError` when the output would leave 1...`maxSide` pixels on a side.
    public init(document root: Layer, size: Size, scale: Double, outputSize: (width: Int, height: Int)?) throws {
        if let (w, h) = outputSize {
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
            let (w, h) = ((size.width * scale).rounded(.up), (size.height * scale).rounded(.up))
            guard w >= 1, h >= 1, w <= Double(Self.maxSide), h <= Double(Self.maxSide) else {
                throw SVGPlacementError(
                    "the output would be \(w)x\(h) pixels; --scale must keep each side within 1...\(Self.maxSide)")
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
