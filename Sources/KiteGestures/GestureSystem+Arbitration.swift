extension GestureSystem {
    /// Called when `recognizer` is about to recognise: returns false (it must fail) when another recogniser that
    /// is not simultaneous with it already owns one of its touches; otherwise it now owns them, unless it yields.
    func claimTouches(for recognizer: GestureRecognizer) -> Bool {
        for touch in recognizer.touches {
            if let owner = owners[touch.id], owner !== recognizer, !owner.recognizesSimultaneously(with: recognizer) {
                return false
            }
        }
        guard !recognizer.yieldsToRivals else { return true }
        for touch in recognizer.touches where owners[touch.id] == nil {
            owners[touch.id] = recognizer
        }
        return true
    }

    /// After a reported change: a recognition ends every rival sharing its touches and fails the recognisers that
    /// required it to fail; a failure may release recognisers that were waiting for it.
    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom previous: GestureState, at time: Double) {
        if previous == .possible && recognizer.state.startsRecognition {
            if !recognizer.yieldsToRivals { endRivals(of: recognizer, at: time) }
            failDependents(of: recognizer, at: time)
        } else if recognizer.state == .failed {
            for other in recognizers where other !== recognizer { other.releasePendingIfPossible(at: time) }
        }
    }

    private func endRivals(of winner: GestureRecognizer, at time: Double) {
        let ids = Set(winner.touches.map(\.id))
        for other in recognizers where other !== winner && !other.recognizesSimultaneously(with: winner) {
            if other.touches.contains(where: { ids.contains($0.id) }) { other.forceEnd(at: time) }
        }
    }

    private func failDependents(of recognizer: GestureRecognizer, at time: Double) {
        for other in recognizers where other.state == .possible && other.isEngaged {
            if other.failureRequirements.contains(where: { $0.recognizer === recognizer }) { other.forceEnd(at: time) }
        }
    }
}
