import KiteAnimation
import KiteGeometry
import KiteScene

extension AnimatableProperty where Target: ShapeLayer, Value == Double {
    /// `strokeStart`, fraction of the path length; kind `.custom(threshold: 0.001)`.
    public static var strokeStart: Self {
        Self(name: "strokeStart", get: { $0.strokeStart }, set: { $0.strokeStart = $1 })
    }
    /// `strokeEnd`, fraction of the path length; kind `.custom(threshold: 0.001)`.
    public static var strokeEnd: Self { Self(name: "strokeEnd", get: { $0.strokeEnd }, set: { $0.strokeEnd = $1 }) }
    /// `lineWidth`, points; kind `.points(deviceScale:)`.
    public static var lineWidth: Self { Self(name: "lineWidth", get: { $0.lineWidth }, set: { $0.lineWidth = $1 }) }
    /// `lineDashPhase`, points along the path; kind `.points(deviceScale:)`.
    public static var lineDashPhase: Self {
        Self(name: "lineDashPhase", get: { $0.lineDashPhase }, set: { $0.lineDashPhase = $1 })
    }
}

extension AnimatableProperty where Target: ShapeLayer, Value == Color {
    /// `strokeColor`; nil reads as clear. Kind `.color`.
    public static var strokeColor: Self {
        Self(name: "strokeColor", get: { $0.strokeColor ?? .clear }, set: { $0.strokeColor = $1 })
    }
    /// `fillColor`; nil reads as clear. Kind `.color`.
    public static var fillColor: Self {
        Self(name: "fillColor", get: { $0.fillColor ?? .clear }, set: { $0.fillColor = $1 })
    }
}
