import KiteGeometry
import KiteGestures

extension GalleryHost {
    /// Side of the top-left square in which a two-finger tap switches the HUD off and on, in points: 96, room for
    /// two fingertips side by side.
    public static let hudCornerSide = 96.0

    /// Puts `hudCorner` into the content layer (after the cards, before the components) and hands the two-finger
    /// tap on it to the gesture system. Touches are hit-tested one by one, so both fingers must land in the corner.
    func installHUDCorner() {
        hudCorner.name = "hud-corner"
        hudCorner.anchorPoint = .zero
        hudCorner.frame = Rect(x: 0, y: 0, width: Self.hudCornerSide, height: Self.hudCornerSide)
        contentLayer.addSublayer(hudCorner)
        hudCornerTap.stateDidChange = { [weak self] _, state, time in
            guard state == .ended, let self else { return }
            self.time = time
            self.hudMode = self.hudMode == .off ? .compact : .off
        }
        gestures.add(hudCornerTap)
    }
}
