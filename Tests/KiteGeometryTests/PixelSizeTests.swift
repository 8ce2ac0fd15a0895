import Testing

@testable import KiteGeometry

@Suite struct PixelSizeTests {
    @Test func widthByHeightIsRead() {
        #expect(PixelSize(parsing: "800x600") == PixelSize(width: 800, height: 600))
        #expect(PixelSize(parsing: "1X2") == PixelSize(width: 1, height: 2))
    }

    @Test(arguments: ["", "800", "x600", "800x", "800x600x", "800xx600", "800x600x2", "a00x600", "800 x 600", "8e2x6"])
    func anythingElseIsNotASize(text: String) {
        #expect(PixelSize(parsing: text) == nil)
    }
}
