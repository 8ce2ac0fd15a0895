import KiteComponents
import KiteGeometry
import KiteInput
import KiteScene

/// Drives the components' `GestureBinding`s from pointer and touch events with the gallery's own small tap, press
/// and pan recognisers, until KiteGestures' `GestureSystem` takes over this job. One contact at a time: the mouse
/// (left button, as one pointer-emulating touch) or the first finger down; further fingers are ignored.
///
/// A contact belongs to the bindings of the deepest hit layer that has any (hit testing through the layer tree,
/// honouring transforms). Press begins at once; tap and pan stay possible until the contact moves more than
/// `slop` (pan begins, tap fails) or lifts (tap ends, pan fails), so a tap and a pan never both fire.
final class BindingRouter {
    /// A binding and the component that declared it.
    struct Entry {
        var component: String
        var binding: GestureBinding
    }

    /// How far a contact may move and still be a tap, and how far it must move to start a pan, in points.
    static let slop = 10.0
    /// The longest a tap may last, in seconds.
    static let maximumTapSeconds = 1.0
    /// The pan's velocity is estimated over the samples of this many seconds before the latest.
    static let velocityWindowSeconds = 0.1

    var entries: [Entry] = []
    /// Told of every recogniser state change: component, recogniser kind (`tap`, `press`, `pan`), state, time.
    var report: (_ component: String, _ recognizer: String, _ state: String, _ time: Double) -> Void = { _, _, _, _ in }

    /// The layer under a surface point that may own bindings (the host leaves out its own decorations).
    private let hitTest: (Point) -> Layer?
    private var pointerLocation: Point?
    private var contact: Contact?

    init(hitTest: @escaping (Point) -> Layer?) {
        self.hitTest = hitTest
    }

    private enum Source: Equatable {
        case mouse
        case touch(Int32)
    }

    private enum Phase {
        case possible
        case began
        case changed
        case done
    }

    private struct Recognizer {
        var entry: Entry
        var phase = Phase.possible
    }

    private struct Contact {
        var source: Source
        var startTime: Double
        var start: Point
        /// Surface locations with their times, the latest last.
        var samples: [(time: Double, location: Point)]
        var recognizers: [Recognizer]
        var movedBeyondSlop = false
    }

    /// Feeds one event; state changes are reported and handlers called before it returns.
    func handle(_ event: InputEvent) {
        let t = event.time
        switch event.kind {
        case .pointerEnter(let p), .pointerMotion(let p):
            pointerLocation = p
            if contact?.source == .mouse { move(to: p, at: t) }
        case .pointerButton(let button, let pressed) where button == .left:
            if pressed, contact == nil, let p = pointerLocation { begin(.mouse, at: p, time: t) }
            if !pressed, contact?.source == .mouse { end(at: t) }
        case .pointerLeave:
            pointerLocation = nil
            if contact?.source == .mouse { cancel(at: t) }
        case .touchDown(let id, let p):
            if contact == nil { begin(.touch(id), at: p, time: t) }
        case .touchMotion(let id, let p):
            if contact?.source == .touch(id) { move(to: p, at: t) }
        case .touchUp(let id):
            if contact?.source == .touch(id) { end(at: t) }
        case .touchCancel:
            if case .touch = contact?.source { cancel(at: t) }
        case .pointerButton, .pointerAxis, .key, .keyboardFocus:
            break
        }
    }

    /// The bindings of the deepest layer under `p` (surface points) that has any.
    private func entries(at p: Point) -> [Entry] {
        var layer = hitTest(p)
        while let l = layer {
            let found = entries.filter { $0.binding.layer === l }
            if !found.isEmpty { return found }
            layer = l.superlayer
        }
        return []
    }

    private func begin(_ source: Source, at p: Point, time t: Double) {
        let found = entries(at: p)
        guard !found.isEmpty else { return }
        contact = Contact(
            source: source, startTime: t, start: p, samples: [(t, p)], recognizers: found.map { Recognizer(entry: $0) })
        for i in contact!.recognizers.indices {
            guard case .press(_, let handler) = contact!.recognizers[i].entry.binding else { continue }
            transition(i, to: .began, state: "began", at: t)
            handler.began()
        }
    }

    private func move(to p: Point, at t: Double) {
        guard contact != nil else { return }
        addSample(p, at: t)
        if !contact!.movedBeyondSlop, p.distance(to: contact!.start) > Self.slop { contact!.movedBeyondSlop = true }
        for i in contact!.recognizers.indices {
            let recognizer = contact!.recognizers[i]
            switch recognizer.entry.binding {
            case .tap:
                if contact!.movedBeyondSlop, recognizer.phase == .possible {
                    transition(i, to: .done, state: "failed", at: t)
                }
            case .press(let layer, let handler):
                guard recognizer.phase == .began || recognizer.phase == .changed else { continue }
                if recognizer.phase == .began { transition(i, to: .changed, state: "changed", at: t) }
                handler.changed(isInside(p, layer))
            case .pan(let layer, let handler):
                guard contact!.movedBeyondSlop else { continue }
                if recognizer.phase == .possible {
                    transition(i, to: .began, state: "began", at: t)
                    handler.began(inSuperlayer(contact!.start, of: layer))
                } else if recognizer.phase == .began {
                    transition(i, to: .changed, state: "changed", at: t)
                }
                if recognizer.phase != .done { handler.changed(translation(of: layer), velocity(of: layer)) }
            }
        }
    }

    private func end(at t: Double) {
        guard contact != nil else { return }
        let p = contact!.samples.last!.location
        // The lift is a sample too: a finger that rested before lifting has no velocity.
        addSample(p, at: t)
        let c = contact!
        for i in c.recognizers.indices {
            let recognizer = c.recognizers[i]
            guard recognizer.phase != .done else { continue }
            switch recognizer.entry.binding {
            case .tap(_, let action):
                let isTap = !c.movedBeyondSlop && t - c.startTime <= Self.maximumTapSeconds
                transition(i, to: .done, state: isTap ? "ended" : "failed", at: t)
                if isTap { action() }
            case .press(let layer, let handler):
                transition(i, to: .done, state: "ended", at: t)
                handler.ended(isInside(p, layer))
            case .pan(let layer, let handler):
                let began = recognizer.phase != .possible
                transition(i, to: .done, state: began ? "ended" : "failed", at: t)
                if began { handler.ended(translation(of: layer), velocity(of: layer)) }
            }
        }
        contact = nil
    }

    private func cancel(at t: Double) {
        guard let c = contact else { return }
        for i in c.recognizers.indices where c.recognizers[i].phase != .done {
            let recognizer = c.recognizers[i]
            let began = recognizer.phase != .possible
            transition(i, to: .done, state: began ? "cancelled" : "failed", at: t)
            switch recognizer.entry.binding {
            case .tap: break
            case .press(_, let handler): handler.ended(false)
            case .pan(let layer, let handler): if began { handler.ended(translation(of: layer), .zero) }
            }
        }
        contact = nil
    }

    /// Appends a sample and forgets those older than the velocity window.
    private func addSample(_ p: Point, at t: Double) {
        let cutoff = t - Self.velocityWindowSeconds
        contact!.samples.append((t, p))
        contact!.samples.removeAll { $0.time < cutoff }
    }

    private func transition(_ index: Int, to phase: Phase, state: String, at t: Double) {
        contact!.recognizers[index].phase = phase
        let entry = contact!.recognizers[index].entry
        report(entry.component, entry.binding.kindName, state, t)
    }

    private func isInside(_ p: Point, _ layer: Layer) -> Bool {
        layer.convert(p, from: nil).map(layer.contains) ?? false
    }

    private func inSuperlayer(_ p: Point, of layer: Layer) -> Point {
        layer.superlayer.flatMap { $0.convert(p, from: nil) } ?? p
    }

    private func translation(of layer: Layer) -> Vector {
        let c = contact!
        return inSuperlayer(c.samples.last!.location, of: layer) - inSuperlayer(c.start, of: layer)
    }

    /// Points per second in the superlayer, over the samples of the last `velocityWindowSeconds`.
    private func velocity(of layer: Layer) -> Vector {
        let samples = contact!.samples
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let d = inSuperlayer(last.location, of: layer) - inSuperlayer(first.location, of: layer)
        let dt = last.time - first.time
        return Vector(d.dx / dt, d.dy / dt)
    }
}

extension GestureBinding {
    /// The layer the binding is attached to.
    var layer: Layer {
        switch self {
        case .tap(let layer, _), .press(let layer, _), .pan(let layer, _): layer
        }
    }

    /// The recogniser kind as the trace names it.
    var kindName: String {
        switch self {
        case .tap: "tap"
        case .press: "press"
        case .pan: "pan"
        }
    }
}
