import KiteGeometry
import KiteGestures

/// Which HUD panels to show, over how many frames, in which corner and how it starts. Plain configuration: the
/// executable reads `KITE_HUD` or `--hud` and passes the text to `parse(_:)`; nothing in this module reads the
/// environment.
public struct HUDConfiguration: Sendable, Equatable {
    /// The HUD's panels.
    public struct Panels: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// FPS, percentiles, lows, missed refreshes and discarded frames.
        public static let fps = Panels(rawValue: 1)
        /// The frame-time graph and the refresh histogram.
        public static let graph = Panels(rawValue: 2)
        /// CPU per phase as a stacked bar per frame, GPU time, and the HUD's own cost.
        public static let phases = Panels(rawValue: 4)
        /// Commit-to-present and input-to-present latency.
        public static let latency = Panels(rawValue: 8)
        public static let all: Panels = [.fps, .graph, .phases, .latency]

        static let names: [(String, Panels)] = [
            ("fps", .fps), ("graph", .graph), ("phases", .phases), ("latency", .latency),
        ]
    }

    /// The full panel's parts; default all.
    public var panels: Panels
    /// Frames in the graph and the rolling statistics, in `graphFramesRange` (2...4096); default 240.
    public var graphFrames: Int
    /// The window corner the HUD sits in; default top right.
    public var corner: HUDCorner
    /// How the HUD starts when it is shown at all: compact (the default) or full.
    public var startMode: HUDMode

    /// Precondition: `graphFrames` in `graphFramesRange` (`parse` checks it and throws instead).
    public init(
        panels: Panels = .all, graphFrames: Int = 240, corner: HUDCorner = .topRight, startMode: HUDMode = .compact
    ) {
        precondition(
            Self.graphFramesRange.contains(graphFrames), "HUD graph frames must be in 2...4096, got \(graphFrames)")
        self.panels = panels
        self.graphFrames = graphFrames
        self.corner = corner
        self.startMode = startMode
    }

    /// The range of `graphFrames`.
    public static let graphFramesRange = 2...4096

    /// Parses a `KITE_HUD` value: `1`, `on`, `true` or `all` for the HUD with every panel, starting compact; `0`,
    /// `off`, `false` or empty for no HUD (nil); otherwise a comma-separated list of any of: the full panel's parts
    /// `fps`, `graph`, `phases`, `latency` (none listed: all); `compact` or `full`, how it starts (default compact);
    /// `corner=tr|tl|br|bl` (default tr); `frames=N` (N in 2...4096, the window of the graph and statistics).
    /// Throws on anything else, naming the word and what is valid.
    public static func parse(_ text: String) throws(HUDConfigurationError) -> HUDConfiguration? {
        let trimmed = text.trimmingBlanks().lowercased()
        switch trimmed {
        case "", "0", "off", "false", "no": return nil
        case "1", "on", "true", "yes", "all": return HUDConfiguration()
        default: break
        }
        var panels: Panels = []
        var configuration = HUDConfiguration()
        for word in trimmed.split(separator: ",") {
            let name = word.trimmingBlanks()
            if name.hasPrefix("frames=") {
                configuration.graphFrames = try parseFrames(name, in: text)
            } else if name.hasPrefix("corner=") {
                configuration.corner = try parseCorner(name, in: text)
            } else if name == "compact" || name == "full" {
                configuration.startMode = name == "full" ? .full : .compact
            } else if let panel = Panels.names.first(where: { $0.0 == name })?.1 {
                panels.insert(panel)
            } else {
                throw HUDConfigurationError(text: text, unknown: name)
            }
        }
        configuration.panels = panels.isEmpty ? .all : panels
        return configuration
    }

    private static func parseCorner(_ word: String, in text: String) throws(HUDConfigurationError) -> HUDCorner {
        guard let corner = HUDCorner(rawValue: String(word.dropFirst("corner=".count))) else {
            throw HUDConfigurationError(
                text: text, unknown: word,
                reason: "\(ErrorQuote.shown(word)): the corner must be one of tr, tl, br, bl")
        }
        return corner
    }

    private static func parseFrames(_ word: String, in text: String) throws(HUDConfigurationError) -> Int {
        guard let frames = Int(word.dropFirst("frames=".count)), graphFramesRange.contains(frames) else {
            throw HUDConfigurationError(
                text: text, unknown: word,
                reason: "\(ErrorQuote.shown(word)): the frame count must be a whole number in "
                    + "\(graphFramesRange.lowerBound)..."
                    + "\(graphFramesRange.upperBound)")
        }
        return frames
    }
}

/// A HUD setting with a word that is not a panel, mode or setting, or a setting whose value is out of range.
public struct HUDConfigurationError: Error, CustomStringConvertible, Equatable {
    public var text: String
    /// The word that was refused.
    public var unknown: String
    /// Why, when the word was recognised but its value is wrong; nil when it is no word `parse` knows.
    public var reason: String?

    public init(text: String, unknown: String, reason: String? = nil) {
        self.text = text
        self.unknown = unknown
        self.reason = reason
    }

    public var description: String {
        if let reason { return "KITE_HUD=\"\(ErrorQuote.shown(text))\": \(reason)" }
        return
            "KITE_HUD=\"\(ErrorQuote.shown(text))\": unknown word \"\(ErrorQuote.shown(unknown))\" (valid: 1, 0, or a "
            + "comma-separated list of fps, graph, phases, latency, compact, full, corner=tr|tl|br|bl, frames=2...4096)"
    }
}
