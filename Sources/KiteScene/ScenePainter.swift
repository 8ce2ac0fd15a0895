import KiteGeometry

/// Paints a draw list into an image of fixed size: the one interface behind which Kite's GL renderer
/// (`OffscreenScenePainter` in KiteRender) and the cairo reference (`CairoPainter` in KiteCairo) stand, so golden
/// tests and benchmarks drive both the same way.
public protocol ScenePainter: AnyObject {
    /// Image width, device pixels (>= 1).
    var width: Int { get }
    /// Image height, device pixels (>= 1).
    var height: Int { get }
    /// Device pixels per point (> 0).
    var scale: Double { get }

    /// Clears the image to `background` and draws `list`, without reading the image back: what benchmarks time.
    func draw(_ list: DrawList, background: Color) throws

    /// The image as the last `draw` left it: premultiplied RGBA rows, top row first, `width * height * 4` bytes.
    func premultipliedPixels() throws -> [UInt8]
}

extension ScenePainter {
    /// Draws `list` over `background` (default clear) and returns the image, premultiplied RGBA rows, top row first.
    public func render(_ list: DrawList, background: Color = .clear) throws -> [UInt8] {
        try draw(list, background: background)
        return try premultipliedPixels()
    }
}
