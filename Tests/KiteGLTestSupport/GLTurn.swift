import Testing

/// The one serialisation point for tests that use GL: every test case carrying this trait (directly, or through
/// a suite such as a target's `OnGL`) waits for its turn, so no two of them run at once anywhere in the test
/// process.
///
/// Why: all test targets run in one process, and Mesa's llvmpipe gives every context its own rasteriser threads;
/// GL tests side by side on a loaded machine starve each other and run into their wall-clock limits, and one EGL
/// display is shared by the whole process. Waiting is a suspension, not a blocked thread, so the other tests go on.
public struct GLTurn: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test in a suite that carries it.
    public var isRecursive: Bool { true }

    /// A scope per test case only: a suite-level turn would hold the turn its own tests wait for.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> GLTurn? { testCase == nil ? nil : self }

    /// Runs `function` while holding the turn.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await Self.queue.acquire()
        do {
            try await Self.$isHeld.withValue(true) { try await function() }
        } catch {
            await Self.queue.release()
            throw error
        }
        await Self.queue.release()
    }

    /// True inside a test case that holds the turn.
    @TaskLocal public static var isHeld = false

    private static let queue = TurnQueue()
}

extension Trait where Self == GLTurn {
    /// The test (or every test of the suite) uses GL: it runs alone among GL tests.
    public static var usesGL: GLTurn { GLTurn() }
}

/// First come, first served: one holder, the others suspended in arrival order.
private actor TurnQueue {
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            // The turn passes straight to the next waiter; it stays taken.
            waiting.removeFirst().resume()
        }
    }
}
