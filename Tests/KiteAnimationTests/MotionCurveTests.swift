import Foundation
import Testing

@testable import KiteAnimation

@Suite struct MotionCurveTests {
    private func parse(_ csv: String) -> [(t: Double, value: Double, velocity: Double)] {
        csv.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",").map { Double(String($0))! }
            return (f[0], f[1], f[2])
        }
    }

    @Test func bezierRowsAreOnePerFrameFromZero() throws {
        var options = CurveOptions(variant: .bezier)
        options.controlPoints = "0.25,-0.4,0.5,1"
        options.duration = 0.5
        options.from = 10
        options.to = 20
        let csv = try options.curve().csv()
        #expect(csv.hasPrefix("t,value,velocity\n"))
        let rows = parse(csv)
        #expect(rows.count == 31)
        let f = try TimingFunction(controlPoints: 0.25, -0.4, 0.5, 1)
        for (i, row) in rows.enumerated() {
            #expect(row.t == Double(i) / 60)
            #expect(abs(row.value - (10 + 10 * f.progress(at: row.t / 0.5))) < 1e-12)
        }
        #expect(rows.last!.value == 20)
        #expect(rows.contains { $0.value < 10 }, "the anticipation dips below the start")
    }

    @Test func springRunsUntilSettledAndEndsOnTarget() throws {
        var options = CurveOptions(variant: .spring)
        options.stiffness = 200
        options.damping = 10
        options.from = 0
        options.to = 100
        options.fps = 120
        let curve = try options.curve()
        let rows = parse(try curve.csv())
        #expect(rows.last!.value == 100 && rows.last!.velocity == 0)
        #expect(rows[rows.count - 2].t < curve.settleTime && rows.last!.t >= curve.settleTime)
        // Velocity column against central differences of the closed form.
        let spring = try SpringParameters(mass: 1, stiffness: 200, damping: 10)
        let motion = SpringMotion(spring)
        #expect(rows[0].velocity == 0)
        for row in rows.prefix(20).dropFirst() {
            let h = 1e-6
            let difference =
                (motion.state(x0: -100, v0: 0, at: row.t + h).x - motion.state(x0: -100, v0: 0, at: row.t - h).x)
                / (2 * h)
            #expect(abs(row.velocity - difference) < 1e-3 * max(1, abs(difference)))
        }
    }

    @Test func everySpringParameterSetIsAccepted() throws {
        let sets: [(inout CurveOptions) -> Void] = [
            {
                $0.bounciness = 12; $0.speed = 4
            },
            {
                $0.tension = 300; $0.friction = 12; $0.mass = 2
            },
            {
                $0.stiffness = 100; $0.damping = 10
            },
            {
                $0.dampingRatio = 0.6; $0.response = 0.4
            },
            {
                $0.duration = 0.5; $0.bounce = 0.2
            },
            { _ in },  // Pop's defaults
        ]
        for set in sets {
            var options = CurveOptions(variant: .spring)
            options.velocity = 3
            set(&options)
            let rows = try options.curve().rows()
            #expect(rows.first!.time == 0 && rows.first!.value == 0 && rows.first!.velocity == 3)
            #expect(rows.last!.value == 1)
        }
    }

    @Test func secondsLimitsTheOutput() throws {
        var options = CurveOptions(variant: .spring)
        options.stiffness = 100
        options.damping = 0
        options.seconds = 2
        options.fps = 30
        let rows = try options.curve().rows()
        #expect(rows.count == 61 && rows.last!.time == 2)
        options.seconds = nil
        #expect(throws: AnimationError.invalid("the curve does not settle within 1000000 frames; pass --seconds")) {
            try options.curve().rows()
        }
        // Too long a --seconds is named as such, not blamed on a curve that does not settle.
        options.seconds = 1e300
        #expect(throws: AnimationError.invalid("--seconds 1e+300 at --fps 30.0 asks for more than 1000000 frames")) {
            try options.curve().rows()
        }
    }

    @Test func decayRowsFollowTheClosedForm() throws {
        var options = CurveOptions(variant: .decay)
        options.from = 5
        options.velocity = 800
        let rows = try options.curve().rows()
        for row in rows.prefix(30) {
            #expect(abs(row.velocity - 800 * pow(0.998, 1000 * row.time)) < 1e-9 * 800)
        }
        #expect(abs(rows.last!.value - DecayCurve<Double>.projectedEnd(from: 5, velocity: 800)) < 1)
    }

    /// The error `CurveOptions(variant:)`, configured by `configure`, gives when asked for its curve; nil for none.
    private static func curveError(_ variant: CurveOptions.Variant, _ configure: (inout CurveOptions) -> Void)
        -> String?
    {
        var options = CurveOptions(variant: variant)
        configure(&options)
        do {
            _ = try options.curve()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func badOptionsGiveClearErrors() {
        func message(_ configure: (inout CurveOptions) -> Void, _ variant: CurveOptions.Variant = .spring) -> String? {
            Self.curveError(variant, configure)
        }
        #expect(
            message({
                $0.mass = -1; $0.stiffness = 100; $0.damping = 1
            }) == "spring mass must be greater than zero, got -1.0")
        #expect(message({ $0.from = .nan }) == "--from must be a finite number, got nan")
        #expect(message({ $0.fps = 0 }) == "--fps must lie in 1.0...1000.0, got 0.0")
        #expect(message({ $0.fps = 1e-308 }) == "--fps must lie in 1.0...1000.0, got 1e-308")
        #expect(
            message({
                $0.bounciness = 3; $0.stiffness = 100
            }) != nil)
        #expect(message({ $0.mass = 2 }) != nil)
        #expect(
            message({ $0.controlPoints = "1.2,0,0.5,1" }, .bezier)
                == "bezier control point 1 x must lie in 0.0...1.0, got 1.2")
        #expect(
            message(
                {
                    $0.controlPoints = "0.2,0,0.5,1"; $0.duration = -1
                }, .bezier) != nil)
        #expect(message({ _ in }, .bezier) == "bezier curve needs control points")
        #expect(message({ _ in }, .decay) == "decay curve needs --velocity")
        #expect(message({ $0.velocity = .infinity }, .decay) != nil)
        #expect(
            message(
                {
                    $0.velocity = 10; $0.deceleration = 1.5
                }, .decay) != nil)
    }

    /// Options another curve reads would otherwise be dropped without a word: a decay has no `--to`, a spring no
    /// `--deceleration`, a bezier no spring constants.
    @Test func optionsOfAnotherCurveAreRejected() {
        func message(_ variant: CurveOptions.Variant, _ configure: (inout CurveOptions) -> Void) -> String? {
            Self.curveError(variant, configure)
        }
        #expect(
            message(.decay) {
                $0.velocity = 100; $0.to = 5
            } == "decay curves do not take --to")
        #expect(message(.spring) { $0.deceleration = 0.99 } == "spring curves do not take --deceleration")
        #expect(message(.spring) { $0.controlPoints = "0,0,1,1" } == "spring curves do not take control points")
        #expect(
            message(.bezier) {
                $0.controlPoints = "0,0,1,1"; $0.stiffness = 100; $0.velocity = 2
            } == "bezier curves do not take --stiffness, --velocity")
        #expect(
            message(.decay) {
                $0.velocity = 100; $0.duration = 1; $0.bounciness = 4
            } == "decay curves do not take --bounciness, --duration")
        // What each curve does read is still accepted.
        #expect(
            message(.spring) {
                $0.duration = 0.5; $0.bounce = 0.2; $0.velocity = 3; $0.threshold = 0.01; $0.to = 2
            } == nil)
        #expect(
            message(.bezier) {
                $0.controlPoints = "0,0,1,1"; $0.duration = 2; $0.from = 1; $0.to = 3
            } == nil)
        #expect(
            message(.decay) {
                $0.velocity = 100; $0.from = 1; $0.deceleration = 0.99; $0.threshold = 0.1
            } == nil)
    }
}
