import KiteInput
import Testing

@testable import KitePlatform

struct InputRouterTests {
    let a = OpaquePointer(bitPattern: 0x1000)!
    let b = OpaquePointer(bitPattern: 0x2000)!

    @Test func eachSurfaceDrainsOnlyItsOwnEventsAndUnknownSurfacesGetNone() {
        let router = InputRouter()
        router.register(a)
        router.register(b)
        router.deliver(InputEvent(time: 1, kind: .pointerLeave), to: a)
        router.deliver(InputEvent(time: 2, kind: .keyboardFocus(true)), to: b)
        router.deliver(InputEvent(time: 3, kind: .touchCancel), to: OpaquePointer(bitPattern: 0x3000)!)
        #expect(router.take(for: a).map(\.kind) == [.pointerLeave])
        #expect(router.take(for: a).isEmpty)
        #expect(router.take(for: b).map(\.kind) == [.keyboardFocus(true)])
        router.unregister(a)
        router.deliver(InputEvent(time: 4, kind: .pointerLeave), to: a)
        #expect(router.take(for: a).isEmpty)
    }

    @Test func timesStayNonDecreasingPerSurfaceAcrossBatches() throws {
        let router = InputRouter()
        router.register(a)
        router.register(b)
        router.deliver(InputEvent(time: 5, kind: .pointerLeave), to: a)
        router.deliver(InputEvent(time: 4.9, kind: .keyboardFocus(false)), to: a)
        router.deliver(InputEvent(time: 4.8, kind: .keyboardFocus(false)), to: b)
        #expect(router.take(for: a).map(\.time) == [5, 5])
        router.deliver(InputEvent(time: 4.95, kind: .pointerLeave), to: a)
        router.deliver(InputEvent(time: 6, kind: .pointerLeave), to: a)
        let later = router.take(for: a)
        #expect(later.map(\.time) == [5, 6])
        #expect(router.take(for: b).map(\.time) == [4.8], "surfaces are independent")
        // So any batch the router produces is a valid recording.
        let text = try later.map { try InputRecording.line(for: $0) }.joined(separator: "\n")
        #expect(try InputRecording.events(from: text) == later)
    }
}
