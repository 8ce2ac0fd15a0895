import KiteGeometry
import KiteInput
import Testing

@testable import KitePlatform

struct PointerFrameAccumulatorTests {
    @Test func eventsOfOneFrameArriveTogetherOnTheFocusedSurface() {
        var pointer = PointerFrameAccumulator<String>()
        pointer.motion(location: Point(x: 1, y: 1), time: 0, protocolTime: 0)
        #expect(pointer.frame().isEmpty, "no focus yet: motion is dropped")
        pointer.enter(target: "a", location: Point(x: 10.5, y: 20.25), time: 1)
        pointer.motion(location: Point(x: 11, y: 21), time: 1.01, protocolTime: 1010)
        pointer.button(.left, pressed: true, time: 1.02, protocolTime: 1020)
        #expect(pointer.pending.count == 3)
        let batch = pointer.frame()
        #expect(
            batch.map(\.event.kind) == [
                .pointerEnter(location: Point(x: 10.5, y: 20.25)), .pointerMotion(location: Point(x: 11, y: 21)),
                .pointerButton(.left, pressed: true),
            ])
        #expect(batch.map(\.event.protocolTimeMilliseconds) == [nil, 1010, 1020])
        #expect(batch.allSatisfy { $0.target == "a" })
    }

    @Test func leaveAndEnterInOneFrameGoToTheirOwnSurfaces() {
        var pointer = PointerFrameAccumulator<String>()
        pointer.enter(target: "a", location: Point(x: 0, y: 0), time: 0)
        _ = pointer.frame()
        pointer.leave(time: 1)
        pointer.enter(target: "b", location: Point(x: 5, y: 6), time: 1)
        let batch = pointer.frame()
        #expect(batch.map(\.target) == ["a", "b"])
        #expect(batch.map(\.event.kind) == [.pointerLeave, .pointerEnter(location: Point(x: 5, y: 6))])
    }

    @Test func scrollPartsMergeIntoOneEventPerAxis() {
        var pointer = PointerFrameAccumulator<String>()
        pointer.enter(target: "a", location: Point(x: 0, y: 0), time: 0)
        _ = pointer.frame()
        pointer.axisSource(.wheel)
        pointer.axisValue120(.vertical, value120: 120, time: 2)
        pointer.axis(.vertical, value: 15, time: 2, protocolTime: 2000)
        pointer.axis(.horizontal, value: -7.5, time: 2, protocolTime: 2000)
        #expect(
            pointer.frame().map(\.event.kind) == [
                .pointerAxis(.vertical, value: 15, value120: 120, source: .wheel),
                .pointerAxis(.horizontal, value: -7.5, value120: nil, source: .wheel),
            ])
        pointer.axis(.vertical, value: 3, time: 3, protocolTime: 3000)
        #expect(
            pointer.frame().map(\.event.kind) == [.pointerAxis(.vertical, value: 3, value120: nil, source: nil)],
            "the source belongs to one frame only")
    }

    @Test func fixedPointCoordinatesAndProtocolEnumsMapExactly() {
        #expect(SeatPointer.double(fixed: 256 * 300 + 128) == 300.5)
        #expect(SeatPointer.double(fixed: -64) == -0.25)
        #expect(SeatPointer.scrollAxis(0) == .vertical && SeatPointer.scrollAxis(1) == .horizontal)
        #expect(SeatPointer.scrollAxis(2) == nil)
        #expect(
            (0...3).map { SeatPointer.scrollSource($0) } == [.wheel, .finger, .continuous, .wheelTilt]
                && SeatPointer.scrollSource(4) == nil)
    }
}
