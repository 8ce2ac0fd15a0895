import Foundation

/// A pointer of the test's own on a wlroots compositor: `kite-virtual-pointer` (Tests/VirtualPointer, C on
/// libwayland-client) holds a `zwlr_virtual_pointer_v1` for as long as it runs (the seat has a pointer only while
/// one exists) and takes commands on standard input, answering each once the compositor has processed it.
final class VirtualPointer {
    private let process = Process()
    private let commands = Pipe()
    private let replies = Pipe()
    private var pending = ""

    /// Connects to the compositor `environment` names; positions are in an output layout of `extent` points.
    init(environment: [String: String], extent: (width: Int, height: Int)) throws {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        process.executableURL = bundle.appendingPathComponent("kite-virtual-pointer")
        process.arguments = ["--extent", "\(extent.width)x\(extent.height)"]
        process.environment = environment
        process.standardInput = commands
        process.standardOutput = replies
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        try expectReply("ready")
    }

    deinit {
        try? commands.fileHandleForWriting.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Moves to (`x`, `y`) in the output layout, points.
    func move(to x: Double, _ y: Double) throws { try send("move \(x) \(y)") }
    /// Presses the left button.
    func down() throws { try send("down") }
    /// Releases the left button.
    func up() throws { try send("up") }

    private func send(_ command: String) throws {
        try commands.fileHandleForWriting.write(contentsOf: Data("\(command)\n".utf8))
        try expectReply("ok")
    }

    /// Reads one line (within 10 s) and checks it is `expected`.
    private func expectReply(_ expected: String) throws {
        let deadline = Date().addingTimeInterval(10)
        var ready = pollfd(fd: replies.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while !pending.contains("\n"), Date() < deadline {
            guard poll(&ready, 1, 100) > 0 else { continue }
            let chunk = replies.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += String(decoding: chunk, as: UTF8.self)
        }
        guard let newline = pending.firstIndex(of: "\n") else {
            throw TestSetupError("kite-virtual-pointer did not answer (\(expected)); exited: \(!process.isRunning)")
        }
        let line = String(pending[..<newline])
        pending.removeSubrange(...newline)
        guard line == expected else { throw TestSetupError("kite-virtual-pointer said \(line), not \(expected)") }
    }
}
