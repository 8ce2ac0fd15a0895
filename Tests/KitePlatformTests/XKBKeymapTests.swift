import KiteInput
import Testing

@testable import KitePlatform

/// Keycode to keysym and text through xkbcommon with the US layout (xkb-data), modifiers set as a compositor
/// would send them in `wl_keyboard.modifiers`.
struct XKBKeymapTests {
    /// evdev codes from linux/input-event-codes.h.
    let keyTab: UInt32 = 15
    let keyA: UInt32 = 30
    let keyQ: UInt32 = 16
    let keyEsc: UInt32 = 1
    let keySpace: UInt32 = 57
    let keyLeftShift: UInt32 = 42
    /// Modifier masks of the evdev keymap's real modifiers: Shift is bit 0, Control bit 2.
    let shiftMask: UInt32 = 1 << 0
    let controlMask: UInt32 = 1 << 2

    @Test func keysMapToKeysymsAndTextUnderModifiers() throws {
        let keymap = try #require(XKBKeymap(layout: "us"), "xkb-data (US layout) is needed")
        #expect(keymap.keysym(evdev: keyTab) == Keysym.tab)
        #expect(keymap.text(evdev: keyTab) == "", "control characters produce no text")
        #expect(keymap.keysym(evdev: keyA) == 0x61 && keymap.text(evdev: keyA) == "a")
        #expect(keymap.keysym(evdev: keyEsc) == Keysym.escape)
        #expect(keymap.keysym(evdev: keySpace) == Keysym.space && keymap.text(evdev: keySpace) == " ")
        #expect(keymap.modifiers == [])
        keymap.updateModifiers(depressed: shiftMask, latched: 0, locked: 0, group: 0)
        #expect(keymap.modifiers == [.shift])
        #expect(keymap.keysym(evdev: keyTab) == Keysym.isoLeftTab)
        #expect(keymap.keysym(evdev: keyA) == 0x41 && keymap.text(evdev: keyA) == "A")
        keymap.updateModifiers(depressed: controlMask, latched: 0, locked: 0, group: 0)
        #expect(keymap.modifiers == [.control])
        #expect(keymap.keysym(evdev: keyQ) == Keysym.q)
    }

    @Test func modifiersDoNotRepeatButLettersDo() throws {
        let keymap = try #require(XKBKeymap(layout: "us"))
        #expect(keymap.repeats(evdev: keyA))
        #expect(!keymap.repeats(evdev: keyLeftShift))
    }

    @Test func aKeymapTextThatIsNotXKBIsRejected() {
        #expect(XKBKeymap(text: "this is not a keymap") == nil)
    }
}
