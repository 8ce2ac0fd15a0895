/// The window corner the HUD sits in, a margin away from both edges.
public enum HUDCorner: String, Sendable, CaseIterable {
    /// Top left.
    case topLeft = "tl"
    /// Top right: the default, clear of the hamburger button's card in the gallery's first row.
    case topRight = "tr"
    /// Bottom left.
    case bottomLeft = "bl"
    /// Bottom right.
    case bottomRight = "br"

    /// The top-left corner of a `size` box placed in this corner of a `viewport`, `margin` from its edges (all in
    /// the same units); never left of or above `margin`, so a viewport smaller than the box shows its top left.
    public func origin(
        of size: (width: Double, height: Double), in viewport: (width: Double, height: Double), margin: Double
    ) -> (x: Double, y: Double) {
        let right = max(margin, viewport.width - margin - size.width)
        let bottom = max(margin, viewport.height - margin - size.height)
        switch self {
        case .topLeft: return (margin, margin)
        case .topRight: return (right, margin)
        case .bottomLeft: return (margin, bottom)
        case .bottomRight: return (right, bottom)
        }
    }
}
