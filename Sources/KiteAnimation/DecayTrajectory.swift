/// The non-generic core of a decay: one scalar motion per component.
struct DecayTrajectory: Sendable {
    let components: [DecayComponent]
    let settleTime: Double

    init(components: [DecayComponent]) {
        self.components = components
        settleTime = components.reduce(0) { max($0, $1.endTime) }
    }

    func sample(at t: Double) -> (value: AnimationVector, velocity: AnimationVector) {
        var value = AnimationVector.zero
        var velocity = AnimationVector.zero
        for i in components.indices {
            let s = components[i].sample(at: max(t, 0))
            value[i] = s.x
            velocity[i] = s.v
        }
        return (value, velocity)
    }
}
