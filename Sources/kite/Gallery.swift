import ArgumentParser
import KiteApp
import KiteGallery

/// `kite gallery`: the window with Kite's components, or headless frames into PNGs.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the Kite Gallery window (or render it headless).")

    /// The options every Kite app understands: --headless, --size, --frames, --hud, --record, --replay, ...
    @OptionGroup var runtime: RuntimeOptions

    @Flag(
        help: ArgumentHelp(
            "Headless: play the scripted input tour (--tour-file) and write a PNG per key moment, a contact sheet, "
                + "the trace and the frame-timing summary into --out."))
    var tour = false

    @Option(name: .customLong("tour-file"), help: "The tour script for --tour.")
    var tourFile = "Tours/gallery.tour"

    func validate() throws {
        if tour && !(runtime.headless && runtime.out != nil) {
            throw ValidationError("--tour needs --headless and --out DIR")
        }
        if tour && runtime.replay != nil { throw ValidationError("--tour plays its own replay; leave out --replay") }
    }

    func run() throws {
        var options = try runtime.runOptions()
        // The GL driver and fontconfig load on other threads while the gallery builds its layer tree; whatever way
        // the run ends, the driver load is over before the process exits.
        AppRuntime.startLoading()
        defer { AppRuntime.finishLoading() }
        TerminationRequest.install()
        try AppRuntime.reportingFailures {
            do {
                if tour {
                    try GalleryTourRun(tourFile: tourFile, folder: options.snapshotFolder!, tracePath: runtime.trace)
                        .run(options: &options)
                    return
                }
                let traceFile = try options.makeTraceFile()
                let scene = try GalleryScene(traceFile: traceFile, hudMode: options.hudStartMode)
                try AppFailure.finishing(
                    { try AppRuntime(options: options, title: "Kite Gallery", appID: "org.kite.Gallery").run(scene) },
                    then: [{ try traceFile?.finish() }])
            } catch let error as GalleryTourError {
                throw AppFailure(error.description)
            }
        }
    }
}
