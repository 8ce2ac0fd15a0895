import KiteDynamics
import KiteGeometry
import KiteLayerAnimation
import KiteScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `DynamicItem` that is a layer: the dynamic animator's centre and angle go straight into the layer's `position`
/// and `transform` rotation after every step, so the physics moves what the renderer draws (as UIView is a
/// UIDynamicItem in UIKit Dynamics).
///
/// The body is the layer's bounds rectangle. Its centre is the centre of the bounds wherever the anchor point is:
/// the layer turns about its anchor point, so writing the centre moves `position` by the anchor point's offset from
/// the centre, turned by the angle. The layer is treated as a rigid body: setting the angle makes the
/// transform's affine part a pure rotation (scale 1, no skew) and keeps its translation and perspective entries.
public final class LayerDynamicItem: DynamicItem {
    /// The layer moved by the simulation.
    public let layer: Layer
    /// Where the animator's origin lies in the coordinates of the layer's superlayer, in points; default zero.
    public let spaceOrigin: Vector

    /// Rotation about the centre in radians, positive clockwise on screen; setting it turns the layer about its
    /// centre (the centre stays put). Not wrapped: the body's angle after two turns is 4 pi.
    public var angle: Double {
        get { storedAngle }
        set {
            let keptCenter = center
            storedAngle = newValue
            // Scale is set to exactly 1 rather than decomposed and recomposed, which would let rounding creep into
            // it frame after frame.
            var parts = layer.transformComponents
            (parts.rotation, parts.scaleX, parts.scaleY) = (newValue, 1, 1)
            layer.transformComponents = parts
            center = keptCenter
        }
    }

    /// Centre of the layer's bounds in the animator's space, in points.
    public var center: Point {
        get { layer.position - spaceOrigin - anchorOffsetFromCenter }
        set { layer.position = newValue + spaceOrigin + anchorOffsetFromCenter }
    }

    /// The size of the layer's bounds, in points.
    public var size: Size { layer.bounds.size }

    private var storedAngle: Double

    /// Wraps `layer`, taking its angle from the rotation part of its transform.
    /// - Parameters:
    ///   - layer: the layer to move; its bounds must have a positive size before it joins an animator.
    ///   - spaceOrigin: the animator's origin in the superlayer's coordinates, in points; default zero.
    public init(layer: Layer, spaceOrigin: Vector = .zero) {
        self.layer = layer
        self.spaceOrigin = spaceOrigin
        storedAngle = layer.transformComponents.rotation
    }

    /// The anchor point's offset from the bounds' centre, turned by the current angle, in points.
    public var anchorOffsetFromCenter: Vector {
        let size = layer.bounds.size
        let local = Vector(
            dx: (layer.anchorPoint.x - 0.5) * size.width, dy: (layer.anchorPoint.y - 0.5) * size.height)
        return Self.rotate(local, by: storedAngle)
    }

    /// `vector` turned by `radians`, clockwise on a y-down screen.
    static func rotate(_ vector: Vector, by radians: Double) -> Vector {
        let (s, c) = (sin(radians), cos(radians))
        return Vector(dx: vector.dx * c - vector.dy * s, dy: vector.dx * s + vector.dy * c)
    }
}
