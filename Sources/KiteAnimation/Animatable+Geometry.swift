import KiteGeometry

// KiteGeometry's values as vectors of their components, in declaration order.

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
