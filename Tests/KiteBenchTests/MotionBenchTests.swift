import Foundation
import KiteAnimation
import Testing

@testable import KiteBench

/// Heap allocations per frame must be zero in the steady state. Counting swaps the Swift runtime's allocation entry
/// point process-wide, which is unsafe while other tests run on other threads, so the count runs in a child copy of
/// this test binary that runs nothing else.
@Suite struct MotionBenchTests {
    static let childVariable = "KITE_ALLOCATION_COUNT_CHILD"

    @Test func steadyStateFramesDoNotAllocate() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "countAllocationsInChild"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = pipe
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "\(output)")
        let line = output.split(separator: "\n").first { $0.hasPrefix("allocations per frame: ") }
        let count = try #require(line.flatMap { Double($0.dropFirst("allocations per frame: ".count)) }, "\(output)")
        #expect(count == 0)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1", "runs only as the counting child"))
    func countAllocationsInChild() throws {
        let result = try MotionBench.run(springs: 300, curves: 300, frames: 30, fps: 60)
        let allocations = try #require(result.allocationsPerFrame, "allocation counting unavailable")
        print("allocations per frame: \(allocations)")
    }
}
