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

extension Point: Animatable {
    public static var componentCount: Int { 2 }
    public var animationVector: AnimationVector { AnimationVector(x, y, 0, 0, 0, 0, 0, 0) }
    public init(animationVector v: AnimationVector) { self.init(x: v[0], y: v[1]) }
    public subscript(component index: Int) -> Double {
        get { index == 0 ? x : y }
        set { if index == 0 { x = newValue } else { y = newValue } }
    }
    @inlinable public func adding(_ o: Point) -> Point { Point(x: x + o.x, y: y + o.y) }
    @inlinable public func subtracting(_ o: Point) -> Point { Point(x: x - o.x, y: y - o.y) }
    @inlinable public func scaled(by k: Double) -> Point { Point(x: x * k, y: y * k) }
}

extension Vector: Animatable {
    public static var componentCount: Int { 2 }
    public var animationVector: AnimationVector { AnimationVector(dx, dy, 0, 0, 0, 0, 0, 0) }
    public init(animationVector v: AnimationVector) { self.init(dx: v[0], dy: v[1]) }
    public subscript(component index: Int) -> Double {
        get { index == 0 ? dx : dy }
        set { if index == 0 { dx = newValue } else { dy = newValue } }
    }
    @inlinable public func adding(_ o: Vector) -> Vector { self + o }
    @inlinable public func subtracting(_ o: Vector) -> Vector { self - o }
    @inlinable public func scaled(by k: Double) -> Vector { self * k }
}

extension Size: Animatable {
    public static var componentCount: Int { 2 }
    public var animationVector: AnimationVector { AnimationVector(width, height, 0, 0, 0, 0, 0, 0) }
    public init(animationVector v: AnimationVector) { self.init(width: v[0], height: v[1]) }
    public subscript(component index: Int) -> Double {
        get { index == 0 ? width : height }
        set { if index == 0 { width = newValue } else { height = newValue } }
    }
    @inlinable public func adding(_ o: Size) -> Size { Size(width: width + o.width, height: height + o.height) }
    @inlinable public func subtracting(_ o: Size) -> Size { Size(width: width - o.width, height: height - o.height) }
    @inlinable public func scaled(by k: Double) -> Size { Size(width: width * k, height: height * k) }
}

extension Rect: Animatable {
    public static var componentCount: Int { 4 }
    public var animationVector: AnimationVector {
        AnimationVector(origin.x, origin.y, size.width, size.height, 0, 0, 0, 0)
    }
    public init(animationVector v: AnimationVector) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
    public subscript(component index: Int) -> Double {
        get { index < 2 ? origin[component: index] : size[component: index - 2] }
        set {
            if index < 2 { origin[component: index] = newValue } else { size[component: index - 2] = newValue }
        }
    }
    @inlinable public func adding(_ o: Rect) -> Rect {
        Rect(origin: origin.adding(o.origin), size: size.adding(o.size))
    }
    @inlinable public func subtracting(_ o: Rect) -> Rect {
        Rect(origin: origin.subtracting(o.origin), size: size.subtracting(o.size))
    }
    @inlinable public func scaled(by k: Double) -> Rect { Rect(origin: origin.scaled(by: k), size: size.scaled(by: k)) }
}

extension Color: Animatable {
    public static var zero: Color { .clear }
    public static var componentCount: Int { 4 }
    public var animationVector: AnimationVector { AnimationVector(red, green, blue, alpha, 0, 0, 0, 0) }
    public init(animationVector v: AnimationVector) { self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
    public subscript(component index: Int) -> Double {
        get {
            switch index {
            case 0: red
            case 1: green
            case 2: blue
            default: alpha
            }
        }
        set {
            switch index {
            case 0: red = newValue
            case 1: green = newValue
            case 2: blue = newValue
            default: alpha = newValue
            }
        }
    }
    @inlinable public func adding(_ o: Color) -> Color {
        Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }
    @inlinable public func subtracting(_ o: Color) -> Color {
        Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
    @inlinable public func scaled(by k: Double) -> Color {
        Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha * k)
    }
}
