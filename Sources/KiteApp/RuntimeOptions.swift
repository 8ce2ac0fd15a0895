import ArgumentParser
import FoundationEssentials
import KiteGL
import KiteGeometry
import KiteHUD

/// The command-line options every Kite app understands, parsed the same way everywhere: embed them in your command
/// with `@OptionGroup var runtime: RuntimeOptions` beside your own options, then hand `runtime.runOptions()` to an
/// `AppRuntime`.
///
/// `--headless`, `--size WxH`, `--scale S`, `--frames N`, `--hud`, `--frame-log FILE`, `--summary FILE`,
/// `--record FILE`, `--replay FILE`, `--trace FILE`, `--out DIR --snapshot-every N`, `--full-redraw`,
/// `--continuous`.
public struct RuntimeOptions: ParsableArguments {
    /// `--frames N`: exit 0 after N frames; at least 1.
    @Option(
        parsing: .unconditional,
        help: "Exit 0 after this many presented frames (headless: rendered frames; default there 300).",
        transform: NumberOption.integer(in: 1...Int.max))
    public var frames: Int?

    /// `--frame-log FILE.csv`: one CSV row per frame.
    @Option(name: .customLong("frame-log"), help: "Write a per-frame CSV log to this file.")
    public var frameLog: String?

    /// `--summary FILE.json`: the run's summary at exit; default next to the frame log.
    @Option(help: "Write the run's summary JSON here at exit (default: next to --frame-log, as LOG.summary.json).")
    public var summary: String?

    /// `--hud`: show the frame-timing HUD from the first frame.
    @Flag(help: "Show the frame-timing HUD (or set KITE_HUD=1, or KITE_HUD=fps,graph,phases,latency).")
    public var hud = false

    /// `--headless`: draw offscreen at a virtual 60 Hz instead of opening a window.
    @Flag(help: "Render offscreen through EGL's surfaceless platform at a virtual 60 Hz; no compositor needed.")
    public var headless = false

    /// `--out DIR`: the snapshot folder.
    @Option(help: "Folder for PNG snapshots (with --snapshot-every).")
    public var out: String?

    /// `--snapshot-every N`: write every Nth frame into `--out`; at least 1.
    @Option(
        name: .customLong("snapshot-every"), parsing: .unconditional,
        help: "Write every Nth frame as a PNG into --out.",
        transform: NumberOption.integer(in: 1...Int.max))
    public var snapshotEvery: Int?

    /// `--size WxH`: the window's (or the headless canvas's) size in logical pixels; 800x600 by default.
    @Option(parsing: .unconditional, help: "Window (or headless canvas) size in logical pixels, WIDTHxHEIGHT.")
    public var size: String = "800x600"

    /// `--scale S`: headless device pixels per logical pixel, in (0, 8]; 1 by default.
    @Option(
        parsing: .unconditional, help: "Headless only: device pixels per logical pixel, in (0, 8].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: 8)))
    public var scale: Double = 1

    /// `--trace FILE.jsonl`: the app's trace lines.
    @Option(help: "Write layout, gesture and component state events to this JSON Lines file.")
    public var trace: String?

    /// `--record FILE.jsonl`: every input event, as `--replay` reads it.
    @Option(help: "Write every input event to this JSON Lines file (times in seconds since the first frame).")
    public var record: String?

    /// `--replay FILE.jsonl`: input from a recording instead of the seat.
    @Option(
        help: ArgumentHelp(
            "Feed input from this JSON Lines recording instead of the seat, each event at the frame whose scene time "
                + "reaches it (also with --headless; there the default --frames covers the whole recording)."))
    public var replay: String?

    /// `--full-redraw`: redraw the whole surface every frame, ignoring damage.
    @Flag(
        name: .customLong("full-redraw"),
        help: "Redraw the whole window every frame, ignoring damage (or set KITE_FULL_REDRAW=1); for comparison.")
    public var fullRedraw = false

    /// `--continuous`: a frame every refresh even when nothing changes.
    @Flag(
        help: ArgumentHelp(
            "Draw every refresh even when nothing changes (or set KITE_CONTINUOUS=1), for profiling; an idle window "
                + "otherwise draws nothing, so --frames N on a compositor needs this or input."))
    public var continuous = false

    /// Parsed by ArgumentParser.
    public init() {}

    /// Checks the ranges and combinations; ArgumentParser calls it after parsing.
    public func validate() throws {
        if snapshotEvery != nil && out == nil { throw ValidationError("--snapshot-every needs --out DIR") }
        let (width, height) = try logicalSize()
        // The headless canvas is an offscreen target: refuse here, in one line, what it would refuse later.
        let (pixelWidth, pixelHeight) = (Double(width) * scale, Double(height) * scale)
        if headless, !OffscreenTarget.allows(width: Int(pixelWidth.rounded()), height: Int(pixelHeight.rounded())) {
            throw ValidationError(
                "--size \(width)x\(height) at --scale \(scale) is \(Int(pixelWidth.rounded()))x"
                    + "\(Int(pixelHeight.rounded())) device pixels; a headless canvas needs \(OffscreenTarget.validSizes)"
            )
        }
    }

    /// `--size` as logical pixels, each side in 16...8192.
    /// - Throws: `ValidationError` naming the valid form and range.
    public func logicalSize() throws -> (width: Int, height: Int) {
        guard let size = PixelSize(parsing: size), (16...8192).contains(size.width), (16...8192).contains(size.height)
        else {
            throw ValidationError("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 800x600")
        }
        return (size.width, size.height)
    }

    /// The HUD's panels: every panel with `--hud`, else as `KITE_HUD` in `environment` says; nil when neither asks
    /// for it.
    /// - Throws: `ValidationError` (exit status 64, like a bad option value) for a `KITE_HUD` value
    ///   `HUDConfiguration.parse` rejects, in its one line.
    public func requestedHUD(environment: [String: String]) throws -> HUDConfiguration? {
        if hud { return HUDConfiguration() }
        guard let setting = environment["KITE_HUD"] else { return nil }
        do { return try HUDConfiguration.parse(setting) } catch { throw ValidationError(error.description) }
    }

    /// Whether the on/off environment variable `name` is on: `1` is on; `0`, empty or unset is off.
    /// - Throws: `ValidationError` (exit status 64) for any other value, naming the variable, the value and the two
    ///   valid ones, so a `KITE_CONTINUOUS=yes` is not silently off; the value quoted as `ErrorQuote` does (at most
    ///   40 characters, then "..." and its length; control characters escaped).
    public static func switchedOn(_ name: String, in environment: [String: String]) throws -> Bool {
        switch environment[name] {
        case nil, "", "0": return false
        case "1": return true
        case let value?:
            throw ValidationError("\(name)=\"\(ErrorQuote.shown(value))\": must be 1 (on) or 0 (off)")
        }
    }

    /// The validated options for a run. The HUD is always configured, so F1 can show it; `--hud` or `KITE_HUD` in
    /// `environment` decide whether it starts shown; `KITE_FULL_REDRAW=1` and `KITE_CONTINUOUS=1` there act as
    /// `--full-redraw` and `--continuous`.
    /// - Parameter environment: where `KITE_HUD` is looked up; the process's environment by default.
    /// - Throws: `ValidationError` (exit status 64) for a bad `KITE_HUD`, `KITE_FULL_REDRAW` or `KITE_CONTINUOUS`;
    ///   `AppFailure` (exit status 1) for an `--out` folder that cannot be created.
    public func runOptions(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RunOptions {
        let requested = try requestedHUD(environment: environment)
        let fullRedrawSet = try Self.switchedOn("KITE_FULL_REDRAW", in: environment)
        let continuousSet = try Self.switchedOn("KITE_CONTINUOUS", in: environment)
        var options = try RunOptions(
            frames: frames, frameLogPath: frameLog, snapshotFolder: out, snapshotEvery: snapshotEvery,
            logicalSize: logicalSize(), headlessScale: scale, summaryPath: summary,
            hud: requested ?? HUDConfiguration(), hudVisibleAtStart: requested != nil, recordPath: record,
            replayPath: replay, tracePath: trace, headless: headless)
        try options.checkDistinctFiles()
        options.fullRedraw = fullRedraw || fullRedrawSet
        options.continuous = continuous || continuousSet
        return options
    }
}
