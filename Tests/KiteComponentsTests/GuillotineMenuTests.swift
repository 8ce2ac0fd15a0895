import Foundation
import KiteComponents
import KiteDynamics
import KiteGeometry
import KiteLayerAnimation
import KiteScene
import Testing

/// The Guillotine menu driven by a manual 60 Hz clock, against the seed's geometry and the drop's mechanics.
@Suite struct GuillotineMenuTests {
    static let frameSeconds = 1.0 / 60

    /// A menu of `size` that records its state changes with the host time they happened at.
    final class Harness {
        let menu: GuillotineMenu
        var time = 0.0
        var changes: [(state: String, time: Double)] = []

        init(size: Size = GuillotineMenu.seedSize) {
            menu = GuillotineMenu()
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
        for size in [GuillotineMenu.seedSize, Size(800, 600), Size(320, 900), Size(1920, 1080)] {
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

    /// At the seed size the component's panel follows the dynamics module's Guillotine drop frame by frame.
    @Test func dropFollowsTheSeedsDynamicsFrameByFrame() throws {
        let harness = Harness()
        harness.menu.toggle()
        let samples = try GuillotineDrop().simulate()
        for sample in samples.dropFirst().prefix(90) {
            harness.step()
            #expect(abs(harness.menu.panelAngle - sample.angle) < 1e-6)
        }
    }

    @Test func opensAtFirstContactWhileTheBounceGoesOn() {
        let harness = Harness()
        let menu = harness.menu
        menu.toggle()
        #expect(harness.changes.map(\.state) == ["opening"])
        var angles = [menu.panelAngle]
        var upright = true
        harness.run(seconds: 2) {
            if menu.menuState == .opening { angles.append(menu.panelAngle) }
            let buttonTurn = menu.panelButtonLayer.transformToRoot
            upright = upright && abs(buttonTurn.m12) < 1e-9 && abs(buttonTurn.m11 - 1) < 1e-9
            return menu.menuState == .open
        }
        #expect(harness.changes.map(\.state) == ["opening", "open"])
        let contact = Self.referenceFirstContactTime(width: 375, height: 667, barHeight: 64)
        let openedAt = harness.changes[1].time
        // Reported by the frame whose physics reached the contact: within one frame (plus the step) after it.
        #expect(openedAt >= contact - 2.0 / 480 && openedAt < contact + Self.frameSeconds + 2.0 / 480)
        #expect(abs(contact - 0.93) < 0.03)
        #expect(zip(angles, angles.dropFirst()).allSatisfy { $0 < $1 })
        #expect(upright)
        // Still bouncing: far from rest.
        #expect(abs(menu.panelAngularVelocity) > 0.5)
        harness.run(seconds: 6) { menu.panelAngularVelocity == 0 }
        #expect(harness.changes.map(\.state) == ["opening", "open"])
        #expect(menu.panelAngle == GuillotineMenu.openAngle && !menu.panelLayer.isHidden)
    }

    @Test func closingSwingsBackUpAndHidesThePanel() {
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
        #expect(menu.panelLayer.isHidden && menu.panelAngle == GuillotineMenu.closedAngle)
        #expect(!menu.dismiss())
    }

    /// A tap mid-drop turns the panel round from the angle and angular velocity it has.
    @Test func reversingMidSwingHasNoJump() throws {
        let harness = Harness()
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
        harness.run(seconds: 0.4)
        let angle = menu.panelAngle
        menu.layer.bounds = Rect(x: 0, y: 0, width: 600, height: 500)
        menu.layout()
        #expect(abs(menu.panelAngle - angle) < 1e-9)
        #expect(Self.panelPoint(menu, Point(menu.pivotInset, menu.pivotInset)).distance(to: menu.pivot) < 1e-9)
        #expect(harness.run(seconds: 3) { menu.menuState == .open })
        harness.run(seconds: 6) { menu.panelAngularVelocity == 0 }
        #expect(abs(Self.pivotToPanelLeftEdge(menu) - (menu.barLayer.frame.maxY - menu.pivot.y)) < 1e-9)
    }

    /// The title is white text centred in the bar between the button and the right edge; each entry's label is
    /// white, left-aligned text on its entry (so on the panel), inset 16 pt each side at the seed size, and both
    /// scale with the bounds.
    @Test(arguments: [1.0, 2.0])
    func titleAndEntriesAreTextLayers(scale: Double) {
        let harness = Harness(size: GuillotineMenu.seedSize * scale)
        let menu = harness.menu
        #expect(menu.titleLayer.superlayer === menu.barLayer)
        #expect(menu.titleLayer.string == "Activity" && menu.titleLayer.alignment == .center)
        #expect(menu.titleLayer.textColor == .white && menu.titleLayer.fontSize == 17 * scale)
        #expect(
            menu.titleLayer.frame
                == Rect(x: 64 * scale, y: 16 * scale, width: 375 * scale - 128 * scale, height: 32 * scale))
        menu.title = "Feed"
        #expect(menu.titleLayer.string == "Feed")
        #expect(menu.itemLabelLayers.map(\.string) == menu.itemTitles)
        for (item, label) in zip(menu.itemLayers, menu.itemLabelLayers) {
            #expect(label.superlayer === item && item.superlayer === menu.panelLayer)
            #expect(label.alignment == .left && label.textColor == .white && label.fontSize == 20 * scale)
            #expect(label.frame == Rect(x: 16 * scale, y: 0, width: (311 - 32) * scale, height: 48 * scale))
        }
    }

    /// Mid-swing, a label's centre is where the panel's rotation takes the entry's centre.
    @Test func labelsSwingWithThePanel() {
        let harness = Harness()
        let menu = harness.menu
        menu.toggle()
        harness.run(seconds: 3) { menu.panelAngle > -Double.pi / 4 }
        let label = menu.itemLabelLayers[1]
        let item = menu.itemLayers[1]
        let turned = Self.panelPoint(menu, item.frame.center)
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
