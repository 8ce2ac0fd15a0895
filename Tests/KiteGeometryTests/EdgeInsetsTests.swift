import KiteGeometry
import Testing

@Test func insetMovesEachEdgeByItsOwnAmount() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    let inset = rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(inset == Rect(x: 12, y: 21, width: 94, height: 46))
    // A flipped rectangle is standardized first.
    #expect(Rect(x: 110, y: 70, width: -100, height: -50).inset(by: .zero) == rect)
    #expect(!EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0).isFinite)
}
