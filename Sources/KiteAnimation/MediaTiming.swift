/// Core Animation's timing model for curve animations: delay, duration, speed, repeats, autoreverse and fill.
public struct MediaTiming: Hashable, Sendable {
    /// Whether the animation shows its first value before it begins and its last value after it ends.
    public enum FillMode: Hashable, Sendable { case none, forwards, backwards, both }

    /// Delay in seconds from the moment the animation is added; may be negative to start part way in. Default 0.
    public let beginTime: Double
    /// Length of one iteration in seconds, > 0.
    public let duration: Double
    /// Rate multiplier applied after the delay, > 0 (2 plays twice as fast). Default 1.
    public let speed: Double
    /// Iterations, >= 0 and possibly fractional; 0 means 1 (as in Core Animation), `.infinity` repeats for ever.
    public let repeatCount: Double
    /// Play each iteration forwards then backwards. Default false.
    public let autoreverses: Bool
    /// Default `.none`.
    public let fillMode: FillMode

    /// Throws for non-finite values, a duration or speed that is not positive, a duration, speed or |begin time|
    /// above `AnimationLimits.maximumMagnitude`, a rate (speed / duration) that is not representable, or a negative
    /// repeat count.
    public init(
        duration: Double, beginTime: Double = 0, speed: Double = 1, repeatCount: Double = 0,
        autoreverses: Bool = false, fillMode: FillMode = .none
    ) throws(AnimationError) {
        let limit = AnimationLimits.maximumMagnitude
        self.duration = try Check.positive(duration, "animation duration")
        self.beginTime = try Check.value(beginTime, "animation begin time")
        self.speed = try Check.positive(speed, "animation speed")
        // Beyond the limit, twice the duration (an autoreversing cycle) or the delay times the speed overflows.
        _ = try Check.inRange(duration, 0...limit, "animation duration")
        _ = try Check.inRange(speed, 0...limit, "animation speed")
        guard !repeatCount.isNaN else { throw .notFinite(parameter: "repeat count", value: repeatCount) }
        guard repeatCount >= 0 else { throw .negative(parameter: "repeat count", value: repeatCount) }
        // Iterations per second (speed / duration) and its inverse must both be representable: a rate of 1e600
        // gives infinite velocities, one of 1e-600 a progress stuck at zero.
        guard (speed / duration).isFinite, (duration / speed).isFinite, speed / duration > 0 else {
            throw .invalid("animation speed \(speed) over duration \(duration) is not a representable rate")
        }
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Seconds of one forward (and, when autoreversing, backward) pass in the animation's own time.
    var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// Active length in the parent's (animator's) seconds, after the delay; infinite when repeating for ever.
    public var activeDuration: Double { cycleDuration * max(repeatCount, 1) / speed }

    /// Where the animation stands `elapsed` animator seconds after it was added.
    public enum Phase: Equatable, Sendable {
        /// Before the delay ends or after the end, with no fill: the property shows its model value.
        case inactive
        /// Progress through the current iteration in 0...1 (before any timing function), with the direction of play
        /// (+1 forwards, -1 in the reverse half of an autoreversing cycle), in iterations per animator second.
        case active(progress: Double, rate: Double)
        /// After the end; the last value shows only when filling forwards.
        case ended
    }

    public func phase(atElapsed elapsed: Double) -> Phase {
        let local = (elapsed - beginTime) * speed
        if local < 0 {
            return fillMode == .backwards || fillMode == .both ? .active(progress: 0, rate: 0) : .inactive
        }
        let total = cycleDuration * max(repeatCount, 1)
        if local >= total { return .ended }
        return progress(atLocal: local)
    }

    /// Progress at the very end of the active duration: 1 after forward passes, 0 after an autoreversed one, or the
    /// fraction reached by a fractional repeat count.
    public var endProgress: Double {
        let cycles = max(repeatCount, 1)
        guard cycles.isFinite else { return autoreverses ? 0 : 1 }
        return progress(within: cycleDuration * (cycles - (cycles.rounded(.up) - 1))).progress
    }

    private func progress(atLocal local: Double) -> Phase {
        let p = progress(within: local.truncatingRemainder(dividingBy: cycleDuration))
        return .active(progress: p.progress, rate: p.rate)
    }

    /// Progress and rate at `within` seconds (0...cycleDuration) into a cycle.
    private func progress(within: Double) -> (progress: Double, rate: Double) {
        if autoreverses && within > duration {
            return ((cycleDuration - within) / duration, -speed / duration)
        }
        return (within / duration, speed / duration)
    }
}
