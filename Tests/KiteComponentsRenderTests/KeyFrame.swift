import KiteGeometry
import KiteScene

/// One rendered instant of a component: its layer tree under a root of the component's original size (origin top
/// left), the scale to render it at, and the pixels whose colour says the frame shows the right behaviour.
struct KeyFrame {
    /// An expected colour at a point of the root, in points, with the largest channel difference allowed (of 255).
    struct Probe {
        let what: String
        let point: Point
        let color: Color
        var tolerance = 24
    }

    let name: String
    let root: Layer
    let size: Size
    var scale = 1.0
    var probes: [Probe] = []

    /// Hosts `component`'s layer in a root of its original size, the way the gallery does.
    static func host(_ layer: Layer, size: Size) -> Layer {
        let root = Layer()
        root.anchorPoint = .zero
        root.bounds = Rect(origin: .zero, size: size)
        layer.bounds = Rect(origin: .zero, size: size)
        layer.position = Rect(origin: .zero, size: size).center
        root.addSublayer(layer)
        return root
    }
}
