import KiteAnimation
import KiteGeometry
import KiteScene

// The animatable properties of a layer, as Pop's kPOPLayer... constants and Core Animation's key paths. Each names
// the `PropertyKind` whose completion threshold suits it; pass that kind to springs and decays.

extension AnimatableProperty where Target: Layer, Value == Point {
    /// `position`, points; kind `.points(deviceScale:)`.
    public static var position: Self { Self(name: "position", get: { $0.position }, set: { $0.position = $1 }) }
    /// `anchorPoint`, unit coordinates of the bounds; kind `.custom(threshold: 0.001)`.
    public static var anchorPoint: Self {
        Self(name: "anchorPoint", get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 })
    }
    /// Both scale factors of the transform as (x, y), like Pop's kPOPLayerScaleXY; kind `.scale`.
    public static var scaleXY: Self {
        Self(
            name: "transform.scale.xy",
            get: { Point(x: $0.transformComponents.scaleX, y: $0.transformComponents.scaleY) },
            set: { layer, scale in
                layer.transformComponents.scaleX = scale.x; layer.transformComponents.scaleY = scale.y
            })
    }
}

extension AnimatableProperty where Target: Layer, Value == Double {
    /// `position.x`, points; kind `.points(deviceScale:)`.
    public static var positionX: Self {
        Self(name: "position.x", get: { $0.position.x }, set: { $0.position.x = $1 })
    }
    /// `position.y`, points; kind `.points(deviceScale:)`.
    public static var positionY: Self {
        Self(name: "position.y", get: { $0.position.y }, set: { $0.position.y = $1 })
    }
    /// `opacity`, 0...1; kind `.opacity`.
    public static var opacity: Self { Self(name: "opacity", get: { $0.opacity }, set: { $0.opacity = $1 }) }
    /// `cornerRadius`, points; kind `.points(deviceScale:)`.
    public static var cornerRadius: Self {
        Self(name: "cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
    }
    /// `borderWidth`, points; kind `.points(deviceScale:)`.
    public static var borderWidth: Self {
        Self(name: "borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 })
    }
    /// `shadowRadius`, points; kind `.points(deviceScale:)`.
    public static var shadowRadius: Self {
        Self(name: "shadowRadius", get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 })
    }
    /// `shadowOpacity`, 0...1; kind `.opacity`.
    public static var shadowOpacity: Self {
        Self(name: "shadowOpacity", get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 })
    }
    /// `transform.translation.x`, points; kind `.points(deviceScale:)`.
    public static var translationX: Self { transformPart("transform.translation.x", \.translationX) }
    /// `transform.translation.y`, points; kind `.points(deviceScale:)`.
    public static var translationY: Self { transformPart("transform.translation.y", \.translationY) }
    /// `transform.rotation.z`, radians, positive clockwise on screen; kind `.rotation`.
    public static var rotation: Self { transformPart("transform.rotation.z", \.rotation) }
    /// `transform.scale.x`; kind `.scale`.
    public static var scaleX: Self { transformPart("transform.scale.x", \.scaleX) }
    /// `transform.scale.y`; kind `.scale`.
    public static var scaleY: Self { transformPart("transform.scale.y", \.scaleY) }
    /// `transform.scale`: both factors at once (reads the x factor); kind `.scale`.
    public static var scale: Self {
        Self(
            name: "transform.scale", get: { $0.transformComponents.scaleX },
            set: { layer, scale in
                layer.transformComponents.scaleX = scale; layer.transformComponents.scaleY = scale
            })
    }

    private static func transformPart(
        _ name: String, _ part: WritableKeyPath<TransformComponents, Double> & Sendable
    ) -> Self {
        Self(
            name: name, get: { $0.transformComponents[keyPath: part] },
            set: { $0.transformComponents[keyPath: part] = $1 })
    }
}

extension AnimatableProperty where Target: Layer, Value == Vector {
    /// `shadowOffset`, points; kind `.points(deviceScale:)`.
    public static var shadowOffset: Self {
        Self(name: "shadowOffset", get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 })
    }
}

extension AnimatableProperty where Target: Layer, Value == Rect {
    /// `bounds`, points; kind `.points(deviceScale:)`.
    public static var bounds: Self { Self(name: "bounds", get: { $0.bounds }, set: { $0.bounds = $1 }) }
}

extension AnimatableProperty where Target: Layer, Value == Size {
    /// `bounds.size`, points; kind `.points(deviceScale:)`.
    public static var size: Self { Self(name: "bounds.size", get: { $0.bounds.size }, set: { $0.bounds.size = $1 }) }
}

extension AnimatableProperty where Target: Layer, Value == Color {
    /// `backgroundColor`; a nil colour reads as clear. Kind `.color`.
    public static var backgroundColor: Self {
        Self(name: "backgroundColor", get: { $0.backgroundColor ?? .clear }, set: { $0.backgroundColor = $1 })
    }
    /// `borderColor`; kind `.color`.
    public static var borderColor: Self {
        Self(name: "borderColor", get: { $0.borderColor }, set: { $0.borderColor = $1 })
    }
    /// `shadowColor`; kind `.color`.
    public static var shadowColor: Self {
        Self(name: "shadowColor", get: { $0.shadowColor }, set: { $0.shadowColor = $1 })
    }
}

extension AnimatableProperty where Target: Layer, Value == TransformComponents {
    /// The whole 2D transform as translation, rotation and scale parts (Core Animation's `transform` key path for
    /// affine transforms); kind `.custom(threshold:)` suited to the smallest part.
    public static var transform: Self {
        Self(name: "transform", get: { $0.transformComponents }, set: { $0.transformComponents = $1 })
    }
}
