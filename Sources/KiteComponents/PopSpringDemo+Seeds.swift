import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// The three demos of the Pop seed's introduction, as it describes them. The seed gives the springs and colours; the
// sizes and places are chosen to leave room for the overshoot.

extension PopSpringDemo {
    /// Animation keys, as the seed names them.
    static let scaleKey = "scale"
    static let moveKey = "position"
    static let spinKey = "spin"
    static let colorKey = "colorChange"
    /// Completion threshold of positions: a twentieth of a seed point.
    static let positionKind = PropertyKind.custom(threshold: 0.05)
    /// The balls' diameter, points (the seed's 75 x 75 red ball).
    static let ballDiameter = 75.0

    /// `pop-ball`: the red ball that springs to scale 2 (bounciness 20, speed 1).
    public static func ball(animator: Animator) throws(AnimationError) -> PopSpringDemo {
        let spring = try SpringParameters(bounciness: 20, speed: 1)
        let ball = makeBall(.red, center: Point(x: 100, y: 100), name: "ball")
        return PopSpringDemo(
            name: "pop-ball", seedSize: Size(width: 200, height: 200), shapes: [ball],
            motions: [scaleMotion(ball, to: 2, spring: spring, animator: animator)])
    }

    /// `pop-balls`: three balls springing to scale 2 at speed 10, red with bounciness 5, blue 12 and green 20.
    public static func balls(animator: Animator) throws(AnimationError) -> PopSpringDemo {
        let looks: [(Color, Double, String)] = [(.red, 5, "red"), (.blue, 12, "blue"), (.green, 20, "green")]
        var (shapes, motions): ([Layer], [Motion]) = ([], [])
        for (index, (color, bounciness, name)) in looks.enumerated() {
            let spring = try SpringParameters(bounciness: bounciness, speed: 10)
            let ball = makeBall(color, center: Point(x: 100 + 180 * Double(index), y: 100), name: name)
            shapes.append(ball)
            motions.append(scaleMotion(ball, to: 2, spring: spring, animator: animator))
        }
        return PopSpringDemo(
            name: "pop-balls", seedSize: Size(width: 560, height: 200), shapes: shapes, motions: motions)
    }

    /// `pop-square`: the orange square that at once scales to 1.5, moves right, spins 4π and turns green, every
    /// spring with bounciness 15 and speed 5.
    public static func square(animator: Animator) throws(AnimationError) -> PopSpringDemo {
        let spring = try SpringParameters(bounciness: 15, speed: 5)
        let square = Layer()
        square.name = "square"
        square.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        square.position = Point(x: 90, y: 110)
        let (orange, green) = (Color(red: 1, green: 0.5, blue: 0), Color.green)
        square.backgroundColor = orange
        let motions = [
            scaleMotion(square, to: 1.5, spring: spring, animator: animator),
            Motion { toEnd in
                animator.spring(
                    .positionX, of: square, to: toEnd ? 330 : 90, key: moveKey, parameters: spring, kind: positionKind)
            },
            Motion { toEnd in
                // At rest the square shows 4π as 0: start from the pose it rests in, so it spins back too.
                animator.spring(
                    .rotation, of: square, to: toEnd ? 4 * .pi : 0, key: spinKey, parameters: spring, kind: .rotation,
                    restingValue: toEnd ? 0 : 4 * .pi)
            },
            Motion { toEnd in
                animator.spring(
                    .backgroundColor, of: square, to: toEnd ? green : orange, key: colorKey, parameters: spring,
                    kind: .color)
            },
        ]
        return PopSpringDemo(
            name: "pop-square", seedSize: Size(width: 480, height: 220), shapes: [square], motions: motions)
    }

    private static func makeBall(_ color: Color, center: Point, name: String) -> Layer {
        let ball = Layer()
        ball.name = name
        ball.bounds = Rect(x: 0, y: 0, width: ballDiameter, height: ballDiameter)
        ball.position = center
        ball.cornerRadius = ballDiameter / 2
        ball.backgroundColor = color
        return ball
    }

    /// Pop's `kPOPViewScaleXY` spring between 1 and `endScale`.
    private static func scaleMotion(_ layer: Layer, to endScale: Double, spring: SpringParameters, animator: Animator)
        -> Motion
    {
        Motion { toEnd in
            let scale = toEnd ? endScale : 1
            animator.spring(
                .scaleXY, of: layer, to: Point(x: scale, y: scale), key: scaleKey, parameters: spring, kind: .scale)
        }
    }
}
