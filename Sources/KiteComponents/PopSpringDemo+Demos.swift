import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// The three demos of "Introducing Facebook Pop" (Mike Rundle, "Designing & Building Wonderful iOS Animations", and its
// "Pop Examples" project): springs, colours, sizes, places and the balls' stagger come from there; the drawing's
// size is chosen to leave room for the overshoot.

extension PopSpringDemo {
    /// Animation keys, as the original names them.
    static let scaleKey = "scale"
    static let moveKey = "position"
    static let spinKey = "spin"
    static let colorKey = "colorChange"
    /// Completion threshold of positions: a twentieth of a point.
    static let positionKind = PropertyKind.custom(threshold: 0.05)
    /// The balls' diameter, points (the original's 75 x 75 red ball).
    static let ballDiameter = 75.0
    /// The balls' spacing, points: 200 between centres, as in the original.
    static let ballSpacing = 200.0
    /// When each ball starts after a tap, seconds: the original's timeline starts them 7.0, 7.8 and 8.6 s in, so
    /// they land one after another.
    static let ballDelays = [0.0, 0.8, 1.6]
    /// The square's side, points, and its position's x at the start and the end: 50 x 50, from 150 to 500.
    static let squareSide = 50.0
    static let squareStartX = 150.0
    static let squareEndX = 500.0

    /// `pop-ball`: the red ball that springs to scale 2 (bounciness 20, speed 1).
    public static func ball(animator: Animator) throws(AnimationError) -> PopSpringDemo {
        let spring = try SpringParameters(bounciness: 20, speed: 1)
        let ball = makeBall(.red, center: Point(x: 100, y: 100), name: "ball")
        return PopSpringDemo(
            name: "pop-ball", designSize: Size(width: 200, height: 200), shapes: [ball],
            motions: [scaleMotion(ball, to: 2, spring: spring, animator: animator)], animator: animator)
    }

    /// `pop-balls`: three balls 200 pt apart springing to scale 2 at speed 10, red with bounciness 5, blue 12 and
    /// green 20, started 0, 0.8 and 1.6 s after the tap.
    public static func balls(animator: Animator) throws(AnimationError) -> PopSpringDemo {
        let looks: [(Color, Double, String)] = [(.red, 5, "red"), (.blue, 12, "blue"), (.green, 20, "green")]
        var (shapes, motions): ([Layer], [Motion]) = ([], [])
        for (index, (color, bounciness, name)) in looks.enumerated() {
            let spring = try SpringParameters(bounciness: bounciness, speed: 10)
            let ball = makeBall(color, center: Point(x: 100 + ballSpacing * Double(index), y: 100), name: name)
            shapes.append(ball)
            var motion = scaleMotion(ball, to: 2, spring: spring, animator: animator)
            motion.delaySeconds = ballDelays[index]
            motions.append(motion)
        }
        return PopSpringDemo(
            name: "pop-balls", designSize: Size(width: 600, height: 200), shapes: shapes, motions: motions,
            animator: animator)
    }

    /// `pop-square`: the orange 50 x 50 square that at once scales to 1.5, moves from x = 150 to 500, spins 4π and
    /// turns green, every spring with bounciness 15 and speed 5.
    public static func square(animator: Animator) throws(AnimationError) -> PopSpringDemo {
        let spring = try SpringParameters(bounciness: 15, speed: 5)
        let square = Layer()
        square.name = "square"
        square.bounds = Rect(x: 0, y: 0, width: squareSide, height: squareSide)
        square.position = Point(x: squareStartX, y: 100)
        let (orange, green) = (Color(red: 1, green: 0.5, blue: 0), Color.green)
        square.backgroundColor = orange
        let motions = [
            scaleMotion(square, to: 1.5, spring: spring, animator: animator),
            Motion { toEnd, _ in
                animator.spring(
                    .positionX, of: square, to: toEnd ? squareEndX : squareStartX, key: moveKey, parameters: spring,
                    kind: positionKind)
            },
            Motion { toEnd, _ in
                // At rest the square shows 4π as 0: start from the pose it rests in, so it spins back too.
                animator.spring(
                    .rotation, of: square, to: toEnd ? 4 * .pi : 0, key: spinKey, parameters: spring, kind: .rotation,
                    restingValue: toEnd ? 0 : 4 * .pi)
            },
            Motion { toEnd, _ in
                animator.spring(
                    .backgroundColor, of: square, to: toEnd ? green : orange, key: colorKey, parameters: spring,
                    kind: .color)
            },
        ]
        return PopSpringDemo(
            name: "pop-square", designSize: Size(width: 700, height: 200), shapes: [square], motions: motions,
            animator: animator)
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

    /// Pop's `kPOPViewScaleXY` spring between 1 and `endScale`. Started late by `lateSeconds` while the layer is
    /// at rest, it begins where a spring started on time would be now: the closed form sampled that far in.
    private static func scaleMotion(_ layer: Layer, to endScale: Double, spring: SpringParameters, animator: Animator)
        -> Motion
    {
        Motion { toEnd, lateSeconds in
            let scale = Point(x: toEnd ? endScale : 1, y: toEnd ? endScale : 1)
            let current = AnimatableProperty<Layer, Point>.scaleXY.get(layer)
            if lateSeconds > 0, animator.animation(forKey: scaleKey, on: layer) == nil,
                let curve = try? SpringCurve<Point>(
                    spring: spring, from: current, to: scale, threshold: PropertyKind.scale.threshold),
                let late = try? SpringAnimation<Point>(
                    spring: spring, to: scale, from: curve.sample(at: lateSeconds).value,
                    velocity: curve.sample(at: lateSeconds).velocity, kind: .scale)
            {
                AnimatableProperty<Layer, Point>.scaleXY.set(layer, curve.sample(at: lateSeconds).value)
                animator.add(late, to: layer, property: .scaleXY, forKey: scaleKey)
                return
            }
            animator.spring(.scaleXY, of: layer, to: scale, key: scaleKey, parameters: spring, kind: .scale)
        }
    }
}
