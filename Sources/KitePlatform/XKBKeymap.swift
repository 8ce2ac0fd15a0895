import CXKBCommon
import KiteInput

/// A compiled XKB keymap and its state: turns `wl_keyboard` keycodes into keysyms and text under the current
/// modifiers. Holds only xkbcommon objects (no Wayland proxy), so releasing it in `deinit` is safe at any time.
final class XKBKeymap {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// Compiles a keymap from its text (the `wl_keyboard.keymap` contents, format `xkb_v1`).
    /// Returns nil when xkbcommon rejects the text.
    init?(text: UnsafePointer<CChar>) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        guard
            let keymap = xkb_keymap_new_from_string(
                context, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        else {
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.keymap = keymap
        state = xkb_state_new(keymap)
    }

    /// Compiles a keymap from RMLVO names (for tests and for clients without a compositor keymap), e.g. layout "us".
    init?(layout: String, variant: String = "") {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        let made = "evdev".withCString { rules in
            layout.withCString { layout in
                variant.withCString { variant in
                    var names = xkb_rule_names(rules: rules, model: nil, layout: layout, variant: variant, options: nil)
                    return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                }
            }
        }
        guard let made else {
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        keymap = made
        state = xkb_state_new(made)
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// XKB keycodes are evdev codes plus 8, as `wl_keyboard.key` documents for the `xkb_v1` format.
    static func xkbKeycode(evdev: UInt32) -> UInt32 { evdev + 8 }

    /// The keysym `evdev` produces under the current modifiers, 0 (`XKB_KEY_NoSymbol`) when none or several.
    func keysym(evdev: UInt32) -> UInt32 {
        xkb_state_key_get_one_sym(state, Self.xkbKeycode(evdev: evdev))
    }

    /// The UTF-8 text `evdev` produces under the current modifiers; empty for keys that produce none or only control
    /// characters (Tab, Return, Escape...).
    func text(evdev: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = Int(xkb_state_key_get_utf8(state, Self.xkbKeycode(evdev: evdev), &buffer, buffer.count))
        guard length > 0, length < buffer.count else { return "" }
        let text = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7f } ? text : ""
    }

    /// Whether holding `evdev` repeats (modifiers do not).
    func repeats(evdev: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, Self.xkbKeycode(evdev: evdev)) != 0
    }

    /// `wl_keyboard.modifiers`: the compositor's serialised modifier state.
    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// The effective Shift, Control, Alt and Logo modifiers.
    var modifiers: KeyModifiers {
        var result: KeyModifiers = []
        let names: [(String, KeyModifiers)] = [
            ("Shift", .shift), ("Control", .control), ("Mod1", .alt), ("Mod4", .logo),
        ]
        for (name, flag) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(flag)
        }
        return result
    }
}
