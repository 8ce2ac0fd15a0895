import KiteApp
import KiteGallery
import KiteGeometry
import KiteImage
import KiteInput
import KiteText

/// `kite gallery --headless --tour --out DIR`: compiles the tour script against the gallery's layout, writes it as
/// a replay file (`DIR/tour.jsonl`, the same format `--replay` reads) and plays exactly those events through the
/// headless runner's replay path; writes `DIR/NAME.png` at each `snapshot` step, `DIR/contact-sheet.png`,
/// `DIR/trace.jsonl` (unless --trace names another file), `DIR/frames.csv` and `DIR/summary.json`.
struct GalleryTourRun {
    let tourFile: String
    let folder: String
    let tracePath: String?
    /// How long the run goes on after the last step, so the last animations settle on screen, seconds.
    static let settleSeconds = 1.0

    func run(options: inout RunOptions) throws {
        let script: String
        do {
            script = try InputFile.readText(
                tourFile, limitBytes: GalleryTour.maximumScriptBytes, interrupted: { TerminationRequest.isRequested })
        } catch {
            throw AppFailure("--tour-file: \(error)")
        }
        let replayPath = "\(folder)/tour.jsonl"
        let traceFilePath = tracePath ?? "\(folder)/trace.jsonl"
        options.frameLogPath = options.frameLogPath ?? "\(folder)/frames.csv"
        options.summaryPath = options.summaryPath ?? "\(folder)/summary.json"
        options.tracePath = traceFilePath
        try options.checkDistinctFiles(also: [("--tour-file", tourFile), ("the tour's replay", replayPath)])
        let traceFile = try TraceFile(path: traceFilePath)
        let scene = try GalleryScene(traceFile: traceFile, hudMode: .off)
        let (w, h) = options.logicalSize
        // Lay out now, as the first frame would, so the tour's steps find the components where they will be.
        scene.host.resize(to: Size(Double(w), Double(h)), scale: options.headlessScale)
        let tour: GalleryTour
        do { tour = try GalleryTour(script: script, frames: scene.primaryControlFrames) } catch {
            throw AppFailure("\(tourFile): \(error)")
        }
        // The tour becomes a replay file and takes the --replay path: what it plays is exactly what a recording of
        // it would replay.
        try writeReplay(tour.events, to: replayPath)
        options.replayPath = replayPath
        let refresh = Double(HeadlessRunner.refreshNanoseconds) / 1e9
        options.frames = options.frames ?? Int(((tour.duration + Self.settleSeconds) / refresh).rounded(.up))
        var runner = HeadlessRunner(options: options, scene: scene)
        for snapshot in tour.snapshots {
            // The first frame whose scene time reaches the instant: the events up to it have been handled.
            let frame = UInt64((snapshot.time / refresh - 1e-9).rounded(.up))
            guard frame < UInt64(options.frames!) else {
                throw AppFailure(
                    "--frames \(options.frames!) ends before the tour's snapshot '\(snapshot.name)' (frame \(frame))")
            }
            runner.keyMoments[frame, default: []].append(snapshot.name)
        }
        try AppFailure.finishing({ try runner.run() }, then: [traceFile.finish])
        try writeContactSheet(names: tour.snapshots.map(\.name))
        print(
            "kite: tour of \(tour.componentsVisited.count) components, \(tour.snapshots.count) key moments in \(folder)"
        )
    }

    private func writeReplay(_ events: [InputEvent], to path: String) throws {
        var text = ""
        for event in events { text += try InputRecording.line(for: event) + "\n" }
        do { try OutputFile.write(text, to: path) } catch { throw AppFailure(error.description) }
    }

    private func writeContactSheet(names: [String]) throws {
        guard !names.isEmpty else { return }
        let frames = try names.map { (name: $0, image: try PNGImage(contentsOf: "\(folder)/\($0).png")) }
        let sheet = try ContactSheet.make(frames, fontPath: FontLocator.path(family: RunOptions.hudFontFamily))
        do { try sheet.write(to: "\(folder)/contact-sheet.png") } catch { throw AppFailure("\(error)") }
    }
}
