import KiteAnimation
import KiteComponents
import KiteGeometry
import KiteScene

/// The key frames of the components' golden tests: each component at its original size, driven by a manual clock (the shared
/// `Animator` first, then the component's own `advance(to:)`, as the gallery's frame loop does) to an instant that
/// shows its behaviour.
enum KeyFrames {
    static let all = [
        "hamburger-closed", "hamburger-0.25s", "hamburger-0.6s", "hamburger-open", "hamburger-open@2x",
        "pop-hamburger-pressed", "pop-hamburger-open", "press-button-pressed", "pop-ball-mid", "pop-balls-mid",
        "pop-square-mid", "guillotine-mid-drop", "guillotine-first-contact", "guillotine-open",
        "guillotine-closing", "switch-stretched",
        "switch-pulse",
        "switch-settled",
    ]

    static func named(_ name: String) throws -> KeyFrame {
        switch name {
        case "hamburger-closed": try hamburger(name, openedFor: nil)
        case "hamburger-0.25s": try hamburger(name, openedFor: 0.25)
        case "hamburger-0.6s": try hamburger(name, openedFor: 0.6)
        case "hamburger-open": try hamburger(name, openedFor: 2)
        case "hamburger-open@2x": try hamburger(name, openedFor: 2, scale: 2)
        case "pop-hamburger-pressed": try popHamburgerPressed(name)
        case "pop-hamburger-open": try popHamburgerOpen(name)
        case "press-button-pressed": try pressButtonPressed(name)
        case "pop-ball-mid": try popDemo(name, PopSpringDemo.ball, at: 0.3)
        case "pop-balls-mid": try popDemo(name, PopSpringDemo.balls, at: 1.75)
        case "pop-square-mid": try popDemo(name, PopSpringDemo.square, at: 0.25)
        case "guillotine-mid-drop": guillotine(name, firstContact: false)
        case "guillotine-first-contact": guillotine(name, firstContact: true)
        case "guillotine-open": guillotineOpen(name)
        case "guillotine-closing": guillotineClosing(name)
        case "switch-stretched": try squeezeOutSwitch(name, phase: "stretched")
        case "switch-pulse": try squeezeOutSwitch(name, phase: "pulse")
        case "switch-settled": try squeezeOutSwitch(name, phase: "settled")
        default: fatalError("no key frame named \(name)")
        }
    }

    /// The first press binding of `component`.
    static func pressHandler(_ component: some Component) -> PressHandler {
        for binding in component.gestureBindings() { if case .press(_, let handler) = binding { return handler } }
        fatalError("\(component.name) has no press binding")
    }

    /// Steps `animator` and `component` at 60 Hz from `start` until `done` holds (at most `seconds`); returns the
    /// time reached.
    @discardableResult
    static func run(
        _ component: some Component, animator: Animator?, from start: Double = 0, seconds: Double,
        until done: () -> Bool = { false }
    ) -> Double {
        var time = start
        while time < start + seconds - 1e-9 {
            time += 1.0 / 60
            animator?.advance(to: time)
            component.advance(to: time)
            if done() { break }
        }
        return time
    }
}
