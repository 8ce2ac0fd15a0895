/// A width and height, in points unless the space says otherwise. Negative values are allowed (as in CGSize) but
/// most consumers expect them non-negative; `Rect.standardized` fixes them up.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    public static let zero = Size(width: 0, height: 0)

    public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "\(width)x\(height)" }

    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }
}
