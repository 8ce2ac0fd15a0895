import Foundation
import Testing

/// Every output Kite writes is checked: a write that fails (a full device, a pipe whose reader left) ends the run
/// with one line naming the file and the reason, after the other outputs are finished; devices and FIFOs stay what
/// they were. `/dev/full` is a real device here, only ever written to, never replaced.
@Suite struct FailedWriteEndToEndTests {
    func summaryFrames(_ path: String) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return (object as? [String: Any])?["frames"] as? Int
    }

    /// A one-event replay, so `--record` has something to write.
    func replay(in dir: String) throws -> String {
        let path = "\(dir)/in.jsonl"
        let line = #"{"kind":{"pointerEnter":{"location":{"x":200,"y":150}}},"time":0}"# + "\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(line.utf8)))
        return path
    }

    @Test(arguments: ["--frame-log", "--trace", "--record", "--summary"])
    func aFullDeviceEndsTheRunNamingTheFileAfterFinishingTheOthers(option: String) throws {
        let dir = try Weston.makePrivateDirectory()
        var arguments = [
            "gallery", "--headless", "--frames", "20", "--replay", try replay(in: dir), option, "/dev/full",
        ]
        // The other outputs, to check they are finished: a log and its summary (or the summary alone).
        arguments += option == "--frame-log" ? ["--summary", "\(dir)/s.json"] : []
        arguments += option == "--summary" ? ["--frame-log", "\(dir)/f.csv"] : []
        arguments += ["--frame-log", "--summary"].contains(option) ? [] : ["--frame-log", "\(dir)/f.csv"]
        let result = try KiteBinary.run(arguments, in: dir)
        let name = ["--frame-log": "frame log", "--trace": "trace", "--record": "--record", "--summary": "summary"]
        #expect(result.status == 1)
        #expect(
            result.standardError == "Error: \(name[option]!): cannot write /dev/full: No space left on device\n",
            "\(result.standardError)")
        #expect(SpecialFiles.kind("/dev/full") == S_IFCHR)
        #expect(!FileManager.default.fileExists(atPath: "/dev/full.summary.json"))
        if option == "--frame-log" {
            #expect(try summaryFrames("\(dir)/s.json") ?? 0 >= 1)
        } else {
            let log = try FrameLog(path: "\(dir)/f.csv")
            #expect(!log.rows.isEmpty)
            if option != "--summary" { #expect(try summaryFrames("\(dir)/f.csv.summary.json") == log.rows.count) }
        }
    }

    @Test func curveAndReportPNGsIntoAFullDeviceAreOneLineAndTheDeviceSurvives() throws {
        let dir = try Weston.makePrivateDirectory()
        let curve = try KiteBinary.run(["curve", "spring", "--png", "/dev/full"], in: dir)
        #expect(curve.status == 1 && curve.standardError == "Error: PNG /dev/full: No space left on device\n")
        let log = "\(dir)/frames.csv"
        #expect(
            try KiteBinary.run(["gallery", "--headless", "--frames", "5", "--frame-log", log], in: dir).status == 0)
        let report = try KiteBinary.run(["report", log, "--png", "/dev/full"], in: dir)
        #expect(report.status == 1 && report.standardError == "Error: PNG /dev/full: No space left on device\n")
        #expect(SpecialFiles.kind("/dev/full") == S_IFCHR)
        // Standard output into a full device: the PNG is still written, and the line names standard output.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: KiteBinary.path)
        p.arguments = ["curve", "spring", "--png", "\(dir)/curve.png"]
        p.environment = ["XDG_RUNTIME_DIR": dir]
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let err = Pipe()
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 1 && text == "Error: cannot write standard output: No space left on device\n")
        #expect(FileManager.default.fileExists(atPath: "\(dir)/curve.png"))
    }

    /// A FIFO whose reader leaves after a few bytes: EPIPE, not death by SIGPIPE; the summary is still written.
    @Test func aFrameLogWhoseReaderLeavesIsOneLineNotASignal() throws {
        let dir = try Weston.makePrivateDirectory()
        let fifo = "\(dir)/log.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try SpecialFiles.startPeer("exec head -c 10 \"$0\" > /dev/null", on: fifo)
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "3000", "--frame-log", fifo, "--summary", "\(dir)/s.json"], in: dir)
        reader.waitUntilExit()
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError == "Error: frame log: cannot write \(fifo): its reader went away (broken pipe)\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // The run ended at the failure, well before its 3000 frames, and the summary says how far it got.
        let frames = try #require(try summaryFrames("\(dir)/s.json"))
        #expect(frames >= 1 && frames < 3000)
    }

    @Test func theSameFileTwiceIsRefusedInAnySpelling() throws {
        let dir = try Weston.makePrivateDirectory()
        #expect(FileManager.default.createFile(atPath: "\(dir)/x.csv", contents: nil))
        #expect(symlink("x.csv", "\(dir)/link.csv") == 0)
        #expect(link("\(dir)/x.csv", "\(dir)/hard.csv") == 0)
        let cases: [([String], String)] = [
            (["--frame-log", "\(dir)/x.csv", "--trace", "\(dir)/./x.csv"], "--frame-log \(dir)/x.csv and --trace"),
            (
                ["--frame-log", "\(dir)/new.csv", "--record", "\(dir)/../\(dir.split(separator: "/").last!)/new.csv"],
                "--frame-log \(dir)/new.csv and --record"
            ),
            (["--trace", "\(dir)/link.csv", "--record", "\(dir)/x.csv"], "--trace \(dir)/link.csv and --record"),
            (["--summary", "\(dir)/hard.csv", "--trace", "\(dir)/x.csv"], "--summary \(dir)/hard.csv and --trace"),
            (["--replay", "\(dir)/x.csv", "--record", "\(dir)/link.csv"], "--replay \(dir)/x.csv and --record"),
        ]
        for (options, message) in cases {
            let result = try KiteBinary.run(["gallery", "--headless", "--frames", "2"] + options, in: dir)
            #expect(result.status == 1, "\(options)")
            #expect(result.standardError.hasPrefix("Error: \(message)"), "\(result.standardError)")
            #expect(result.standardError.hasSuffix("are the same file; give each its own\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/new.csv"), "a refused run created an output")
        // A character device may take several outputs, as a shell's >/dev/null 2>/dev/null does.
        let null = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "2", "--frame-log", "/dev/null", "--trace", "/dev/null"], in: dir)
        #expect(null.status == 0, "\(null.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.summary.json"))
    }
}
