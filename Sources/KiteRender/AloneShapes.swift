/// Where the instances of each shape the encoder drew as a run of its own (while batching) went this frame: the
/// first of its edge parts in `shapes`, and its straight sides' ramps in `flats`. A border drawn over such a shape
/// marks the ramps too (`SceneEncoder.hardenBackground`).
struct AloneShapes {
    var partStarts: [Int] = []
    var rampStarts: [Int] = []
    var rampEnds: [Int] = []

    /// Forgets every shape, keeping the storage.
    mutating func removeAll() {
        partStarts.removeAll(keepingCapacity: true)
        rampStarts.removeAll(keepingCapacity: true)
        rampEnds.removeAll(keepingCapacity: true)
    }
}
