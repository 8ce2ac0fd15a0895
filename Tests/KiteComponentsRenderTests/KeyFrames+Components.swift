import KiteAnimation
import KiteComponents
import KiteGeometry
import KiteScene

// The key frames, component by component, with the pixels that say each one shows the right thing.
extension KeyFrames {
    /// The view behind robb's transparent button (github.com/robb/hamburger-button): red 38, green 151, blue 68.
    static let green = Color(hex: 0x269744)

    /// The hamburger, closed or `openedFor` seconds after a tap: the middle stroke's dash sits on the bar's line
    /// while closed and has moved onto the circle once open; the outer strokes cross over the middle when open.
    static func hamburger(_ name: String, openedFor seconds: Double?, scale: Double = 1) throws -> KeyFrame {
        let animator = try Animator(hostTime: 0)
        let button = try HamburgerButton(animator: animator)
        let root = KeyFrame.host(button.layer, size: button.preferredSize)
        if let seconds {
            button.activate()
            run(button, animator: animator, seconds: seconds)
        }
        var frame = KeyFrame(name: name, root: root, size: button.preferredSize, scale: scale)
        // The closed dash (trim 0.028...0.111 of the outline, about 7.6 to 30 points along its first segment, which
        // runs from (10, 27) to (40, 27)) covers x = 20 on the bar's line; open, the X's arms pass 6 points above
        // and below it.
        let barLeft = Point(x: 20, y: 27)
        let circleLeft = Point(x: 2, y: 27)
        if seconds == nil {
            frame.probes = [
                .init(what: "middle bar drawn", point: barLeft, color: .white),
                .init(what: "no circle while closed", point: circleLeft, color: green),
                .init(what: "top bar", point: Point(x: 27, y: 18), color: .white),
            ]
        } else if seconds! >= 2 {
            frame.probes = [
                .init(what: "middle bar gone", point: barLeft, color: green),
                .init(what: "circle drawn on the left", point: circleLeft, color: .white),
            ]
        }
        return frame
    }

    static func popHamburgerPressed(_ name: String) throws -> KeyFrame {
        let animator = try Animator(hostTime: 0)
        let button = try PopHamburgerButton(animator: animator)
        let root = KeyFrame.host(button.layer, size: button.preferredSize)
        pressHandler(button).began()
        run(button, animator: animator, seconds: 0.1)
        var frame = KeyFrame(name: name, root: root, size: button.preferredSize)
        frame.probes = [
            .init(what: "black circle", point: Point(x: 75, y: 20), color: .black),
            .init(what: "outside the circle", point: Point(x: 3, y: 3), color: .clear),
        ]
        return frame
    }

    static func popHamburgerOpen(_ name: String) throws -> KeyFrame {
        let animator = try Animator(hostTime: 0)
        let button = try PopHamburgerButton(animator: animator)
        let root = KeyFrame.host(button.layer, size: button.preferredSize)
        button.toggle()
        run(button, animator: animator, seconds: 3)
        var frame = KeyFrame(name: name, root: root, size: button.preferredSize)
        frame.probes = [
            .init(what: "red cross at the centre", point: Point(x: 75, y: 75), color: .red),
            .init(what: "black circle", point: Point(x: 75, y: 20), color: .black),
        ]
        return frame
    }

    static func pressButtonPressed(_ name: String) throws -> KeyFrame {
        let animator = try Animator(hostTime: 0)
        let button = try PressButton(animator: animator)
        let root = KeyFrame.host(button.layer, size: button.preferredSize)
        pressHandler(button).began()
        run(button, animator: animator, seconds: 0.5)
        var frame = KeyFrame(name: name, root: root, size: button.preferredSize)
        // The gear (50 x 50 at the middle of 100 x 100, hole radius 8, teeth from radius 18.5) pressed to 0.8: its
        // ring 13 * 0.8 = 10.4 from the centre is drawn, its hole is open.
        frame.probes = [
            .init(what: "gear ring", point: Point(x: 50, y: 39.6), color: .white),
            .init(what: "gear hole", point: Point(x: 50, y: 50), color: .clear),
        ]
        return frame
    }

    /// A Pop demo `seconds` after its first tap: mid-spring, the shapes between their start and end poses.
    static func popDemo(
        _ name: String, _ make: (Animator) throws(AnimationError) -> PopSpringDemo, at seconds: Double
    ) throws -> KeyFrame {
        let animator = try Animator(hostTime: 0)
        let demo = try make(animator)
        let root = KeyFrame.host(demo.layer, size: demo.preferredSize)
        demo.activate()
        run(demo, animator: animator, seconds: seconds)
        var frame = KeyFrame(name: name, root: root, size: demo.preferredSize)
        for shape in demo.shapes where shape.name != "square" {
            // Grown past the start size: a point 1.2 radii from the centre is inside the ball.
            let center = shape.convert(shape.bounds.center, to: root)!
            let edge = center + Vector(dx: 1.2 * PopSpringDemoSizes.ballRadius, dy: 0)
            frame.probes.append(
                .init(what: "\(shape.name ?? "ball") grown", point: edge, color: shape.backgroundColor!))
        }
        return frame
    }

    /// A Guillotine menu hosted at its preferred size, laid out and tapped open at time 0.
    static func openingGuillotine() -> (menu: GuillotineMenu, root: Layer) {
        let menu = GuillotineMenu()
        let root = KeyFrame.host(menu.layer, size: menu.preferredSize)
        menu.layout()
        menu.advance(to: 0)
        menu.toggle()
        return (menu, root)
    }

    /// The Guillotine menu opening: halfway down (panel at -45°) or at the frame that first touches the left edge
    /// (the state turns `open` there), where the panel covers the top-left below the bar.
    static func guillotine(_ name: String, firstContact: Bool) -> KeyFrame {
        let (menu, root) = openingGuillotine()
        run(menu, animator: nil, seconds: 3) {
            firstContact ? menu.state == "open" : menu.panelAngle > -Double.pi / 4
        }
        var frame = KeyFrame(name: name, root: root, size: menu.preferredSize)
        if firstContact {
            frame.probes = [
                .init(what: "panel over the top left", point: Point(x: 30, y: 150), color: menu.barColor),
                .init(what: "panel over the bottom right", point: Point(x: 340, y: 600), color: menu.barColor),
            ]
        }
        return frame
    }

    /// The Guillotine menu open and at rest: the original's colours (#413E4F panel, #3D3A4B cells), the entries'
    /// icons and labels, the title faded out, the panel's button turned a quarter.
    static func guillotineOpen(_ name: String) -> KeyFrame {
        let (menu, root) = openingGuillotine()
        run(menu, animator: nil, seconds: 8) { menu.menuState == .open && menu.panelAngularVelocity == 0 }
        var frame = KeyFrame(name: name, root: root, size: menu.preferredSize)
        frame.probes = [
            .init(what: "panel colour below the bar", point: Point(x: 200, y: 76), color: menu.barColor),
            .init(what: "first cell", point: Point(x: 340, y: 100), color: menu.itemColor),
            .init(what: "gap between cells", point: Point(x: 340, y: 149), color: menu.barColor),
            .init(what: "bottom of the panel", point: Point(x: 200, y: 600), color: menu.barColor),
        ]
        return frame
    }

    /// The Guillotine menu swung back up: the frame of its first contact with the boundary at its top right (the
    /// state turns `closed` there, the bounce to come), the content uncovered and the title fading back in.
    static func guillotineClosing(_ name: String) -> KeyFrame {
        let (menu, root) = openingGuillotine()
        let opened = run(menu, animator: nil, seconds: 8) { menu.menuState == .open && menu.panelAngularVelocity == 0 }
        _ = menu.dismiss()
        run(menu, animator: nil, from: opened, seconds: 2) { menu.menuState == .closed }
        var frame = KeyFrame(name: name, root: root, size: menu.preferredSize)
        frame.probes = [
            .init(what: "content uncovered", point: Point(x: 200, y: 400), color: menu.contentColor),
            .init(what: "panel over the bar", point: Point(x: 300, y: 8), color: menu.barColor),
        ]
        return frame
    }

    /// The switch after a tap: on its way (the circle past the middle, the green baffler stretched after it into
    /// the right half), pulsing (state off, the tip swung left of the middle in green), or settled off (red circle
    /// with a white cross on the right). The gap between the halves is transparent throughout.
    static func squeezeOutSwitch(_ name: String, phase: String) throws -> KeyFrame {
        let animator = try Animator(hostTime: 0)
        let control = SqueezeOutSwitch(animator: animator)
        let root = KeyFrame.host(control.layer, size: control.preferredSize)
        control.layout()
        control.toggle()
        switch phase {
        case "stretched": run(control, animator: animator, seconds: 2) { control.knobX >= 110 }
        case "pulse": run(control, animator: animator, seconds: 2) { control.bafflerTipOffset < -20 }
        default: run(control, animator: animator, seconds: 4)
        }
        var frame = KeyFrame(name: name, root: root, size: control.preferredSize)
        let gap = KeyFrame.Probe(what: "transparent gap", point: Point(x: 100, y: 5), color: .clear)
        let neutral = Color(hex: 0xD1E2F0)
        switch phase {
        case "stretched":
            frame.probes = [
                gap,
                .init(what: "green baffler in the right half", point: Point(x: 115, y: 50), color: control.onColor),
                .init(what: "neutral left end", point: Point(x: 8, y: 50), color: neutral),
                // The circle (centre past 110, radius 35) spans the gap at mid-height: the mask cuts it there.
                .init(what: "circle cut by the gap", point: Point(x: 100, y: 50), color: .clear),
            ]
        case "pulse":
            frame.probes = [
                gap, .init(what: "green tip left of the gap", point: Point(x: 86, y: 50), color: control.onColor),
                .init(what: "red circle", point: Point(x: 150, y: 22), color: control.offColor),
            ]
        default:
            frame.probes = [
                gap, .init(what: "neutral left half", point: Point(x: 30, y: 50), color: neutral),
                .init(what: "red circle", point: Point(x: 150, y: 22), color: control.offColor),
                .init(what: "white cross", point: Point(x: 150, y: 50), color: .white),
            ]
        }
        return frame
    }
}

/// Sizes of the Pop examples the probes rely on (the original's 75 x 75 balls).
enum PopSpringDemoSizes {
    static let ballRadius = 37.5
}
