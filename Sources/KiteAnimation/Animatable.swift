import KiteGeometry

/// A value the engine can interpolate and drive with springs: a point in a real vector space of fixed dimension.
///
/// The engine only needs addition, subtraction, scaling and access to the scalar components (for per-component
/// thresholds and bounds). Interpolation is linear in the components, so a `Color` is blended in straight sRGB and a
/// `TransformComponents` value is blended part by part (translation, rotation angle, scale), never as a matrix.
public protocol Animatable: Equatable, Sendable {
    /// The additive identity (all components zero).
    static var zero: Self { get }
    /// How many scalar components the value has (1 for `Double`, 2 for `Point`, 4 for `Color`...).
    static var componentCount: Int { get }
    /// Component `index` in `0..<componentCount`.
    subscript(component index: Int) -> Double { get set }
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
    func scaled(by factor: Double) -> Self
    /// The components packed into lanes 0..<componentCount of a vector, the other lanes zero. The engine's per-frame
    /// work runs on these vectors so that it needs no generic dispatch per arithmetic operation.
    var animationVector: AnimationVector { get }
    /// The value whose components are lanes 0..<componentCount of `vector` (other lanes ignored).
    init(animationVector vector: AnimationVector)
}

/// Up to eight scalar components of an `Animatable` value.
public typealias AnimationVector = SIMD8<Double>

extension Animatable {
    /// `self + (other - self) * t`, t = 0 gives `self`.
    @inlinable public func interpolated(to other: Self, _ t: Double) -> Self {
        adding(other.subtracting(self).scaled(by: t))
    }

    /// Euclidean length of the component vector.
    public var magnitude: Double {
        var sum = 0.0
        for i in 0..<Self.componentCount { sum += self[component: i] * self[component: i] }
        return sum.squareRoot()
    }

    /// Largest absolute component: what per-property thresholds compare against.
    @inlinable public var maxComponentMagnitude: Double {
        var m = 0.0
        for i in 0..<Self.componentCount { m = max(m, abs(self[component: i])) }
        return m
    }
}

extension Double: Animatable {
    public static var componentCount: Int { 1 }
    public var animationVector: AnimationVector { AnimationVector(self, 0, 0, 0, 0, 0, 0, 0) }
    public init(animationVector v: AnimationVector) { self = v[0] }
    public subscript(component index: Int) -> Double {
        get { self }
        set { self = newValue }
    }
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
}
