/// A pointer button by its Linux input code (`BTN_LEFT` = 0x110 and so on), as `wl_pointer.button` reports it.
public struct PointerButton: Hashable, Sendable, Codable, RawRepresentable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let left = PointerButton(rawValue: 0x110)
    public static let right = PointerButton(rawValue: 0x111)
    public static let middle = PointerButton(rawValue: 0x112)
}
