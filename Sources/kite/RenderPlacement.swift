import KiteApp
import KiteGL
import KiteGeometry
import KiteScene

/// How a document of `size` CSS pixels lands in the output image: its pixel size, the renderer's scale, and the
/// tree to draw (wrapped in a layer that stretches one axis when `--size` changes the aspect ratio).
struct RenderPlacement {
    /// Output size in device pixels, each in 1...16384.
    let pixelWidth: Int
    let pixelHeight: Int
    /// Device pixels per document pixel along x, passed to the renderer.
    let scale: Double
    /// The tree to draw at `scale`.
    let root: Layer

    /// Largest output side, the limit of an offscreen target.
    static let maxSide = OffscreenTarget.maximumSide

    /// The output for `--scale` (document size times scale, rounded up) or `--size WxH` (the document stretched
    /// to exactly that size).
    init(document root: Layer, size: Size, scale: Double, outputSize: (width: Int, height: Int)?) throws {
        if let (w, h) = outputSize {
            guard OffscreenTarget.allows(width: w, height: h) else {
                throw AppFailure("--size \(w)x\(h) is out of range: \(OffscreenTarget.validSizes)")
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
                OffscreenTarget.allows(width: Int(w), height: Int(h))
            else {
                throw AppFailure(
                    "the output would be \(exactWidth)x\(exactHeight) pixels (document \(size.width)x\(size.height) "
                        + "at --scale \(scale)); it needs \(OffscreenTarget.validSizes)")
            }
            (pixelWidth, pixelHeight, self.scale, self.root) = (Int(w), Int(h), scale, root)
        }
    }

    /// Parses `WxH` with both in 1...16384.
    static func parseSize(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...maxSide).contains(w),
            (1...maxSide).contains(h)
        else {
            throw AppFailure("--size must be WIDTHxHEIGHT in pixels, each in 1...\(maxSide), got \"\(text)\"")
        }
        return (w, h)
    }
}
