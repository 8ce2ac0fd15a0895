/// A size in whole pixels, as command lines write it: `WIDTHxHEIGHT` (`800x600`).
public struct PixelSize: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// - Parameters:
    ///   - width: width in pixels.
    ///   - height: height in pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `WIDTHxHEIGHT`: two decimal integers joined by one `x` or `X`, nothing else; nil for anything else.
    /// Callers check the range they accept, since it differs (a window's canvas, an output image).
    public init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "X", omittingEmptySubsequences: false)
        }
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }
}
