import ArgumentParser
import KiteAnimation
import KiteBench

/// `kite bench motion`: many springs and curve animations advanced per frame.
struct BenchMotionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "Advance 10,000 springs and 10,000 curve animations per frame; report ns per animation per frame "
            + "and heap allocations per frame.")

    @Option(help: "Concurrent position springs.") var springs = 10_000
    @Option(help: "Concurrent opacity curve animations.") var curves = 10_000
    @Option(help: "Measured frames.") var frames = 240
    @Option(help: "Frame rate of the simulated clock.") var fps: Double = 120

    func validate() throws {
        guard springs >= 0, curves >= 0, frames >= 1 else {
            throw ValidationError("--springs and --curves must be >= 0 and --frames >= 1")
        }
        guard fps.isFinite, fps > 0 else { throw ValidationError("--fps must be a positive number") }
    }

    func run() throws {
        print(try MotionBench.run(springs: springs, curves: curves, frames: frames, fps: fps))
    }
}
