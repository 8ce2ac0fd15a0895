import CChipmunk
import KiteGeometry

/// What a Chipmunk shape stands for.
enum ShapeOwner {
    case item(SimulatedBody)
    case boundary(slot: Int, identifier: String)
}

/// A contact seen by a Chipmunk callback during a step, waiting for the step to end.
struct PendingContact {
    let phase: ContactEvent.Phase
    let first: ShapeOwner
    let second: ShapeOwner
    let point: Point?
}

// Contacts: Chipmunk reports them from inside `cpSpaceStep`, while the space is locked; they are queued and turned
// into `ContactEvent`s once the step is over, so handlers may change behaviours freely.
extension DynamicAnimator {
    func installContactCallbacks() {
        let handler = cpSpaceAddDefaultCollisionHandler(space)!
        // The space never outlives the animator (deinit frees it), so an unretained pointer back is safe.
        handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        // The C callbacks capture nothing (C function pointers cannot); they find the animator through userData.
        handler.pointee.beginFunc = { arbiter, _, userData in
            DynamicAnimator.from(userData).record(arbiter, phase: .began)
            return 1  // cpTrue: let Chipmunk resolve the contact.
        }
        handler.pointee.separateFunc = { arbiter, _, userData in
            DynamicAnimator.from(userData).record(arbiter, phase: .ended)
        }
    }

    /// The animator whose unretained pointer `installContactCallbacks` stored as the handler's user data.
    private static func from(_ userData: cpDataPointer?) -> DynamicAnimator {
        Unmanaged<DynamicAnimator>.fromOpaque(userData!).takeUnretainedValue()
    }

    private func record(_ arbiter: OpaquePointer?, phase: ContactEvent.Phase) {
        guard !isTearingDown, let arbiter else { return }
        var shapeA: OpaquePointer?
        var shapeB: OpaquePointer?
        cpArbiterGetShapes(arbiter, &shapeA, &shapeB)
        guard let shapeA, let shapeB, let first = shapeOwners[shapeA], let second = shapeOwners[shapeB] else {
            return
        }
        let point = phase == .began && cpArbiterGetCount(arbiter) > 0 ? cpArbiterGetPointA(arbiter, 0).point : nil
        pendingContacts.append(PendingContact(phase: phase, first: first, second: second, point: point))
    }

    func dispatchContacts() {
        guard !pendingContacts.isEmpty else { return }
        let contacts = pendingContacts
        pendingContacts.removeAll()
        for contact in contacts { dispatch(contact) }
    }

    private func dispatch(_ contact: PendingContact) {
        switch (contact.first, contact.second) {
        case (.item(let body), .boundary(let slot, let identifier)),
            (.boundary(let slot, let identifier), .item(let body)):
            let event = ContactEvent(
                phase: contact.phase, item: body.item, partner: .boundary(identifier: identifier),
                timeSeconds: time, point: contact.point)
            for case let collision as CollisionBehavior in behaviors where collision.filterSlot == slot {
                collision.contactHandler?(event)
            }
            if contact.phase == .began, completionPolicy == .firstContact(boundary: identifier) { complete() }
        case (.item(let a), .item(let b)):
            let event = ContactEvent(
                phase: contact.phase, item: a.item, partner: .item(b.item), timeSeconds: time, point: contact.point)
            for case let collision as CollisionBehavior in behaviors
            where collision.mode.contains(.items) && collision.contains(a.item) && collision.contains(b.item) {
                collision.contactHandler?(event)
            }
        case (.boundary, .boundary):
            break
        }
    }
}
