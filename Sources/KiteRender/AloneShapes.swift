/// Where the instances of each shape the encoder drew as a run of its own (while batching) went this frame: the
/// first of its edge parts in `shapes`, and its straight sides' ramps in `flats`. A border drawn over such a shape
/// marks the ramps too (`SceneEncoder.hardenBackground`).
struct AloneShapes {
    /// One shape's instances: x, the first of its edge parts in `shapes`; y and z, where its ramps start and end
    /// in `flats`. Kept as one vector per shape so that a shape costs one append, not three.
    var shapes: [SIMD3<Int>] = []

    /// Forgets every shape, keeping the storage.
    mutating func removeAll() {
        shapes.removeAll(keepingCapacity: true)
    }
}
