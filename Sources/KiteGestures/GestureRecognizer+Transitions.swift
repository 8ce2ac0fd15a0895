extension GestureRecognizer {
    /// Moves the recogniser's logic to `next` at host time `time`. The system may hold a recognition back (failure
    /// requirements) or turn it into `failed` (another recogniser owns the touches). From `possible`, `cancelled`
    /// is reported as `failed`: a gesture that never began cannot be cancelled.
    func transition(to next: GestureState, at time: Double) {
        guard !logicalState.isFinal else { return }
        logicalState = state == .possible && next == .cancelled ? .failed : next
        if !pending.isEmpty || (state == .possible && next.startsRecognition && mustWait) {
            if logicalState == .failed || logicalState == .cancelled {
                logicalState = .failed
                pending = []
                publish(.failed, at: time)
            } else {
                pending.append(next)
            }
            return
        }
        commit(logicalState, at: time)
    }

    /// Ends the gesture from outside (touch cancel, another recogniser claiming the touches, a requirement that
    /// recognised, removal): `failed` if it was engaged but had not begun, `cancelled` if it had; an idle recogniser
    /// reports nothing.
    func forceEnd(at time: Double) {
        if state.isActive {
            logicalState = .cancelled
            publish(.cancelled, at: time)
        } else if state == .possible && isEngaged {
            logicalState = .failed
            pending = []
            publish(.failed, at: time)
        }
    }

    /// Reports the held-back transitions once no failure requirement is engaged any more.
    func releasePendingIfPossible(at time: Double) {
        guard !pending.isEmpty, !mustWait else { return }
        let queue = pending
        pending = []
        // Several held-back `changed` in a row report once: the values are the latest anyway.
        for (index, next) in queue.enumerated()
        where !(next == .changed && queue.dropFirst(index + 1).first == .changed) {
            commit(next, at: time)
        }
    }

    /// Back to `possible` after a final state once every touch has lifted.
    func reset() {
        (state, logicalState, pending) = (.possible, .possible, [])
        resetGesture()
    }

    private var mustWait: Bool {
        failureRequirements.contains { requirement in
            guard let other = requirement.recognizer, other.system != nil, other.isEnabled else { return false }
            return other.state == .possible && other.isEngaged
        }
    }

    private func commit(_ next: GestureState, at time: Double) {
        guard !state.isFinal else { return }
        if state == .possible && next.startsRecognition, let system, !system.claimTouches(for: self) {
            logicalState = .failed
            publish(.failed, at: time)
            return
        }
        publish(next, at: time)
    }

    private func publish(_ next: GestureState, at time: Double) {
        let previous = state
        state = next
        stateDidChange?(self, next, time)
        system?.recognizer(self, didChangeFrom: previous, at: time)
    }
}

extension GestureState {
    /// A transition out of `possible` that means the gesture was recognised.
    var startsRecognition: Bool { self == .began || self == .ended }
}
