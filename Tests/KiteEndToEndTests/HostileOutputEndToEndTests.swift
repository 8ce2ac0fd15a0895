import Foundation
import KiteImage
import Testing

/// Outputs Kite cannot write are one-line errors, and nothing Kite did not create is deleted or replaced: PNGs
/// and summaries go through one helper that renames a temporary file only over a regular file (or nothing), and
/// writes anything else in place. Devices are only checked, never written: a FIFO stands in for them.
@Suite struct HostileOutputEndToEndTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/fills.svg").path

    @Test func pngOutputsKeepFIFOsDirectoriesAndLinksAndSayWhy() throws {
        let dir = try Weston.makePrivateDirectory()
        let fifo = "\(dir)/out.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let noReader = try KiteBinary.run(["render", Self.scene, "--out", fifo], environment: [:], timeoutSeconds: 30)
        #expect(noReader.status == 1 && noReader.standardError == "Error: PNG \(fifo): a FIFO with no reader\n")
        #expect(SpecialFiles.kind(fifo) == S_IFIFO)
        try FileManager.default.createDirectory(atPath: "\(dir)/folder", withIntermediateDirectories: false)
        let folder = try KiteBinary.run(
            ["render", Self.scene, "--out", "\(dir)/folder"], environment: [:], timeoutSeconds: 30)
        #expect(folder.standardError == "Error: PNG \(dir)/folder: is a directory\n")
        #expect(SpecialFiles.kind("\(dir)/folder") == S_IFDIR)
        // A link is written through, not replaced by a file.
        #expect(FileManager.default.createFile(atPath: "\(dir)/target.png", contents: Data("old".utf8)))
        #expect(symlink("target.png", "\(dir)/link.png") == 0)
        let linked = try KiteBinary.run(
            ["render", Self.scene, "--out", "\(dir)/link.png"], environment: [:], timeoutSeconds: 30)
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(SpecialFiles.kind("\(dir)/link.png") == S_IFLNK)
        let png = try PNGImage(contentsOf: "\(dir)/target.png")
        #expect(png.width == 240)
        // A reader on the FIFO gets the whole PNG.
        let reader = try SpecialFiles.startPeer("exec cat \"$0\" > \"$0.png\"", on: fifo)
        Thread.sleep(forTimeInterval: 0.2)
        let piped = try KiteBinary.run(["render", Self.scene, "--out", fifo], environment: [:], timeoutSeconds: 30)
        reader.waitUntilExit()
        #expect(piped.status == 0 && SpecialFiles.kind(fifo) == S_IFIFO, "\(piped.standardError)")
        #expect(try PNGImage(contentsOf: fifo + ".png").width == 240)
        // No temporary file is left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".kite-") }
        #expect(left.isEmpty, "\(left)")
        // /dev/full is only looked at: still a character device.
        #expect(SpecialFiles.kind("/dev/full") == S_IFCHR)
    }

    @Test func aSummaryIntoAFIFOKeepsTheFIFO() throws {
        let dir = try Weston.makePrivateDirectory()
        let fifo = "\(dir)/summary.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try SpecialFiles.startPeer("exec cat \"$0\" > \"$0.json\"", on: fifo)
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "3", "--summary", fifo], environment: ["XDG_RUNTIME_DIR": dir],
            timeoutSeconds: 30)
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(SpecialFiles.kind(fifo) == S_IFIFO)
        let json = try String(contentsOfFile: fifo + ".json", encoding: .utf8)
        #expect(json.contains("\"frames\": 3"), "\(json)")
    }
}
