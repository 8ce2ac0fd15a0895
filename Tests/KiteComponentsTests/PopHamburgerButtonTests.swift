import KiteAnimation
import KiteGeometry
import KiteScene
import Testing

@testable import KiteComponents

@Suite struct PopHamburgerButtonTests {
    private let press = PopOscillator(bounciness: 20, speed: 18)
    private let turn = PopOscillator(bounciness: 11, speed: 18)
    private let slide = PopOscillator(bounciness: 0, speed: 18)

    private func makeButton() throws -> (PopHamburgerButton, Animator) {
        let animator = try Animator(hostTime: 0)
        return (try PopHamburgerButton(animator: animator), animator)
    }

    @Test func seedGeometry() throws {
        let (button, _) = try makeButton()
        #expect(button.circle.frame == Rect(x: 0, y: 0, width: 150, height: 150) && button.circle.cornerRadius == 75)
        #expect(button.top.frame == Rect(x: 35, y: 40, width: 80, height: 11))
        #expect(button.middle.frame == Rect(x: 35, y: 69, width: 80, height: 11))
        #expect(button.bottom.frame == Rect(x: 35, y: 99, width: 80, height: 11))
        #expect(button.top.cornerRadius == 5.5 && button.top.backgroundColor == .white)
        #expect(button.circle.backgroundColor == .black)
    }

    /// Pressed at 0, released inside at 0.1 s: the press springs back from where it was, with its velocity, and
    /// the bars start for the X.
    @Test func pressThenReleaseInsideOpens() throws {
        let (button, animator) = try makeButton()
        guard case .press(let layer, let handler) = button.gestureBindings().first else {
            Issue.record("expected a press binding")
            return
        }
        #expect(layer === button.circle)
        handler.began()
        #expect(button.state == "closed")
        animator.advance(to: 0.1)
        #expect(abs(button.circle.transformComponents.scaleX - press.value(from: 1, to: 0.8, at: 0.1)) < 1e-9)
        let atRelease = press.sample(from: 1, to: 0.8, velocity: 0, at: 0.1)
        handler.ended(true)
        #expect(button.state == "open")
        animator.advance(to: 0.2)
        let scale = press.value(from: atRelease.value, to: 1, velocity: atRelease.velocity, at: 0.1)
        #expect(abs(button.circle.transformComponents.scaleX - scale) < 1e-9)
        // A UIView fade of 0.2 s eases in and out symmetrically: half way it is at half opacity.
        #expect(abs(button.middle.opacity - 0.5) < 1e-9)
        let (top, bottom) = (button.top.transformComponents, button.bottom.transformComponents)
        #expect(abs(top.rotation - turn.value(from: 0, to: -.pi / 4, at: 0.1)) < 1e-9)
        #expect(abs(bottom.rotation - turn.value(from: 0, to: .pi / 4, at: 0.1)) < 1e-9)
        #expect(abs(top.translationY - slide.value(from: 0, to: 29, at: 0.1)) < 1e-9)
        #expect(abs(bottom.translationY - slide.value(from: 0, to: -29, at: 0.1)) < 1e-9)
        let colour = button.top.backgroundColor ?? .clear
        #expect(colour.red == 1 && abs(colour.green - slide.value(from: 1, to: 0, at: 0.1)) < 1e-9)
        animator.advance(to: 3)
        #expect(
            button.top.transformComponents.rotation == -.pi / 4 && button.top.transformComponents.translationY == 29)
        #expect(button.bottom.backgroundColor == .red && button.middle.opacity == 0)
        #expect(animator.animationCount == 0)
    }

    @Test func releaseOutsideDoesNotToggle() throws {
        let (button, animator) = try makeButton()
        guard case .press(_, let handler) = button.gestureBindings().first else { return }
        handler.began()
        animator.advance(to: 0.05)
        handler.ended(false)
        #expect(button.state == "closed")
        #expect(button.dismiss() == false)
    }

    /// A tap mid-flight retargets the same springs: value and velocity at the tap carry on, and the new segment is
    /// the closed-form oscillator from them; nothing is stacked.
    @Test(arguments: [0.05, 0.12, 0.3])
    func interruptingKeepsValueAndVelocity(at tapTime: Double) throws {
        let (button, animator) = try makeButton()
        button.toggle()
        let spring = { (layer: Layer, key: String) in
            animator.animation(forKey: key, on: layer) as? SpringAnimation<Double>
        }
        let rotate = spring(button.top, "rotate")
        let slideSpring = spring(button.bottom, "position")
        var t = 0.0
        while t < tapTime {
            t = min(t + 1.0 / 144, tapTime)
            animator.advance(to: t)
        }
        let before = (
            rotation: button.top.transformComponents.rotation, rotationVelocity: rotate?.currentVelocity ?? .nan,
            travel: button.bottom.transformComponents.translationY, travelVelocity: slideSpring?.currentVelocity ?? .nan
        )
        #expect(abs(before.rotation - turn.value(from: 0, to: -.pi / 4, at: tapTime)) < 1e-9)
        let keys = animator.animationKeys(on: button.top)
        button.toggle()
        #expect(spring(button.top, "rotate") === rotate && spring(button.bottom, "position") === slideSpring)
        #expect(animator.animationKeys(on: button.top) == keys)
        #expect(rotate?.currentVelocity == before.rotationVelocity)
        animator.advance(to: tapTime)
        #expect(button.top.transformComponents.rotation == before.rotation)
        animator.advance(to: tapTime + 0.05)
        let expectedRotation = turn.value(from: before.rotation, to: 0, velocity: before.rotationVelocity, at: 0.05)
        #expect(abs(button.top.transformComponents.rotation - expectedRotation) < 1e-9)
        let expectedTravel = slide.value(from: before.travel, to: 0, velocity: before.travelVelocity, at: 0.05)
        #expect(abs(button.bottom.transformComponents.translationY - expectedTravel) < 1e-9)
        animator.advance(to: tapTime + 3)
        // Rotating the matrix there and back leaves the decomposed scale within rounding of 1.
        let rest = button.top.transformComponents
        #expect(
            rest.rotation == 0 && rest.translationY == 0 && abs(rest.scaleX - 1) < 1e-12 && abs(rest.scaleY - 1) < 1e-12
        )
        #expect(button.middle.opacity == 1 && animator.animationCount == 0)
        #expect(button.top.backgroundColor == .white)
    }

    @Test func keyboardAndEscape() throws {
        let (button, animator) = try makeButton()
        var reported: [String] = []
        button.stateDidChange = { reported.append($0) }
        button.activate()
        animator.advance(to: 0.1)
        // The X is the icon's state, not something open: Escape passes over it.
        #expect(button.dismiss() == false)
        #expect(reported == ["open"])
    }

    /// A touch on a bar hits the bar, whose ancestors lead to the circle that owns the press binding (the bars do
    /// not swallow it, as `userInteractionEnabled = NO` ensures in the original); empty bounds shrink the drawing to
    /// nothing at the layer's centre instead of failing.
    @Test func touchesOnTheBarsReachTheButton() throws {
        let (button, _) = try makeButton()
        button.layer.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        button.layer.position = Point(x: 150, y: 150)
        button.layout()
        var hit = button.layer.hitTest(Point(x: 150, y: 91))
        #expect(hit === button.top)
        while let layer = hit, layer !== button.circle { hit = layer.superlayer }
        #expect(hit === button.circle)
        button.layer.bounds = .zero
        button.layout()
        #expect(button.primaryControlFrame.isEmpty && button.primaryControlFrame.center == Point(x: 150, y: 150))
    }

    @Test func coloursAreConfigurable() throws {
        let (button, animator) = try makeButton()
        button.openBarColor = .blue
        button.toggle()
        animator.advance(to: 3)
        #expect(button.top.backgroundColor == .blue)
        button.barColor = .green
        #expect(button.middle.backgroundColor == .green && button.top.backgroundColor == .blue)
        button.circleColor = .red
        #expect(button.circle.backgroundColor == .red)
    }
}
