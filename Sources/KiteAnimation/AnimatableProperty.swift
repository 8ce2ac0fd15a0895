/// How the animator reads and writes one property of a target, as Pop's `POPAnimatableProperty` read/write blocks.
///
/// A key path works everywhere but the runtime's key-path setter allocates on every write; the renderer's layer
/// declares its properties with direct accessors instead so that steady-state frames allocate nothing.
public struct AnimatableProperty<Target: AnyObject, Value: Animatable>: Sendable {
    /// A name for diagnostics, for instance "position".
    public let name: String
    public let get: @Sendable (Target) -> Value
    public let set: @Sendable (Target, Value) -> Void
    /// `get` and `set` fused with the conversion to and from packed components. Built in the inlinable initialiser,
    /// so they are compiled where `Target` and `Value` are concrete and the animator's per-frame calls need no
    /// generic dispatch.
    @usableFromInline let readVector: @Sendable (Target) -> AnimationVector
    @usableFromInline let writeVector: @Sendable (Target, AnimationVector) -> Void

    @inlinable
    public init(
        name: String, get: @escaping @Sendable (Target) -> Value, set: @escaping @Sendable (Target, Value) -> Void
    ) {
        self.name = name
        self.get = get
        self.set = set
        readVector = { get($0).animationVector }
        writeVector = { set($0, Value(animationVector: $1)) }
    }

    /// A property backed by a key path (simplest to declare; one small allocation per write).
    @inlinable
    public init(_ keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable) {
        self.init(
            name: "\(keyPath)", get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }
}
