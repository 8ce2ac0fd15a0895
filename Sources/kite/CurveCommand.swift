import ArgumentParser
import KiteAnimation
import KiteApp

/// `kite curve`: samples a spring, bezier or decay frame by frame and prints `t,value,velocity` CSV.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a spring, bezier or decay curve as CSV (t,value,velocity), one row per frame from t = 0.",
        discussion: """
            kite curve spring --bounciness B --speed S | --tension T --friction F [--mass M] \
            | --stiffness K --damping C [--mass M] | --damping-ratio Z --response R | --duration D --bounce X \
            [--from A --to B --velocity V]
            kite curve bezier P1X,P1Y,P2X,P2Y --duration D [--from A --to B]
            kite curve decay --from A --velocity V [--deceleration D]
            """)

    @Argument(help: "spring, bezier or decay.")
    var variant: String

    @Argument(help: "Bezier control points P1X,P1Y,P2X,P2Y (x in [0, 1]) or a preset name (bezier only).")
    var controlPoints: String?

    @Option(parsing: .unconditional, help: "Pop bounciness, 0...20.", transform: NumberOption.decimal(in: 0...20))
    var bounciness: Double?
    @Option(parsing: .unconditional, help: "Pop speed, 0...20.", transform: NumberOption.decimal(in: 0...20))
    var speed: Double?
    @Option(
        parsing: .unconditional, help: "Pop tension (stiffness), in (0, 1e150].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: AnimationLimits.maximumMagnitude)))
    var tension: Double?
    @Option(
        parsing: .unconditional, help: "Pop friction (damping), in 0...1e150.",
        transform: NumberOption.decimal(in: 0...AnimationLimits.maximumMagnitude))
    var friction: Double?
    @Option(
        parsing: .unconditional, help: "Core Animation stiffness, in (0, 1e150].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: AnimationLimits.maximumMagnitude)))
    var stiffness: Double?
    @Option(
        parsing: .unconditional, help: "Core Animation damping, in 0...1e150.",
        transform: NumberOption.decimal(in: 0...AnimationLimits.maximumMagnitude))
    var damping: Double?
    @Option(
        parsing: .unconditional, help: "Mass, in (0, 1e150] (default 1).",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: AnimationLimits.maximumMagnitude)))
    var mass: Double?
    @Option(
        name: .customLong("damping-ratio"), parsing: .unconditional, help: "Damping ratio, in 0...1e150.",
        transform: NumberOption.decimal(in: 0...AnimationLimits.maximumMagnitude))
    var dampingRatio: Double?
    @Option(
        parsing: .unconditional, help: "Response (undamped period), seconds, in (0, 1e150].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: AnimationLimits.maximumMagnitude)))
    var response: Double?
    @Option(
        parsing: .unconditional, help: "Spring perceptual duration, or bezier duration, in seconds, in (0, 1e150].",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: AnimationLimits.maximumMagnitude)))
    var duration: Double?
    @Option(
        parsing: .unconditional, help: "Spring bounce, in (-1, 1).",
        transform: NumberOption.decimal(in: NumberOption.between(-1, 1)))
    var bounce: Double?
    @Option(
        parsing: .unconditional, help: "Start value, in -1e150...1e150 (default 0).",
        transform: NumberOption.decimal(in: -AnimationLimits.maximumMagnitude...AnimationLimits.maximumMagnitude))
    var from: Double?
    @Option(
        parsing: .unconditional, help: "Target value, in -1e150...1e150 (default 1; not for decay).",
        transform: NumberOption.decimal(in: -AnimationLimits.maximumMagnitude...AnimationLimits.maximumMagnitude))
    var to: Double?
    @Option(
        parsing: .unconditional, help: "Initial velocity, value units per second, in -1e150...1e150.",
        transform: NumberOption.decimal(in: -AnimationLimits.maximumMagnitude...AnimationLimits.maximumMagnitude))
    var velocity: Double?
    @Option(
        parsing: .unconditional, help: "Decay velocity factor per millisecond, in (0, 1) (default 0.998).",
        transform: NumberOption.decimal(in: NumberOption.between(0, 1)))
    var deceleration: Double?
    @Option(
        parsing: .unconditional,
        help: "Completion threshold in value units, in (0, 1e150] (default 1e-3 of the travel).",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: AnimationLimits.maximumMagnitude)))
    var threshold: Double?
    @Option(
        parsing: .unconditional, help: "Frames per second, 1...1000 (default 60).",
        transform: NumberOption.decimal(in: CurveOptions.framesPerSecondRange))
    var fps: Double = 60
    @Option(
        parsing: .unconditional, help: "Seconds to sample, 0...1e6 (default: until settled).",
        transform: NumberOption.decimal(in: 0...1e6))
    var seconds: Double?
    @Option(help: "Also draw the curve (axes, grid, target line) into this PNG, offscreen.") var png: String?

    func run() throws {
        do {
            let curve = try options().curve()
            let csv = try curve.csv()
            // The PNG is written even when standard output fails, and the other way round; both are reported.
            try AppFailure.finishing(
                { try StandardStream.output.write(csv) },
                then: [
                    { if let png { try CurvePlot.write(curve, target: variant == "decay" ? nil : to ?? 1, to: png) } }
                ])
        } catch let error as AnimationError {
            throw ValidationError(error.description)
        }
    }

    func options() throws -> CurveOptions {
        guard let kind = CurveOptions.Variant(rawValue: variant) else {
            throw ValidationError("unknown curve \"\(variant)\": use spring, bezier or decay")
        }
        if controlPoints != nil && kind != .bezier {
            throw ValidationError("control points are for bezier curves only")
        }
        var options = CurveOptions(variant: kind)
        (options.bounciness, options.speed, options.tension, options.friction) = (bounciness, speed, tension, friction)
        (options.stiffness, options.damping, options.mass) = (stiffness, damping, mass)
        (options.dampingRatio, options.response, options.duration, options.bounce) =
            (dampingRatio, response, duration, bounce)
        (options.controlPoints, options.from, options.to, options.velocity) = (controlPoints, from, to, velocity)
        (options.deceleration, options.threshold, options.fps, options.seconds) = (
            deceleration, threshold, fps, seconds
        )
        return options
    }
}
