import KiteGeometry
import KiteGestures
import KiteScene

/// Gives every control of the gallery a hit area a finger can find: at least `minimumSide` points square, centred on
/// the control, as Apple's Human Interface Guidelines ask of touch targets (44 x 44 pt) and UIKit apps do by
/// overriding `point(inside:with:)`. The controls are the layers the gesture bindings sit on; their visible size is
/// unchanged.
///
/// Hit testing (`hitTest(_:)`, what the gallery's `GestureSystem` uses) first asks the layer tree as usual; when
/// that finds no control, a point inside some control's grown area goes to that control, the nearest one (by
/// distance to its frame) where grown areas overlap, the one added last where the distances tie (the panel's button
/// over the bar's in the Guillotine menu). A press that began in the grown area counts as inside it until it lifts.
public final class TouchTargets {
    /// The tree hit-tested first: the gesture system's root, placed in surface coordinates.
    let rootLayer: Layer
    /// Smallest side of a hit area, points. Defaults to 44.
    public let minimumSide: Double
    /// Every control, in the order added.
    public private(set) var controls: [Layer] = []
    private var controlIDs: Set<ObjectIdentifier> = []
    /// Press recognisers, whose inside test must match the grown area.
    private var presses: [PressGestureRecognizer] = []

    init(rootLayer: Layer, minimumSide: Double = 44) {
        (self.rootLayer, self.minimumSide) = (rootLayer, minimumSide)
    }

    /// Makes `recognizer`'s layer a control with a grown hit area.
    func add(_ recognizer: GestureRecognizer) {
        if controlIDs.insert(ObjectIdentifier(recognizer.layer)).inserted { controls.append(recognizer.layer) }
        if let press = recognizer as? PressGestureRecognizer { presses.append(press) }
    }

    /// The control's bounding box on the surface, points; nil when it or an ancestor is hidden or a transform on the
    /// way cannot be applied.
    public func frame(of control: Layer) -> Rect? {
        var layer: Layer? = control
        while let current = layer {
            if current.isHidden { return nil }
            layer = current.superlayer
        }
        let b = control.bounds.standardized
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
        let mapped = corners.compactMap { control.convert($0, to: nil) }
        guard mapped.count == corners.count else { return nil }
        return Rect.enclosing(mapped)
    }

    /// The control's hit area on the surface: its frame grown about its centre to at least `minimumSide` on each
    /// side. Nil when `frame(of:)` is.
    public func target(of control: Layer) -> Rect? {
        guard let frame = frame(of: control) else { return nil }
        let dx = max(minimumSide - frame.width, 0) / 2
        let dy = max(minimumSide - frame.height, 0) / 2
        return frame.insetBy(dx: -dx, dy: -dy)
    }

    /// The layer a touch-down at `surfacePoint` goes to (see the type's summary).
    public func hitTest(_ surfacePoint: Point) -> Layer? {
        let hit = rootLayer.hitTest(surfacePoint)
        var layer = hit
        while let current = layer {
            if controlIDs.contains(ObjectIdentifier(current)) { return hit }
            layer = current.superlayer
        }
        var best: (control: Layer, distance: Double)?
        for control in controls.reversed() {
            guard let target = target(of: control), target.contains(surfacePoint), let frame = frame(of: control)
            else { continue }
            let distance = Self.distance(from: surfacePoint, to: frame)
            if best.map({ distance < $0.distance - Self.distanceTieTolerance }) ?? true { best = (control, distance) }
        }
        return best?.control ?? hit
    }

    /// Grows each press recogniser's inside margin to its control's hit area (in the control's own points); call
    /// after every layout, with the controls at rest.
    func updatePressMargins() {
        for press in presses {
            guard let frame = frame(of: press.layer), press.layer.bounds.width > 0, press.layer.bounds.height > 0
            else { continue }
            let surfacePerLayer = min(frame.width / press.layer.bounds.width, frame.height / press.layer.bounds.height)
            let grow = max(minimumSide - min(frame.width, frame.height), 0) / 2
            press.insideMargin = surfacePerLayer > 0 ? grow / surfacePerLayer : 0
        }
    }

    /// Distances closer than this, points, tie: two controls at one place (the Guillotine panel's button over the
    /// bar's) reach their frames through different transforms, whose rounding must not pick the one underneath.
    static let distanceTieTolerance = 1e-9

    static func distance(from p: Point, to rect: Rect) -> Double {
        let dx = max(rect.minX - p.x, 0, p.x - rect.maxX)
        let dy = max(rect.minY - p.y, 0, p.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
