import Testing

/// The pacing check on written-out protocol logs: a paced client passes, one that queues a frame or draws without
/// asking for a callback is caught.
@Suite struct FrameCallbackPacingTests {
    static let start = [
        "[1.0]  -> wl_surface@3.commit()",
        "[2.0]  -> wl_surface@3.frame(new id wl_callback@17)",
        "[2.1]  -> wp_presentation@6.feedback(wl_surface@3, new id wp_presentation_feedback@18)",
        "[2.2]  -> wl_surface@3.commit()",
    ]

    @Test func aFramePerCallbackIsPaced() {
        let lines =
            Self.start + [
                "[9.0] wl_callback@17.done(11956137)",
                "[9.1]  -> wl_surface@3.frame(new id wl_callback@19)",
                "[9.2]  -> wl_surface@3.commit()",
            ]
        let pacing = FrameCallbackPacing(protocolLines: lines)
        #expect(pacing.violations.isEmpty && pacing.pacedFrames == 2)
    }

    @Test func aFrameBeforeTheLastCallbackIsCaught() {
        let lines =
            Self.start + ["[3.1]  -> wl_surface@3.frame(new id wl_callback@19)", "[3.2]  -> wl_surface@3.commit()"]
        let pacing = FrameCallbackPacing(protocolLines: lines)
        #expect(pacing.violations.count == 1 && pacing.pacedFrames == 1)
    }

    @Test func aFrameWithoutACallbackIsCaught() {
        let lines = Self.start + ["[9.0] wl_callback@17.done(11956137)", "[9.2]  -> wl_surface@3.commit()"]
        #expect(FrameCallbackPacing(protocolLines: lines).violations.count == 1)
    }

    @Test func noFeedbackIsCaught() {
        #expect(!FrameCallbackPacing(protocolLines: ["[1.0]  -> wl_surface@3.commit()"]).violations.isEmpty)
    }
}
