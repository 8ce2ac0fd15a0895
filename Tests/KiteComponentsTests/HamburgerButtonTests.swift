import KiteAnimation
import KiteGeometry
import KiteScene
import Testing

@testable import KiteComponents

/// Reference for a `CAMediaTimingFunction(controlPoints:)` curve, written from the Bernstein form of the cubic
/// (0, 0), (x1, y1), (x2, y2), (1, 1) and solved for time by bisection (x is monotonic for x1, x2 in 0...1): it
/// shares nothing with `TimingFunction`'s Newton solver.
private func bezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, y1, y2)
}

/// robb's values written out again, independently of `HamburgerButton+Original.swift`: trims and the opening curve from
/// the blog post "How to build a nice Hamburger Button transition in Swift", the outer strokes' curve from the
/// repository's code (github.com/robb/hamburger-button, `HamburgerButton.swift`: 0.5, -0.8, 0.5, 1.85; the post
/// prints 0.25, -0.8, 0.75, 1.85).
private enum Original {
    static let strokeStart = (hamburger: 0.028, menu: 0.325)
    static let strokeEnd = (hamburger: 0.111, menu: 0.9)
    static func openTrim(_ t: Double, duration: Double) -> Double {
        bezierProgress(0.25, -0.4, 0.5, 1, at: t / duration)
    }
    static func outer(_ t: Double) -> Double { bezierProgress(0.5, -0.8, 0.5, 1.85, at: t / 0.4) }
}

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func near(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

@Suite struct HamburgerButtonTests {
    private func makeButton() throws -> (HamburgerButton, Animator) {
        let animator = try Animator(hostTime: 0)
        return (try HamburgerButton(animator: animator), animator)
    }

    /// The repository's view is green (UIColor red 38, green 151, blue 68 of 255) behind a transparent button.
    @Test func greenViewBehindATransparentButton() throws {
        let (button, _) = try makeButton()
        #expect(button.layer.backgroundColor == Color(red: 38 / 255, green: 151 / 255, blue: 68 / 255))
        #expect(button.content.backgroundColor == nil)
    }

    @Test func strokeBoundsComeFromTheStrokedPath() throws {
        let (button, _) = try makeButton()
        // (2, 2)-(28, 2) stroked 4 wide with round caps reaches 2 points past each end and each side.
        #expect(button.top.bounds == Rect(x: 0, y: 0, width: 30, height: 4))
        #expect(button.bottom.bounds == Rect(x: 0, y: 0, width: 30, height: 4))
        // The anchor (28/30, 0.5) is the stroke's right end, which the position puts at (40, 18) and (40, 36).
        #expect(near(button.top.convert(Point(x: 28, y: 2), to: button.content), Point(x: 40, y: 18)))
        #expect(near(button.bottom.convert(Point(x: 28, y: 2), to: button.content), Point(x: 40, y: 36)))
        // The outline's extremes are the circle's axis points (2 and 52, where its tangents are axis-parallel), two
        // points further out stroked; the first curve's bulge stays inside them.
        let b = button.middle.bounds
        #expect(near(b.minX, 0, 1e-6) && near(b.minY, 0, 1e-6) && near(b.maxX, 54, 1e-6) && near(b.maxY, 54, 1e-6))
        // Positioned at (27, 27) with its anchor in the middle, the outline lands on the original's coordinates.
        #expect(near(button.middle.convert(Point(x: 10, y: 27), to: button.content), Point(x: 10, y: 27)))
    }

    /// The middle stroke's trims at t = 0, 0.25, 0.5 and 0.6 s after the tap.
    @Test func middleStrokeTrimsFollowTheSeedCurves() throws {
        let (button, animator) = try makeButton()
        button.activate()
        for t in [0, 0.25, 0.5, 0.6] {
            animator.advance(to: t)
            let start =
                Original.strokeStart.hamburger + (Original.strokeStart.menu - Original.strokeStart.hamburger)
                * Original.openTrim(min(t, 0.5), duration: 0.5)
            let end =
                Original.strokeEnd.hamburger + (Original.strokeEnd.menu - Original.strokeEnd.hamburger)
                * Original.openTrim(min(t, 0.6), duration: 0.6)
            #expect(near(button.middle.strokeStart, start), "strokeStart at \(t) s")
            #expect(near(button.middle.strokeEnd, end), "strokeEnd at \(t) s")
        }
        #expect(button.middle.strokeStart == 0.325 && button.middle.strokeEnd == 0.9)
    }

    @Test func anticipationPullsTheTrimBackBeforeItGrows() throws {
        let (button, animator) = try makeButton()
        button.activate()
        animator.advance(to: 0.1)
        #expect(button.middle.strokeStart < Original.strokeStart.hamburger)
        #expect(button.middle.strokeEnd < Original.strokeEnd.hamburger)
    }

    @Test func closingTrimsUseTheClosingCurvesAndDelay() throws {
        let (button, animator) = try makeButton()
        button.activate()
        animator.advance(to: 1)
        button.activate()
        animator.advance(to: 1.05)
        #expect(button.middle.strokeStart == Original.strokeStart.menu, "held through the 0.1 s delay")
        animator.advance(to: 1.35)
        let startProgress = bezierProgress(0.25, 0, 0.5, 1.2, at: 0.25 / 0.5)
        #expect(near(button.middle.strokeStart, 0.325 + (0.028 - 0.325) * startProgress))
        let endProgress = bezierProgress(0.25, 0.3, 0.5, 0.9, at: 0.35 / 0.6)
        #expect(near(button.middle.strokeEnd, 0.9 + (0.111 - 0.9) * endProgress))
        animator.advance(to: 2)
        #expect(button.middle.strokeStart == 0.028 && button.middle.strokeEnd == 0.111)
        #expect(animator.animationCount == 0)
    }

    /// The outer strokes wait 0.25 s, then translate -4 and turn -π/4 (top) and +π/4 (bottom) over 0.4 s.
    @Test func outerStrokesRotateAfterTheirDelay() throws {
        let (button, animator) = try makeButton()
        button.activate()
        for t in [0.1, 0.25] {
            animator.advance(to: t)
            #expect(button.top.transformComponents == .identity, "still at \(t) s")
        }
        for t in [0.35, 0.45, 0.55] {
            animator.advance(to: t)
            let p = Original.outer(t - 0.25)
            let (top, bottom) = (button.top.transformComponents, button.bottom.transformComponents)
            #expect(near(top.rotation, -.pi / 4 * p) && near(bottom.rotation, .pi / 4 * p), "rotation at \(t) s")
            #expect(near(top.translationX, -4 * p) && near(bottom.translationX, -4 * p), "translation at \(t) s")
        }
        animator.advance(to: 0.65)
        // The X: each stroke turned about its right end, which moved 4 points left.
        let diagonal = 26 / 2.0.squareRoot()
        let content = button.content
        #expect(near(button.top.convert(Point(x: 28, y: 2), to: content), Point(x: 36, y: 18)))
        #expect(near(button.top.convert(Point(x: 2, y: 2), to: content), Point(x: 36 - diagonal, y: 18 + diagonal)))
        #expect(near(button.bottom.convert(Point(x: 28, y: 2), to: content), Point(x: 36, y: 36)))
        #expect(near(button.bottom.convert(Point(x: 2, y: 2), to: content), Point(x: 36 - diagonal, y: 36 - diagonal)))
    }

    @Test func outerStrokesReturnAfterTheCloseDelay() throws {
        let (button, animator) = try makeButton()
        button.activate()
        animator.advance(to: 1)
        button.activate()
        animator.advance(to: 1.05)
        #expect(near(button.top.transformComponents.rotation, -.pi / 4))
        animator.advance(to: 1.25)
        let p = Original.outer(0.2)
        #expect(near(button.top.transformComponents.rotation, -.pi / 4 * (1 - p)))
        #expect(near(button.bottom.transformComponents.translationX, -4 * (1 - p)))
        animator.advance(to: 1.5)
        #expect(button.top.transformComponents == .identity && button.bottom.transformComponents == .identity)
    }

    private struct Presented: Equatable {
        var strokeStart, strokeEnd: Double
        var top, bottom: TransformComponents

        init(_ button: HamburgerButton) {
            (strokeStart, strokeEnd) = (button.middle.strokeStart, button.middle.strokeEnd)
            (top, bottom) = (button.top.transformComponents, button.bottom.transformComponents)
        }

        func distance(to o: Presented) -> Double {
            let parts = [
                strokeStart - o.strokeStart, strokeEnd - o.strokeEnd, top.rotation - o.top.rotation,
                top.translationX - o.top.translationX, bottom.rotation - o.bottom.rotation,
                bottom.translationX - o.bottom.translationX,
            ]
            return parts.map(abs).max()!
        }
    }

    /// A tap mid-flight reverses from what is on screen: at the tap instant nothing moves, and a millisecond later
    /// everything is within a millisecond's travel (the fastest part moves under 20 units per second).
    @Test(arguments: [0.1, 0.3, 0.42, 0.55])
    func interruptingContinuesFromThePresentedValues(at tapTime: Double) throws {
        let (button, animator) = try makeButton()
        button.activate()
        var t = 0.0
        while t < tapTime {
            t = min(t + 1.0 / 60, tapTime)
            animator.advance(to: t)
        }
        let before = Presented(button)
        button.activate()
        #expect(button.state == "closed")
        animator.advance(to: tapTime)
        #expect(Presented(button).distance(to: before) < 1e-12)
        animator.advance(to: tapTime + 1e-3)
        #expect(Presented(button).distance(to: before) < 20e-3)
        animator.advance(to: tapTime + 2)
        #expect(button.middle.strokeStart == 0.028 && button.middle.strokeEnd == 0.111)
        #expect(button.top.transformComponents == .identity)
    }

    /// Two taps between frames: the second starts from the screen too, not from the first one's model value.
    @Test func twoTapsBetweenFramesStartFromTheScreen() throws {
        let (button, animator) = try makeButton()
        button.activate()
        animator.advance(to: 0.3)
        let before = Presented(button)
        button.activate()
        button.activate()
        #expect(button.state == "open")
        animator.advance(to: 0.3)
        #expect(Presented(button).distance(to: before) < 1e-12)
        animator.advance(to: 2)
        #expect(button.middle.strokeStart == 0.325 && button.top.transformComponents == Presented(button).top)
        #expect(near(button.top.transformComponents.rotation, -.pi / 4))
    }

    @Test func tapBindingTogglesAndReportsState() throws {
        let (button, _) = try makeButton()
        var reported: [String] = []
        button.stateDidChange = { reported.append($0) }
        let bindings = button.gestureBindings()
        #expect(bindings.count == 1)
        guard case .tap(let layer, let action) = bindings.first else {
            Issue.record("expected a tap binding")
            return
        }
        #expect(layer === button.content)
        action()
        action()
        button.setOpen(true)
        button.setOpen(true)
        // A toggle icon opens nothing: Escape has nothing of it to close.
        #expect(button.dismiss() == false && button.isOpen)
        #expect(reported == ["open", "closed", "open"])
    }

    /// Driven at 30, 60, 120 and 144 Hz, opened at 0 and closed again at 1/3 s (mid-flight), the button shows the
    /// same values at the instants the four rates share (every 1/6 s).
    @Test func frameRatesAgreeAtSharedInstants() throws {
        var runs: [[Presented]] = []
        for rate in [30.0, 60, 120, 144] {
            let (button, animator) = try makeButton()
            button.activate()
            var shared: [Presented] = []
            for frame in 1...Int(rate * 1.5) {
                animator.advance(to: Double(frame) / rate)
                if frame % Int(rate / 6) == 0 { shared.append(Presented(button)) }
                if frame == Int(rate / 3) { button.activate() }
            }
            runs.append(shared)
        }
        for run in runs.dropFirst() {
            #expect(run.count == runs[0].count)
            for (a, b) in zip(run, runs[0]) { #expect(a.distance(to: b) < 1e-12) }
        }
    }

    @Test func layoutScalesTheSeedIntoTheBoundsKeepingItsAspect() throws {
        let (button, _) = try makeButton()
        button.layer.bounds = Rect(x: 0, y: 0, width: 108, height: 216)
        button.layer.position = Point(x: 54, y: 108)
        button.layout()
        let frame = button.primaryControlFrame
        #expect(near(frame.minX, 0) && near(frame.minY, 54) && near(frame.width, 108) && near(frame.height, 108))
        // The top stroke's right end (40, 18) in the original's coordinates, twice as large and 54 points down.
        #expect(near(button.top.convert(Point(x: 28, y: 2), to: nil), Point(x: 80, y: 90)))
    }
}
