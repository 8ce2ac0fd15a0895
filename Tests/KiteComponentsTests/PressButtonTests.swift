import KiteAnimation
import KiteGeometry
import KiteScene
import Testing

@testable import KiteComponents

@Suite struct PressButtonTests {
    private let press = PopOscillator(bounciness: 20, speed: 18)

    private func makeButton() throws -> (PressButton, Animator, PressHandler) {
        let animator = try Animator(hostTime: 0)
        let button = try PressButton(animator: animator)
        guard case .press(let layer, let handler) = button.gestureBindings().first else {
            throw BindingMissing()
        }
        #expect(layer === button.button)
        return (button, animator, handler)
    }

    private struct BindingMissing: Error {}

    private func scaleSpring(_ button: PressButton, _ animator: Animator) -> SpringAnimation<Point>? {
        animator.animation(forKey: "scale", on: button.button) as? SpringAnimation<Point>
    }

    private func rotationSpring(_ button: PressButton, _ animator: Animator) -> SpringAnimation<Double>? {
        animator.animation(forKey: "rotate", on: button.button) as? SpringAnimation<Double>
    }

    /// Touch-down alone starts the springs: no release, no frame needed.
    @Test func reactsAtTouchDown() throws {
        let (button, animator, handler) = try makeButton()
        var reported: [String] = []
        button.stateDidChange = { reported.append($0) }
        handler.began()
        #expect(button.state == "pressed" && reported == ["pressed"])
        #expect(scaleSpring(button, animator)?.toValue == Point(x: 0.8, y: 0.8))
        #expect(rotationSpring(button, animator)?.toValue == .pi / 6)
        for t in [0.02, 0.05, 0.1] {
            animator.advance(to: t)
            let scale = button.button.transformComponents
            #expect(abs(scale.scaleX - press.value(from: 1, to: 0.8, at: t)) < 1e-9)
            #expect(abs(scale.scaleY - scale.scaleX) < 1e-12)
            #expect(abs(scale.rotation - press.value(from: 0, to: .pi / 6, at: t)) < 1e-9)
        }
    }

    /// Taps every 40 ms (frames at 120 Hz): each touch retargets the running springs (the same animation objects),
    /// the velocity carries over, and every frame matches a piecewise closed-form oscillator restarted from the
    /// value and velocity at each touch.
    @Test func rapidTapsRetargetTheRunningSprings() throws {
        let (button, animator, handler) = try makeButton()
        handler.began()
        let (scale, rotation) = (scaleSpring(button, animator), rotationSpring(button, animator))
        var reference = (scale: (x: 1.0, v: 0.0), rotation: (x: 0.0, v: 0.0), since: 0.0, pressed: true)
        var actions = 0
        button.action = { actions += 1 }
        for frame in 1...96 {
            let t = Double(frame) / 120
            animator.advance(to: t)
            let (s, r) = (
                press.sample(
                    from: reference.scale.x, to: reference.pressed ? 0.8 : 1, velocity: reference.scale.v,
                    at: t - reference.since),
                press.sample(
                    from: reference.rotation.x, to: reference.pressed ? .pi / 6 : 0, velocity: reference.rotation.v,
                    at: t - reference.since)
            )
            let shown = button.button.transformComponents
            #expect(abs(shown.scaleX - s.value) < 1e-9, "scale at \(t) s")
            #expect(abs(shown.rotation - r.value) < 1e-9, "rotation at \(t) s")
            guard frame % 5 == 0 else { continue }
            let before = (scale?.currentVelocity.x ?? .nan, rotation?.currentVelocity ?? .nan)
            if reference.pressed { handler.ended(true) } else { handler.began() }
            reference = ((s.value, s.velocity), (r.value, r.velocity), t, !reference.pressed)
            #expect(scaleSpring(button, animator) === scale && rotationSpring(button, animator) === rotation)
            #expect(scale?.currentVelocity.x == before.0 && rotation?.currentVelocity == before.1)
            #expect(abs(before.0 - s.velocity) < 1e-6 && abs(before.1 - r.velocity) < 1e-6)
        }
        #expect(animator.animationKeys(on: button.button) == ["scale", "rotate"])
        #expect(actions == 10)
    }

    @Test func releaseOutsideCancelsWithoutAction() throws {
        let (button, animator, handler) = try makeButton()
        var actions = 0
        button.action = { actions += 1 }
        handler.began()
        animator.advance(to: 0.1)
        handler.ended(false)
        #expect(button.state == "released" && actions == 0)
        #expect(scaleSpring(button, animator)?.toValue == Point(x: 1, y: 1))
        button.activate()
        #expect(actions == 1)
        animator.advance(to: 3)
        #expect(button.button.transformComponents == .identity && animator.animationCount == 0)
    }
}
