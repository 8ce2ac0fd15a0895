import KiteGeometry
import KiteScene

/// A press on its layer the way a control sees `touchesBegan`/`touchesEnded`: it begins at touch-down, reports
/// `changed` each time the touch crosses the layer's edge (`isInside` tells which side it is on), and ends when the
/// touch lifts (`isInside` then says whether the press should act). Cancelled when the touches are taken away.
///
/// It yields, like a control's touch handling in UIKit: it claims no touch, so a tap, pan or long press on the same
/// touch (on this layer or an ancestor) still recognises, and then cancels the press unless declared simultaneous
/// with it. A press and a tap on one layer that should both fire must be declared simultaneous.
public final class PressGestureRecognizer: GestureRecognizer {
    /// Extra distance around the layer's bounds that still counts as inside, in the layer's points. Defaults to 0.
    public var insideMargin: Double = 0
    /// Whether the touch is over the layer (bounds grown by `insideMargin`).
    public private(set) var isInside = false

    public init(layer: Layer) {
        super.init(layer: layer, kind: "press")
    }

    override var yieldsToRivals: Bool { true }

    override func touchBegan(_ touch: Touch, at time: Double) {
        isInside = true
        transition(to: .began, at: time)
    }

    override func touchMoved(_ touch: Touch, at time: Double) {
        let inside = layerContains(touch.location, margin: insideMargin)
        guard inside != isInside else { return }
        isInside = inside
        transition(to: .changed, at: time)
    }

    override func touchEnded(_ touch: Touch, at time: Double) {
        isInside = layerContains(touch.location, margin: insideMargin)
        transition(to: .ended, at: time)
    }

    override func resetGesture() {
        isInside = false
    }
}
