import Foundation
import KiteGL
import KiteGeometry
import KiteInput
import KitePlatform

/// The foundation's stand-in for the gallery: shapes that move every frame, so frames visibly differ, and a dot
/// under the pointer and each finger, so input is visible. Replaced by the real gallery once the components exist.
final class PlaceholderScene: InputSink {
    let background = Color(hex: 0x1C1C1E)
    /// Where the pointer is, in logical pixels; nil when it is outside the window.
    private(set) var pointer: Point?
    /// Where each active finger is, by touch id.
    private(set) var touches: [Int32: Point] = [:]
    /// The canvas size of the last frame drawn, in logical pixels.
    private var size = Size(width: 0, height: 0)
    /// The radius of the spinning square's inscribed circle, in logical pixels: the placeholder's one "tappable"
    /// spot, whatever the square's angle.
    static let tappableRadius = 50.0

    /// The spinning square's centre: half the width across, 60 % of the height down.
    var squareCentre: Point { Point(x: size.width / 2, y: size.height * 0.6) }

    /// A hand while the pointer is over the spinning square, else the arrow.
    var cursor: CursorShape {
        guard let pointer else { return .arrow }
        let dx = pointer.x - squareCentre.x
        let dy = pointer.y - squareCentre.y
        return dx * dx + dy * dy <= Self.tappableRadius * Self.tappableRadius ? .hand : .arrow
    }

    func handle(_ event: InputEvent) {
        switch event.kind {
        case .pointerEnter(let location), .pointerMotion(let location): pointer = location
        case .pointerLeave: pointer = nil
        case .touchDown(let id, let location), .touchMotion(let id, let location): touches[id] = location
        case .touchUp(let id): touches[id] = nil
        case .touchCancel: touches.removeAll()
        default: break
        }
    }

    /// Draws the scene as it should look at `timeSeconds` into a `logicalWidth` x `logicalHeight` canvas.
    func draw(
        painter: RoundedRectPainter, timeSeconds t: Double, logicalWidth: Int, logicalHeight: Int, scale: Double
    ) {
        painter.begin(
            viewportWidth: Int((Double(logicalWidth) * scale).rounded()),
            viewportHeight: Int((Double(logicalHeight) * scale).rounded()), clearColor: background)
        let w = Double(logicalWidth)
        let h = Double(logicalHeight)
        size = Size(width: w, height: h)
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        // A bar sliding back and forth, one cycle every two seconds.
        let phase = 0.5 - 0.5 * cos(t * .pi)
        let bar = Rect(x: 40 + phase * (w - 200), y: h * 0.25, width: 120, height: 24)
        painter.fill(bar, cornerRadius: 12, color: Color(hex: 0x0A84FF), transform: toDevice)
        // A rounded square spinning about its centre.
        let square = Rect(x: -50, y: -50, width: 100, height: 100)
        let spin = AffineTransform(rotationAngle: t * 1.5)
            .concatenating(AffineTransform(translationX: squareCentre.x, y: squareCentre.y))
            .concatenating(toDevice)
        painter.fill(square, cornerRadius: 22, color: Color(hex: 0xFF9F0A, alpha: 0.9), transform: spin)
        for point in [pointer].compactMap({ $0 }) + touches.values {
            let dot = Rect(x: point.x - 8, y: point.y - 8, width: 16, height: 16)
            painter.fill(dot, cornerRadius: 8, color: Color(hex: 0xFFFFFF, alpha: 0.8), transform: toDevice)
        }
    }
}
