import CChipmunk

// Rebuilding the Chipmunk side from the behaviours after they changed: bodies for new items, materials,
// collision filters, then each changed behaviour's constraints and boundaries.
extension DynamicAnimator {
    /// Collision filter bits are 32 wide and each collision behaviour takes two (its items, its boundaries).
    static let maximumCollisionBehaviors = 16

    func sync() throws {
        guard needsSync else { return }
        for behavior in behaviors where behavior.needsSync { try behavior.validate() }
        try assignCollisionSlots()
        try syncBodies()
        if behaviors.contains(where: { $0 is DynamicItemBehavior && $0.needsSync }) {
            // Spring constants depend on masses.
            for case let attachment as AttachmentBehavior in behaviors { attachment.needsSync = true }
        }
        // Checked for every body before any is changed, so a bad density leaves Chipmunk untouched.
        for body in bodies { try body.check(material(for: body.item)) }
        for body in bodies {
            body.apply(material(for: body.item), stepSeconds: stepSeconds)
            cpShapeSetFilter(body.shape, collisionFilter(for: body.item))
        }
        for behavior in behaviors where behavior.needsSync {
            behavior.uninstall(from: self)
            try behavior.install(in: self)
            behavior.needsSync = false
        }
        needsSync = false
    }

    /// Creates bodies for items that joined and destroys those of items no behaviour names any more.
    private func syncBodies() throws {
        var named = Set<ObjectIdentifier>()
        for behavior in behaviors {
            for item in behavior.items {
                named.insert(ObjectIdentifier(item))
                guard bodyByItem[ObjectIdentifier(item)] == nil else { continue }
                let body = try SimulatedBody(item: item, in: space)
                bodies.append(body)
                bodyByItem[ObjectIdentifier(item)] = body
                shapeOwners[body.shape] = .item(body)
            }
        }
        for body in bodies where !named.contains(ObjectIdentifier(body.item)) {
            body.destroy(in: space)
            shapeOwners[body.shape] = nil
            bodyByItem[ObjectIdentifier(body.item)] = nil
        }
        bodies.removeAll { !named.contains(ObjectIdentifier($0.item)) }
    }

    private func material(for item: any DynamicItem) -> ItemMaterial {
        var material = ItemMaterial.default
        for case let behavior as DynamicItemBehavior in behaviors where behavior.contains(item) {
            material = behavior.material
        }
        return material
    }

    private func assignCollisionSlots() throws {
        let collisions = behaviors.compactMap { $0 as? CollisionBehavior }
        var used = Set(collisions.compactMap(\.filterSlot))
        for collision in collisions where collision.filterSlot == nil {
            guard let free = (0..<Self.maximumCollisionBehaviors).first(where: { !used.contains($0) }) else {
                throw DynamicsError.tooManyCollisionBehaviors(limit: Self.maximumCollisionBehaviors)
            }
            collision.filterSlot = free
            used.insert(free)
        }
    }

    /// An item collides with what the collision behaviours naming it allow, and with nothing else.
    private func collisionFilter(for item: any DynamicItem) -> cpShapeFilter {
        var categories: cpBitmask = 0
        var mask: cpBitmask = 0
        for case let collision as CollisionBehavior in behaviors where collision.contains(item) {
            guard let slot = collision.filterSlot else { continue }
            categories |= CollisionBehavior.itemBit(slot)
            if collision.mode.contains(.items) { mask |= CollisionBehavior.itemBit(slot) }
            if collision.mode.contains(.boundaries) { mask |= CollisionBehavior.boundaryBit(slot) }
        }
        return cpShapeFilter(group: 0, categories: categories, mask: mask)
    }
}
