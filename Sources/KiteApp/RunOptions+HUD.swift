import KiteHUD
import KitePlatform
import KiteText

extension RunOptions {
    /// The HUD's font family; Debian's fonts-dejavu-core provides it.
    public static let hudFontFamily = "DejaVu Sans"

    /// Starts fontconfig's start-up and the lookups of the faces a first frame draws (the text layers' family,
    /// regular and bold, and the HUD's) on a background thread; see `FontLocator.warmUp`.
    static func warmUpFonts() {
        FontLocator.warmUp([
            (family: TextLayout.defaultFamily, weight: .regular), (family: TextLayout.defaultFamily, weight: .bold),
            (family: hudFontFamily, weight: .regular),
        ])
    }

    /// The HUD when it is on, with its font found through fontconfig and its own cost timed on the monotonic clock.
    func makeHUD() throws -> FrameHUD? {
        guard let hud else { return nil }
        let clock = PresentationClock()
        return try FrameHUD(
            configuration: hud, fontPath: FontLocator.path(family: Self.hudFontFamily),
            clock: { clock.nowNanoseconds() })
    }
}
