import KiteGeometry
import Testing

@testable import KiteInput

@Suite struct InputRecordingTests {
    @Test func everyKindRoundTripsThroughALine() throws {
        let kinds: [InputEventKind] = [
            .pointerEnter(location: Point(1, 2)), .pointerLeave, .pointerMotion(location: Point(3.5, -4)),
            .pointerButton(.left, pressed: true), .pointerAxis(.vertical, value: 10, value120: 120, source: .wheel),
            .touchDown(id: 3, location: Point(7, 8)), .touchMotion(id: 3, location: Point(9, 10)), .touchUp(id: 3),
            .touchCancel, .key(KeyEvent(keysym: Keysym.tab, pressed: true, modifiers: [.shift])),
            .keyboardFocus(false),
        ]
        let events = kinds.enumerated().map { InputEvent(time: Double($0.offset) * 0.25, kind: $0.element) }
        let text = try events.map(InputRecording.line(for:)).joined(separator: "\n")
        #expect(!text.contains("\n\n"))
        #expect(try InputRecording.events(from: text) == events)
    }

    @Test func crlfLineEndsAreAcceptedAndDecodeErrorsAreShort() throws {
        let lines = [
            #"{"kind":{"pointerEnter":{"location":{"x":1,"y":2}}},"time":0}"#,
            #"{"kind":{"pointerLeave":{}},"time":0.5}"#,
        ]
        #expect(try InputRecording.events(from: lines.joined(separator: "\r\n") + "\r\n").count == 2)
        let cases = [
            ("{oops", "not an input event: not valid JSON"),
            (#"{"kind":{"pointerLeave":{}}}"#, "not an input event: no 'time'"),
            (#"{"kind":{"pointerLeave":{}},"time":"x"}"#, "not an input event: expected Double at 'time'"),
        ]
        for (line, reason) in cases {
            #expect(throws: InputRecordingError(line: 2, reason: reason)) {
                try InputRecording.events(from: lines[0] + "\r\n" + line)
            }
        }
    }

    @Test func badLinesNameTheirLineNumber() {
        let good = #"{"time":0,"kind":{"touchCancel":{}}}"#
        #expect(throws: InputRecordingError.self) { try InputRecording.events(from: good + "\n\n{oops") }
        do {
            _ = try InputRecording.events(from: good + "\n\n{oops")
        } catch {
            #expect(error.line == 3)
        }
        let backwards = #"{"time":1,"kind":{"touchCancel":{}}}"# + "\n" + good
        do {
            _ = try InputRecording.events(from: backwards)
            Issue.record("time going backwards was accepted")
        } catch {
            #expect(error.line == 2)
        }
    }
}
