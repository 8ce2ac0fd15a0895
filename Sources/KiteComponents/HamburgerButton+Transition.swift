import KiteAnimation
import KiteLayerAnimation

extension HamburgerButton {
    /// Animation keys, one per animated property: a new transition replaces the old one under the same key.
    enum Key {
        static let strokeStart = "strokeStart"
        static let strokeEnd = "strokeEnd"
        static let transform = "transform"
    }

    /// Starts the animations towards the current `isOpen` state, each from the value on screen.
    func animateTransition() {
        if isOpen { animateOpening() } else { animateClosing() }
    }

    /// Middle trims grow into the outline at once; the outer strokes wait 0.25 s, then cross.
    private func animateOpening() {
        animator.transition(
            .strokeStart, of: middle, to: Self.menuStrokeStart, key: Key.strokeStart,
            durationSeconds: Self.strokeStartDuration, curve: curves.strokeOpen)
        animator.transition(
            .strokeEnd, of: middle, to: Self.menuStrokeEnd, key: Key.strokeEnd,
            durationSeconds: Self.strokeEndDuration, curve: curves.strokeOpen)
        moveOuterStrokes(top: Self.topOpen, bottom: Self.bottomOpen, delaySeconds: Self.outerOpenDelay)
    }

    /// The outline shrinks back (its start after 0.1 s); the outer strokes straighten after 0.05 s.
    private func animateClosing() {
        animator.transition(
            .strokeStart, of: middle, to: Self.hamburgerStrokeStart, key: Key.strokeStart,
            durationSeconds: Self.strokeStartDuration, delaySeconds: Self.strokeStartCloseDelay,
            curve: curves.strokeStartClose)
        animator.transition(
            .strokeEnd, of: middle, to: Self.hamburgerStrokeEnd, key: Key.strokeEnd,
            durationSeconds: Self.strokeEndDuration, curve: curves.strokeEndClose)
        moveOuterStrokes(top: .identity, bottom: .identity, delaySeconds: Self.outerCloseDelay)
    }

    private func moveOuterStrokes(
        top topValue: TransformComponents, bottom bottomValue: TransformComponents, delaySeconds: Double
    ) {
        for (stroke, value) in [(top, topValue), (bottom, bottomValue)] {
            animator.transition(
                .transform, of: stroke, to: value, key: Key.transform, durationSeconds: Self.outerDuration,
                delaySeconds: delaySeconds, curve: curves.outer)
        }
    }
}
