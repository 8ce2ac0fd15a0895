import KiteScene
import Testing

/// `BufferAgeDamage` against a model swap chain: buffers that keep whatever was last drawn into them, handed out in
/// turn (and now and then lost: age 0), each frame repainted only inside the region the bookkeeping asks for. After
/// every frame the presented buffer must hold exactly the frame, pixel for pixel.
@Suite struct BufferAgeDamageTests {
    static let (width, height) = (24, 16)

    /// A small deterministic generator (SplitMix64), so every run draws the same frames.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A buffer: each pixel holds the number of the frame that last wrote it; `drawnFrame` is the frame it
    /// presented last (nil: never drawn or lost).
    struct Buffer {
        var pixels = [Int](repeating: -1, count: BufferAgeDamageTests.width * BufferAgeDamageTests.height)
        var drawnFrame: Int?
    }

    static func randomDamage(_ numbers: inout Numbers) -> Damage {
        var damage = Damage()
        for _ in 0..<numbers.next(4) {
            let x = numbers.next(width)
            let y = numbers.next(height)
            damage.add(PixelRect(x: x, y: y, width: 1 + numbers.next(width - x), height: 1 + numbers.next(height - y)))
        }
        return damage
    }

    static func covers(_ damage: Damage, _ x: Int, _ y: Int) -> Bool {
        damage.rects.contains { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }
    }

    @Test(arguments: [2, 3, 4], [1, 2, 3])
    func repaintingOnlyTheAskedRegionGivesTheWholeFrame(buffers count: Int, seed: UInt64) {
        var numbers = Numbers(state: seed)
        var buffers = [Buffer](repeating: Buffer(), count: count)
        var truth = [Int](repeating: -1, count: Self.width * Self.height)
        var bookkeeping = BufferAgeDamage()
        var repainted = 0
        for frame in 0..<300 {
            // The frame: its own damage takes the frame's number in the true image.
            let own = frame == 0 ? Damage.full(width: Self.width, height: Self.height) : Self.randomDamage(&numbers)
            for y in 0..<Self.height {
                for x in 0..<Self.width where Self.covers(own, x, y) { truth[y * Self.width + x] = frame }
            }
            // The swap chain hands out its buffers in turn; now and then one comes back reallocated (age 0).
            let index = frame % count
            if numbers.next(17) == 0 { buffers[index] = Buffer() }
            let age = buffers[index].drawnFrame.map { frame - $0 } ?? 0
            let region = bookkeeping.repaint(current: own, age: age, width: Self.width, height: Self.height)
            for y in 0..<Self.height {
                for x in 0..<Self.width where Self.covers(region, x, y) {
                    buffers[index].pixels[y * Self.width + x] = truth[y * Self.width + x]
                }
            }
            repainted += region.area
            buffers[index].drawnFrame = frame
            bookkeeping.record(own)
            #expect(buffers[index].pixels == truth, "frame \(frame), age \(age)")
            if buffers[index].pixels != truth { return }
        }
        // Not a full repaint every frame: the point of the bookkeeping.
        #expect(repainted < 300 * Self.width * Self.height * 3 / 4)
    }

    /// Against the simplest model of a back buffer: whatever the swap chain, a buffer of age a at frame f holds the
    /// picture of frame f - a (age 0, or older than any frame: unknown pixels). Ages are drawn at random each frame,
    /// 0 to two past the history, as no real swap chain would order them. Repainting the asked region over the
    /// buffer's picture must give frame f's picture; ages 0 and beyond the history (or the frames recorded) must
    /// repaint everything; otherwise nothing outside the bounding box of the frames' damage since is repainted.
    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomAgesAgainstTheBufferHoldsAnEarlierFrameModel(seed: UInt64) {
        var numbers = Numbers(state: seed)
        var bookkeeping = BufferAgeDamage()
        // Every frame's picture (the frame number that last wrote each pixel) and its own damage, never trimmed.
        var pictures: [[Int]] = []
        var damages: [Damage] = []
        var picture = [Int](repeating: -1, count: Self.width * Self.height)
        var partial = 0
        for frame in 0..<400 {
            let own = frame == 0 ? Damage.full(width: Self.width, height: Self.height) : Self.randomDamage(&numbers)
            for y in 0..<Self.height {
                for x in 0..<Self.width where Self.covers(own, x, y) { picture[y * Self.width + x] = frame }
            }
            let age = numbers.next(BufferAgeDamage.historyLength + 3)
            let region = bookkeeping.repaint(current: own, age: age, width: Self.width, height: Self.height)
            let known = age >= 1 && age <= min(frame, BufferAgeDamage.historyLength)
            if known {
                // The buffer holds frame - age; repaint the region over it.
                var buffer = pictures[frame - age]
                for y in 0..<Self.height {
                    for x in 0..<Self.width where Self.covers(region, x, y) {
                        buffer[y * Self.width + x] = picture[y * Self.width + x]
                    }
                }
                let whole = buffer == picture
                #expect(whole, "frame \(frame), age \(age)")
                var needed = own
                for past in damages.suffix(age - 1) { needed.formUnion(past) }
                let box = needed.bounds
                #expect(region.rects.allSatisfy { r in box.map { $0.contains(r) } ?? false }, "frame \(frame)")
                if !region.coversSurface(width: Self.width, height: Self.height) { partial += 1 }
            } else {
                #expect(region.coversSurface(width: Self.width, height: Self.height), "frame \(frame), age \(age)")
            }
            pictures.append(picture)
            damages.append(own)
            bookkeeping.record(own)
        }
        // Known ages mostly repaint less than everything: the bookkeeping is worth having.
        #expect(partial > 100)
    }

    @Test func unknownOrTooOldContentIsRepaintedWhole() {
        var bookkeeping = BufferAgeDamage()
        let own = Damage([PixelRect(x: 1, y: 2, width: 3, height: 4)])
        let full = Damage.full(width: 10, height: 10)
        // Nothing recorded yet: even a buffer of age 1 holds no frame drawn under this bookkeeping.
        #expect(bookkeeping.repaint(current: own, age: 1, width: 10, height: 10) == full)
        bookkeeping.record(Damage())
        #expect(bookkeeping.repaint(current: own, age: 1, width: 10, height: 10) == own)
        #expect(bookkeeping.repaint(current: own, age: 2, width: 10, height: 10) == full)
        for _ in 0..<BufferAgeDamage.historyLength { bookkeeping.record(own) }
        #expect(bookkeeping.repaint(current: own, age: 0, width: 10, height: 10) == full)
        #expect(bookkeeping.repaint(current: own, age: BufferAgeDamage.historyLength, width: 10, height: 10) == own)
        #expect(
            bookkeeping.repaint(current: own, age: BufferAgeDamage.historyLength + 1, width: 10, height: 10) == full)
        bookkeeping.reset()
        #expect(bookkeeping.repaint(current: own, age: 2, width: 10, height: 10) == full)
    }
}
