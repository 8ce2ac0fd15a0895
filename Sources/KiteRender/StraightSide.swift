/// Which straight side of a rounded rectangle a strip of its edge ring lies along, away from the corners (local
/// axes: top is the smaller y). Stored in `ShapeInstance.shape.z`.
enum StraightSide: Float {
    case top = 1
    case bottom = 2
    case left = 3
    case right = 4
}
