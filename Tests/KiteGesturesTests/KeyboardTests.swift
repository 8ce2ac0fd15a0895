import KiteGestures
import KiteInput
import Testing

@Suite struct KeyboardTests {
    func command(_ keysym: UInt32, _ modifiers: KeyModifiers = [], repeat isRepeat: Bool = false) -> KeyCommand? {
        KeyCommand(KeyEvent(keysym: keysym, pressed: true, isRepeat: isRepeat, modifiers: modifiers))
    }

    @Test func keysMapToCommands() {
        #expect(command(Keysym.tab) == .focusNext)
        #expect(command(Keysym.tab, .shift) == .focusPrevious)
        #expect(command(Keysym.isoLeftTab, .shift) == .focusPrevious)
        #expect(command(Keysym.space) == .activate)
        #expect(command(Keysym.returnKey) == .activate)
        #expect(command(Keysym.keypadEnter) == .activate)
        #expect(command(Keysym.escape) == .dismiss)
        #expect(command(Keysym.f1) == .cycleHUD)
        #expect(command(Keysym.q, .control) == .quit)
        #expect(command(Keysym.upperQ, [.control, .shift]) == .quit)
    }

    @Test func otherKeysModifiersReleasesAndRepeatsDoNothing() {
        #expect(command(Keysym.q) == nil)
        #expect(command(0x0061, .control) == nil)  // Ctrl-A
        #expect(command(Keysym.tab, .alt) == nil)
        #expect(command(Keysym.tab, .control) == nil)
        #expect(command(Keysym.space, .logo) == nil)
        #expect(command(Keysym.q, [.control, .alt]) == nil)
        #expect(KeyCommand(KeyEvent(keysym: Keysym.space, pressed: false)) == nil)
        #expect(command(Keysym.space, repeat: true) == nil)
        #expect(command(Keysym.q, .control, repeat: true) == nil)
        #expect(command(Keysym.tab, repeat: true) == .focusNext)
        #expect(command(Keysym.isoLeftTab, repeat: true) == .focusPrevious)
    }

    @Test func inputEventsOtherThanKeysAreNotCommands() {
        let key = InputEvent(time: 0, kind: .key(KeyEvent(keysym: Keysym.f1, pressed: true)))
        #expect(KeyCommand(key) == .cycleHUD)
        #expect(KeyCommand(InputEvent(time: 0, kind: .keyboardFocus(true))) == nil)
        #expect(KeyCommand(InputEvent(time: 0, kind: .touchCancel)) == nil)
    }

    @Test func focusWrapsBothWays() {
        var ring = FocusRing(["hamburger", "press-button", "switch"])
        #expect(ring.focused == nil)
        #expect(ring.moveNext() == "hamburger")
        #expect(ring.moveNext() == "press-button")
        #expect(ring.moveNext() == "switch")
        #expect(ring.moveNext() == "hamburger")
        #expect(ring.movePrevious() == "switch")
        ring.clearFocus()
        #expect(ring.movePrevious() == "switch")
        #expect(ring.apply(.focusPrevious) && ring.focused == "press-button")
        #expect(!ring.apply(.activate) && ring.focused == "press-button")
        ring.focus(at: 7)
        #expect(ring.focused == nil)
    }

    @Test func aSweepOfMovesMatchesModularArithmetic() {
        // Oracle: the index after a walk of +1/-1 steps from "before the first" is the walk's sum mod n.
        for count in 1...5 {
            var ring = FocusRing(Array(0..<count))
            var position = -1
            for step in 0..<40 {
                let forward = (step * 7 + count) % 3 != 0
                if forward { ring.moveNext() } else { ring.movePrevious() }
                position = position == -1 ? (forward ? 0 : count - 1) : (position + (forward ? 1 : -1) + count) % count
                #expect(ring.focused == position)
            }
        }
    }

    @Test func emptyAndShrinkingRings() {
        var empty = FocusRing<String>([])
        #expect(empty.moveNext() == nil && empty.movePrevious() == nil && empty.focused == nil)
        var ring = FocusRing(["a", "b", "c"])
        ring.focus(at: 2)
        ring.replaceItems(with: ["a", "b", "c", "d"])
        #expect(ring.focused == "c")
        ring.replaceItems(with: ["a", "b"])
        #expect(ring.focused == nil && ring.moveNext() == "a")
    }
}
