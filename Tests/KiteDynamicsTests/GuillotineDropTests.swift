import Foundation
import KiteDynamics
import KiteGeometry
import Testing

/// The Guillotine drop against a one-degree-of-freedom model of the same mechanics and against Yalantis'
/// published numbers.
@Suite struct GuillotineDropTests {
    /// The rigid menu turning about a fixed pivot, pushed along +y at its centre: theta'' = F r_x(theta) / I_pivot,
    /// integrated with RK4 from -pi/2 at rest until theta reaches 0. Returns the time and angular speed at impact.
    static func referenceImpact(_ drop: GuillotineDrop) -> (time: Double, speed: Double) {
        let a = drop.pivotInset
        let mass = drop.density * drop.width * drop.height / 10_000
        let force = 100 * drop.pushMagnitude
        let (rx, ry) = (drop.width / 2 - a, drop.height / 2 - a)
        let inertia = mass * ((drop.width * drop.width + drop.height * drop.height) / 12 + rx * rx + ry * ry)
        func accel(_ theta: Double) -> Double { force * (rx * cos(theta) - ry * sin(theta)) / inertia }
        var (theta, omega, t) = (-Double.pi / 2, 0.0, 0.0)
        let h = 1e-5
        while true {
            let k1 = (omega, accel(theta))
            let k2 = (omega + h / 2 * k1.1, accel(theta + h / 2 * k1.0))
            let k3 = (omega + h / 2 * k2.1, accel(theta + h / 2 * k2.0))
            let k4 = (omega + h * k3.1, accel(theta + h * k3.0))
            let next = theta + h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0)
            if next >= 0 { return (t + h * (-theta) / (next - theta), omega) }
            omega += h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
            theta = next
            t += h
        }
    }

    struct Impact {
        let time: Double
        let speedBefore: Double
        let speedAfter: Double
    }

    /// Runs the scene step by step and pairs each contact with the boundary with the angular velocity just
    /// before the step that found it and just after.
    static func impacts(_ drop: GuillotineDrop, seconds: Double) throws -> [Impact] {
        let scene = try drop.makeScene()
        let animator = scene.animator
        var began: [Int] = []
        let collision = animator.behaviors.compactMap { $0 as? CollisionBehavior }.first!
        collision.contactHandler = { event in
            if event.phase == .began, event.boundaryIdentifier == GuillotineDrop.boundaryIdentifier {
                began.append(animator.stepCount)
            }
        }
        var omegas = [0.0]
        for step in 1...Int(seconds / animator.stepSeconds) {
            try animator.advance(to: Double(step) * animator.stepSeconds)
            omegas.append(try animator.angularVelocity(of: scene.menu))
        }
        return began.map { step in
            Impact(time: Double(step) * animator.stepSeconds, speedBefore: omegas[step - 1], speedAfter: -omegas[step])
        }
    }

    @Test func firstImpactMatchesTheRigidPivotModelAndTheIssueNumbers() throws {
        let drop = GuillotineDrop()
        let reference = Self.referenceImpact(drop)
        #expect(abs(reference.time - 0.93) < 0.01)
        #expect(abs(reference.speed - 3.24) < 0.01)
        let first = try #require(try Self.impacts(drop, seconds: 1.2).first)
        // Contact is found in the step that crosses angle 0, up to one step late; the joint's energy bleed (see
        // DynamicAnimator.defaultStepSeconds) slows the fall by a few tenths of a percent.
        let timingTolerance = 0.005 * reference.time + DynamicAnimator.defaultStepSeconds
        let speedTolerance = 0.01
        #expect(abs(first.time - reference.time) < timingTolerance)
        #expect(abs(first.speedBefore / reference.speed - 1) < speedTolerance)
    }

    /// The push for a contact time inverts the rigid model: asked for the code push's own impact time it gives the
    /// code's push back, and asked for 0.27 s the simulated drop first touches the boundary then (within the
    /// contact step and the joint's slight energy bleed).
    @Test func pushForAContactTimeLandsThen() throws {
        let code = GuillotineDrop()
        let reference = Self.referenceImpact(code)
        #expect(abs(code.pushMagnitude(forContactSeconds: reference.time) / code.pushMagnitude - 1) < 1e-4)
        for (width, height) in [(375.0, 667.0), (800, 600), (1280, 800)] {
            var drop = GuillotineDrop()
            (drop.width, drop.height, drop.contactSeconds) = (width, height, 0.27)
            #expect(abs(Self.referenceImpact(drop).time - 0.27) < 1e-4)
            let first = try #require(try Self.impacts(drop, seconds: 1).first)
            #expect(
                abs(first.time - 0.27) < 0.005 * 0.27 + DynamicAnimator.defaultStepSeconds, "at \(width) x \(height)")
        }
        var bad = GuillotineDrop()
        bad.contactSeconds = 0
        #expect(throws: DynamicsError.self) { try bad.validate() }
    }

    @Test(arguments: [0.3, 0.6, 0.9])
    func everyReboundLeavesAtElasticityTimesTheImpactSpeed(elasticity: Double) throws {
        var drop = GuillotineDrop()
        drop.elasticity = elasticity
        let impacts = try Self.impacts(drop, seconds: 10)
        #expect(impacts.count >= 3)
        for impact in impacts.prefix(4) where impact.speedBefore > 0.1 {
            #expect(abs(impact.speedAfter / impact.speedBefore / elasticity - 1) < 0.02)
        }
    }

    @Test func pivotHoldsWithinOneHundredthOfAPointForTenSeconds() throws {
        let drop = GuillotineDrop()
        let scene = try drop.makeScene()
        let a = drop.pivotInset
        let pivotOffset = Vector(a - drop.width / 2, a - drop.height / 2)
        var worst = 0.0
        for frame in 1...600 {
            try scene.animator.advance(to: Double(frame) / 60)
            worst = max(worst, TestScenes.worldPoint(pivotOffset, of: scene.menu).distance(to: scene.pivot))
        }
        #expect(worst < 0.01)
    }

    @Test func csvHasOneRowPerFrameFromZeroUntilRest() throws {
        let drop = GuillotineDrop()
        let lines = try drop.csv().split(separator: "\n").map(String.init)
        #expect(lines.first == "t,angle,angular_velocity")
        let rows = lines.dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        #expect(rows.first == [0, -Double.pi / 2, 0])
        for (index, row) in rows.enumerated() {
            #expect(row.count == 3)
            #expect(row[0] == Double(index) / 60)
        }
        // The bounce dies out before the 6 s limit; the last row is at rest against the boundary.
        let last = try #require(rows.last)
        #expect(last[0] < 6)
        #expect(abs(last[1]) < 0.01)
        #expect(abs(last[2]) < 0.01)
    }

    @Test func csvStopsAtTheTimeLimit() throws {
        var drop = GuillotineDrop()
        drop.maximumSeconds = 1
        drop.framesPerSecond = 30
        let rows = try drop.csv().split(separator: "\n").dropFirst()
        #expect(rows.count == 31)
        #expect(rows.last!.hasPrefix("1.0,"))
    }

    @Test func completionAtFirstContactComesAtImpactWhileRestComesLater() throws {
        let scene = try GuillotineDrop().makeScene()
        var completedAt: Double?
        var restAt: Double?
        scene.animator.completionPolicy = .firstContact(boundary: GuillotineDrop.boundaryIdentifier)
        scene.animator.onCompletion = { completedAt = scene.animator.time }
        scene.animator.onRest = { restAt = scene.animator.time }
        for frame in 1...480 { try scene.animator.advance(to: Double(frame) / 60) }
        let reference = Self.referenceImpact(GuillotineDrop())
        #expect(abs(try #require(completedAt) - reference.time) < 0.01)
        #expect(try #require(restAt) > reference.time + 2)
    }

    @Test func badParametersAreRejected() {
        var negativeDensity = GuillotineDrop()
        negativeDensity.density = -1
        #expect(throws: DynamicsError.self) { try negativeDensity.csv() }
        var nanElasticity = GuillotineDrop()
        nanElasticity.elasticity = .nan
        #expect(throws: DynamicsError.self) { try nanElasticity.csv() }
        var zeroWidth = GuillotineDrop()
        zeroWidth.width = 0
        #expect(throws: DynamicsError.invalidSize(Size(0, 667))) { try zeroWidth.csv() }
        var zeroRate = GuillotineDrop()
        zeroRate.framesPerSecond = 0
        #expect(throws: DynamicsError.self) { try zeroRate.csv() }
        // A perfectly elastic menu never rests: a billion seconds would run for hours and fill memory.
        var endless = GuillotineDrop()
        endless.elasticity = 1
        endless.maximumSeconds = 1e9
        #expect(throws: DynamicsError.self) { try endless.validate() }
        endless.maximumSeconds = 16_000
        #expect(throws: Never.self) { try endless.validate() }
    }
}
