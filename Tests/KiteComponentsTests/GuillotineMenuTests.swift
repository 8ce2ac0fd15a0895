import Foundation
import KiteComponents
import KiteDynamics
import KiteGeometry
import KiteLayerAnimation
import KiteScene
import Testing

/// The Guillotine menu driven by a manual 60 Hz clock, against the geometry and mechanics of Yalantis' GuillotineMenu
/// (github.com/Yalantis/GuillotineMenu: push (2 / pi) H / 0.6, density 1.5, elasticity 0.6, the menu pinned at the
/// button's centre, the host's title bold 17 turned +90 degrees and faded over 0.6 s) and the design animation's
/// timing (its `example.gif`: down in about 0.25-0.3 s).
@Suite struct GuillotineMenuTests {
    static let frameSeconds = 1.0 / 60

    /// A menu of `size` that records its state changes with the host time they happened at.
    final class Harness {
        let menu: GuillotineMenu
        var time = 0.0
        var changes: [(state: String, time: Double)] = []

        /// `contactSeconds` nil: the published code's push; default the design's 0.27 s.
        init(size: Size = GuillotineMenu.designSize, contactSeconds: Double? = GuillotineMenu.designContactSeconds) {
            menu = GuillotineMenu(contactSeconds: contactSeconds)
            menu.layer.bounds = Rect(origin: .zero, size: size)
            menu.layout()
            menu.advance(to: 0)
            menu.stateDidChange = { [unowned self] state in changes.append((state, time)) }
        }

        func step() {
            time += GuillotineMenuTests.frameSeconds
            menu.advance(to: time)
        }

        /// Steps until `done` holds or `seconds` have passed; returns whether `done` held.
        @discardableResult func run(seconds: Double, until done: () -> Bool = { false }) -> Bool {
            let end = time + seconds
            while time < end - 1e-9 {
                step()
                if done() { return true }
            }
            return false
        }
    }

    /// A point of the panel, given in its own bounds, in the menu's coordinates.
    static func panelPoint(_ menu: GuillotineMenu, _ p: Point) -> Point {
        menu.panelLayer.convert(p, to: menu.layer)!
    }

    /// Distance from the pivot to the panel's left side, measured on the drawn layer tree.
    static func pivotToPanelLeftEdge(_ menu: GuillotineMenu) -> Double {
        let h = menu.panelLayer.bounds.height
        let top = panelPoint(menu, Point(0, 0))
        let bottom = panelPoint(menu, Point(0, h))
        let side = bottom - top
        return abs(side.cross(menu.pivot - top)) / side.length
    }

    static func buttonCenter(_ menu: GuillotineMenu) -> Point {
        menu.buttonLayer.convert(menu.buttonLayer.bounds.center, to: menu.layer)!
    }

    /// The rigid panel about a fixed pivot under the push, theta'' = F (r_x cos - r_y sin) / I_pivot, integrated
    /// with a fine RK4 from the top at rest: the time at which it first turns upright.
    static func referenceFirstContactTime(width: Double, height: Double, barHeight: Double) -> Double {
        var drop = GuillotineDrop()
        (drop.width, drop.height, drop.topOffset) = (width, height, barHeight)
        let a = barHeight / 2
        let mass = drop.density * width * height / 10_000
        let force = PushBehavior.forcePerUnit * drop.pushMagnitude
        let (rx, ry) = (width / 2 - a, height / 2 - a)
        let inertia = mass * ((width * width + height * height) / 12 + rx * rx + ry * ry)
        func acceleration(_ theta: Double) -> Double { force * (rx * cos(theta) - ry * sin(theta)) / inertia }
        var (theta, omega, t) = (-Double.pi / 2, 0.0, 0.0)
        let h = 1e-5
        while theta < 0 {
            let (k1v, k1a) = (omega, acceleration(theta))
            let (k2v, k2a) = (omega + h / 2 * k1a, acceleration(theta + h / 2 * k1v))
            let (k3v, k3a) = (omega + h / 2 * k2a, acceleration(theta + h / 2 * k2v))
            let (k4v, k4a) = (omega + h * k3a, acceleration(theta + h * k3v))
            theta += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            omega += h / 6 * (k1a + 2 * k2a + 2 * k3a + k4a)
            t += h
        }
        return t
    }

    @Test func pivotIsAsFarFromThePanelsLeftEdgeAsFromTheBarBottomAtAnySize() {
        let menu = GuillotineMenu()
        for size in [GuillotineMenu.designSize, Size(800, 600), Size(320, 900), Size(1920, 1080)] {
            menu.layer.bounds = Rect(origin: .zero, size: size)
            menu.layout()
            menu.panelLayer.transformComponents.rotation = GuillotineMenu.openAngle
            let barBottom = menu.barLayer.frame.maxY
            let pivot = menu.pivot
            #expect(abs(Self.buttonCenter(menu).distance(to: pivot)) < 1e-9)
            #expect(abs((barBottom - pivot.y) - Self.pivotToPanelLeftEdge(menu)) < 1e-9)
            #expect(abs(Self.pivotToPanelLeftEdge(menu) - pivot.x) < 1e-9)
            let scale = min(size.width / 375, size.height / 667)
            #expect(abs(barBottom - 64 * scale) < 1e-9)
            menu.panelLayer.transformComponents.rotation = GuillotineMenu.closedAngle
        }
    }

    /// With the code's push, at 375 x 667 the component's panel follows `kite simulate guillotine`'s drop frame by
    /// frame.
    @Test func dropFollowsTheCodesDynamicsFrameByFrame() throws {
        let harness = Harness(contactSeconds: nil)
        harness.menu.toggle()
        let samples = try GuillotineDrop().simulate()
        for sample in samples.dropFirst().prefix(90) {
            harness.step()
            #expect(abs(harness.menu.panelAngle - sample.angle) < 1e-6)
        }
    }

    @Test func opensAtFirstContactWhileTheBounceGoesOn() {
        let harness = Harness(contactSeconds: nil)
        let menu = harness.menu
        menu.toggle()
        #expect(harness.changes.map(\.state) == ["opening"])
        var angles = [menu.panelAngle]
        var turned = true
        harness.run(seconds: 2) {
            if menu.menuState == .opening { angles.append(menu.panelAngle) }
            // On screen 90 degrees plus the panel's angle (the original's 90 degrees minus the menu's angle, in UIKit's
            // sign): the bar's button while closed, standing lines once open.
            let buttonTurn = menu.panelButtonLayer.transformToRoot
            let screenAngle = menu.panelAngle + Double.pi / 2
            turned =
                turned && abs(buttonTurn.m11 - cos(screenAngle)) < 1e-9 && abs(buttonTurn.m12 - sin(screenAngle)) < 1e-9
            return menu.menuState == .open
        }
        #expect(harness.changes.map(\.state) == ["opening", "open"])
        let contact = Self.referenceFirstContactTime(width: 375, height: 667, barHeight: 64)
        let openedAt = harness.changes[1].time
        // Reported by the frame whose physics reached the contact: within one frame (plus the step) after it.
        #expect(openedAt >= contact - 2.0 / 480 && openedAt < contact + Self.frameSeconds + 2.0 / 480)
        #expect(abs(contact - 0.93) < 0.03)
        #expect(zip(angles, angles.dropFirst()).allSatisfy { $0 < $1 })
        #expect(turned)
        // Still bouncing: far from rest.
        #expect(abs(menu.panelAngularVelocity) > 0.5)
        harness.run(seconds: 6) { menu.panelAngularVelocity == 0 }
        #expect(harness.changes.map(\.state) == ["opening", "open"])
        #expect(menu.panelAngle == GuillotineMenu.openAngle && !menu.panelLayer.isHidden)
    }

    /// The design's timing: whatever the size, the first contact comes 0.27 s after the tap (within a frame and
    /// the contact step), where the code's push takes 0.93 s at 375 x 667; the elasticity stays the original's.
    @Test(arguments: [Size(375, 667), Size(800, 600), Size(1280, 800), Size(320, 480)])
    func designTimingLandsInAQuarterSecond(size: Size) {
        let harness = Harness(size: size)
        let menu = harness.menu
        #expect(menu.physics.elasticity == 0.6 && menu.physics.density == 1.5)
        menu.toggle()
        #expect(harness.run(seconds: 2) { menu.menuState == .open })
        let openedAt = harness.changes[1].time
        #expect(openedAt >= 0.27 - 2.0 / 480 && openedAt < 0.27 + Self.frameSeconds + 2.0 / 480, "at \(size)")
        // `kite simulate guillotine` keeps the published code's push.
        #expect(GuillotineDrop().contactSeconds == nil)
        #expect(abs(GuillotineDrop().pushMagnitude - 2 / Double.pi * 667 / 0.6) < 1e-9)
    }

    /// Closing swings back up against the boundary at the panel's top right, reports `closed` at that contact,
    /// bounces there (the angle comes back down), and hides the panel once the bounce has died out.
    @Test func closingBouncesAtTheTopRightAndThenHidesThePanel() {
        let harness = Harness()
        let menu = harness.menu
        menu.toggle()
        harness.run(seconds: 6) { menu.panelAngularVelocity == 0 && menu.menuState == .open }
        #expect(menu.dismiss())
        var angles = [menu.panelAngle]
        let closed = harness.run(seconds: 3) {
            angles.append(menu.panelAngle)
            return menu.menuState == .closed
        }
        #expect(closed)
        #expect(harness.changes.map(\.state) == ["opening", "open", "closing", "closed"])
        #expect(zip(angles.dropLast(), angles.dropFirst().dropLast()).allSatisfy { $0 > $1 })
        // The same push swings it back up; against the push's lever from upright it takes a little longer than the
        // drop (0.35 s at this size) but stays in the design's quick range rather than the code's second.
        let closing = harness.changes[3].time - harness.changes[2].time
        #expect(closing > 0.25 && closing < 0.45, "closed after \(closing) s")
        // Not through the boundary, and bouncing: the panel is still shown and comes back down.
        #expect(!menu.panelLayer.isHidden)
        var lowest = menu.panelAngle
        harness.run(seconds: 0.5) {
            lowest = max(lowest, menu.panelAngle)
            return false
        }
        #expect(lowest > GuillotineMenu.closedAngle + 0.05, "bounced to \(lowest)")
        #expect(menu.isAnimatingOnItsOwn)
        #expect(harness.run(seconds: 6) { menu.panelLayer.isHidden })
        #expect(menu.panelAngle == GuillotineMenu.closedAngle && menu.menuState == .closed)
        #expect(!menu.isAnimatingOnItsOwn)
        #expect(!menu.dismiss())
    }

    /// The panel's title is the host's, bold 17 white, turned +90 degrees about (a, W / 2) of the panel: while
    /// closed it lies exactly over the bar's title, upright. It fades 1 -> 0 over 0.6 s with UIKit's ease-in-out
    /// while the menu opens and back while it closes.
    @Test func panelTitleLiesOverTheBarTitleAndFades() {
        let harness = Harness()
        let menu = harness.menu
        let title = menu.panelTitleLayer
        #expect(title.string == "Activity" && title.fontWeight == .bold && title.fontSize == 17)
        #expect(menu.titleLayer.fontWeight == .bold)
        #expect(title.superlayer === menu.panelLayer && title.transformComponents.rotation == Double.pi / 2)
        let closedCenter = title.convert(title.bounds.center, to: menu.layer)!
        let barCenter = menu.titleLayer.convert(menu.titleLayer.bounds.center, to: menu.layer)!
        #expect(closedCenter.distance(to: barCenter) < 1e-9)
        let turn = title.transformToRoot
        #expect(abs(turn.m11 - 1) < 1e-9 && abs(turn.m12) < 1e-9)
        #expect(title.bounds.size == menu.titleLayer.bounds.size)
        menu.toggle()
        for frame in 1...45 {
            harness.step()
            let t = Double(frame) / 60
            let expected = t >= 0.6 ? 0 : 1 - UIKitEaseInOut.value(at: t / 0.6)
            #expect(abs(title.opacity - expected) < 1e-9, "opening at \(t) s")
        }
        harness.run(seconds: 6) { menu.panelAngularVelocity == 0 }
        menu.toggle()
        let closeStart = harness.time
        for _ in 1...12 {
            harness.step()
            let t = harness.time - closeStart
            #expect(abs(title.opacity - (1 - UIKitEaseInOut.value(at: 1 - t / 0.6))) < 1e-9, "closing at \(t) s")
        }
    }

    /// A tap mid-drop turns the panel round from the angle and angular velocity it has.
    @Test func reversingMidSwingHasNoJump() throws {
        let harness = Harness(contactSeconds: nil)
        let menu = harness.menu
        menu.toggle()
        harness.run(seconds: 0.5)
        let (angle, omega) = (menu.panelAngle, menu.panelAngularVelocity)
        #expect(omega > 1)
        menu.toggle()
        #expect(menu.menuState == .closing)
        #expect(menu.panelAngle == angle && menu.panelAngularVelocity == omega)
        harness.step()
        // The push's largest angular acceleration over one frame bounds the change: F d / I_pivot.
        let (w, h, a) = (375.0, 667.0, 32.0)
        let mass = 1.5 * w * h / 10_000
        let d = Vector(dx: w / 2 - a, dy: h / 2 - a).length
        let inertia = mass * ((w * w + h * h) / 12 + d * d)
        let maxAcceleration = PushBehavior.forcePerUnit * GuillotineDrop().pushMagnitude * d / inertia
        #expect(abs(menu.panelAngularVelocity - omega) <= maxAcceleration * Self.frameSeconds * 1.05)
        #expect(abs(menu.panelAngle - angle) <= (abs(omega) + maxAcceleration * Self.frameSeconds) / 60)
        harness.run(seconds: 3) { menu.menuState == .closed }
        #expect(harness.changes.map(\.state) == ["opening", "closing", "closed"])
    }

    @Test func relayoutMidSwingKeepsThePivotGeometryAndGoesOn() {
        let harness = Harness()
        let menu = harness.menu
        menu.toggle()
        harness.run(seconds: 0.15)
        let angle = menu.panelAngle
        menu.layer.bounds = Rect(x: 0, y: 0, width: 600, height: 500)
        menu.layout()
        #expect(abs(menu.panelAngle - angle) < 1e-9)
        #expect(Self.panelPoint(menu, Point(menu.pivotInset, menu.pivotInset)).distance(to: menu.pivot) < 1e-9)
        #expect(harness.run(seconds: 3) { menu.menuState == .open })
        harness.run(seconds: 6) { menu.panelAngularVelocity == 0 }
        #expect(abs(Self.pivotToPanelLeftEdge(menu) - (menu.barLayer.frame.maxY - menu.pivot.y)) < 1e-9)
    }

    /// The title is bold white 17 pt text centred in the bar between the button and the right edge; each entry is a
    /// full-width #3D3A4B cell with a path-drawn icon and its label in semibold white 18 pt (the original's
    /// PROFILE, FEED, ACTIVITY, SETTINGS on #413E4F over #2C2A36 content), and all of it scales with the bounds.
    @Test(arguments: [1.0, 2.0])
    func titleAndEntriesAreTextLayers(scale: Double) {
        let harness = Harness(size: GuillotineMenu.designSize * scale)
        let menu = harness.menu
        #expect(menu.titleLayer.superlayer === menu.barLayer)
        #expect(menu.titleLayer.string == "Activity" && menu.titleLayer.alignment == .center)
        #expect(menu.titleLayer.textColor == .white && menu.titleLayer.fontSize == 17 * scale)
        #expect(menu.itemTitles == ["PROFILE", "FEED", "ACTIVITY", "SETTINGS"])
        #expect(menu.barColor == Color(hex: 0x413E4F) && menu.panelLayer.backgroundColor == Color(hex: 0x413E4F))
        #expect(menu.layer.backgroundColor == Color(hex: 0x2C2A36))
        #expect(
            menu.titleLayer.frame
                == Rect(x: 64 * scale, y: 16 * scale, width: 375 * scale - 128 * scale, height: 32 * scale))
        menu.title = "Feed"
        #expect(menu.titleLayer.string == "Feed")
        #expect(menu.itemLabelLayers.map(\.string) == menu.itemTitles)
        for (index, (item, label)) in zip(menu.itemLayers, menu.itemLabelLayers).enumerated() {
            #expect(label.superlayer === item && item.superlayer === menu.panelLayer)
            #expect(label.alignment == .left && label.textColor == .white && label.fontSize == 18 * scale)
            #expect(label.fontWeight == .semibold)
            #expect(item.backgroundColor == Color(hex: 0x3D3A4B) && item.cornerRadius == 0)
            #expect(item.frame.minX == 0 && item.frame.width == 375 * scale && item.frame.height == 60 * scale)
            // Icon at 64 + 8, 24 wide; the label 16 after it, to 16 before the right edge.
            #expect(label.frame == Rect(x: 112 * scale, y: 0, width: (375 - 112 - 16) * scale, height: 60 * scale))
            let icon = menu.itemIconLayers[index]
            #expect(
                icon.superlayer === item
                    && icon.frame == Rect(x: 72 * scale, y: 18 * scale, width: 24 * scale, height: 24 * scale))
            #expect(!(icon.path?.isEmpty ?? true))
            #expect((icon.fillColor == nil) == (item.name != "SETTINGS"))
        }
    }

    /// In a small window (the gallery's 640 x 480 gives a menu about half the original's size) the entries keep a
    /// pitch of 44 pt, so each is a touch target of its own.
    @Test func entriesStayTouchSizedInSmallMenus() {
        let harness = Harness(size: Size(200, 356))
        let tops = harness.menu.itemLayers.map(\.frame.minY)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { abs($1 - $0 - 44) < 1e-9 })
    }

    /// Mid-swing, a label's centre is where the panel's rotation takes the entry's centre.
    @Test func labelsSwingWithThePanel() {
        let harness = Harness()
        let menu = harness.menu
        menu.toggle()
        harness.run(seconds: 3) { menu.panelAngle > -Double.pi / 4 }
        let label = menu.itemLabelLayers[1]
        let item = menu.itemLayers[1]
        let turned = Self.panelPoint(menu, item.frame.origin + Vector(dx: label.frame.midX, dy: label.frame.midY))
        let drawn = label.convert(label.bounds.center, to: menu.layer)!
        #expect((drawn - turned).length < 1e-9)
        #expect(menu.panelAngle < -0.5, "the panel is still turned, so the check is not of an upright panel")
    }

    @Test func tappingAnEntrySelectsItAndCloses() {
        let harness = Harness()
        let menu = harness.menu
        var chosen: [Int] = []
        menu.onSelectItem = { chosen.append($0) }
        menu.toggle()
        harness.run(seconds: 3) { menu.menuState == .open }
        let taps = menu.gestureBindings().compactMap { binding -> (Layer, () -> Void)? in
            if case .tap(let layer, let action) = binding { return (layer, action) }
            return nil
        }
        #expect(taps.count == 2 + menu.itemTitles.count)
        taps.first { $0.0 === menu.itemLayers[2] }!.1()
        #expect(chosen == [2] && menu.selectedItemIndex == 2 && menu.menuState == .closing)
    }

    /// The panel's angle at every sixth of a second (shared by 30, 60, 120 and 144 Hz) for a tap at t = 0.
    static func dropAngles(framesPerSecond: Double) -> [Double] {
        let menu = GuillotineMenu()
        menu.advance(to: 0)
        menu.toggle()
        var angles: [Double] = []
        for frame in 1...Int(2 * framesPerSecond) {
            menu.advance(to: Double(frame) / framesPerSecond)
            if frame % Int(framesPerSecond / 6) == 0 { angles.append(menu.panelAngle) }
        }
        return angles
    }

    @Test func frameRatesAgreeAtSharedInstants() {
        let reference = Self.dropAngles(framesPerSecond: 60)
        #expect(reference.count == 12)
        for rate in [30.0, 120, 144] {
            #expect(Self.dropAngles(framesPerSecond: rate) == reference, "at \(rate) Hz")
        }
    }

    @Test func emptyBoundsAndBadInputNeverCrash() {
        let menu = GuillotineMenu()
        menu.layer.bounds = .zero
        menu.layout()
        menu.advance(to: 0)
        menu.toggle()
        menu.advance(to: 1.0 / 60)
        #expect(menu.menuState == .open)
        menu.advance(to: .nan)
        menu.advance(to: -5)
        var drop = GuillotineDrop()
        drop.density = -1
        #expect(throws: DynamicsError.self) { try menu.setPhysics(drop) }
    }
}
