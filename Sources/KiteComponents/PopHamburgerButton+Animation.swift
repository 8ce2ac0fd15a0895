import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

extension PopHamburgerButton {
    /// Sends every bar animation towards the current `isOpen` state: springs retargeted by key, the fade replaced
    /// by key from its on-screen opacity.
    func animateBars() {
        let s = springs
        let (rotation, travel) = (PopHamburgerSprings.openRotation, PopHamburgerSprings.barTravel)
        animator.transition(
            .opacity, of: middle, to: isOpen ? 0 : 1, key: PopHamburgerSprings.fadeKey,
            durationSeconds: PopHamburgerSprings.fadeDuration, curve: .easeInEaseOut)
        for (bar, sign) in [(top, -1.0), (bottom, 1.0)] {
            animator.spring(
                .rotation, of: bar, to: isOpen ? sign * rotation : 0, key: PopHamburgerSprings.rotationKey,
                parameters: s.rotation, kind: .rotation)
            animator.spring(
                .translationY, of: bar, to: isOpen ? -sign * travel : 0, key: PopHamburgerSprings.translationKey,
                parameters: s.slide, kind: PopHamburgerSprings.translationKind)
            animator.spring(
                .backgroundColor, of: bar, to: isOpen ? openBarColor : barColor, key: PopHamburgerSprings.colorKey,
                parameters: s.slide, kind: .color)
        }
    }
}
