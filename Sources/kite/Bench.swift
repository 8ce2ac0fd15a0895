import ArgumentParser

/// `kite bench`: benchmarks that report numbers (never timed tests).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmarks: report timings measured on this machine.",
        subcommands: [BenchFrame.self, BenchMotionCommand.self, BenchRenderCommand.self, BenchDamageCommand.self])
}
