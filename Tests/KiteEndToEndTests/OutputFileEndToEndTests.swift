import Foundation
import Testing

/// `--record` and `--trace` write into what the path already is: a pipe (or a device such as /dev/stdout) stays a
/// pipe. An atomic create would rename a regular file over it, which as root can replace a device node.
@Suite struct OutputFileEndToEndTests {
    /// A FIFO whose reader opened it and reads nothing fills up and would block the frame log's write forever:
    /// one SIGINT ends the run all the same, the log is reported as interrupted and the summary is written.
    @Test func oneSIGINTEndsARunBlockedOnAFIFOThatIsNotRead() throws {
        let dir = try Weston.makePrivateDirectory()
        let fifo = "\(dir)/log.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try SpecialFiles.startPeer("exec 3<\"$0\"; exec sleep 60", on: fifo)
        defer {
            kill(reader.processIdentifier, SIGKILL)
            reader.waitUntilExit()
        }
        usleep(200_000)
        let summary = "\(dir)/summary.json"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--headless", "--frames", "100000", "--frame-log", fifo, "--summary", summary],
            environment: ["XDG_RUNTIME_DIR": dir])
        // About 64 KiB of log (the pipe's capacity, 1,000 frames or so) fills the FIFO well before this.
        usleep(6_000_000)
        let text = KiteBinary.interrupt(kite, standardError: err)
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 1, "\(text)")
        #expect(text == "Error: frame log: cannot write \(fifo): interrupted\n")
        #expect(SpecialFiles.kind(summary) == S_IFREG, "the summary is written")
        #expect(SpecialFiles.kind(fifo) == S_IFIFO)
    }

    @Test func recordingAndTracingIntoPipesKeepsThePipes() throws {
        let dir = try Weston.makePrivateDirectory()
        let pipes = ["\(dir)/record.pipe", "\(dir)/trace.pipe"]
        for pipe in pipes { #expect(mkfifo(pipe, 0o600) == 0) }
        // A reader on each pipe (cat into a file), so kite's open for writing does not wait; each reads until
        // kite closes its end.
        let readers = try pipes.map { try SpecialFiles.startPeer("exec cat \"$0\" > \"$0.out\"", on: $0) }
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "3", "--record", pipes[0], "--trace", pipes[1]],
            environment: ["XDG_RUNTIME_DIR": dir], timeoutSeconds: 20)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        for pipe in pipes {
            var info = stat()
            #expect(lstat(pipe, &info) == 0)
            #expect(info.st_mode & S_IFMT == S_IFIFO, "\(pipe) is no longer a pipe")
        }
        // The trace's layout lines went through the pipe.
        // A reader still waiting means kite wrote somewhere else (a file renamed over the pipe): stop it, fail.
        let deadline = Date().addingTimeInterval(5)
        while readers.contains(where: { $0.isRunning }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!readers.contains(where: { $0.isRunning }), "a pipe's reader never saw kite's end of it")
        readers.filter(\.isRunning).forEach { $0.terminate() }
        readers.forEach { $0.waitUntilExit() }
        let trace = try String(contentsOfFile: pipes[1] + ".out", encoding: .utf8)
        #expect(trace.contains("\"event\":\"layout\""), "trace: \(trace)")
    }
}
