import KiteGeometry
import KiteInput
import KiteTestSupport
import Testing

@testable import KitePlatform

/// `wl_touch` batching, fed protocol sequences by hand; surfaces are strings.
struct TouchFrameAccumulatorTests {
    typealias Accumulator = TouchFrameAccumulator<String>

    func kinds(_ batch: [RoutedInputEvent<String>]) -> [InputEventKind] { batch.map(\.event.kind) }

    @Test func holdsEventsUntilTheFrameAndKeepsTheirOrderTimesAndSurfaces() {
        var touch = Accumulator()
        touch.down(id: 0, target: "a", location: Point(x: 10, y: 20), time: 1.0, protocolTime: 100)
        touch.down(id: 1, target: "b", location: Point(x: 30.5, y: 40.25), time: 1.001, protocolTime: 100)
        #expect(touch.deliverStalled().isEmpty, "points are active: wait for the frame")
        let batch = touch.frame()
        #expect(
            kinds(batch) == [
                .touchDown(id: 0, location: Point(x: 10, y: 20)), .touchDown(id: 1, location: Point(x: 30.5, y: 40.25)),
            ])
        #expect(batch.map(\.target) == ["a", "b"])
        #expect(batch.map(\.event.time) == [1.0, 1.001])
        #expect(batch.map(\.event.protocolTimeMilliseconds) == [100, 100])
        #expect(touch.frame().isEmpty, "a frame delivers its events once")
        touch.motion(id: 1, location: Point(x: 31, y: 41), time: 1.016, protocolTime: 116)
        touch.motion(id: 7, location: Point(x: 0, y: 0), time: 1.016, protocolTime: 116)
        #expect(kinds(touch.frame()) == [.touchMotion(id: 1, location: Point(x: 31, y: 41))])
    }

    @Test func idsAreReusedAfterUp() {
        var touch = Accumulator()
        touch.down(id: 3, target: "a", location: Point(x: 1, y: 1), time: 0, protocolTime: 0)
        _ = touch.frame()
        touch.up(id: 3, time: 0.1, protocolTime: 100)
        touch.down(id: 3, target: "b", location: Point(x: 2, y: 2), time: 0.1, protocolTime: 100)
        let batch = touch.frame()
        #expect(kinds(batch) == [.touchUp(id: 3), .touchDown(id: 3, location: Point(x: 2, y: 2))])
        #expect(batch.map(\.target) == ["a", "b"])
        #expect(touch.activePoints == [3: "b"])
    }

    @Test func aDownForAnActiveIdEndsTheOldPointFirst() {
        var touch = Accumulator()
        touch.down(id: 0, target: "a", location: Point(x: 1, y: 1), time: 0, protocolTime: 0)
        touch.down(id: 0, target: "a", location: Point(x: 5, y: 5), time: 0.1, protocolTime: 100)
        #expect(
            kinds(touch.frame()) == [
                .touchDown(id: 0, location: Point(x: 1, y: 1)), .touchUp(id: 0),
                .touchDown(id: 0, location: Point(x: 5, y: 5)),
            ])
    }

    @Test func cancelEndsEveryActivePointOncePerSurfaceWithoutAFrame() {
        var touch = Accumulator()
        touch.down(id: 0, target: "a", location: Point(x: 1, y: 1), time: 0, protocolTime: 0)
        touch.down(id: 1, target: "b", location: Point(x: 2, y: 2), time: 0, protocolTime: 0)
        touch.down(id: 2, target: "a", location: Point(x: 3, y: 3), time: 0, protocolTime: 0)
        _ = touch.frame()
        touch.motion(id: 2, location: Point(x: 4, y: 4), time: 0.5, protocolTime: 500)
        let batch = touch.cancel(time: 0.6)
        #expect(kinds(batch) == [.touchMotion(id: 2, location: Point(x: 4, y: 4)), .touchCancel, .touchCancel])
        #expect(batch.map(\.target) == ["a", "a", "b"])
        #expect(batch.last?.event.time == 0.6)
        #expect(touch.activePoints.isEmpty)
        #expect(touch.frame().isEmpty)
        // After the cancel the ids start afresh.
        touch.down(id: 0, target: "b", location: Point(x: 9, y: 9), time: 1, protocolTime: 1000)
        #expect(kinds(touch.frame()) == [.touchDown(id: 0, location: Point(x: 9, y: 9))])
    }

    @Test func theLastUpIsDeliveredWithoutWaitingForAFrameAsWeston10SendsNone() {
        var touch = Accumulator()
        touch.down(id: 0, target: "a", location: Point(x: 1, y: 1), time: 0, protocolTime: 0)
        touch.down(id: 1, target: "a", location: Point(x: 2, y: 2), time: 0, protocolTime: 0)
        _ = touch.frame()
        touch.up(id: 0, time: 0.2, protocolTime: 200)
        #expect(touch.deliverStalled().isEmpty, "id 1 is still down: its frame will come")
        _ = touch.frame()
        touch.up(id: 1, time: 0.3, protocolTime: 300)
        #expect(kinds(touch.deliverStalled()) == [.touchUp(id: 1)])
        #expect(touch.frame().isEmpty, "a late frame finds nothing left to deliver")
    }

    /// Ten fingers going down, moving and lifting in random order match a simple model of the active set.
    @Test func manyPointsMatchAModelOfTheActiveSet() {
        var generator = SplitMix64(seed: 6)
        var touch = Accumulator()
        var model = Set<Int32>()
        var delivered: [InputEventKind] = []
        var expected: [InputEventKind] = []
        for step in 0..<2000 {
            let id = Int32(generator.next() % 10)
            let location = Point(x: Double(step % 640), y: Double(step % 480))
            if model.contains(id) {
                if generator.next() % 3 == 0 {
                    touch.up(id: id, time: Double(step), protocolTime: UInt32(step))
                    model.remove(id)
                    expected.append(.touchUp(id: id))
                } else {
                    touch.motion(id: id, location: location, time: Double(step), protocolTime: UInt32(step))
                    expected.append(.touchMotion(id: id, location: location))
                }
            } else {
                touch.down(id: id, target: "a", location: location, time: Double(step), protocolTime: UInt32(step))
                model.insert(id)
                expected.append(.touchDown(id: id, location: location))
            }
            if generator.next() % 4 == 0 { delivered += kinds(touch.frame()) }
            #expect(Set(touch.activePoints.keys) == model)
        }
        delivered += kinds(touch.frame())
        #expect(delivered == expected)
    }
}
