import KiteGeometry

/// The HUD's sizes (logical pixels) and colours.
enum HUDStyle {
    /// Text em size, logical pixels.
    static let fontSize = 12.0
    static let margin = 8.0
    static let padding = 8.0
    static let width = 340.0
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
