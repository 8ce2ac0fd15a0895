import ArgumentParser
import KiteAnimation
import KiteApp
import KiteBench

/// `kite bench motion`: many springs and curve animations advanced per frame.
struct BenchMotionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "Advance 10,000 springs and 10,000 curve animations per frame; report ns per animation per frame "
            + "and heap allocations per frame.")

    @Option(
        parsing: .unconditional, help: "Concurrent position springs, 0...1000000.",
        transform: NumberOption.integer(in: 0...1_000_000))
    var springs = 10_000
    @Option(
        parsing: .unconditional, help: "Concurrent opacity curve animations, 0...1000000.",
        transform: NumberOption.integer(in: 0...1_000_000))
    var curves = 10_000
    @Option(
        parsing: .unconditional, help: "Measured frames, 1...1000000.",
        transform: NumberOption.integer(in: 1...1_000_000))
    var frames = 240
    @Option(
        parsing: .unconditional, help: "Frame rate of the simulated clock, 1...1000.",
        transform: NumberOption.decimal(in: 1...1000))
    var fps: Double = 120

    func run() throws {
        print(try MotionBench.run(springs: springs, curves: curves, frames: frames, fps: fps))
    }
}
