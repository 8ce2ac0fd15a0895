import KiteAnimation
import KiteComponents
import KiteGeometry

extension GalleryHost {
    /// The smallest window the gallery is laid out for with every control touch-sized, points: below it cards
    /// shrink until controls can no longer keep 44 pt hit areas apart (smaller windows still work, by mouse and
    /// keyboard).
    public static let minimumViewport = Size(640, 480)

    /// Kite's components in display (and Tab) order, animating through `animator`.
    public static func standardComponents(animator: Animator) throws(AnimationError) -> [any Component] {
        [
            try HamburgerButton(animator: animator), try PopHamburgerButton(animator: animator),
            try PressButton(animator: animator), try PopSpringDemo.ball(animator: animator),
            try PopSpringDemo.balls(animator: animator), try PopSpringDemo.square(animator: animator),
            GuillotineMenu(), SqueezeOutSwitch(animator: animator),
        ]
    }
}
