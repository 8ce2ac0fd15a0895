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
    /// Frames in the graph and the rolling statistics, 2...4096; default 240.
    public var graphFrames: Int

    public init(panels: Panels = .all, graphFrames: Int = 240) {
        precondition((2...4096).contains(graphFrames), "HUD graph frames must be in 2...4096, got \(graphFrames)")
        self.panels = panels
        self.graphFrames = graphFrames
    }

    /// Parses a `KITE_HUD` value: `1`, `on`, `true` or `all` for every panel; `0`, `off`, `false` or empty for no
    /// HUD (nil); otherwise a comma-separated list of `fps`, `graph`, `phases`, `latency`. Throws on anything else.
    public static func parse(_ text: String) throws(HUDConfigurationError) -> HUDConfiguration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch trimmed {
        case "", "0", "off", "false", "no": return nil
        case "1", "on", "true", "yes", "all": return HUDConfiguration()
        default: break
        }
        var panels: Panels = []
        for word in trimmed.split(separator: ",") {
            let name = word.trimmingCharacters(in: .whitespaces)
            guard let panel = Panels.names.first(where: { $0.0 == name })?.1 else {
                throw HUDConfigurationError(text: text, unknown: name)
            }
            panels.insert(panel)
        }
        return HUDConfiguration(panels: panels)
    }
}

/// A HUD setting named a panel that does not exist.
public struct HUDConfigurationError: Error, CustomStringConvertible, Equatable {
    public var text: String
    public var unknown: String
    public var description: String {
        "HUD setting \"\(text)\": unknown panel \"\(unknown)\" (use 1, 0, or a list of fps, graph, phases, latency)"
    }
}
