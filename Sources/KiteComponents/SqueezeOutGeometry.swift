import KiteGeometry

/// The SqueezeOut switch's measurements for one bounds size, and the baffler built from them (seed
/// `squeeze-out-switch.txt`). All lengths in points, in the switch's bounds coordinates (origin top-left).
///
/// Two halves of width 0.45 W sit either side of a gap of 0.1 W. The circle has a diameter of 0.7 H and rests
/// 0.15 H in from the left end (off) or the right end (on). The baffler fills the gap and clings to the circle:
/// from the gap's edge facing the circle, one quadratic curve runs from the top to the tip (the circle's edge
/// facing the middle, at mid-height, once that edge has crossed the gap's near edge; at rest the tip is on the
/// near edge and the baffler is a straight line) and another back to the bottom; each control point lies on the top or bottom
/// line, offset from the middle by half the tip's distance from the middle. Everything is recomputed from the
/// current bounds (nothing is kept from an earlier animation).
public struct SqueezeOutGeometry: Equatable, Sendable {
    /// The points of the baffler's outline, in drawing order.
    public struct Baffler: Equatable, Sendable {
        /// Top end of the gap's far edge (the edge away from the circle).
        public let farTop: Point
        /// Point 1: top end of the gap's edge facing the circle.
        public let nearTop: Point
        /// Point 2: control point of the curve from point 1 to the tip.
        public let topControl: Point
        /// Point 3: the tip, on the circle's edge facing the middle, at mid-height; never behind the gap's near
        /// edge, so at rest the baffler is the straight line the seed describes.
        public let tip: Point
        /// Point 4: control point of the curve from the tip to point 5.
        public let bottomControl: Point
        /// Point 5: bottom end of the gap's edge facing the circle.
        public let nearBottom: Point
        /// Bottom end of the gap's far edge.
        public let farBottom: Point

        /// The gap's rectangle and the bulge (point 5, curve to the tip, curve to point 1, back down the near
        /// edge), wound the same way so a nonzero fill is their union: once the tip passes the gap's far edge, a
        /// single outline through both far corners would cross itself and leave part of the gap unfilled.
        public var path: Path {
            var path = Path()
            path.move(to: farTop)
            path.addLine(to: nearTop)
            path.addLine(to: nearBottom)
            path.addLine(to: farBottom)
            path.closeSubpath()
            path.move(to: nearBottom)
            path.addQuadCurve(to: tip, control: bottomControl)
            path.addQuadCurve(to: nearTop, control: topControl)
            path.closeSubpath()
            return path
        }
    }

    /// Width and height of the switch.
    public let size: Size

    public init(size: Size) { self.size = size }

    /// Width of the gap between the halves: 0.1 W.
    public var gapWidth: Double { 0.1 * size.width }
    /// The switch's vertical centre line: W / 2.
    public var middleX: Double { size.width / 2 }
    /// Radius of the circle: half of 0.7 H.
    public var circleRadius: Double { 0.35 * size.height }
    /// Inset of the circle from the switch's ends: 0.15 H.
    public var circleInset: Double { 0.15 * size.height }

    /// The left half (off side) and the right half (on side).
    public var leftHalf: Rect { Rect(x: 0, y: 0, width: middleX - gapWidth / 2, height: size.height) }
    public var rightHalf: Rect {
        Rect(x: middleX + gapWidth / 2, y: 0, width: middleX - gapWidth / 2, height: size.height)
    }

    /// The circle's centre x at rest: left when off, right when on.
    public func restX(on: Bool) -> Double {
        let fromEnd = circleInset + circleRadius
        return on ? size.width - fromEnd : fromEnd
    }

    /// +1 when the circle belongs to the right half (on), -1 for the left half (off).
    static func side(on: Bool) -> Double { on ? 1 : -1 }

    /// How far a drag may take the circle's centre: from its rest to the far edge of the gap, where the baffler
    /// is stretched to its maximum (its tip one radius past the gap). Past `middleX` the release switches.
    public func dragRange(on: Bool) -> ClosedRange<Double> {
        let limit = middleX - Self.side(on: on) * gapWidth / 2
        let rest = restX(on: on)
        return min(rest, limit)...max(rest, limit)
    }

    /// The largest stretch of the baffler's tip beyond the gap's edge facing the circle: the gap plus one radius.
    public var maximumStretch: Double { gapWidth + circleRadius }

    /// The baffler for a circle centred at `circleX` that belongs to the on (right) or off (left) half.
    public func baffler(circleX: Double, on: Bool) -> Baffler {
        let side = Self.side(on: on)
        let (height, middle) = (size.height, middleX)
        let nearX = middle + side * gapWidth / 2
        let farX = middle - side * gapWidth / 2
        let edgeX = circleX - side * circleRadius
        let tipX = side > 0 ? min(edgeX, nearX) : max(edgeX, nearX)
        let controlX = middle + (tipX - middle) / 2
        return Baffler(
            farTop: Point(farX, 0), nearTop: Point(nearX, 0), topControl: Point(controlX, 0),
            tip: Point(tipX, height / 2), bottomControl: Point(controlX, height), nearBottom: Point(nearX, height),
            farBottom: Point(farX, height))
    }
}
