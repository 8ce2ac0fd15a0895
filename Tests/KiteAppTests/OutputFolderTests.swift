import Foundation
import Testing

@testable import KiteApp

/// `OutputFolder` against a scratch folder: nested folders made, folders already there kept, a file in the way and
/// an unwritable place refused with the C library's reason.
@Suite struct OutputFolderTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kite-out-\(UUID().uuidString)").path

    @Test func makesEveryMissingFolderAndKeepsThoseThere() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try OutputFolder.create("\(scratch)/a/b/c")
        try OutputFolder.create("\(scratch)/a/b/c/")
        try OutputFolder.create("\(scratch)//a/./b")
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: "\(scratch)/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func aFileInTheWayIsNotADirectory() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try OutputFolder.create(scratch)
        #expect(FileManager.default.createFile(atPath: "\(scratch)/file", contents: Data()))
        for path in ["\(scratch)/file", "\(scratch)/file/x"] {
            #expect(refusal(path) == "cannot create --out folder \(path): Not a directory")
        }
    }

    @Test func anUnwritablePlaceIsRefusedWithItsReason() {
        #expect(refusal("/proc/kite-out") == "cannot create --out folder /proc/kite-out: No such file or directory")
    }

    private func refusal(_ path: String) -> String? {
        do {
            try OutputFolder.create(path)
            return nil
        } catch { return error.description }
    }
}
