import Foundation
import Testing

/// Files Kite reads (an SVG document, a frame log, a replay, a tour): what cannot be read is one line naming the
/// file and why; a FIFO is read like `cat` reads it; CRLF line ends are accepted; every tour or replay error names
/// its line, and tours are bounded.
@Suite struct InputFileEndToEndTests {
    /// Each reading command with `path` as its input, and how its error line starts.
    func readers(of path: String, in dir: String) -> [([String], String)] {
        [
            (["render", path, "--out", "\(dir)/o.png"], "Error: cannot read \(path): "),
            (["report", path, "--png", "\(dir)/o.png"], "Error: frame log: cannot read \(path): "),
            (["gallery", "--headless", "--frames", "2", "--replay", path], "Error: --replay: cannot read \(path): "),
            (
                ["gallery", "--headless", "--tour", "--out", "\(dir)/tour", "--tour-file", path],
                "Error: --tour-file: cannot read \(path): "
            ),
        ]
    }

    @Test func devicesDirectoriesAndMissingFilesAreOneClearLine() throws {
        let dir = try Weston.makePrivateDirectory()
        try FileManager.default.createDirectory(atPath: "\(dir)/folder", withIntermediateDirectories: false)
        let cases = [
            ("/dev/null", "is empty"), ("/dev/zero", "is not a text file (a NUL byte at offset 0)"),
            ("\(dir)/folder", "is a directory"), ("\(dir)/missing", "no such file"),
        ]
        for (path, reason) in cases {
            for (arguments, prefix) in readers(of: path, in: dir) {
                let result = try KiteBinary.run(arguments, in: dir)
                #expect(result.status == 1, "\(arguments)")
                #expect(result.standardError == prefix + reason + "\n", "\(arguments)")
            }
        }
    }

    @Test func aFIFOIsReadLikeCatReadsIt() throws {
        let dir = try Weston.makePrivateDirectory()
        let fifo = "\(dir)/in.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer that opens the FIFO after kite does (cat blocks until then): kite waits for it and reads it all.
        let writer = try SpecialFiles.startPeer(#"sleep 0.3; printf '<svg width="8" height="6"/>' > "$0""#, on: fifo)
        let result = try KiteBinary.run(["render", fifo, "--out", "\(dir)/o.png"], in: dir)
        writer.waitUntilExit()
        #expect(result.status == 0, "\(result.standardError)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // With no writer, one SIGINT ends the wait with one line, whether it comes before kite waits or during
        // the wait (the wait is polled for the request, not only interrupted by the signal).
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--headless", "--replay", fifo], environment: ["XDG_RUNTIME_DIR": dir])
        usleep(1_000_000)
        let text = KiteBinary.interrupt(kite, standardError: err)
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 1)
        #expect(text == "Error: --replay: cannot read \(fifo): interrupted\n")
    }

    @Test func crlfReplaysToursAndFrameLogsAreAccepted() throws {
        let dir = try Weston.makePrivateDirectory()
        let replay = "\(dir)/crlf.jsonl"
        let lines = [
            #"{"kind":{"pointerEnter":{"location":{"x":200,"y":150}}},"time":0}"#,
            #"{"kind":{"pointerLeave":{}},"time":0.1}"#,
        ]
        #expect(FileManager.default.createFile(atPath: replay, contents: Data(lines.joined(separator: "\r\n").utf8)))
        let record = "\(dir)/out.jsonl"
        let played = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "10", "--replay", replay, "--record", record], in: dir)
        #expect(played.status == 0, "\(played.standardError)")
        #expect(try String(contentsOfFile: record, encoding: .utf8) == lines.joined(separator: "\n") + "\n")
        let tour = "\(dir)/crlf.tour"
        #expect(
            FileManager.default.createFile(
                atPath: tour, contents: Data("# a tour\r\nwait 0.1\r\ntap hamburger\r\nsnapshot open\r\n".utf8)))
        let toured = try KiteBinary.run(
            ["gallery", "--headless", "--tour", "--out", "\(dir)/t", "--tour-file", tour], in: dir)
        #expect(toured.status == 0, "\(toured.standardError)")
        #expect(FileManager.default.fileExists(atPath: "\(dir)/t/open.png"))
        let csv = try String(contentsOfFile: "\(dir)/t/frames.csv", encoding: .utf8)
        let log = "\(dir)/crlf.csv"
        #expect(
            FileManager.default.createFile(
                atPath: log, contents: Data(csv.replacingOccurrences(of: "\n", with: "\r\n").utf8)))
        let report = try KiteBinary.run(["report", log, "--png", "\(dir)/r.png"], in: dir)
        #expect(report.status == 0, "\(report.standardError)")
    }

    @Test func everyTourAndReplayErrorNamesItsLine() throws {
        let dir = try Weston.makePrivateDirectory()
        let tours: [(String, String)] = [
            (
                "wait 0.1\ntap hamburger 1e308 -1e308\n",
                "2: '1e308 -1e308' are not fractions of the frame (each in -100...100)"
            ),
            ("wait 0x10\n", "1: '0x10' is not a duration in seconds (0...600)"),
            ("wait inf\n", "1: 'inf' is not a duration in seconds (0...600)"),
            (
                String(repeating: "wait 600\n", count: 20),
                "2: the tour would last 1200.0 s, past its limit of 600 s"
            ),
        ]
        for (index, (script, message)) in tours.enumerated() {
            let tour = "\(dir)/\(index).tour"
            #expect(FileManager.default.createFile(atPath: tour, contents: Data(script.utf8)))
            let result = try KiteBinary.run(
                ["gallery", "--headless", "--tour", "--out", "\(dir)/o\(index)", "--tour-file", tour], in: dir)
            #expect(result.status == 1)
            #expect(result.standardError == "Error: \(tour): tour line \(message)\n", "\(result.standardError)")
        }
        let replay = "\(dir)/bad.jsonl"
        let text = #"{"kind":{"pointerLeave":{}},"time":0}"# + "\n\n" + #"{"kind":{"pointerLeave":{}}}"# + "\n"
        #expect(FileManager.default.createFile(atPath: replay, contents: Data(text.utf8)))
        let result = try KiteBinary.run(["gallery", "--headless", "--replay", replay], in: dir)
        #expect(
            result.standardError == "Error: --replay \(replay): input recording line 3: not an input event: no 'time'\n"
        )
    }
}
