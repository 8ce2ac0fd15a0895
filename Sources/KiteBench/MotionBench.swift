import KiteAllocations
import KiteAnimation
import KiteGeometry

/// `kite bench motion`: many springs and curve animations running at once through an `Animator`, timed per frame.
public enum MotionBench {
    /// Measured numbers for one run.
    public struct Result: Sendable, CustomStringConvertible {
        public let springs: Int
        public let curves: Int
        public let frames: Int
        /// Median over the measured frames (robust against other processes on a shared machine) of the nanoseconds
        /// per animation per frame and milliseconds per whole frame, for each kind; and the fastest spring frame.
        public let springNanosecondsPerAnimation: Double
        public let curveNanosecondsPerAnimation: Double
        public let springMillisecondsPerFrame: Double
        public let curveMillisecondsPerFrame: Double
        public let fastestSpringMillisecondsPerFrame: Double
        /// Swift heap allocations per frame in the steady state (nil where they cannot be counted).
        public let allocationsPerFrame: Double?
        /// The peer: nanoseconds per spring per frame for the bare closed form written into an array, no animator.
        public let bareSpringNanoseconds: Double

        public var description: String {
            func f(_ x: Double) -> String { String(Double(Int(x * 1000)) / 1000) }
            return """
                springs: \(springs) position springs, median of \(frames) frames: \(f(springNanosecondsPerAnimation)) ns \
                per animation per frame, \(f(springMillisecondsPerFrame)) ms per frame (fastest frame \
                \(f(fastestSpringMillisecondsPerFrame)) ms)
                curves: \(curves) opacity curves (ease-in-ease-out), median: \(f(curveNanosecondsPerAnimation)) ns per \
                animation per frame, \(f(curveMillisecondsPerFrame)) ms per frame
                peer: bare closed-form springs into an array: \(f(bareSpringNanoseconds)) ns per spring per frame \
                (animator costs \(f(springNanosecondsPerAnimation / max(bareSpringNanoseconds, 1e-9)))x that)
                heap allocations per frame (steady state): \(allocationsPerFrame.map(f) ?? "not measurable here")
                """
        }
    }

    /// A stand-in for a layer: the properties the bench animates.
    final class BenchLayer {
        var position = Point.zero
        var opacity = 1.0

        static let position = AnimatableProperty<BenchLayer, Point>(
            name: "position", get: { $0.position }, set: { $0.position = $1 })
        static let opacity = AnimatableProperty<BenchLayer, Double>(
            name: "opacity", get: { $0.opacity }, set: { $0.opacity = $1 })
    }

    /// Runs `warmUpFrames` unmeasured frames then `frames` measured ones at `fps`, for `springs` springs and
    /// `curves` basic animations, each set on its own animator so they are timed separately.
    public static func run(
        springs: Int = 10_000, curves: Int = 10_000, frames: Int = 240, fps: Double = 120,
        warmUpFrames: Int = 10
    ) throws -> Result {
        let layers = (0..<max(springs, curves)).map { _ in BenchLayer() }
        let springAnimator = try Animator()
        let curveAnimator = try Animator()
        // Lightly damped and slow: nothing settles during the run, so every frame does the full work.
        let spring = try SpringParameters(mass: 1, stiffness: 40, damping: 0.5)
        for i in 0..<springs {
            let target = Point(x: Double(i % 100) * 10 + 10, y: Double(i / 100) * 10 + 10)
            let animation = try SpringAnimation(spring: spring, to: target, kind: .points(deviceScale: 2))
            springAnimator.add(animation, to: layers[i], property: BenchLayer.position, forKey: "position")
        }
        let timing = try MediaTiming(duration: 1000)
        for i in 0..<curves {
            let animation = try BasicAnimation<Double>(
                from: 1, to: 0, timing: timing, timingFunction: .easeInEaseOut)
            curveAnimator.add(animation, to: layers[i], property: BenchLayer.opacity, forKey: "opacity")
        }
        var frame = 0
        func step(_ animator: Animator) { animator.advance(to: Double(frame) / fps) }
        for _ in 0..<warmUpFrames {
            frame += 1
            step(springAnimator)
            step(curveAnimator)
        }
        let clock = ContinuousClock()
        var springTimes: [Duration] = []
        var curveTimes: [Duration] = []
        springTimes.reserveCapacity(frames)
        curveTimes.reserveCapacity(frames)
        for _ in 0..<frames {
            frame += 1
            springTimes.append(clock.measure { step(springAnimator) })
            curveTimes.append(clock.measure { step(curveAnimator) })
        }
        // Counted apart from the timed loop so the clock's own work is not included.
        let counted = SwiftAllocationCounter.count {
            for _ in 0..<frames {
                frame += 1
                step(springAnimator)
                step(curveAnimator)
            }
        }
        guard springAnimator.animationCount == springs, curveAnimator.animationCount == curves else {
            throw AnimationError.invalid("benchmark animations ended early; the numbers would be meaningless")
        }
        let bare = bareSprings(count: springs, spring: spring, frames: frames, fps: fps, clock: clock)
        let (springFrame, curveFrame, bareFrame) = (median(springTimes), median(curveTimes), median(bare))
        return Result(
            springs: springs, curves: curves, frames: frames,
            springNanosecondsPerAnimation: springFrame / Double(max(springs, 1)),
            curveNanosecondsPerAnimation: curveFrame / Double(max(curves, 1)),
            springMillisecondsPerFrame: springFrame / 1e6, curveMillisecondsPerFrame: curveFrame / 1e6,
            fastestSpringMillisecondsPerFrame: (springTimes.map(nanoseconds).min() ?? 0) / 1e6,
            allocationsPerFrame: counted.allocations.map { Double($0) / Double(frames) },
            bareSpringNanoseconds: bareFrame / Double(max(springs, 1)))
    }

    private static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }

    /// Median frame time in nanoseconds.
    private static func median(_ times: [Duration]) -> Double {
        let sorted = times.map(nanoseconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The same springs evaluated straight from their trajectories into a contiguous array: the floor the
    /// animator's bookkeeping (targets, keys, events, model values) adds to.
    private static func bareSprings(
        count: Int, spring: SpringParameters, frames: Int, fps: Double, clock: ContinuousClock
    ) -> [Duration] {
        let trajectories = (0..<count).map { i in
            SpringTrajectory(
                spring: spring, from: .zero, to: Point(x: Double(i % 100) * 10 + 10, y: 10).animationVector,
                velocity: .zero, componentCount: 2, threshold: 0.5, clampsOvershoot: false)
        }
        var positions = [Point](repeating: .zero, count: count)
        let times = (0..<frames).map { frame in
            clock.measure {
                let t = Double(frame) / fps
                for i in 0..<count { positions[i] = Point(animationVector: trajectories[i].value(at: t)) }
            }
        }
        withExtendedLifetime(positions) {}
        return times
    }
}
