import Testing

@testable import KiteRender

/// `ClearPlan`: which pixels an interior covers, and the background drawn around the planned ones.
@Suite struct ClearPlanTests {
    private static func flat(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ color: SIMD4<Float>) -> FlatInstance
    {
        FlatInstance(
            linear: SIMD4(1, 0, 0, 1), offset: .zero, rect: SIMD4(x0, y0, x1, y1), color: color,
            ramp: FlatInstance.solid)
    }

    private static let white = SIMD4<Float>(1, 1, 1, 1)
    private static let grey = SIMD4<Float>(Float(200.0 / 255), Float(200.0 / 255), Float(200.0 / 255), 1)
    private static let blue = SIMD4<Float>(0, 0, 1, 1)

    /// Edges between pixel centres give the pixels whose centres lie inside; an edge on a centre, a rotated
    /// rectangle or one outside the viewport gives none.
    @Test func pixelBoxes() {
        #expect(ClearPlan.pixelBox(Self.flat(2, 3, 10, 7, Self.white), width: 20, height: 20) == SIMD4(2, 3, 10, 7))
        #expect(
            ClearPlan.pixelBox(Self.flat(2.2, 3.7, 9.9, 7.2, Self.white), width: 20, height: 20) == SIMD4(2, 4, 10, 7))
        #expect(ClearPlan.pixelBox(Self.flat(2.5, 3, 10, 7, Self.white), width: 20, height: 20) == nil)
        #expect(ClearPlan.pixelBox(Self.flat(2, 3, 10, 7.49, Self.white), width: 20, height: 20) == nil)
        #expect(ClearPlan.pixelBox(Self.flat(-4, -4, 30, 8, Self.white), width: 20, height: 20) == SIMD4(0, 0, 20, 8))
        #expect(ClearPlan.pixelBox(Self.flat(22, 3, 30, 7, Self.white), width: 20, height: 20) == nil)
        var rotated = Self.flat(2, 3, 10, 7, Self.white)
        rotated.linear = SIMD4(0.8, 0.6, -0.6, 0.8)
        #expect(ClearPlan.pixelBox(rotated, width: 20, height: 20) == nil)
        var scaled = Self.flat(1, 1, 5, 4, Self.white)
        (scaled.linear, scaled.offset) = (SIMD4(2, 0, 0, -2), SIMD4(1, 10, 0, 0))
        #expect(ClearPlan.pixelBox(scaled, width: 20, height: 20) == SIMD4(3, 2, 11, 8))
    }

    /// Two white cards and a blue bar over grey: cleared white, and the background and the bar together cover
    /// every pixel the white cards do not, each once; a white quad with an edge on pixel centres is drawn.
    @Test func theBackgroundCoversTheRestOnce() {
        var plan = ClearPlan()
        let (width, height) = (400, 300)
        let flats = [
            Self.flat(0, 0, 400, 40, Self.blue), Self.flat(20, 60, 180, 280, Self.white),
            Self.flat(210.2, 60, 379.9, 280, Self.white), Self.flat(22, 290.5, 100, 299, Self.white),
        ]
        let planned = plan.plan(flats[...], background: Self.grey, width: width, height: height)
        #expect(planned)
        #expect(plan.clearColor == Self.white)
        var count = [Int](repeating: 0, count: width * height)
        for quad in plan.quads {
            #expect(quad.color != Self.white || quad == flats[3], "only the unplannable white quad is drawn")
            let box = ClearPlan.pixelBox(quad, width: width, height: height)
            for y in Int(box?.y ?? 0)..<Int(box?.w ?? 0) {
                for x in Int(box?.x ?? 0)..<Int(box?.z ?? 0) { count[y * width + x] += 1 }
            }
        }
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let inCard = (60..<280).contains(y) && ((20..<180).contains(x) || (210..<380).contains(x))
                if count[y * width + x] != (inCard ? 0 : 1) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(plan.quads.count < 12, "\(plan.quads.count) quads")
    }

    /// Interiors smaller than the background they would leave to draw, or of colours that are not 8-bit values,
    /// are not planned.
    @Test func declinesWhereItWouldShadeMore() {
        var plan = ClearPlan()
        let planned2 = plan.plan(
            [Self.flat(2, 2, 10, 10, Self.white)][...], background: Self.grey, width: 40, height: 30)
        #expect(!planned2)
        #expect(plan.quads.isEmpty)
        let odd = SIMD4<Float>(0.97, 0.97, 0.97, 1)
        let planned3 = plan.plan([Self.flat(0, 0, 40, 29, odd)][...], background: Self.grey, width: 40, height: 30)
        #expect(!planned3)
        let planned4 = plan.plan([Self.flat(0, 0, 40, 29, Self.white)][...], background: odd, width: 40, height: 30)
        #expect(!planned4)
        let planned5 = plan.plan(
            [Self.flat(0, 0, 40, 29, Self.white)][...], background: Self.grey, width: 40, height: 30)
        #expect(planned5)
        #expect(plan.quads.count == 1)
    }
}
