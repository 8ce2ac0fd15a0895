import KiteGL
import KiteGLTestSupport
import KiteGeometry
import Testing

@testable import KiteHUD

@Suite(.usesGL) struct CurvePlotPainterTests {
    /// Rows (top first) in column `x` whose colour is within 40/255 of `color` in every channel.
    static func rows(_ px: [UInt8], width: Int, height: Int, column x: Int, near color: Color) -> [Int] {
        let c = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        return (0..<height).filter { y in
            let i = (y * width + x) * 4
            return (0..<3).allSatisfy { abs(Int(px[i + $0]) - c[$0]) <= 40 }
        }
    }

    @Test func theCurveAndTargetLandWhereTheAxesSayTheyShould() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let painter = try CurvePlotPainter(fontPath: HUDFixture.fontPath)
        let target = try OffscreenTarget(width: painter.pixelWidth, height: painter.pixelHeight)
        target.bind()
        // A straight ramp from 0 to 1 over 2 s, then its target 1.
        let samples = (0...120).map { (time: Double($0) / 60, value: Double($0) / 120) }
        painter.draw(samples: samples, target: 1)
        let px = Pixels.readRGBA(width: target.width, height: target.height)
        let range = CurvePlotPainter.valueRange(values: samples.map(\.value), target: 1)
        let area = CurvePlotPainter.plotArea
        func expectedY(_ v: Double) -> Double {
            area.maxY - (v - range.lowerBound) / (range.upperBound - range.lowerBound) * area.height
        }
        // At t = 0.5 s (a quarter of the way across) the ramp is at 0.25.
        let x = Int((area.minX + area.width / 4).rounded())
        let curveRows = Self.rows(
            px, width: target.width, height: target.height, column: x, near: CurvePlotPainter.curveColor)
        let middle = Double(curveRows.reduce(0, +)) / Double(max(1, curveRows.count))
        #expect(!curveRows.isEmpty)
        #expect(abs(middle - expectedY(0.25)) <= 1.5, "curve at rows \(curveRows), expected \(expectedY(0.25))")
        // The target line spans the plot at the target's height, and nowhere else in an empty column.
        let targetRows = Self.rows(
            px, width: target.width, height: target.height, column: Int(area.minX) + 5,
            near: CurvePlotPainter.targetColor)
        #expect(targetRows.count == 1 && abs(Double(targetRows[0]) - expectedY(1)) <= 1, "\(targetRows)")
    }

    @Test func gridStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(CurvePlotPainter.niceStep(1.2, divisions: 6) == 0.2)
        #expect(CurvePlotPainter.niceStep(4, divisions: 8) == 0.5)
        #expect(CurvePlotPainter.niceStep(700, divisions: 6) == 100)
        #expect(CurvePlotPainter.decimals(0.2) == 1 && CurvePlotPainter.decimals(100) == 0)
    }
}
