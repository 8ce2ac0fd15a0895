import KiteGeometry
import KiteScene

/// Recognises one kind of gesture from the touches that land on `layer` (or its sublayers), modelled on
/// `UIGestureRecognizer`. Subclasses: `TapGestureRecognizer`, `PressGestureRecognizer`, `PanGestureRecognizer`,
/// `LongPressGestureRecognizer`, `PinchGestureRecognizer`, `RotationGestureRecognizer`.
///
/// Add it to a `GestureSystem`, which delivers touches and arbitrates between recognisers: a recogniser that
/// begins (or, if discrete, ends) claims its touches, and the others that share them fail or are cancelled unless
/// declared simultaneous. Not thread-safe: use it on the thread that feeds the system.
public class GestureRecognizer {
    /// The layer whose hit area starts this recogniser's touches.
    public let layer: Layer
    /// Name of the kind in traces: `tap`, `press`, `pan`, `long-press`, `pinch`, `rotation`.
    public let kind: String
    /// A disabled recogniser receives no new touches; disabling one mid-gesture cancels it (or fails it, if it had
    /// not begun). Defaults to true.
    public var isEnabled = true {
        didSet { if !isEnabled { forceEnd(at: system?.time ?? 0) } }
    }
    /// The published state: what `stateDidChange` last reported (or `possible`).
    public internal(set) var state: GestureState = .possible
    /// Called after every reported state change with the recogniser, the new state and the host time in seconds
    /// at which it happened (an event time, or the deadline that a timeout passed).
    public var stateDidChange: ((GestureRecognizer, GestureState, Double) -> Void)?
    /// The touches this recogniser is tracking, in the order they went down.
    public internal(set) var touches: [Touch] = []

    /// What the recogniser's own logic decided; differs from `state` while a transition waits for a failure
    /// requirement (`pending`).
    var logicalState: GestureState = .possible
    /// Transitions held back until every recogniser in `failureRequirements` has failed.
    var pending: [GestureState] = []
    var failureRequirements: [WeakRecognizer] = []
    var simultaneousPartners: Set<ObjectIdentifier> = []
    weak var system: GestureSystem?

    init(layer: Layer, kind: String) {
        (self.layer, self.kind) = (layer, kind)
    }

    /// How many touches it tracks at once; further touches on its layer are not delivered to it.
    var maximumTouchCount: Int { 1 }

    /// A yielding recogniser (a press) claims no touches: beginning it ends no rival, and a rival that recognises
    /// from its touch cancels it, the way UIKit cancels a view's touches when a recogniser takes them. It hears of a
    /// lift after the other recognisers, so a tap recognised at that lift cancels it first.
    var yieldsToRivals: Bool { false }

    /// Whether a touch sequence is in progress for it: it tracks touches, waits for a failure requirement, or (for
    /// a multi-tap) waits for the next tap.
    var isEngaged: Bool { !touches.isEmpty || !pending.isEmpty }

    // MARK: Hooks for subclasses, called by the system only while `logicalState` is not final.

    func touchBegan(_ touch: Touch, at time: Double) {}
    func touchMoved(_ touch: Touch, at time: Double) {}
    func touchEnded(_ touch: Touch, at time: Double) {}
    /// Timeouts: called with the host time whenever the system advances.
    func advance(to time: Double) {}
    /// The host time at which `advance(to:)` would next change something with no further event (a long press
    /// beginning, a held tap failing); nil when no timeout is pending.
    var nextDeadline: Double? { nil }
    /// Clears per-gesture values when the recogniser returns to `possible`.
    func resetGesture() {}

    // MARK: Relations

    /// Holds back this recogniser's recognition until `other` fails, like UIKit's `require(toFail:)`: a single tap
    /// that requires a double tap to fail fires only once the double tap's interval has passed. Only an `other` that
    /// is engaged in a touch sequence holds it back. When `other` recognises, this one fails.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Lets this recogniser and `other` both recognise from the same touches (symmetric).
    public func recognizeSimultaneously(with other: GestureRecognizer) {
        simultaneousPartners.insert(ObjectIdentifier(other))
        other.simultaneousPartners.insert(ObjectIdentifier(self))
    }

    /// Whether this recogniser and `other` may both recognise from the same touches.
    public func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        simultaneousPartners.contains(ObjectIdentifier(other))
    }

    // MARK: Locations

    /// The centroid of the tracked touches in `target`'s bounds coordinates (nil: surface coordinates); nil when
    /// there are no touches or a transform on the way is singular.
    public func location(in target: Layer?) -> Point? {
        guard !touches.isEmpty else { return nil }
        let sum = touches.reduce(Vector.zero) { $0 + ($1.location - Point.zero) }
        let centroid = Point.zero + sum / Double(touches.count)
        guard let target else { return centroid }
        return target.convert(centroid, from: nil)
    }

    /// `surfacePoint` in the coordinates of `layer`'s superlayer (the space `position` lives in), where pans report
    /// translations and velocities. Falls back to the surface point when a transform on the way is singular.
    func pointInSuperlayer(_ surfacePoint: Point) -> Point {
        guard let superlayer = layer.superlayer else { return surfacePoint }
        return superlayer.convert(surfacePoint, from: nil) ?? surfacePoint
    }

    /// Whether `surfacePoint` lies inside `layer`'s bounds grown by `margin` points on every side.
    func layerContains(_ surfacePoint: Point, margin: Double = 0) -> Bool {
        guard let local = layer.convert(surfacePoint, from: nil) else { return false }
        return layer.bounds.standardized.insetBy(dx: -margin, dy: -margin).contains(local)
    }
}

/// A recogniser held weakly, so failure requirements do not keep recognisers alive or form cycles.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
