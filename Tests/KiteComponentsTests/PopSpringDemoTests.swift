import Foundation
import KiteAnimation
import KiteGeometry
import KiteScene
import Testing

@testable import KiteComponents

@Suite struct PopSpringDemoTests {
    private func tap(_ demo: PopSpringDemo) {
        guard case .tap(_, let action) = demo.gestureBindings().first else {
            Issue.record("expected a tap binding")
            return
        }
        action()
    }

    @Test func redBallSpringsToScaleTwo() throws {
        let animator = try Animator(hostTime: 0)
        let demo = try PopSpringDemo.ball(animator: animator)
        #expect(demo.name == "pop-ball" && demo.state == "start")
        let ball = try #require(demo.shapes.first)
        #expect(ball.backgroundColor == .red && ball.bounds.size == Size(width: 75, height: 75))
        tap(demo)
        #expect(demo.state == "end")
        let reference = PopOscillator(bounciness: 20, speed: 1)
        for t in [0.1, 0.5, 1, 2] {
            animator.advance(to: t)
            #expect(abs(ball.transformComponents.scaleX - reference.value(from: 1, to: 2, at: t)) < 1e-9, "at \(t) s")
        }
    }

    /// "Introducing Facebook Pop" (Mike Rundle): all three balls have speed 10, bounciness 5 (red), 12 (blue) and 20
    /// (green); the "Pop Examples" timeline starts them 7.0, 7.8 and 8.6 s in, 200 pt apart, so they land one after
    /// another.
    @Test func threeBallsAreStaggeredAndDifferOnlyInBounciness() throws {
        let animator = try Animator(hostTime: 0)
        let demo = try PopSpringDemo.balls(animator: animator)
        #expect(demo.name == "pop-balls" && demo.shapes.map(\.backgroundColor) == [.red, .blue, .green])
        #expect(demo.shapes.map(\.position.x) == [100, 300, 500])
        demo.activate()
        // Waiting for the blue and green balls' starts counts as animating, with no spring on them yet.
        #expect(demo.isAnimatingOnItsOwn)
        var peaks = [0.0, 0, 0]
        let delays = [0.0, 0.8, 1.6]
        for frame in 1...240 {
            let t = Double(frame) / 60
            animator.advance(to: t)
            demo.advance(to: t)
            for (index, bounciness) in [5.0, 12, 20].enumerated() {
                let reference = PopOscillator(bounciness: bounciness, speed: 10)
                let scale = demo.shapes[index].transformComponents.scaleX
                let local = t - delays[index]
                if local < -1e-9 {
                    #expect(scale == 1, "ball \(index) waits at \(t) s")
                    continue
                }
                let expected = reference.value(from: 1, to: 2, at: max(local, 0))
                if animator.animation(forKey: "scale", on: demo.shapes[index]) != nil {
                    #expect(abs(scale - expected) < 1e-9, "ball \(index) at \(t) s")
                } else {
                    // Settled (Pop's scale threshold, 0.005): set exactly to the target.
                    #expect(scale == 2 && abs(expected - 2) < 0.005, "ball \(index) at \(t) s")
                }
                peaks[index] = max(peaks[index], scale)
            }
        }
        #expect(peaks[0] < peaks[1] && peaks[1] < peaks[2] && peaks[0] > 2)
        #expect(!demo.isAnimatingOnItsOwn)
    }

    /// The balls' scales at every sixth of a second (an instant shared by 30, 60, 120 and 144 Hz) for a tap at 0.
    static func ballScales(framesPerSecond: Double) throws -> [Double] {
        let animator = try Animator(hostTime: 0)
        let demo = try PopSpringDemo.balls(animator: animator)
        demo.activate()
        var samples: [Double] = []
        for frame in 1...Int(3 * framesPerSecond) {
            let t = Double(frame) / framesPerSecond
            animator.advance(to: t)
            demo.advance(to: t)
            if frame % Int(framesPerSecond / 6) == 0 { samples += demo.shapes.map(\.transformComponents.scaleX) }
        }
        return samples
    }

    /// A ball whose start (0.8 s, 1.6 s) falls between two frames starts where it would be had it started on time,
    /// so the staggered balls move the same at every frame rate.
    @Test func staggeredBallsAgreeAcrossFrameRates() throws {
        let reference = try Self.ballScales(framesPerSecond: 60)
        for rate in [30.0, 120, 144] {
            let samples = try Self.ballScales(framesPerSecond: rate)
            #expect(samples.count == reference.count)
            #expect(zip(samples, reference).allSatisfy { abs($0 - $1) < 1e-9 }, "at \(rate) Hz")
        }
    }

    /// The orange square of "Introducing Facebook Pop": 50 x 50 at x = 150, springing (bounciness 15, speed 5) to
    /// scale 1.5, x = 500, 4π and green.
    @Test func orangeSquareScalesMovesSpinsAndTurnsGreen() throws {
        let animator = try Animator(hostTime: 0)
        let demo = try PopSpringDemo.square(animator: animator)
        let square = try #require(demo.shapes.first)
        #expect(square.backgroundColor == Color(red: 1, green: 0.5, blue: 0))
        #expect(square.bounds.size == Size(width: 50, height: 50) && square.position.x == 150)
        demo.activate()
        let reference = PopOscillator(bounciness: 15, speed: 5)
        for t in [0.1, 0.4, 0.8] {
            animator.advance(to: t)
            let parts = square.transformComponents
            #expect(abs(parts.scaleX - reference.value(from: 1, to: 1.5, at: t)) < 1e-9)
            // Read back from the matrix, the angle comes wrapped into -π...π.
            #expect(abs(remainder(parts.rotation - reference.value(from: 0, to: 4 * .pi, at: t), 2 * .pi)) < 1e-9)
            #expect(abs(square.position.x - reference.value(from: 150, to: 500, at: t)) < 1e-9)
            let colour = square.backgroundColor ?? .clear
            #expect(abs(colour.red - reference.value(from: 1, to: 0, at: t)) < 1e-9)
            #expect(abs(colour.green - reference.value(from: 0.5, to: 1, at: t)) < 1e-9)
        }
        animator.advance(to: 10)
        #expect(square.position.x == 500 && abs(square.transformComponents.rotation) < 1e-12)
        #expect(square.backgroundColor == .green)
        // Back: from 4π (not the 0 it reads as), so it spins back the whole way.
        demo.activate()
        let spin = animator.animation(forKey: "spin", on: square) as? SpringAnimation<Double>
        #expect(spin?.currentSegment?.curve.value(at: 0) == 4 * .pi)
        animator.advance(to: 10.4)
        let back = reference.value(from: 4 * .pi, to: 0, at: 0.4)
        #expect(abs(remainder(square.transformComponents.rotation - back, 2 * .pi)) < 1e-9)
    }

    /// A second tap mid-flight sends the ball back from where it is, with its velocity.
    @Test func replayMidFlightTurnsRoundWithoutAJump() throws {
        let animator = try Animator(hostTime: 0)
        let demo = try PopSpringDemo.ball(animator: animator)
        let ball = try #require(demo.shapes.first)
        let reference = PopOscillator(bounciness: 20, speed: 1)
        tap(demo)
        let spring = animator.animation(forKey: "scale", on: ball) as? SpringAnimation<Point>
        animator.advance(to: 0.7)
        let at = reference.sample(from: 1, to: 2, velocity: 0, at: 0.7)
        tap(demo)
        #expect(demo.state == "start")
        #expect(animator.animation(forKey: "scale", on: ball) === spring)
        #expect(abs((spring?.currentVelocity.x ?? .nan) - at.velocity) < 1e-6)
        for dt in [0.0, 0.01, 0.3] {
            animator.advance(to: 0.7 + dt)
            let expected = reference.value(from: at.value, to: 1, velocity: at.velocity, at: dt)
            #expect(abs(ball.transformComponents.scaleX - expected) < 1e-9, "\(dt) s after the second tap")
        }
    }

    @Test func layoutFitsTheSeedDrawing() throws {
        let animator = try Animator(hostTime: 0)
        let demo = try PopSpringDemo.balls(animator: animator)
        demo.layer.bounds = Rect(x: 0, y: 0, width: 280, height: 300)
        demo.layer.position = Point(x: 140, y: 150)
        demo.layout()
        let frame = demo.primaryControlFrame
        // The 600 x 200 drawing scaled by 280 / 600 is 93.3 high, centred in 300.
        #expect(
            abs(frame.width - 280) < 1e-9 && abs(frame.height - 280 / 3) < 1e-9
                && abs(frame.minY - (150 - 140.0 / 3)) < 1e-9)
    }
}
