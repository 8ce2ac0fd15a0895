import ArgumentParser
import KiteDynamics

/// `kite simulate`: run a physics scene without a window and print its trajectory.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a dynamics scene headless and print its trajectory as CSV.",
        subcommands: [SimulateGuillotine.self])
}

/// `kite simulate guillotine`: the Guillotine menu's drop, one CSV row per frame.
struct SimulateGuillotine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guillotine",
        abstract: "Print t,angle,angular_velocity (s, rad, rad/s) of the Guillotine menu drop, one row per frame.")

    @Option(parsing: .unconditional, help: "Menu width in points.")
    var width = 375.0

    @Option(parsing: .unconditional, help: "Menu height in points.")
    var height = 667.0

    @Option(
        name: .customLong("top-offset"), parsing: .unconditional,
        help: "Navigation bar height in points; the pivot sits at half of it.")
    var topOffset = 64.0

    @Option(help: "Menu density (mass = density * area / 10^4).")
    var density = 1.5

    @Option(help: "Elasticity of the bounce, 0...1.")
    var elasticity = 0.6

    @Option(help: "Nominal animation duration in seconds; scales the push.")
    var duration = 0.6

    @Option(
        name: .customLong("contact-seconds"),
        help: """
            Time from the start to the first contact in seconds; chooses the push instead of --duration (the \
            design animation lands in 0.27 s; unset, the published code's push).
            """)
    var contactSeconds: Double?

    @Option(help: "Output frames per second.")
    var fps = 60.0

    @Option(help: "Longest simulated time in seconds; the run stops earlier once the menu is at rest.")
    var seconds = 6.0

    var drop: GuillotineDrop {
        var drop = GuillotineDrop()
        drop.width = width
        drop.height = height
        drop.topOffset = topOffset
        drop.density = density
        drop.elasticity = elasticity
        drop.durationSeconds = duration
        drop.contactSeconds = contactSeconds
        drop.framesPerSecond = fps
        drop.maximumSeconds = seconds
        return drop
    }

    func validate() throws {
        do {
            try drop.validate()
        } catch let error as DynamicsError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        print(try drop.csv(), terminator: "")
    }
}
