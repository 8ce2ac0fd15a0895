/// XKB keysyms Kite reacts to (values from xkbcommon-keysyms.h), so pure-Swift layers need no xkbcommon import.
public enum Keysym {
    public static let tab: UInt32 = 0xff09
    /// What Shift+Tab produces with the usual keymaps.
    public static let isoLeftTab: UInt32 = 0xfe20
    public static let returnKey: UInt32 = 0xff0d
    public static let keypadEnter: UInt32 = 0xff8d
    public static let escape: UInt32 = 0xff1b
    public static let space: UInt32 = 0x0020
    public static let f1: UInt32 = 0xffbe
    public static let q: UInt32 = 0x0071
    public static let upperQ: UInt32 = 0x0051
}
