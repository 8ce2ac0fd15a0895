import ArgumentParser
import Foundation
import KiteGL
import KiteGallery
import KiteHUD
import KitePlatform
import KiteRender
import KiteText

/// `kite gallery`: the window with Kite's components, or headless frames into PNGs.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the Kite Gallery window (or render it headless).")

    @Option(help: "Exit 0 after this many presented frames (headless: rendered frames; default there 300).")
    var frames: Int?

    @Option(name: .customLong("frame-log"), help: "Write a per-frame CSV log to this file.")
    var frameLog: String?

    @Option(help: "Write the run's summary JSON here at exit (default: next to --frame-log, as LOG.summary.json).")
    var summary: String?

    @Flag(help: "Show the frame-timing HUD (or set KITE_HUD=1, or KITE_HUD=fps,graph,phases,latency).")
    var hud = false

    @Flag(help: "Render offscreen through EGL's surfaceless platform at a virtual 60 Hz; no compositor needed.")
    var headless = false

    @Option(help: "Folder for PNG snapshots (with --snapshot-every).")
    var out: String?

    @Option(name: .customLong("snapshot-every"), help: "Write every Nth frame as a PNG into --out.")
    var snapshotEvery: Int?

    @Option(help: "Window (or headless canvas) size in logical pixels, WIDTHxHEIGHT.")
    var size: String = "800x600"

    @Option(help: "Headless only: device pixels per logical pixel.")
    var scale: Double = 1

    @Option(help: "Write layout, gesture and component state events to this JSON Lines file.")
    var trace: String?

    @Flag(
        help: ArgumentHelp(
            "Headless: play the scripted input tour (--tour-file) and write a PNG per key moment, a contact sheet, "
                + "the trace and the frame-timing summary into --out."))
    var tour = false

    @Option(name: .customLong("tour-file"), help: "The tour script for --tour.")
    var tourFile = "Tours/gallery.tour"

    @Option(help: "Write every input event to this JSON Lines file (times in seconds since the first frame).")
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Feed input from this JSON Lines recording instead of the seat, each event at the frame whose scene time "
                + "reaches it (also with --headless; there the default --frames covers the whole recording)."))
    var replay: String?

    @Flag(
        name: .customLong("full-redraw"),
        help: "Redraw the whole window every frame, ignoring damage (or set KITE_FULL_REDRAW=1); for comparison.")
    var fullRedraw = false

    @Flag(
        help: ArgumentHelp(
            "Draw every refresh even when nothing changes (or set KITE_CONTINUOUS=1), for profiling; an idle gallery "
                + "otherwise draws nothing, so --frames N on a compositor needs this or input."))
    var continuous = false

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if let n = snapshotEvery, n < 1 { throw ValidationError("--snapshot-every must be at least 1") }
        if snapshotEvery != nil && out == nil { throw ValidationError("--snapshot-every needs --out DIR") }
        if tour && !(headless && out != nil) { throw ValidationError("--tour needs --headless and --out DIR") }
        if tour && replay != nil { throw ValidationError("--tour plays its own replay; leave out --replay") }
        if !(scale.isFinite && scale > 0 && scale <= 8) { throw ValidationError("--scale must be in (0, 8]") }
        _ = try logicalSize()
    }

    func logicalSize() throws -> (width: Int, height: Int) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (16...8192).contains(parts[0]), (16...8192).contains(parts[1]) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with each in 16...8192, e.g. 800x600")
        }
        return (parts[0], parts[1])
    }

    func run() throws {
        // The HUD is always configured so F1 can show it; --hud or KITE_HUD decide whether it starts shown.
        let requestedHUD = try hudConfiguration()
        var options = try RunOptions(
            frames: frames, frameLogPath: frameLog, snapshotFolder: out, snapshotEvery: snapshotEvery,
            logicalSize: logicalSize(), headlessScale: scale, summaryPath: summary,
            hud: requestedHUD ?? HUDConfiguration(), recordPath: record, replayPath: replay)
        let environment = ProcessInfo.processInfo.environment
        options.fullRedraw = fullRedraw || environment["KITE_FULL_REDRAW"] == "1"
        options.continuous = continuous || environment["KITE_CONTINUOUS"] == "1"
        TerminationRequest.install()
        do {
            if tour {
                try GalleryTourRun(tourFile: tourFile, folder: out!, tracePath: trace).run(options: &options)
                return
            }
            let traceFile = try trace.map(TraceFile.init(path:))
            let scene = try GalleryScene(trace: traceFile?.trace, hudVisible: requestedHUD != nil)
            if headless {
                try HeadlessRunner(options: options, scene: scene).run()
            } else {
                try WaylandRunner(options: options, scene: scene).run()
            }
            try traceFile?.finish()
        } catch let error as PlatformError {
            throw Failure(error.description)
        } catch let error as GLError {
            throw Failure(error.description)
        } catch let error as TextError {
            throw Failure(error.description)
        } catch let error as GalleryTourError {
            throw Failure(error.description)
        } catch let error as RenderError {
            throw Failure(error.description)
        }
    }

    /// `--hud` shows every panel; otherwise `KITE_HUD` decides (the only place the environment is read).
    func hudConfiguration() throws -> HUDConfiguration? {
        if hud { return HUDConfiguration() }
        guard let setting = ProcessInfo.processInfo.environment["KITE_HUD"] else { return nil }
        do { return try HUDConfiguration.parse(setting) } catch { throw Failure(error.description) }
    }
}

/// A failure reported as one line on standard error and exit status 1, without a stack dump.
struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
