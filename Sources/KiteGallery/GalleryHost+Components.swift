import KiteAnimation
import KiteComponents
import KiteGeometry

extension GalleryHost {
    /// The smallest window the gallery is laid out for, points: below it cards shrink until controls can no longer
    /// keep touch-sized hit areas apart. The runner asks the compositor for it as the window's minimum size.
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
