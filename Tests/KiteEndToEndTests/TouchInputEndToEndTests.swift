import Foundation
import KiteGeometry
import KiteInput
import Testing

/// `wl_touch` end to end: the touch test compositor plays a script to `kite gallery --record`, and the recording
/// holds exactly the script's touches, in logical pixels at any scale, with its protocol times.
@Suite(.serialized) struct TouchInputEndToEndTests {
    /// Two fingers, a moved finger, an id reused while another is down, a cancel with no frame after it, and a last
    /// `up` with no frame after it (as weston 10 sends), then `close`.
    static let script = """
        100 down 0 100 120
        100 down 1 300 200
        100 frame
        200 motion 0 110 130
        200 frame
        300 up 0
        300 frame
        400 down 0 50 60
        400 frame
        500 cancel
        600 down 2 10 20
        600 frame
        700 up 2
        1000 close

        """

    @Test(arguments: [1, 2]) func recordsTheScriptedTouchesInLogicalPixels(scale: Int) throws {
        let touches = try TouchRecording.run(on: TouchCompositor(script: Self.script, scale: scale))
        #expect(
            touches.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 100, y: 120)), .touchDown(id: 1, location: Point(x: 300, y: 200)),
                .touchMotion(id: 0, location: Point(x: 110, y: 130)), .touchUp(id: 0),
                .touchDown(id: 0, location: Point(x: 50, y: 60)), .touchCancel,
                .touchDown(id: 2, location: Point(x: 10, y: 20)), .touchUp(id: 2),
            ])
        // Protocol times are the script's, from one base; cancel carries none.
        let base = try #require(touches.first?.protocolTimeMilliseconds)
        #expect(touches.map { $0.protocolTimeMilliseconds.map { $0 - base } } == [0, 0, 100, 200, 300, nil, 500, 600])
    }

    /// The touchscreen going away mid-touch (`wl_seat.capabilities` without touch) ends the active point with a
    /// cancel; when it comes back the client binds a new `wl_touch` and touches arrive again. The second touch
    /// waits for that bind (`await-touch`), not for a time: a client busy with its first frames binds late.
    @Test func touchThatDisappearsAndReturnsAtRunTimeIsFollowed() throws {
        let script = """
            100 down 0 100 120
            100 frame
            200 unplug
            300 plug
            300 await-touch
            400 down 0 200 220
            400 frame
            500 up 0
            500 frame
            600 close

            """
        let touches = try TouchRecording.run(on: TouchCompositor(script: script))
        #expect(
            touches.map(\.kind) == [
                .touchDown(id: 0, location: Point(x: 100, y: 120)), .touchCancel,
                .touchDown(id: 0, location: Point(x: 200, y: 220)), .touchUp(id: 0),
            ])
    }
}
