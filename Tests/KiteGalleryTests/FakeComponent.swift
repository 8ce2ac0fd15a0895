import KiteComponents
import KiteGeometry
import KiteScene

/// A stand-in component: a square primary control (`control`) in the top-left quarter of its layer, with the
/// bindings a test asks for, recording every call the host makes.
final class FakeComponent: Component {
    let name: String
    let layer = Layer()
    let control = Layer()
    let preferredSize: Size
    var stateDidChange: ((String) -> Void)?
    private(set) var state = "closed"
    var bindings: [GestureBinding] = []
    private(set) var log: [String] = []
    private(set) var advancedTo: [Double] = []
    var hasSomethingOpen: Bool { state == "open" }

    init(name: String, preferredSize: Size = Size(100, 100)) {
        self.name = name
        self.preferredSize = preferredSize
        layer.addSublayer(control)
    }

    /// The control fills the top-left quarter of the layer's bounds.
    var primaryControlFrame: Rect {
        control.frame.applying(layer)
    }

    func layout() {
        log.append("layout \(layer.bounds.size)")
        control.frame = Rect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height / 2)
    }

    func advance(to hostTime: Double) { advancedTo.append(hostTime) }

    func gestureBindings() -> [GestureBinding] { bindings }

    func toggle() { setState(state == "open" ? "closed" : "open") }

    func setState(_ value: String) {
        state = value
        stateDidChange?(value)
    }

    func activate() {
        log.append("activate")
        toggle()
    }

    func dismiss() -> Bool {
        log.append("dismiss")
        guard hasSomethingOpen else { return false }
        setState("closed")
        return true
    }

    func record(_ entry: String) { log.append(entry) }
}

extension Rect {
    /// This rectangle, given in `layer`'s bounds coordinates, in its superlayer's (no rotation in these tests).
    func applying(_ layer: Layer) -> Rect {
        let t = layer.transformToSuperlayer
        let a = t.apply(to: origin)!
        let b = t.apply(to: Point(maxX, maxY))!
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
}
