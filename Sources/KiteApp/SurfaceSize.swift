/// A surface's size in logical pixels and its scale; the framebuffer is the logical size times the scale, rounded.
public struct SurfaceSize: Sendable, Equatable {
    /// Width in logical pixels, at least 1.
    public var logicalWidth: Int
    /// Height in logical pixels, at least 1.
    public var logicalHeight: Int
    /// Device pixels per logical pixel, greater than 0 (1.25 on a 125 % fractional-scale output).
    public var scale: Double

    /// - Parameters:
    ///   - logicalWidth: width in logical pixels.
    ///   - logicalHeight: height in logical pixels.
    ///   - scale: device pixels per logical pixel; 1 by default.
    public init(logicalWidth: Int, logicalHeight: Int, scale: Double = 1) {
        self.logicalWidth = logicalWidth
        self.logicalHeight = logicalHeight
        self.scale = scale
    }

    /// The framebuffer's width in device pixels: the logical width times the scale, rounded to nearest.
    public var pixelWidth: Int { Int((Double(logicalWidth) * scale).rounded()) }
    /// The framebuffer's height in device pixels: the logical height times the scale, rounded to nearest.
    public var pixelHeight: Int { Int((Double(logicalHeight) * scale).rounded()) }
}
