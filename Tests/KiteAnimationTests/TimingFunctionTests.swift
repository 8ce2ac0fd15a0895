import Testing

@testable import KiteAnimation

/// Reference: x(s) in Bernstein form, inverted by plain bisection until the bracket collapses to adjacent doubles.
private func referenceProgress(_ f: TimingFunction, _ t: Double) -> Double {
    func bernstein(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    while true {
        let mid = (lo + hi) / 2
        if mid <= lo || mid >= hi { break }
        if bernstein(mid, f.p1x, f.p2x) < t { lo = mid } else { hi = mid }
    }
    return bernstein((lo + hi) / 2, f.p1y, f.p2y)
}

@Suite struct TimingFunctionTests {
    static let curves: [TimingFunction] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        try! TimingFunction(controlPoints: 0.25, -0.8, 0.75, 1.85),
        try! TimingFunction(controlPoints: 0.25, -0.4, 0.5, 1),
        try! TimingFunction(controlPoints: 0, 1, 1, 0),
        try! TimingFunction(controlPoints: 1, 0, 0.9, 1),
    ]
    // Not (1, 0, 0, 1): there dx/ds vanishes at s = 1/2 and progress has a vertical tangent, so any double-precision
    // solver (this reference included) only pins the progress down to about eps^(1/3).

    @Test(arguments: curves) func matchesBisectionReference(_ f: TimingFunction) {
        var worst = 0.0
        for i in 0...2000 {
            let t = Double(i) / 2000
            worst = max(worst, abs(f.progress(at: t) - referenceProgress(f, t)))
        }
        #expect(worst < 1e-7, "\(f): worst error \(worst)")
    }

    @Test func presetsHaveCoreAnimationControlPoints() {
        let expected: [(TimingFunction, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (f, points) in expected { #expect([f.p1x, f.p1y, f.p2x, f.p2y] == points) }
    }

    @Test func endpointsAreExactAndLinearIsIdentity() throws {
        for f in Self.curves {
            #expect(f.progress(at: 0) == 0)
            #expect(f.progress(at: 1) == 1)
            #expect(f.progress(at: -3) == 0)
            #expect(f.progress(at: 7) == 1)
        }
        for i in 0...100 { #expect(TimingFunction.linear.progress(at: Double(i) / 100) == Double(i) / 100) }
    }

    @Test func overshootingCurveLeavesUnitRange() throws {
        let f = try TimingFunction(controlPoints: 0.25, -0.8, 0.75, 1.85)
        let values = (0...100).map { f.progress(at: Double($0) / 100) }
        #expect(values.min()! < -0.1)
        #expect(values.max()! > 1.1)
    }

    @Test(arguments: curves) func slopeMatchesFiniteDifference(_ f: TimingFunction) {
        let h = 1e-6
        for i in 1..<100 {
            let t = Double(i) / 100
            let difference = (referenceProgress(f, t + h) - referenceProgress(f, t - h)) / (2 * h)
            #expect(abs(f.slope(at: t) - difference) < 1e-4 * max(1, abs(difference)), "\(f) at \(t)")
        }
    }

    @Test func rejectsBadControlPoints() {
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: -0.1, 0, 1, 1) }
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: 0, 0, 1.01, 1) }
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: .nan, 0, 1, 1) }
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: 0, .infinity, 1, 1) }
        #expect(throws: AnimationError.self) { try TimingFunction(parsing: "0.1,0.2,0.3") }
        #expect(throws: AnimationError.self) { try TimingFunction(parsing: "a,b,c,d") }
        #expect(throws: AnimationError.self) { try TimingFunction(parsing: "0.5,0,2,1") }
    }

    @Test func parsesControlPointsAndPresets() throws {
        #expect(
            try TimingFunction(parsing: "0.25, -0.8,0.75,1.85") == TimingFunction(controlPoints: 0.25, -0.8, 0.75, 1.85)
        )
        #expect(try TimingFunction(parsing: "ease-in-out") == .easeInEaseOut)
    }
}
