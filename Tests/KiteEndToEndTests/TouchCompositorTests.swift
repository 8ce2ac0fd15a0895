import Foundation
import Testing

/// The touch test compositor itself: the real `kite gallery` renders and presents on it (Mesa's EGL on llvmpipe
/// sends wl_shm buffers), and it refuses bad scripts with the line at fault.
@Suite(.serialized) struct TouchCompositorTests {
    @Test(arguments: [1, 2]) func kiteRendersAndPresentsAtTheOutputScale(scale: Int) throws {
        let compositor = try TouchCompositor(script: "", scale: scale)
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "10", "--size", "320x200"],
            environment: compositor.clientEnvironment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let outcome = try compositor.finish()
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // Ten frames paced by frame callbacks, each a rendered image; the last one at device resolution.
        #expect(outcome.buffers >= 10)
        #expect(outcome.buffersWithImage == outcome.buffers)
        #expect(outcome.lastBufferWidth == 320 * scale && outcome.lastBufferHeight == 200 * scale)
        #expect(outcome.lastBufferScale == scale)
    }

    @Test func reportsAClientThatLeavesBeforeTheScriptEnds() throws {
        let compositor = try TouchCompositor(script: "60000 down 0 10 10\n")
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "3"], environment: compositor.clientEnvironment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let outcome = try compositor.finish()
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("the client left after 0 of 1 script steps"))
    }

    @Test(arguments: [
        ("10 down 0 1 1\n20 up 1\n", "touch.script:2: up of an id that is not down"),
        ("10 down 0 1 1\n20 down 0 2 2\n", "touch.script:2: this id is already down"),
        ("# comment\n10 motion 3 1 1\n", "touch.script:2: motion of an id that is not down"),
        ("20 frame\n10 frame\n", "touch.script:2: time goes backwards"),
        ("10 tap 0 1 1\n", "touch.script:1: unknown verb"),
        ("10 down 0 1\n", "touch.script:1: expected ID X Y"),
        ("10 up 0 extra\n", "touch.script:1: unexpected text after the arguments"),
        ("10 await 0 800 600\n", "touch.script:1: expected N W H, each at least 1"),
        ("10 await-touch 1\n", "touch.script:1: unexpected text after the arguments"),
    ])
    func rejectsABadScriptWithTheLineAtFault(script: String, message: String) throws {
        do {
            _ = try TouchCompositor(script: script)
            Issue.record("the compositor accepted a bad script")
        } catch let error as TestSetupError {
            #expect(error.description.contains(message), "\(error)")
        }
    }
}
