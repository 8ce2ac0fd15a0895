import ArgumentParser
import KiteAnimation
import KiteApp
import KiteGeometry
import KiteGestures
import KiteLayerAnimation
import KiteScene

/// One stroked path that morphs between two shapes by showing a different stretch of it: the technique of robb's
/// animated hamburger button (https://robb.is/working-on/a-hamburger-button-transition/), where `strokeStart` and
/// `strokeEnd` slide along a longer path than either shape. Here the path draws a check mark that runs on into a
/// circle: a tap springs between "check" (the path up to `--split`) and "ring" (the rest); a horizontal drag scrubs
/// the ends, and letting go springs to the nearer shape with the drag's velocity. Springs are keyed, so a tap or a
/// drag in mid-flight retargets the running spring instead of starting over.
@main
struct MorphingIcon: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morphing-icon", abstract: "A stroked SVG path that morphs with strokeStart/strokeEnd springs.")

    /// A bad option is one line (what, where, the valid range) and exit 64, as in `kite`.
    static func main() { mainWithOneLineErrors() }

    /// --headless, --size, --frames, --hud, --record, --replay, --out, --snapshot-every, ...
    @OptionGroup var runtime: RuntimeOptions

    @Option(help: "The icon's path, as SVG path data (the `d` attribute of a <path>).")
    var path = "M 32 50 L 45 63 L 75.98 35 A 30 30 0 1 1 24.02 65 A 30 30 0 1 1 75.98 35"

    @Option(
        parsing: .unconditional,
        help: "Where along the path (0...1 of its length) the first shape ends and the second begins.",
        transform: NumberOption.decimal(in: NumberOption.between(0.01, 0.99)))
    var split: Double = 0.242

    func validate() throws {
        // The data is quoted in part (its first 40 characters and its length): a megabyte of it stays a short line.
        do throws(SVGPathError) {
            _ = try Path(svgPathData: path)
        } catch {
            throw ValidationError("--path \(error.line(quoting: path))")
        }
    }

    func run() throws {
        let options = try runtime.runOptions()
        let scene = LayerScene(hudMode: options.hudStartMode)
        let icon = ShapeLayer()
        let artwork = try Path(svgPathData: path)
        let box = artwork.boundingBox ?? Rect(x: 0, y: 0, width: 1, height: 1)
        icon.path = artwork.applying(AffineTransform(translationX: -box.minX, y: -box.minY))
        icon.bounds = Rect(x: 0, y: 0, width: box.width, height: box.height)
        icon.fillColor = nil
        icon.strokeColor = Color(hex: 0x30D158)
        icon.lineCap = .round
        icon.lineJoin = .round
        icon.strokeEnd = split
        scene.rootLayer.addSublayer(icon)
        scene.onLayout = { _ in
            // The icon fills half the shorter side of the part of the window the HUD leaves free (at least 16
            // points); the line stays 8 points wide whatever the artwork's units.
            let free = scene.safeArea
            let scale = max(0.5 * min(free.width, free.height), 16) / max(box.width, box.height)
            icon.position = Point(free.midX, free.midY)
            icon.transform = Transform3D(scaleX: scale, y: scale)
            icon.lineWidth = 8 / scale
        }

        // Each end's target for each shape: (strokeStart, strokeEnd).
        let check = (start: 0.0, end: split)
        let ring = (start: split, end: 1.0)
        var showsCheck = true
        let spring = try SpringParameters(dampingRatio: 0.6, response: 0.45)

        /// Springs `property` to `target` under `key`: retargets the running spring, or starts one from the value on
        /// screen with `velocity` (fraction of the path per second). `try!`: finite fractions cannot make it throw.
        func move(_ property: AnimatableProperty<ShapeLayer, Double>, key: String, to target: Double, velocity: Double?)
        {
            if let running = scene.animator.animation(forKey: key, on: icon) as? SpringAnimation<Double>,
                velocity == nil
            {
                running.toValue = target
            } else {
                let animation = try! SpringAnimation(
                    spring: spring, to: target, velocity: velocity, kind: .custom(threshold: 1e-3))
                scene.animator.add(animation, to: icon, property: property, forKey: key)
            }
        }
        /// `progressVelocity`: from check (0) towards ring (1), per second; nil keeps any running spring's velocity.
        func show(check wantsCheck: Bool, progressVelocity: Double? = nil) {
            showsCheck = wantsCheck
            let target = wantsCheck ? check : ring
            move(.strokeStart, key: "start", to: target.start, velocity: progressVelocity.map { $0 * ring.start })
            move(.strokeEnd, key: "end", to: target.end, velocity: progressVelocity.map { $0 * (1 - check.end) })
        }

        let tap = TapGestureRecognizer(layer: scene.rootLayer)
        tap.stateDidChange = { _, state, _ in if state == .ended { show(check: !showsCheck) } }
        // Dragging right by `scrubWidth` points moves the ends a whole shape's way, from check to ring.
        let scrubWidth = 240.0
        let pan = PanGestureRecognizer(layer: scene.rootLayer)
        var progressAtGrab = 0.0
        pan.stateDidChange = { _, state, _ in
            switch state {
            case .began:
                for key in ["start", "end"] { scene.animator.removeAnimation(forKey: key, on: icon) }
                progressAtGrab = icon.strokeStart / split
            case .changed:
                let progress = min(max(progressAtGrab + pan.translation.dx / scrubWidth, 0), 1)
                icon.strokeStart = check.start + (ring.start - check.start) * progress
                icon.strokeEnd = check.end + (ring.end - check.end) * progress
            case .ended, .cancelled:
                // Where the ends would be 0.1 s on decides the shape, so a quick flick is enough.
                let velocity = pan.velocity.dx / scrubWidth
                show(check: icon.strokeStart / split + velocity * 0.1 < 0.5, progressVelocity: velocity)
            case .possible, .failed: break
            }
        }
        scene.gestures.add(tap)
        scene.gestures.add(pan)
        try AppRuntime(options: options, title: "Morphing icon").run(scene)
    }
}
