import KiteGeometry
import KiteGestures
import KiteInput
import KiteScene
import KiteTestSupport
import Testing

/// Seeded random streams of fingers, mouse and cancels over a scene with nested, rotated layers and every kind of
/// recogniser. Checked against the rules rather than a recording: each recogniser's reports follow the state
/// machine, no two non-simultaneous recognisers win one touch sequence, a press never ends normally on a sequence
/// another recogniser won, and everything is back to `possible` with no touches once the stream is over.
@Suite struct RandomStreamTests {
    final class Checker {
        var sequenceOfTouch: [TouchID: Int] = [:]
        var nextSequence = 0
        var lastState: [ObjectIdentifier: GestureState] = [:]
        /// Winners per touch sequence: recogniser and whether it yields (a press).
        var winners: [Int: [GestureRecognizer]] = [:]
        var pressEndings: [(press: GestureRecognizer, sequences: [Int])] = []
        var violations: [String] = []

        func observe(_ r: GestureRecognizer, _ state: GestureState) {
            let previous = lastState[ObjectIdentifier(r)] ?? .possible
            let allowed: Set<GestureState> =
                switch previous {
                case .possible, .ended, .cancelled, .failed: [.began, .ended, .failed]
                case .began, .changed: [.changed, .ended, .cancelled]
                }
            if !allowed.contains(state) { violations.append("\(r.kind): \(previous) -> \(state)") }
            lastState[ObjectIdentifier(r)] = state
            let sequences = r.touches.compactMap { sequenceOfTouch[$0.id] }
            if !previous.isActive && (state == .began || state == .ended) {
                for s in sequences { winners[s, default: []].append(r) }
            }
            if r.kind == "press" && state == .ended { pressEndings.append((r, sequences)) }
        }

        func checkWinners() {
            for (sequence, list) in winners {
                let claiming = list.filter { $0.kind != "press" }
                for (i, a) in claiming.enumerated() {
                    for b in claiming.dropFirst(i + 1) where !a.recognizesSimultaneously(with: b) {
                        violations.append("sequence \(sequence): \(a.kind) and \(b.kind) both won")
                    }
                }
            }
            for (press, sequences) in pressEndings {
                for s in sequences where (winners[s] ?? []).contains(where: { $0 !== press && $0.kind != "press" }) {
                    if !(winners[s] ?? []).contains(where: { press.recognizesSimultaneously(with: $0) }) {
                        violations.append("sequence \(s): a press ended although another recogniser won")
                    }
                }
            }
        }
    }

    func scene() -> (Layer, [GestureRecognizer]) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let board = Layer()
        board.frame = Rect(x: 20, y: 20, width: 360, height: 360)
        board.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        let button = Layer()
        button.frame = Rect(x: 40, y: 40, width: 120, height: 80)
        let knob = Layer()
        (knob.bounds, knob.position, knob.anchorPoint) = (
            Rect(x: 0, y: 0, width: 60, height: 60), Point(250, 250), .zero
        )
        knob.transform = Transform3D(scaleX: 1.5, y: 1.5)
        root.addSublayer(board)
        board.addSublayer(button)
        board.addSublayer(knob)
        let single = TapGestureRecognizer(layer: button)
        let double = TapGestureRecognizer(layer: button, numberOfTaps: 2)
        single.require(toFail: double)
        let press = PressGestureRecognizer(layer: button)
        let pan = PanGestureRecognizer(layer: knob)
        let knobTap = TapGestureRecognizer(layer: knob)
        let hold = LongPressGestureRecognizer(layer: knob)
        let pinch = PinchGestureRecognizer(layer: board)
        let rotation = RotationGestureRecognizer(layer: board)
        pinch.recognizeSimultaneously(with: rotation)
        return (root, [single, double, press, pan, knobTap, hold, pinch, rotation])
    }

    @Test(arguments: 1...24)
    func rulesHoldOnARandomStream(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let (root, recognizers) = scene()
        let system = GestureSystem(rootLayer: root)
        let checker = Checker()
        for r in recognizers {
            system.add(r)
            r.stateDidChange = { r, state, _ in checker.observe(r, state) }
        }
        var down: [TouchID: Point] = [:]
        var t = 0.0
        for _ in 0..<300 {
            t += Double.random(in: 0.002...0.12, using: &random)
            let id: TouchID =
                Int.random(in: 0..<4, using: &random) == 3 ? .pointer : .finger(Int32.random(in: 0...2, using: &random))
            let point = Point(Double.random(in: 0...400, using: &random), Double.random(in: 0...400, using: &random))
            let nudge = Vector(Double.random(in: -25...25, using: &random), Double.random(in: -25...25, using: &random))
            switch (down[id], Int.random(in: 0..<20, using: &random)) {
            case (_, 0):
                system.handle(InputEvent(time: t, kind: .touchCancel))
                down = down.filter { $0.key == .pointer }
            case (nil, _):
                checker.sequenceOfTouch[id] = checker.nextSequence
                checker.nextSequence += 1
                send(id, .down(point), t, system)
                down[id] = point
            case (.some, 1...4):
                send(id, .up, t, system)
                down[id] = nil
            case (let p?, _):
                down[id] = p + nudge
                send(id, .move(p + nudge), t, system)
            }
        }
        for id in down.keys { send(id, .up, t + 0.01, system) }
        system.advance(to: t + 5)
        checker.checkWinners()
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(5))")
        #expect(recognizers.allSatisfy { $0.touches.isEmpty && $0.state == .possible })
    }

    enum Action {
        case down(Point)
        case move(Point)
        case up
    }

    func send(_ id: TouchID, _ action: Action, _ t: Double, _ system: GestureSystem) {
        switch (id, action) {
        case (.finger(let n), .down(let p)): system.handle(InputEvent(time: t, kind: .touchDown(id: n, location: p)))
        case (.finger(let n), .move(let p)): system.handle(InputEvent(time: t, kind: .touchMotion(id: n, location: p)))
        case (.finger(let n), .up): system.handle(InputEvent(time: t, kind: .touchUp(id: n)))
        case (.pointer, .down(let p)):
            system.handle(InputEvent(time: t, kind: .pointerMotion(location: p)))
            system.handle(InputEvent(time: t, kind: .pointerButton(.left, pressed: true)))
        case (.pointer, .move(let p)): system.handle(InputEvent(time: t, kind: .pointerMotion(location: p)))
        case (.pointer, .up): system.handle(InputEvent(time: t, kind: .pointerButton(.left, pressed: false)))
        }
    }
}
