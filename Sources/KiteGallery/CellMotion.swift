import KiteAnimation
import KiteGeometry
import KiteScene

/// One gallery cell on its way to a new frame when the HUD is shown, switched or hidden. The cell's layers (card,
/// component, label) are laid out at their new frames at once, so each component lays itself out once, and are
/// drawn through a transform that maps the laid-out cell onto `apparentFrame`; a spring moves `apparentFrame` to
/// the laid-out frame. At rest the transforms are identity, so every edge stays where the layout snapped it.
final class CellMotion {
    /// The layers that move together, in surface points (their superlayers sit at the surface's origin unscaled).
    let layers: [Layer]
    /// Where the cell is laid out, surface points.
    var laidOut = Rect.zero
    /// Where the cell is drawn, surface points: what the spring animates. Setting it updates the layers' transforms.
    var apparentFrame = Rect.zero {
        didSet { apply() }
    }

    /// `apparentFrame` for the animator; kind `.points(deviceScale:)`.
    static let apparentFrameProperty = AnimatableProperty<CellMotion, Rect>(
        name: "apparentFrame", get: { $0.apparentFrame }, set: { $0.apparentFrame = $1 })

    init(layers: [Layer]) { self.layers = layers }

    /// Puts the cell where it is laid out, transforms identity, with nothing in flight.
    func settle(at frame: Rect) {
        laidOut = frame
        apparentFrame = frame
    }

    /// Each layer's transform maps the laid-out cell onto the apparent one: p -> A.origin + s (p - L.origin) with
    /// s = A.size / L.size per axis. A layer's transform acts about its `position` P (its anchor point), so it is
    /// the scale s followed by the translation A.origin - P + s (P - L.origin).
    private func apply() {
        let (a, l) = (apparentFrame, laidOut)
        guard a != l, l.width > 0, l.height > 0 else {
            for layer in layers where !layer.transform.isIdentity { layer.transform = .identity }
            return
        }
        let (sx, sy) = (a.width / l.width, a.height / l.height)
        for layer in layers {
            let p = layer.position
            var t = Transform3D(scaleX: sx, y: sy)
            (t.m41, t.m42) = (a.minX - p.x + sx * (p.x - l.minX), a.minY - p.y + sy * (p.y - l.minY))
            layer.transform = t
        }
    }
}
