import Foundation
import KiteImage
import Testing

/// `OutputFileStream`, `InputFile` and `FileIdentity` on real files, a full device and FIFOs.
@Suite struct OutputFileStreamTests {
    static func directory() throws -> String {
        var template = Array("/tmp/kite-files-XXXXXX".utf8CString)
        guard let dir = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        return String(cString: dir)
    }

    @Test func writesAreBufferedCheckedAndTheFirstFailureKept() throws {
        let dir = try Self.directory()
        let stream = try OutputFileStream(path: "\(dir)/log.csv", bufferBytes: 8)
        stream.write("abc")
        #expect(try String(contentsOfFile: "\(dir)/log.csv", encoding: .utf8) == "")
        stream.write("defghij\n")
        #expect(try String(contentsOfFile: "\(dir)/log.csv", encoding: .utf8) == "abcdefghij\n")
        try stream.finish()
        let full = try OutputFileStream(path: "/dev/full", bufferBytes: 0)
        full.write("x")
        #expect(full.failure == OutputFileError(path: "/dev/full", reason: "No space left on device"))
        full.write("y")
        #expect(throws: OutputFileError(path: "/dev/full", reason: "No space left on device")) { try full.finish() }
    }

    @Test func directoriesAndFIFOsWithoutAReaderAreRefusedAtOnce() throws {
        let dir = try Self.directory()
        #expect(throws: OutputFileError(path: dir, reason: "is a directory")) { try OutputFileStream(path: dir) }
        #expect(mkfifo("\(dir)/f", 0o600) == 0)
        #expect(throws: OutputFileError(path: "\(dir)/f", reason: "a FIFO with no reader")) {
            try OutputFileStream(path: "\(dir)/f")
        }
    }

    @Test func inputFilesSayWhyTheyCannotBeRead() throws {
        let dir = try Self.directory()
        #expect(FileManager.default.createFile(atPath: "\(dir)/a.txt", contents: Data("hello".utf8)))
        #expect(try InputFile.readText("\(dir)/a.txt", limitBytes: 5) == "hello")
        let cases: [(String, Int, String)] = [
            ("\(dir)/a.txt", 4, "is larger than 4 bytes, the limit for this input"),
            ("/dev/null", 10, "is empty"), ("/dev/zero", 10, "is not a text file (a NUL byte at offset 0)"),
            (dir, 10, "is a directory"), ("\(dir)/none", 10, "no such file"),
        ]
        for (path, limit, reason) in cases {
            #expect(throws: InputFileError(path: path, reason: reason)) { try InputFile.read(path, limitBytes: limit) }
        }
    }

    @Test func oneFileUnderTwoSpellingsIsFound() throws {
        let dir = try Self.directory()
        #expect(FileManager.default.createFile(atPath: "\(dir)/x", contents: nil))
        #expect(symlink("x", "\(dir)/l") == 0)
        #expect(FileIdentity(path: "\(dir)/x") == FileIdentity(path: "\(dir)/./l"))
        #expect(
            FileIdentity(path: "\(dir)/new") == FileIdentity(path: "\(dir)/../\(dir.split(separator: "/").last!)/new"))
        #expect(FileIdentity(path: "\(dir)/new") != FileIdentity(path: "\(dir)/x"))
        #expect(FileIdentity.sameFile(among: [("--a", "\(dir)/x"), ("--b", "\(dir)/y")]) == nil)
        #expect(
            FileIdentity.sameFile(among: [("--a", "\(dir)/x"), ("--b", "\(dir)/y"), ("--c", "\(dir)/l")])
                == "--a \(dir)/x and --c \(dir)/l are the same file; give each its own")
        #expect(FileIdentity.sameFile(among: [("--a", "/dev/null"), ("--b", "/dev/null")]) == nil)
    }
}
