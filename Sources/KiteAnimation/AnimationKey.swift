/// Identity of a keyed animation: the target object and the key string.
struct AnimationKey: Hashable {
    let object: ObjectIdentifier
    let name: String
}
