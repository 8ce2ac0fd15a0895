import KiteGeometry
import Testing

@testable import KiteAnimation

final class Sprite {
    var position = Point.zero
    var rotation = 0.0
}

@Suite struct PathAnimationTests {
    // An L: 30 points right, then 10 points down; total 40.
    let path = try! PolylinePath(points: [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 10)])

    @Test func polylineIsParametrisedByArcLength() {
        #expect(path.length == 40)
        let p = path.pose(atDistance: 35)
        #expect(p.point == Point(x: 30, y: 5))
        #expect(p.tangent == Vector(dx: 0, dy: 1))
        #expect(path.pose(atDistance: -5).point == Point(x: 0, y: 0))
        #expect(path.pose(atDistance: 99).point == Point(x: 30, y: 10))
    }

    @Test func movesAtConstantSpeedAndTurnsWithTheTangent() throws {
        let animator = try Animator()
        let sprite = Sprite()
        let move = PathAnimation(path: path, timing: try MediaTiming(duration: 4))
        animator.add(move, to: sprite, keyPath: \.position, forKey: "move")
        animator.add(move.rotationAnimation(), to: sprite, keyPath: \.rotation, forKey: "turn")
        // 40 points in 4 s: 10 points per second along the path, whatever the segment lengths.
        let expected: [(Double, Point, Double)] = [
            (1, Point(x: 10, y: 0), 0), (2.5, Point(x: 25, y: 0), 0), (3.5, Point(x: 30, y: 5), Double.pi / 2),
        ]
        for (t, point, angle) in expected {
            animator.advance(to: t)
            #expect(sprite.position.distance(to: point) < 1e-12, "at \(t)")
            #expect(abs(sprite.rotation - angle) < 1e-12, "at \(t)")
            #expect(abs(move.velocity(at: t).magnitude - 10) < 1e-9)
        }
    }

    @Test func timingFunctionEasesTheDistance() throws {
        let animator = try Animator()
        let sprite = Sprite()
        let move = PathAnimation(path: path, timing: try MediaTiming(duration: 1), timingFunction: .easeIn)
        animator.add(move, to: sprite, keyPath: \.position, forKey: "move")
        animator.advance(to: 0.5)
        let travelled = 40 * TimingFunction.easeIn.progress(at: 0.5)
        #expect(sprite.position.distance(to: Point(x: travelled, y: 0)) < 1e-12)
    }

    @Test func rejectsBadPaths() {
        #expect(throws: AnimationError.self) { try PolylinePath(points: []) }
        #expect(throws: AnimationError.self) { try PolylinePath(points: [Point(x: .nan, y: 0)]) }
    }
}

@Suite struct GeometryPathAnimationTests {
    @Test func followsAKiteGeometryPathAtConstantSpeed() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addCurve(to: Point(x: 100, y: 100), control1: Point(x: 160, y: 0), control2: Point(x: 160, y: 100))
        let measure = PathMeasure(path)
        let animator = try Animator()
        let sprite = Sprite()
        let move = try PathAnimation(
            path: path, timing: MediaTiming(duration: 1, fillMode: .forwards), isRemovedOnCompletion: false)
        animator.add(move, to: sprite, keyPath: \.position, forKey: "move")
        // On the straight part the position is exact: distance = length · t.
        animator.advance(to: 0.25)
        #expect(sprite.position.distance(to: Point(x: measure.length * 0.25, y: 0)) < 1e-6)
        // Equal time steps cover equal arc lengths; chords of small steps approach them.
        var previous = sprite.position
        var chords: [Double] = []
        for i in 1...50 {
            animator.advance(to: 0.5 + Double(i) / 100)
            if i > 1 { chords.append(previous.distance(to: sprite.position)) }
            previous = sprite.position
        }
        let step = measure.length / 100
        #expect(chords.allSatisfy { abs($0 - step) < 0.01 * step }, "\(chords)")
        #expect(sprite.position.distance(to: Point(x: 100, y: 100)) < 1e-9)
    }

    @Test func badToleranceThrows() {
        #expect(throws: AnimationError.self) {
            try PathAnimation(path: Path(), tolerance: 0, timing: MediaTiming(duration: 1))
        }
    }
}
