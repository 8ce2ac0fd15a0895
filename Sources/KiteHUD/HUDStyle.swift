import KiteGeometry

/// The HUD's sizes (points: logical pixels, multiplied by the surface's scale and rounded to whole device pixels)
/// and colours.
enum HUDStyle {
    /// Text em size, points.
    static let fontSize = 12.0
    /// Distance from the window's edges to the panel, points.
    static let margin = 8.0
    /// The full panel's padding, points.
    static let padding = 8.0
    /// The full panel's content width, points.
    static let width = 340.0
    /// The compact HUD's content width, points: room for "60.0 fps  missed 999".
    static let compactWidth = 136.0
    /// The compact HUD's padding, points.
    static let compactPadding = 6.0
    /// The compact frame-time graph's height, points; with the text line, the gap and the padding the compact HUD is
    /// 148 x 52 points, 1.6% of an 800 x 600 window, and taller than the 44-point touch minimum.
    static let compactGraphHeight = 22.0
    /// The gap between the compact HUD's text line and its graph, points.
    static let compactGap = 4.0
    /// Points per column of the compact graph (68 frames across its width): whole columns at scale 1.
    static let compactColumnWidth = 2.0
    static let graphHeight = 64.0
    static let phaseHeight = 40.0
    static let histogramHeight = 24.0
    static let gap = 6.0

    static let panel = Color(red: 0.06, green: 0.06, blue: 0.07, alpha: 0.9)
    static let text = Color(hex: 0xF2F2F7)
    static let dim = Color(hex: 0x98989F)
    static let warning = Color(hex: 0xFF9F0A)
    static let grid = Color(red: 1, green: 1, blue: 1, alpha: 0.18)
    static let onTime = Color(hex: 0x30D158)
    static let late = Color(hex: 0xFF453A)
    static let discarded = Color(hex: 0xBF5AF2)
    /// One colour per `FramePhase`, in order: input, animation, layout, submit.
    static let phases = [Color(hex: 0x64D2FF), Color(hex: 0xFFD60A), Color(hex: 0x0A84FF), Color(hex: 0xFF375F)]
}
