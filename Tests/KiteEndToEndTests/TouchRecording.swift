import Foundation
import KiteInput
import Testing

/// The touch events of a `--record` file, and the run that writes one on the touch compositor.
enum TouchRecording {
    /// The touch events (down, motion, up, cancel) recorded in `path`, in order.
    static func touches(inRecording path: String) throws -> [InputEvent] {
        try InputRecording.events(from: String(contentsOfFile: path, encoding: .utf8)).filter(\.kind.isTouch)
    }

    /// Runs `kite gallery --continuous` (plus `arguments`) with `--record` on `compositor` until its script closes
    /// the window, and returns the touches recorded. Kite failing ends the test; a script not played to its end is
    /// recorded as an issue.
    static func run(on compositor: TouchCompositor, arguments: [String] = []) throws -> [InputEvent] {
        let record = "\(compositor.runtimeDirectory)/input.jsonl"
        let result = try KiteBinary.run(
            ["gallery", "--continuous"] + arguments + ["--record", record], environment: compositor.clientEnvironment)
        try #require(result.status == 0, "kite failed: \(result.standardError)")
        let outcome = try compositor.finish()
        #expect(outcome.status == 0, "the whole script was not played: \(outcome.standardError)")
        return try touches(inRecording: record)
    }
}

extension InputEventKind {
    /// A touch event: down, motion, up or cancel.
    var isTouch: Bool {
        switch self {
        case .touchDown, .touchMotion, .touchUp, .touchCancel: return true
        default: return false
        }
    }
}
