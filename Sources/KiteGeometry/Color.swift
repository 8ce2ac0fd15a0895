/// A colour as straight (not premultiplied) sRGB components with alpha, each in 0...1.
/// Blending happens in sRGB space, as in Core Animation, cairo and Skia.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A colour from 8-bit-per-channel hex, `0xRRGGBB`, with a separate alpha in 0...1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlpha(multipliedBy factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Premultiplied components (r*a, g*a, b*a, a), the form GL blending with `ONE, ONE_MINUS_SRC_ALPHA` expects.
    public var premultiplied: (Double, Double, Double, Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
