import CWaylandClient
import KiteInput

#if canImport(Glibc)
    import Glibc
#endif

/// A seat's `wl_keyboard`: the keymap through xkbcommon, modifiers, focus, and key repeat generated from
/// `wl_keyboard.repeat_info` (the compositor sends no repeats itself).
///
/// Released explicitly by its seat (`release()`); `deinit` touches no Wayland object.
final class SeatKeyboard {
    let proxy: OpaquePointer
    private let router: InputRouter
    private let listener = UnsafeMutablePointer<wl_keyboard_listener>.allocate(capacity: 1)
    private var keymap: XKBKeymap?
    private(set) var repeatSchedule = KeyRepeatSchedule()
    /// The surface with keyboard focus, from `wl_keyboard.enter`.
    private(set) var focus: OpaquePointer?
    /// The key that repeats while held: its evdev code, press time (ns on the router's clock), repeats sent.
    private var held: (key: UInt32, pressNanoseconds: UInt64, repeatsSent: Int)?
    private var released = false
    /// At most this many repeats are delivered at once after a stall; older ones are skipped.
    static let maximumRepeatBurst = 50

    init(seat: OpaquePointer, router: InputRouter) {
        proxy = wl_seat_get_keyboard(seat)
        self.router = router
        installListener()
    }

    deinit {
        assert(released, "SeatKeyboard dropped without release(): its proxy would outlive the display")
    }

    /// Ends focus (the keyboard went away), then destroys the proxy.
    func release() {
        guard !released else { return }
        released = true
        loseFocus()
        if wl_proxy_get_version(proxy) >= 3 { wl_keyboard_release(proxy) } else { wl_keyboard_destroy(proxy) }
        listener.deallocate()
    }

    /// When the held key's next repeat is due (ns on the router's clock); nil when no key repeats.
    var nextRepeatNanoseconds: UInt64? {
        guard focus != nil, let (_, press, sent) = held else { return nil }
        return repeatSchedule.timeOfRepeat(sent + 1, pressedAt: press)
    }

    /// Delivers the repeats of the held key that are due by `nowNanoseconds`, timed at their scheduled instants.
    func deliverRepeats(nowNanoseconds: UInt64) {
        guard let focus, let keymap, let (key, press, sent) = held else { return }
        let due = repeatSchedule.repeatsDue(pressedAt: press, now: nowNanoseconds)
        guard due > sent else { return }
        for number in max(sent + 1, due - Self.maximumRepeatBurst + 1)...due {
            let time = Double(repeatSchedule.timeOfRepeat(number, pressedAt: press)!) / 1e9
            let event = KeyEvent(
                keysym: keymap.keysym(evdev: key), text: keymap.text(evdev: key), pressed: true, isRepeat: true,
                modifiers: keymap.modifiers)
            router.deliver(InputEvent(time: time, kind: .key(event)), to: focus)
        }
        held = (key, press, due)
    }

    private func loseFocus() {
        deliverRepeats(nowNanoseconds: router.clock.nowNanoseconds())
        if let focus { router.deliver(InputEvent(time: router.receiptTime(), kind: .keyboardFocus(false)), to: focus) }
        focus = nil
        held = nil
    }

    private func key(_ key: UInt32, pressed: Bool, protocolTime: UInt32) {
        guard let focus, let keymap else { return }
        let now = router.clock.nowNanoseconds()
        // Repeats that fell due since the last frame come before this key: a release must not swallow them.
        deliverRepeats(nowNanoseconds: now)
        let event = KeyEvent(
            keysym: keymap.keysym(evdev: key), text: pressed ? keymap.text(evdev: key) : "", pressed: pressed,
            modifiers: keymap.modifiers)
        router.deliver(
            InputEvent(time: Double(now) / 1e9, protocolTimeMilliseconds: protocolTime, kind: .key(event)), to: focus)
        if pressed {
            held = keymap.repeats(evdev: key) ? (key, now, 0) : held
        } else if held?.key == key {
            held = nil
        }
    }

    /// `wl_keyboard.keymap`: an fd holding the keymap text, `size` bytes including the terminating NUL.
    private func loadKeymap(format: UInt32, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, size > 0 else { return }
        // MAP_PRIVATE: from version 7 the compositor may share one read-only fd among clients.
        let mapped = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, fd, 0)
        guard let mapped, mapped != MAP_FAILED else { return }
        defer { munmap(mapped, Int(size)) }
        // Safe: the mapping holds `size` bytes of NUL-terminated text and stays mapped until after compiling.
        keymap = XKBKeymap(text: mapped.assumingMemoryBound(to: CChar.self)) ?? keymap
    }

    /// Safe: `data` is the unretained pointer set in `installListener`; the seat keeps this object alive until
    /// `release()` has destroyed the proxy.
    private static func from(_ data: UnsafeMutableRawPointer?) -> SeatKeyboard {
        Unmanaged<SeatKeyboard>.fromOpaque(data!).takeUnretainedValue()
    }

    private func installListener() {
        listener.initialize(
            to: wl_keyboard_listener(
                keymap: { data, _, format, fd, size in
                    SeatKeyboard.from(data).loadKeymap(format: format, fd: fd, size: size)
                },
                enter: { data, _, _, surface, _ in
                    // wl_keyboard.enter: focus arrives; keys already held are not replayed as presses.
                    guard let surface else { return }
                    let k = SeatKeyboard.from(data)
                    k.focus = surface
                    k.router.deliver(InputEvent(time: k.router.receiptTime(), kind: .keyboardFocus(true)), to: surface)
                },
                leave: { data, _, _, _ in SeatKeyboard.from(data).loseFocus() },
                key: { data, _, _, time, key, state in
                    let pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue
                    SeatKeyboard.from(data).key(key, pressed: pressed, protocolTime: time)
                },
                modifiers: { data, _, _, depressed, latched, locked, group in
                    SeatKeyboard.from(data).keymap?.updateModifiers(
                        depressed: depressed, latched: latched, locked: locked, group: group)
                },
                repeat_info: { data, _, rate, delay in
                    // wl_keyboard.repeat_info (v4): rate in repeats per second (0 disables), delay in ms.
                    SeatKeyboard.from(data).repeatSchedule = KeyRepeatSchedule(
                        ratePerSecond: rate, delayMilliseconds: delay)
                }))
        // Safe: this object owns the listener and outlives the proxy (both released together in `release()`).
        wl_keyboard_add_listener(proxy, listener, Unmanaged.passUnretained(self).toOpaque())
    }
}
