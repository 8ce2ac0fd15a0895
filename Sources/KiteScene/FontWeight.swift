/// How heavy a line of text is drawn, as `UIFont.Weight` names it. The renderer asks fontconfig for the family's
/// face nearest to the weight: DejaVu Sans (Kite's default family) has a regular (Book) and a bold face, so
/// `.semibold` comes out bold there.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular, semibold, bold

    /// The weight in fontconfig's scale (`FC_WEIGHT_REGULAR` 80, `FC_WEIGHT_DEMIBOLD` 180, `FC_WEIGHT_BOLD` 200).
    public var fontconfigWeight: Int {
        switch self {
        case .regular: 80
        case .semibold: 180
        case .bold: 200
        }
    }
}
