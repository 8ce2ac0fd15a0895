/// Which frame-timing HUD is drawn: none, the compact one (FPS, a small frame-time graph, missed refreshes), or
/// the full panel. F1 (`KeyCommand.cycleHUD`) steps through them with `next`; a tap on the HUD uses `afterTap`.
public enum HUDMode: String, Sendable, CaseIterable {
    case off
    /// FPS, missed refreshes and the last frames' times in a small corner card; the default when the HUD is on.
    case compact
    /// Every chosen panel: percentiles and lows, the frame-time graph and histogram, CPU per phase, GPU, latency,
    /// and the redraw path.
    case full

    /// The mode after F1: compact, full, off, and round again.
    public var next: HUDMode {
        switch self {
        case .off: return .compact
        case .compact: return .full
        case .full: return .off
        }
    }

    /// The mode after a tap on the HUD: the compact HUD opens the full panel and the full panel goes back to the
    /// compact one. Nothing is drawn to tap while off, so off stays off.
    public var afterTap: HUDMode {
        switch self {
        case .off: return .off
        case .compact: return .full
        case .full: return .compact
        }
    }
}
