import KiteGestures
import KiteHUD
import KiteImage
import KiteTiming

/// What every frame loop needs to know from the command line, validated. `RuntimeOptions` parses it from the
/// arguments every Kite app understands; an app may also build or adjust one by hand (the gallery's tour does).
public struct RunOptions {
    /// Stop after this many frames (presented in a window, rendered headless); nil for no limit in a window and
    /// `HeadlessRunner.defaultFrameCount` headless.
    public var frames: Int?
    /// `--frame-log FILE.csv`: one CSV row per frame; nil for none.
    public var frameLogPath: String?
    /// `--out DIR`: where PNG snapshots go; created when missing.
    public var snapshotFolder: String?
    /// `--snapshot-every N`: write every Nth frame (frame 0 first) into `snapshotFolder`; nil for none.
    public var snapshotEvery: Int?
    /// The window's initial size, or the headless canvas, in logical pixels.
    public var logicalSize: (width: Int, height: Int)
    /// Headless only: device pixels per logical pixel.
    public var headlessScale: Double
    /// Where the summary JSON goes at exit: `--summary`, else next to the frame log (`LOG.summary.json`) when the log
    /// is a regular file or new (not beside a device or a FIFO such as `/dev/full`); nil for none.
    public var summaryPath: String?
    /// The HUD's panels; nil when the run has no HUD at all.
    public var hud: HUDConfiguration?
    /// Whether the HUD is shown from the first frame (F1 cycles it in a `LayerScene`).
    public var hudVisibleAtStart: Bool
    /// How the HUD starts: off unless `--hud` or `KITE_HUD` asked for it, then compact unless `KITE_HUD` says
    /// `full`. Pass it to your scene (`LayerScene(hudMode:)`).
    public var hudStartMode: HUDMode { hudVisibleAtStart ? (hud?.startMode ?? .compact) : .off }
    /// `--record FILE.jsonl`: every input event delivered to the scene is written there.
    public var recordPath: String?
    /// `--replay FILE.jsonl`: input comes from this recording instead of the seat.
    public var replayPath: String?
    /// `--trace FILE.jsonl`: where the app's trace lines go (`TraceFile`); nil for none.
    public var tracePath: String?
    /// Render offscreen at a virtual 60 Hz instead of opening a window.
    public var headless: Bool
    /// `--full-redraw` (or `KITE_FULL_REDRAW=1`): every frame redraws the whole surface, damage ignored. Defaults to
    /// false.
    public var fullRedraw = false
    /// `--continuous` (or `KITE_CONTINUOUS=1`): a window draws every refresh, even when nothing changes. Defaults to
    /// false (frames on demand).
    public var continuous = false

    /// Creates the snapshot folder if one is given.
    /// - Throws: `AppFailure` when the folder cannot be created.
    public init(
        frames: Int? = nil, frameLogPath: String? = nil, snapshotFolder: String? = nil, snapshotEvery: Int? = nil,
        logicalSize: (width: Int, height: Int), headlessScale: Double = 1, summaryPath: String? = nil,
        hud: HUDConfiguration? = nil, hudVisibleAtStart: Bool = false, recordPath: String? = nil,
        replayPath: String? = nil, tracePath: String? = nil, headless: Bool = false
    ) throws {
        self.recordPath = recordPath
        self.replayPath = replayPath
        self.summaryPath =
            summaryPath ?? frameLogPath.flatMap { FileIdentity.isRegularOrAbsent($0) ? $0 + ".summary.json" : nil }
        self.hud = hud
        self.hudVisibleAtStart = hudVisibleAtStart
        self.frames = frames
        self.frameLogPath = frameLogPath
        self.snapshotFolder = snapshotFolder
        self.snapshotEvery = snapshotEvery
        self.logicalSize = logicalSize
        self.headlessScale = headlessScale
        self.tracePath = tracePath
        self.headless = headless
        if let snapshotFolder {
            try OutputFolder.create(snapshotFolder)
        }
    }

    func makeInputPipeline() throws -> InputPipeline {
        try InputPipeline(recordPath: recordPath, replayPath: replayPath)
    }

    /// Refuses two outputs (or the replay and an output) that name one file, in any spelling (`X`, `./X`, a link
    /// to X): their writes would interleave, or the recording would replace the replay.
    /// - Parameter others: more files the app reads or writes, each with its option, e.g. `("--tour-file", path)`.
    /// - Throws: `AppFailure` naming both options and paths.
    public func checkDistinctFiles(also others: [(option: String, path: String)] = []) throws {
        let named: [(String, String?)] = [
            ("--replay", replayPath), ("--frame-log", frameLogPath), ("--summary", summaryPath),
            ("--trace", tracePath), ("--record", recordPath),
        ]
        let files = named.compactMap { option, path in path.map { (option: option, path: $0) } } + others
        if let line = FileIdentity.sameFile(among: files) { throw AppFailure(line) }
    }

    /// Opens the `--trace` file, if one was asked for.
    public func makeTraceFile() throws -> TraceFile? {
        try tracePath.map(TraceFile.init(path:))
    }

    /// Whether frame `frame` is one of the snapshots asked for.
    public func wantsSnapshot(of frame: UInt64) -> Bool {
        guard let every = snapshotEvery, snapshotFolder != nil else { return false }
        return frame % UInt64(every) == 0
    }

    /// `DIR/frame-NNNNN.png`: frame numbers zero-padded to five digits, so the files sort in frame order.
    public func snapshotPath(for frame: UInt64) -> String {
        let digits = String(frame)
        let name = String(repeating: "0", count: max(0, 5 - digits.count)) + digits
        return "\(snapshotFolder!)/frame-\(name).png"
    }

    func writeSnapshot(_ image: PNGImage, frame: UInt64) throws {
        do { try image.write(to: snapshotPath(for: frame)) } catch { throw AppFailure("\(error)") }
    }

    /// Writes `image` as `NAME.png` into the snapshot folder.
    func writeSnapshot(_ image: PNGImage, named name: String) throws {
        do { try image.write(to: "\(snapshotFolder!)/\(name).png") } catch { throw AppFailure("\(error)") }
    }
}
