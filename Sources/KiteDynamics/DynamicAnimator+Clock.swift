import CChipmunk

// The fixed-step clock: however `advance(to:)` is called, the physics sees the same sequence of steps.
extension DynamicAnimator {
    /// Slack when turning a clock reading into a step count, in steps (1e-6): t = k/60 must give exactly 8k steps
    /// of 1/480 s although k/60 is rounded.
    public static let clockToleranceSteps = 1e-6
    /// Rounds of pivot position correction per step: one is exact for a single pivot; a chain of pivoted items
    /// (a double pendulum) needs a few for the pivots to hold within 0.01 pt together.
    static let positionCorrectionPasses = 4
    /// The most steps a single animator will take (decades at 480 Hz); a guard against absurd clocks.
    static let maximumStepCount = 1e12

    /// Runs every whole step up to `seconds` on the caller's clock, then writes each item's centre and angle back.
    /// Contact, rest and completion callbacks fire after the step that raised them.
    /// Throws if `seconds` is not finite or earlier than the previous call, or a behaviour value is out of range.
    public func advance(to seconds: Double) throws {
        try DynamicsError.check(seconds, "time")
        guard seconds >= lastAdvanceTime else {
            throw DynamicsError.timeWentBackwards(from: lastAdvanceTime, to: seconds)
        }
        let steps = ((seconds - startTime) / stepSeconds + Self.clockToleranceSteps).rounded(.down)
        guard steps < Self.maximumStepCount else {
            throw DynamicsError.invalidParameter(
                name: "time", value: seconds, expected: "at most \(Self.maximumStepCount) steps after the start")
        }
        try restThreshold.validate()
        let target = Int(steps)
        try checkFinite()
        while stepCount < target {
            try sync()
            try step()
            // Checked every step: Chipmunk fed an infinite position at the next step may abort or never return.
            try checkFinite()
        }
        lastAdvanceTime = seconds
        for body in bodies { body.writeBack() }
    }

    /// Throws once a body's state is no longer finite; from then on the animator refuses to step.
    private func checkFinite() throws {
        for body in bodies where !body.isFinite { throw DynamicsError.diverged(timeSeconds: time) }
    }

    private func step() throws {
        for body in bodies { body.prepareStep() }
        for behavior in behaviors { behavior.applyForces(in: self) }
        for body in bodies where !body.canStep(seconds: stepSeconds) {
            throw DynamicsError.diverged(timeSeconds: time)
        }
        cpSpaceStep(space, stepSeconds)
        // Each pivot's correction moves bodies that other pivots share (a chain of items), so the corrections are
        // repeated until they agree, as a Gauss-Seidel solver would.
        for _ in 0..<Self.positionCorrectionPasses {
            for behavior in behaviors { behavior.correctPositions(in: self) }
        }
        stepCount += 1
        dispatchContacts()
        updateRest()
    }

    private func updateRest() {
        let moving = bodies.contains { $0.isDynamic && $0.maximumPointSpeed > restThreshold.speed }
        guard !moving else {
            wake()
            return
        }
        let start = restStartStep ?? stepCount
        restStartStep = start
        let stillSeconds = Double(stepCount - start) * stepSeconds
        guard !isAtRest, stillSeconds >= restThreshold.durationSeconds else { return }
        isAtRest = true
        onRest?()
        if completionPolicy == .atRest { complete() }
    }

    func complete() {
        guard !isComplete else { return }
        isComplete = true
        onCompletion?()
    }
}
