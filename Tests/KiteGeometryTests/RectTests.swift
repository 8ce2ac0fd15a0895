import KiteGeometry
import KiteTestSupport
import Testing

@Suite struct RectTests {
    /// Against a model on a small integer grid: two rectangles intersect exactly when some unit cell lies in both.
    @Test func intersectsMatchesSharedUnitCells() {
        func cells(_ r: Rect) -> Set<[Int]> {
            var result = Set<[Int]>()
            for x in Int(r.minX)..<Int(r.maxX) { for y in Int(r.minY)..<Int(r.maxY) { result.insert([x, y]) } }
            return result
        }
        var seeded = SplitMix64(seed: 0x5EC7)
        for _ in 0..<2000 {
            func random() -> Rect {
                // Negative sizes too: the rectangle is the same as its standardized form.
                Rect(
                    x: Double(seeded.next() % 8), y: Double(seeded.next() % 8),
                    width: Double(Int(seeded.next() % 9) - 4), height: Double(Int(seeded.next() % 9) - 4))
            }
            let (a, b) = (random(), random())
            let shared = !cells(a).isDisjoint(with: cells(b))
            #expect(a.intersects(b) == shared, "\(a) \(b)")
            #expect(b.intersects(a) == shared)
        }
    }

    @Test func touchingEdgesAndEmptyRectanglesDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 0, y: 10, width: 5, height: 5)))
        #expect(a.intersects(Rect(x: 9.5, y: 9.5, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 2, y: 2, width: 0, height: 5)))
        #expect(a.intersects(a))
    }
}
