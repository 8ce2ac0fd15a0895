/// CPU milliseconds spent in each `FramePhase` of one frame; each is >= 0.
public struct PhaseTimes: Sendable, Equatable {
    public var inputMilliseconds: Double
    public var animationMilliseconds: Double
    public var layoutMilliseconds: Double
    public var submitMilliseconds: Double

    public init(
        inputMilliseconds: Double = 0, animationMilliseconds: Double = 0, layoutMilliseconds: Double = 0,
        submitMilliseconds: Double = 0
    ) {
        self.inputMilliseconds = inputMilliseconds
        self.animationMilliseconds = animationMilliseconds
        self.layoutMilliseconds = layoutMilliseconds
        self.submitMilliseconds = submitMilliseconds
    }

    /// The milliseconds spent in `phase`.
    public subscript(phase: FramePhase) -> Double {
        get {
            switch phase {
            case .input: return inputMilliseconds
            case .animation: return animationMilliseconds
            case .layout: return layoutMilliseconds
            case .submit: return submitMilliseconds
            }
        }
        set {
            switch phase {
            case .input: inputMilliseconds = newValue
            case .animation: animationMilliseconds = newValue
            case .layout: layoutMilliseconds = newValue
            case .submit: submitMilliseconds = newValue
            }
        }
    }

    /// The sum of all phases, milliseconds.
    public var totalMilliseconds: Double {
        inputMilliseconds + animationMilliseconds + layoutMilliseconds + submitMilliseconds
    }
}
