import KiteDynamics
import KiteGeometry
import KiteScene

/// A rounded square the simulation moves: the dynamic animator writes its centre and angle after every step.
final class Block: DynamicItem {
    static let palette = [0xFF453A, 0xFF9F0A, 0xFFD60A, 0x30D158, 0x0A84FF, 0xBF5AF2].map { Color(hex: UInt32($0)) }
    let layer = Layer()
    var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    var angle = 0.0 {
        didSet { layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1) }
    }
    var size: Size { layer.bounds.size }

    init(side: Double, color: Color) {
        layer.bounds = Rect(x: 0, y: 0, width: side, height: side)
        layer.cornerRadius = side * 0.18
        layer.backgroundColor = color
    }
}
