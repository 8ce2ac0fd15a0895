import ArgumentParser
import KiteApp
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

    @Option(
        parsing: .unconditional, help: "Menu width in points, 1...1e12.",
        transform: NumberOption.decimal(in: DynamicAnimator.minimumSize...DynamicAnimator.maximumCoordinate))
    var width = 375.0

    @Option(
        parsing: .unconditional, help: "Menu height in points, 1...1e12.",
        transform: NumberOption.decimal(in: DynamicAnimator.minimumSize...DynamicAnimator.maximumCoordinate))
    var height = 667.0

    @Option(
        name: .customLong("top-offset"), parsing: .unconditional,
        help: "Navigation bar height in points, from 0 up to the menu's smaller side; the pivot sits at half of it.",
        transform: NumberOption.decimal(in: 0...DynamicAnimator.maximumCoordinate))
    var topOffset = 64.0

    @Option(
        parsing: .unconditional, help: "Menu density (mass = density * area / 10^4), in (0, 1e12].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: 1e12)))
    var density = 1.5

    @Option(
        parsing: .unconditional, help: "Elasticity of the bounce, 0...1.", transform: NumberOption.decimal(in: 0...1))
    var elasticity = 0.6

    @Option(
        parsing: .unconditional, help: "Nominal animation duration in seconds, in (0, 1e6]; scales the push.",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: 1e6)))
    var duration = 0.6

    @Option(
        name: .customLong("contact-seconds"), parsing: .unconditional,
        help: """
            Time from the start to the first contact in seconds, in (0, 1e6]; chooses the push instead of \
            --duration (the design animation lands in 0.27 s; unset, the published code's push).
            """, transform: NumberOption.decimal(in: NumberOption.above(0, upTo: 1e6)))
    var contactSeconds: Double?

    @Option(
        parsing: .unconditional, help: "Output frames per second, 1...1000.",
        transform: NumberOption.decimal(in: 1...1000))
    var fps = 60.0

    @Option(
        parsing: .unconditional,
        help: "Longest simulated time in seconds, 0...1e6; the run stops earlier once the menu is at rest.",
        transform: NumberOption.decimal(in: 0...1e6))
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
        try StandardStream.output.write(try drop.csv())
    }
}
