import KiteGeometry

/// The SqueezeOut switch's measurements for one bounds size, and the baffler built from them (Tubik's SqueezeOut
/// switch case study and its published code). All lengths in points, in the switch's bounds coordinates (origin
/// top-left).
///
/// Two halves of width 0.45 W sit either side of a transparent gap of 0.1 W. The circle has a diameter of 0.7 H and
/// rests 0.15 H in from the left end when on, the right end when off. The baffler is the region between the
/// switch's vertical centre line and two quadratic curves through a tip at mid-height; everything is recomputed
/// from the current bounds.
public struct SqueezeOutGeometry: Equatable, Sendable {
    /// The baffler's outline: from the top of the centre line (point 1) by a quadratic curve (control point 2) to
    /// the tip (point 3), by another (control point 4) to the bottom of the centre line (point 5), and back up the
    /// centre line.
    public struct Baffler: Equatable, Sendable {
        /// Point 1: the top of the centre line.
        public let top: Point
        /// Point 2: control point of the curve from point 1 to the tip, on the top line.
        public let topControl: Point
        /// Point 3: the tip, at mid-height.
        public let tip: Point
        /// Point 4: control point of the curve from the tip to point 5, on the bottom line.
        public let bottomControl: Point
        /// Point 5: the bottom of the centre line.
        public let bottom: Point

        /// The closed outline; empty when the tip is on the centre line (the case study's straight line).
        public var path: Path {
            var path = Path()
            guard tip.x != top.x else { return path }
            path.move(to: top)
            path.addQuadCurve(to: tip, control: topControl)
            path.addQuadCurve(to: bottom, control: bottomControl)
            path.closeSubpath()
            return path
        }
    }

    /// Width and height of the switch.
    public let size: Size

    public init(size: Size) { self.size = size }

    /// Width of the transparent gap between the halves: 0.1 W.
    public var gapWidth: Double { 0.1 * size.width }
    /// The switch's vertical centre line: W / 2.
    public var middleX: Double { size.width / 2 }
    /// Radius of the circle: half of 0.7 H.
    public var circleRadius: Double { 0.35 * size.height }
    /// Inset of the circle from the switch's ends: 0.15 H.
    public var circleInset: Double { 0.15 * size.height }
    /// How far past the middle a tap's circle travels before it changes state, and how far a drag may take it:
    /// 0.425 H (the circle's edge facing the middle is then 0.075 H past it, in the gap).
    public var switchOffset: Double { 0.425 * size.height }
    /// The baffler tip's distance from the middle when the pulse has died out: 0.075 H, inside the gap.
    public var pulseRestOffset: Double { 0.075 * size.height }
    /// The tip's largest distance from the middle: the circle's far edge at `switchOffset`, 0.775 H. The pulse of a
    /// tap starts here, and 0.775 H - 0.075 H = 0.7 H is the range it pulses over.
    public var maximumStretch: Double { switchOffset + circleRadius }

    /// The left half (where the circle rests when on) and the right half (off).
    public var leftHalf: Rect { Rect(x: 0, y: 0, width: middleX - gapWidth / 2, height: size.height) }
    public var rightHalf: Rect {
        Rect(x: middleX + gapWidth / 2, y: 0, width: middleX - gapWidth / 2, height: size.height)
    }

    /// The direction from the circle's side towards the other one: +1 (right) when on, -1 when off.
    public static func towardOther(on: Bool) -> Double { on ? 1 : -1 }

    /// The circle's centre x at rest: left when on, right when off.
    public func restX(on: Bool) -> Double {
        let fromEnd = circleInset + circleRadius
        return on ? fromEnd : size.width - fromEnd
    }

    /// Where a tap takes the circle of state `on` before the state changes: W / 2 + 0.425 H when on, W / 2 -
    /// 0.425 H when off, just past the middle.
    public func switchX(on: Bool) -> Double { middleX + Self.towardOther(on: on) * switchOffset }

    /// How far a drag may take the circle's centre: from its rest to `switchX`, the baffler's largest stretch. Past
    /// `middleX` the release switches.
    public func dragRange(on: Bool) -> ClosedRange<Double> {
        let (rest, limit) = (restX(on: on), switchX(on: on))
        return min(rest, limit)...max(rest, limit)
    }

    /// The tip's offset from the middle (positive to the right) while the baffler follows the circle (at rest, in a
    /// drag, on a tap's way to `switchX`): the circle's edge facing the other side once it has crossed the middle,
    /// else 0 (the straight line). It stretches only towards the other side.
    public func followTipOffset(circleX: Double, on: Bool) -> Double {
        let direction = Self.towardOther(on: on)
        let edge = circleX + direction * circleRadius
        return direction * max(0, direction * (edge - middleX))
    }

    /// The tip's offset from the middle while the circle bounces into the rest of state `on` (after the change):
    /// on the circle's side at `pulseRestOffset + percent * (startOffset - pulseRestOffset)` from the middle, where
    /// `percent` is the circle's distance still to go over the distance it started from (signed, so an overshoot
    /// swings the tip across the middle) and `startOffset` the tip's distance from the middle when the bounce
    /// began. A tap starts at `maximumStretch`: tip = W / 2 +/- (0.075 H + percent * 0.7 H), the original's pulse.
    public func pulseTipOffset(percent: Double, on: Bool, startOffset: Double) -> Double {
        let circleSide = -Self.towardOther(on: on)
        return circleSide * (pulseRestOffset + percent * (startOffset - pulseRestOffset))
    }

    /// The baffler whose tip lies `tipOffset` points right of the middle (negative: left) at mid-height. The control
    /// points lie on the top and bottom lines at the tip's distance from the middle, so the bulge grows in
    /// proportion to its stretch and, at `maximumStretch`, covers the circle.
    public func baffler(tipOffset: Double) -> Baffler {
        let (height, middle) = (size.height, middleX)
        let controlX = middle + tipOffset
        return Baffler(
            top: Point(middle, 0), topControl: Point(controlX, 0), tip: Point(middle + tipOffset, height / 2),
            bottomControl: Point(controlX, height), bottom: Point(middle, height))
    }
}
