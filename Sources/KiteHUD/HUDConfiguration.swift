import Foundation

/// Which HUD panels to show and over how many frames. Plain configuration: the executable reads `KITE_HUD` or
/// `--hud` and passes the text to `parse(_:)`; nothing in this module reads the environment.
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

    public var panels: Panels
    /// Frames in the graph and the rolling statistics, in `graphFramesRange` (2...4096); default 240.
    public var graphFrames: Int

    /// Precondition: `graphFrames` in `graphFramesRange` (`parse` checks it and throws instead).
    public init(panels: Panels = .all, graphFrames: Int = 240) {
        precondition(
            Self.graphFramesRange.contains(graphFrames), "HUD graph frames must be in 2...4096, got \(graphFrames)")
        self.panels = panels
        self.graphFrames = graphFrames
    }

    /// The range of `graphFrames`.
    public static let graphFramesRange = 2...4096

    /// Parses a `KITE_HUD` value: `1`, `on`, `true` or `all` for every panel; `0`, `off`, `false` or empty for no
    /// HUD (nil); otherwise a comma-separated list of `fps`, `graph`, `phases`, `latency` and optionally
    /// `frames=N` (N in 2...4096, the window of the graph and statistics; alone it keeps every panel). Throws on
    /// anything else.
    public static func parse(_ text: String) throws(HUDConfigurationError) -> HUDConfiguration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch trimmed {
        case "", "0", "off", "false", "no": return nil
        case "1", "on", "true", "yes", "all": return HUDConfiguration()
        default: break
        }
        var panels: Panels = []
        var frames = 240
        for word in trimmed.split(separator: ",") {
            let name = word.trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("frames=") {
                frames = try parseFrames(name, in: text)
                continue
            }
            guard let panel = Panels.names.first(where: { $0.0 == name })?.1 else {
                throw HUDConfigurationError(text: text, unknown: name)
            }
            panels.insert(panel)
        }
        return HUDConfiguration(panels: panels.isEmpty ? .all : panels, graphFrames: frames)
    }

    private static func parseFrames(_ word: String, in text: String) throws(HUDConfigurationError) -> Int {
        guard let frames = Int(word.dropFirst("frames=".count)), graphFramesRange.contains(frames) else {
            throw HUDConfigurationError(
                text: text, unknown: word,
                reason: "\(word): the frame count must be a whole number in \(graphFramesRange.lowerBound)..."
                    + "\(graphFramesRange.upperBound)")
        }
        return frames
    }
}

/// A HUD setting named a panel that does not exist, or a frame count out of range.
public struct HUDConfigurationError: Error, CustomStringConvertible, Equatable {
    public var text: String
    /// The word that was refused.
    public var unknown: String
    /// Why, when the word was recognised but its value is wrong; nil when it names no panel.
    public var reason: String?

    public init(text: String, unknown: String, reason: String? = nil) {
        self.text = text
        self.unknown = unknown
        self.reason = reason
    }

    public var description: String {
        if let reason { return "HUD setting \"\(text)\": \(reason)" }
        return "HUD setting \"\(text)\": unknown panel \"\(unknown)\" (use 1, 0, or a list of fps, graph, phases, "
            + "latency and frames=N)"
    }
}
