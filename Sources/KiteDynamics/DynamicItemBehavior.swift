/// The physical properties of its items (UIDynamicItemBehavior). Items no such behaviour names get the defaults;
/// where several name an item, the one added last wins.
public final class DynamicItemBehavior: DynamicBehavior {
    /// Restitution of collisions, in 0...1: 0 stops dead, 1 bounces with no loss; default 0. Boundaries are
    /// perfectly elastic, so against a boundary this alone sets rebound speed over impact speed; between two items
    /// the restitution is the product of their elasticities (Chipmunk's rule).
    public var elasticity: Double { didSet { setNeedsSync() } }
    /// Coulomb friction coefficient, >= 0; default 0.
    public var friction: Double { didSet { setNeedsSync() } }
    /// Mass per area, > 0: mass = density * area / 10^4, so a 100 x 100 pt item of density 1 has mass 1;
    /// default 1. The mass and moment of inertia must lie in 1e-60...1e60 (checked when the animator next syncs).
    public var density: Double { didSet { setNeedsSync() } }
    /// Linear damping rate per second, >= 0: with no force the velocity decays as exp(-resistance * t); default 0.
    public var resistance: Double { didSet { setNeedsSync() } }
    /// Angular damping rate per second, >= 0, as `resistance`; default 0.
    public var angularResistance: Double { didSet { setNeedsSync() } }
    /// Whether the item may turn; default true.
    public var allowsRotation: Bool { didSet { setNeedsSync() } }
    /// Whether the item stays put (it still collides); default false.
    public var isAnchored: Bool { didSet { setNeedsSync() } }

    public init(
        items: [any DynamicItem], elasticity: Double = 0, friction: Double = 0, density: Double = 1,
        resistance: Double = 0, angularResistance: Double = 0, allowsRotation: Bool = true, isAnchored: Bool = false
    ) throws {
        self.elasticity = elasticity
        self.friction = friction
        self.density = density
        self.resistance = resistance
        self.angularResistance = angularResistance
        self.allowsRotation = allowsRotation
        self.isAnchored = isAnchored
        super.init(items: items)
        try validate()
    }

    public func addItem(_ item: any DynamicItem) { insertItem(item) }
    public func removeItem(_ item: any DynamicItem) { deleteItem(item) }

    var material: ItemMaterial {
        ItemMaterial(
            density: density, elasticity: elasticity, friction: friction, resistance: resistance,
            angularResistance: angularResistance, allowsRotation: allowsRotation, isAnchored: isAnchored)
    }

    override func validate() throws {
        try DynamicsError.check(elasticity, "elasticity", in: 0...1)
        try DynamicsError.checkNonNegative(friction, "friction")
        try DynamicsError.checkPositive(density, "density")
        try DynamicsError.checkNonNegative(resistance, "resistance")
        try DynamicsError.checkNonNegative(angularResistance, "angular resistance")
    }
}
