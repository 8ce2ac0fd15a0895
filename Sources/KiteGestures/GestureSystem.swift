import KiteGeometry
import KiteInput
import KiteScene

/// Turns input events into recogniser state changes for one layer tree: hit-tests every touch-down through the
/// tree (transforms, anchor points, masks and hidden layers honoured, as `Layer.hitTest` does), delivers each touch
/// sequence to the recognisers on the hit layer and its ancestors, and arbitrates between them.
///
/// - The mouse is one pointer-emulating touch while its left button is held; leaving the surface cancels it.
/// - A recogniser that begins (a discrete one: ends) claims its touches; the other recognisers tracking any of them
///   fail, or are cancelled if they had begun, unless declared simultaneous. So a tap and a pan on one layer never
///   both fire: whichever recognises first wins.
/// - `require(toFail:)` holds a recognition back until the other recogniser fails.
/// - Fingers on different layers are independent touch sequences.
/// - `wl_touch.cancel` (`touchCancel`) cancels every recogniser engaged in a touchscreen sequence.
///
/// Time is a parameter: events carry it, and `advance(to:)` runs timeouts (long press, tap intervals) between events.
public final class GestureSystem {
    /// The tree's root; its superlayer space is the surface, where input locations are given.
    public let rootLayer: Layer
    /// Every recogniser, in the order added (within one layer, earlier ones get touches first).
    public private(set) var recognizers: [GestureRecognizer] = []
    /// Host seconds of the latest event or `advance(to:)`.
    public private(set) var time: Double = -.infinity

    /// The deepest layer under a surface point; `rootLayer.hitTest` unless the host passed its own.
    let hitTest: (Point) -> Layer?
    var activeTouches: [TouchID: ActiveTouch] = [:]
    /// The recogniser that claimed each touch.
    var owners: [TouchID: GestureRecognizer] = [:]
    var pointerLocation: Point?
    var protocolClock = ProtocolClock()

    /// - Parameters:
    ///   - rootLayer: the tree's root, placed in surface coordinates.
    ///   - hitTest: the deepest layer under a surface point, for a host that must leave layers out (a focus ring
    ///     drawn over a control must not swallow the click). Defaults to `rootLayer.hitTest`.
    public init(rootLayer: Layer, hitTest: ((Point) -> Layer?)? = nil) {
        self.rootLayer = rootLayer
        self.hitTest = hitTest ?? { [unowned rootLayer] p in rootLayer.hitTest(p) }
    }

    /// Starts delivering touches on `recognizer.layer` to `recognizer`. A recogniser belongs to one system.
    public func add(_ recognizer: GestureRecognizer) {
        guard recognizer.system == nil else { return }
        recognizer.system = self
        recognizers.append(recognizer)
    }

    /// Stops delivering to `recognizer`; a gesture in progress is cancelled (reported) first.
    public func remove(_ recognizer: GestureRecognizer) {
        guard recognizer.system === self else { return }
        recognizer.forceEnd(at: time)
        for id in activeTouches.keys { activeTouches[id]?.targets.removeAll { $0 === recognizer } }
        owners = owners.filter { $0.value !== recognizer }
        recognizers.removeAll { $0 === recognizer }
        recognizer.system = nil
        recognizer.touches = []
        recognizer.reset()
        settle()
    }

    /// Runs timeouts up to host time `time` (seconds): long presses begin, taps held too long or waiting too long for
    /// their next tap fail. Times earlier than the latest one are ignored.
    public func advance(to time: Double) {
        guard time > self.time else { return }
        self.time = time
        for recognizer in recognizers where recognizer.isEngaged && !recognizer.logicalState.isFinal {
            recognizer.advance(to: time)
        }
        settle()
    }

    /// The host time (seconds) of the earliest pending timeout: when `advance(to:)` would next change a recogniser's
    /// state with no further event (a long press beginning, a held tap failing, a multi-tap giving up on its next
    /// tap). Nil when none is pending. A host that sleeps between events wakes at this time and advances the system
    /// to it, or a long press would only begin at the next event.
    public var nextDeadline: Double? {
        var earliest: Double?
        for recognizer in recognizers where recognizer.isEngaged && !recognizer.logicalState.isFinal {
            if let deadline = recognizer.nextDeadline, deadline < (earliest ?? .infinity) { earliest = deadline }
        }
        return earliest
    }

    /// The recognisers a touch-down at `surfacePoint` would be delivered to, deepest layer first: those on the hit
    /// layer, then on each of its ancestors.
    public func recognizers(at surfacePoint: Point) -> [GestureRecognizer] {
        var layer = hitTest(surfacePoint)
        var found: [GestureRecognizer] = []
        while let current = layer {
            found += recognizers.filter { $0.layer === current }
            layer = current.superlayer
        }
        return found
    }

    /// Resets recognisers whose gesture is over and whose touches have all lifted, and reports transitions that
    /// were waiting for recognisers that are no longer engaged.
    func settle() {
        for recognizer in recognizers { recognizer.releasePendingIfPossible(at: time) }
        for recognizer in recognizers where recognizer.state.isFinal && recognizer.touches.isEmpty {
            recognizer.reset()
        }
    }
}

/// A touch sequence in progress and the recognisers it was delivered to at touch-down.
struct ActiveTouch {
    var touch: Touch
    var targets: [GestureRecognizer]
    /// Whether `touch.sampleTime` is on the protocol clock (the down event carried a protocol timestamp).
    var usesProtocolTime: Bool
}
