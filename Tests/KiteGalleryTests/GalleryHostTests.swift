import KiteAnimation
import KiteComponents
import KiteGallery
import KiteGeometry
import KiteInput
import KiteScene
import Testing

/// The host with two fake components at 800 x 600: spacing 18, one column ties two at the 2x cap so one column
/// wins; the 100-point squares become 200 x 200 centred in cells (18, 18, 764, 273) and (18, 309, 764, 273), at
/// (300, 43) and (300, 334) after rounding the .5 edges; each primary control is the top-left 100 x 100 of that.
@Suite struct GalleryHostTests {
    final class Fixture {
        let a = FakeComponent(name: "a")
        let b = FakeComponent(name: "b")
        var lines: [String] = []
        let host: GalleryHost

        init(bindings: (FakeComponent) -> [GestureBinding] = { _ in [] }) throws {
            let animator = try Animator()
            a.bindings = bindings(a)
            b.bindings = bindings(b)
            host = GalleryHost(components: [a, b], animator: animator)
            host.trace = GalleryTrace { [unowned self] in self.lines.append($0) }
            host.resize(to: Size(800, 600), scale: 1)
        }

        func send(_ kind: InputEventKind, at t: Double) { host.handle(InputEvent(time: t, kind: kind)) }

        func key(_ keysym: UInt32, _ modifiers: KeyModifiers = [], at t: Double = 0) {
            send(.key(KeyEvent(keysym: keysym, pressed: true, modifiers: modifiers)), at: t)
        }

        func click(_ p: Point, down: Double, up: Double) {
            send(.pointerMotion(location: p), at: down)
            send(.pointerButton(.left, pressed: true), at: down)
            send(.pointerButton(.left, pressed: false), at: up)
        }
    }

    @Test func layoutIsTracedAtStartAndAfterEveryResizeOnly() throws {
        let f = try Fixture()
        #expect(
            f.lines == [
                #"{"event":"layout","component":"a","frame":[300,43,100,100]}"#,
                #"{"event":"layout","component":"b","frame":[300,334,100,100]}"#,
            ])
        #expect(f.a.layer.frame == Rect(x: 300, y: 43, width: 200, height: 200))
        // Once at the original's size to measure the control, then in its cell.
        #expect(f.a.log == ["layout 100.0x100.0", "layout 200.0x200.0"])
        f.lines = []
        f.host.resize(to: Size(800, 600), scale: 1)
        #expect(f.lines.isEmpty, "a repeated configure is not a resize")
        // 1.25: the centre 400 -> 500 device px; 300 * 1.25 = 375 px, 42.5 * 1.25 = 53.125 -> 53 px = 42.4 pt.
        f.host.resize(to: Size(800, 600), scale: 1.25)
        #expect(f.lines.first == #"{"event":"layout","component":"a","frame":[300,42.4,100,100]}"#)
        #expect(f.lines.count == 2)
    }

    @Test func aTapRunsTheActionOnEndedAndTracesGestureThenState() throws {
        let f = try Fixture { c in [.tap(layer: c.control, action: { c.toggle() })] }
        f.lines = []
        f.click(Point(350, 93), down: 1.0, up: 1.125)
        #expect(f.a.state == "open" && f.b.state == "closed")
        #expect(
            f.lines == [
                #"{"event":"gesture","component":"a","recognizer":"tap","state":"ended","t":1.125}"#,
                #"{"event":"state","component":"a","value":"open","t":1.125}"#,
            ])
        // Outside every control (the component's own layer but not its control): nothing happens.
        f.lines = []
        f.click(Point(450, 200), down: 2, up: 2.1)
        #expect(f.lines.isEmpty && f.a.state == "open")
    }

    @Test func aPressBeginsAtTouchDownAndReportsInsideAndOutside() throws {
        let f = try Fixture { c in
            [
                .press(
                    layer: c.control,
                    handler: PressHandler(
                        began: { c.record("began") }, changed: { c.record("changed \($0)") },
                        ended: { c.record("ended \($0)") }))
            ]
        }
        f.lines = []
        f.send(.touchDown(id: 7, location: Point(310, 50)), at: 0.5)
        #expect(f.a.log.last == "began")
        f.send(.touchMotion(id: 7, location: Point(420, 50)), at: 0.6)
        f.send(.touchMotion(id: 7, location: Point(390, 50)), at: 0.7)
        f.send(.touchUp(id: 7), at: 0.8)
        #expect(f.a.log.suffix(4) == ["began", "changed false", "changed true", "ended true"])
        #expect(
            f.lines == [
                #"{"event":"gesture","component":"a","recognizer":"press","state":"began","t":0.5}"#,
                #"{"event":"gesture","component":"a","recognizer":"press","state":"changed","t":0.6}"#,
                #"{"event":"gesture","component":"a","recognizer":"press","state":"ended","t":0.8}"#,
            ])
        // Cancelled: ended(false), traced as cancelled.
        f.send(.touchDown(id: 1, location: Point(310, 340)), at: 1)
        f.send(.touchCancel, at: 1.1)
        #expect(f.b.log.suffix(2) == ["began", "ended false"])
        #expect(
            f.lines.last == #"{"event":"gesture","component":"b","recognizer":"press","state":"cancelled","t":1.1}"#)
    }

    /// A drag at a constant 400 pt/s right and 200 pt/s down: translation from the touch-down point, velocity exact;
    /// the tap on the same layer fails instead of firing.
    @Test func aPanReportsTranslationAndVelocityInTheSuperlayerAndBeatsTheTap() throws {
        var pans: [String] = []
        let f = try Fixture { c in
            [
                .tap(layer: c.control, action: { c.toggle() }),
                .pan(
                    layer: c.control,
                    handler: PanHandler(
                        began: { pans.append("began \($0)") }, changed: { pans.append("changed \($0) \($1)") },
                        ended: { pans.append("ended \($0) \($1)") })),
            ]
        }
        f.lines = []
        f.send(.touchDown(id: 0, location: Point(310, 50)), at: 2)
        for step in 1...8 {
            let t = Double(step) / 64
            f.send(.touchMotion(id: 0, location: Point(310 + 400 * t, 50 + 200 * t)), at: 2 + t)
        }
        f.send(.touchUp(id: 0), at: 2 + 8.0 / 64)
        #expect(f.a.state == "closed", "the tap must not fire after a drag")
        // 400/64 = 6.25 and 200/64 = 3.125 per step: beyond the 10-point slop at the second step (13.98).
        #expect(pans.first == "began (10.0, 7.0)", "in the control's superlayer: the component at (300, 43)")
        #expect(pans[1] == "changed <12.5, 6.25> <400.0, 200.0>")
        #expect(pans.last == "ended <50.0, 25.0> <400.0, 200.0>")
        #expect(pans.count == 1 + 7 + 1)
        #expect(
            f.lines == [
                #"{"event":"gesture","component":"a","recognizer":"tap","state":"failed","t":2.03125}"#,
                #"{"event":"gesture","component":"a","recognizer":"pan","state":"began","t":2.03125}"#,
                #"{"event":"gesture","component":"a","recognizer":"pan","state":"changed","t":2.046875}"#,
                #"{"event":"gesture","component":"a","recognizer":"pan","state":"ended","t":2.125}"#,
            ])
    }

    @Test func aFingerThatRestsBeforeLiftingHasNoVelocityAndACancelledPanEndsAtRest() throws {
        var ends: [Vector] = []
        let f = try Fixture { c in
            [
                .pan(
                    layer: c.control,
                    handler: PanHandler(began: { _ in }, changed: { _, _ in }, ended: { ends.append($1) }))
            ]
        }
        f.send(.touchDown(id: 0, location: Point(310, 50)), at: 0)
        f.send(.touchMotion(id: 0, location: Point(340, 50)), at: 0.05)
        f.send(.touchUp(id: 0), at: 0.5)
        f.send(.touchDown(id: 3, location: Point(310, 341)), at: 1)
        f.send(.touchMotion(id: 3, location: Point(350, 341)), at: 1.05)
        f.send(.touchCancel, at: 1.1)
        #expect(ends == [.zero, .zero])
        #expect(f.lines.last == #"{"event":"gesture","component":"b","recognizer":"pan","state":"cancelled","t":1.1}"#)
    }

    @Test func twoFingersOnTwoComponentsWorkIndependently() throws {
        let f = try Fixture { c in [.tap(layer: c.control, action: { c.toggle() })] }
        f.send(.touchDown(id: 0, location: Point(310, 50)), at: 0)
        f.send(.touchDown(id: 1, location: Point(310, 340)), at: 0.01)
        f.send(.touchUp(id: 1), at: 0.02)
        f.send(.touchUp(id: 0), at: 0.03)
        #expect(f.a.state == "open" && f.b.state == "open")
    }

    @Test func tabMovesAVisibleFocusRingAndSpaceEscapeF1CtrlQAct() throws {
        let f = try Fixture { c in [.tap(layer: c.control, action: { c.toggle() })] }
        #expect(f.host.focusedIndex == nil && f.host.focusRing.isHidden)
        f.key(Keysym.tab)
        #expect(f.host.focusedIndex == 0 && !f.host.focusRing.isHidden)
        #expect(f.host.focusRing.frame == Rect(x: 294, y: 37, width: 112, height: 112))
        #expect(
            f.host.focusRing.superlayer === f.host.rootLayer && f.host.rootLayer.sublayers.last === f.host.focusRing)
        f.click(Point(305, 50), down: 0, up: 0.05)
        #expect(f.a.state == "open", "the focus ring does not swallow clicks")
        f.a.setState("closed")
        f.key(Keysym.tab)
        f.key(Keysym.tab)
        #expect(f.host.focusedIndex == 0, "Tab wraps around")
        f.key(Keysym.isoLeftTab)
        #expect(f.host.focusedIndex == 1)
        f.key(Keysym.tab, .shift)
        #expect(f.host.focusedIndex == 0)
        f.lines = []
        f.key(Keysym.space, at: 3)
        #expect(f.a.state == "open")
        #expect(f.lines == [#"{"event":"state","component":"a","value":"open","t":3}"#])
        f.send(.key(KeyEvent(keysym: Keysym.returnKey, pressed: true, isRepeat: true)), at: 3.1)
        f.send(.key(KeyEvent(keysym: Keysym.returnKey, pressed: false)), at: 3.2)
        #expect(f.a.state == "open", "key repeat and release do not activate")
        // Escape with focus elsewhere still closes what is open.
        f.key(Keysym.tab)
        f.key(Keysym.escape)
        #expect(f.a.state == "closed" && f.host.focusedIndex == 1)
        #expect(f.host.hudMode == .off)
        f.key(Keysym.f1)
        #expect(f.host.hudMode == .compact)
        f.key(Keysym.f1)
        #expect(f.host.hudMode == .full)
        f.key(Keysym.f1)
        #expect(f.host.hudMode == .off, "F1 cycles compact, full, off")
        f.key(Keysym.q)
        #expect(!f.host.quitRequested)
        f.key(Keysym.q, .control)
        #expect(f.host.quitRequested)
    }

    @Test func advanceMovesTheSharedAnimatorThenEveryComponent() throws {
        let f = try Fixture()
        f.host.advance(to: 0.25)
        f.host.advance(to: 0.5)
        #expect(f.host.animator.hostTime == 0.5)
        #expect(f.a.advancedTo == [0.25, 0.5] && f.b.advancedTo == [0.25, 0.5])
    }

    /// Frames are advanced to their predicted presentation, ahead of the input clock; a tap received afterwards
    /// but stamped earlier keeps its own time in the trace.
    @Test func aFrameAheadOfTheInputClockDoesNotShiftGestureTimes() throws {
        let f = try Fixture { c in [.tap(layer: c.control, action: { c.toggle() })] }
        f.host.advance(to: 1.0)
        f.lines = []
        f.click(Point(350, 93), down: 0.98, up: 0.99)
        #expect(f.lines.first == #"{"event":"gesture","component":"a","recognizer":"tap","state":"ended","t":0.99}"#)
    }

    @Test func labelsSitInTheirSlotsWithReadableTitles() throws {
        let f = try Fixture()
        #expect(f.host.labels.map(\.text) == ["a", "b"])
        #expect(f.host.labels[0].frame == Rect(x: 28, y: 257, width: 744, height: 24))
        #expect(GalleryHost.title(for: "pop-hamburger") == "Pop hamburger")
        // The renderer draws them as centred text layers in those slots, together above the cards and outside
        // the gesture system's tree.
        let texts = f.host.labelsLayer.sublayers.compactMap { $0 as? TextLayer }
        #expect(texts.map(\.string) == ["a", "b"])
        #expect(texts.map(\.frame) == f.host.labels.map(\.frame))
        #expect(f.host.labelsLayer.superlayer === f.host.rootLayer)
        #expect(texts.allSatisfy { $0.alignment == .center && $0.fontSize == GalleryHost.labelFontSize })
    }
}
