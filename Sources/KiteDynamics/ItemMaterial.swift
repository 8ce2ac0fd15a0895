/// The physical properties of one item, resolved from the `DynamicItemBehavior`s that name it (the last one added
/// wins) over UIKit's defaults.
struct ItemMaterial: Equatable {
    var density = 1.0
    var elasticity = 0.0
    var friction = 0.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false

    static let `default` = ItemMaterial()
}
