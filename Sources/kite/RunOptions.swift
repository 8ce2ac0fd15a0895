import Foundation
import KiteHUD
import KiteImage
import KiteTiming

/// What every frame loop needs to know from the command line, validated.
struct RunOptions {
    var frames: Int?
    var frameLogPath: String?
    var snapshotFolder: String?
    var snapshotEvery: Int?
    var logicalSize: (width: Int, height: Int)
    var headlessScale: Double
    /// Where the summary JSON goes at exit: `--summary`, else next to the frame log; nil for none.
    var summaryPath: String?
    /// The HUD's panels; nil when it is off.
    var hud: HUDConfiguration?
    /// `--record FILE.jsonl`: every input event delivered to the scene is written there.
    var recordPath: String?
    /// `--replay FILE.jsonl`: input comes from this recording instead of the seat.
    var replayPath: String?
    /// `--full-redraw` (or `KITE_FULL_REDRAW=1`): every frame redraws the whole surface, damage ignored.
    var fullRedraw = false
    /// `--continuous` (or `KITE_CONTINUOUS=1`): a frame every refresh, even when nothing changes.
    var continuous = false

    init(
        frames: Int?, frameLogPath: String?, snapshotFolder: String?, snapshotEvery: Int?,
        logicalSize: (width: Int, height: Int), headlessScale: Double, summaryPath: String? = nil,
        hud: HUDConfiguration? = nil, recordPath: String? = nil, replayPath: String? = nil
    ) throws {
        self.recordPath = recordPath
        self.replayPath = replayPath
        self.summaryPath = summaryPath ?? frameLogPath.map { $0 + ".summary.json" }
        self.hud = hud
        self.frames = frames
        self.frameLogPath = frameLogPath
        self.snapshotFolder = snapshotFolder
        self.snapshotEvery = snapshotEvery
        self.logicalSize = logicalSize
        self.headlessScale = headlessScale
        if let snapshotFolder {
            do {
                try FileManager.default.createDirectory(atPath: snapshotFolder, withIntermediateDirectories: true)
            } catch {
                throw Failure("cannot create --out folder \(snapshotFolder): \(error.localizedDescription)")
            }
        }
    }

    func makeInputPipeline() throws -> InputPipeline {
        try InputPipeline(recordPath: recordPath, replayPath: replayPath)
    }

    func makeFrameLog() throws -> FrameLogWriter? {
        guard let frameLogPath else { return nil }
        do { return try FrameLogWriter(path: frameLogPath) } catch { throw Failure("\(error)") }
    }

    /// Whether frame `frame` is one of the snapshots asked for.
    func wantsSnapshot(of frame: UInt64) -> Bool {
        guard let every = snapshotEvery, snapshotFolder != nil else { return false }
        return frame % UInt64(every) == 0
    }

    func snapshotPath(for frame: UInt64) -> String {
        let digits = String(frame)
        let name = String(repeating: "0", count: max(0, 5 - digits.count)) + digits
        return "\(snapshotFolder!)/frame-\(name).png"
    }

    func writeSnapshot(_ image: PNGImage, frame: UInt64) throws {
        do { try image.write(to: snapshotPath(for: frame)) } catch { throw Failure("\(error)") }
    }

    /// Writes `image` as `NAME.png` into the snapshot folder.
    func writeSnapshot(_ image: PNGImage, named name: String) throws {
        do { try image.write(to: "\(snapshotFolder!)/\(name).png") } catch { throw Failure("\(error)") }
    }
}
