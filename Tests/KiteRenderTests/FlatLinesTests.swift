import Testing

@testable import KiteRender

/// Which flat quads `FlatLines` draws as lines, and the lines it makes.
@Suite struct FlatLinesTests {
    private static let viewport = SIMD2<Float>(1280, 800)

    /// A quad of `rect` (local units) under `linear` and `offset`, opaque grey.
    private static func quad(
        _ rect: SIMD4<Float>, linear: SIMD4<Float> = SIMD4(1, 0, 0, 1), offset: SIMD2<Float> = .zero
    ) -> FlatInstance {
        FlatInstance(
            linear: linear, offset: SIMD4(offset.x, offset.y, 0, 0), rect: rect, color: SIMD4(0.5, 0.5, 0.5, 1),
            ramp: FlatInstance.solid)
    }

    /// A 2 x 168 side becomes a line along y, 2 wide, its centre a quarter pixel right of the band's middle; a
    /// 256 x 2 one a line along x; both in device space.
    @Test func sidesBecomeLinesAlongTheirLongerAxis() throws {
        let vertical = try #require(Self.quad(SIMD4(31, 148, 33, 316)).line(viewport: Self.viewport, maxWidth: 255))
        #expect(vertical.width == 2)
        #expect(vertical.line.linear == SIMD4(0, 1, 1, 0))
        #expect(vertical.line.rect == SIMD4(148, 32.25, 316, 32.25))
        let horizontal = try #require(
            Self.quad(SIMD4(48, 131, 304, 133)).line(viewport: Self.viewport, maxWidth: 255))
        #expect(horizontal.width == 2)
        #expect(horizontal.line.linear == SIMD4(1, 0, 0, 1))
        #expect(horizontal.line.rect == SIMD4(48, 132.25, 304, 132.25))
        #expect(horizontal.line.offset == .zero && horizontal.line.color == SIMD4(0.5, 0.5, 0.5, 1))
    }

    /// Device edges count, not local ones: a quad scaled by 1.5 and mirrored, its device edges on pixel edges, is a
    /// line across its device box; one scaled to a half-pixel edge is not.
    @Test func deviceEdgesDecide() throws {
        let mirrored = Self.quad(SIMD4(10, 20, 12, 60), linear: SIMD4(-1.5, 0, 0, 1.5), offset: SIMD2(100, 0))
        let line = try #require(mirrored.line(viewport: Self.viewport, maxWidth: 255))
        // x: 100 - 15 = 85 ... 100 - 18 = 82, so 82..<85, 3 wide; y: 30..<90.
        #expect(line.width == 3)
        #expect(line.line.rect == SIMD4(30, 83.75, 90, 83.75))
        let halfPixel = Self.quad(SIMD4(10, 20, 11, 60), linear: SIMD4(1.5, 0, 0, 1.5))
        #expect(halfPixel.line(viewport: Self.viewport, maxWidth: 255) == nil)
    }

    /// Not lines: a turned quad, one off the pixel grid by more than `PixelEdge.tolerance`, one shorter than
    /// `FlatLines.minimumLength`, one wider than the widest line, one covering no pixel of the viewport.
    @Test func otherQuadsStayQuads() {
        let cases: [FlatInstance] = [
            Self.quad(SIMD4(0, 0, 2, 100), linear: SIMD4(0.8, 0.6, -0.6, 0.8)),
            Self.quad(SIMD4(0, 0.01, 2, 100)),
            Self.quad(SIMD4(0, 0, 2, 31)),
            Self.quad(SIMD4(0, 0, 300, 400)),
            Self.quad(SIMD4(-10, 0, 0, 100)),
        ]
        for quad in cases { #expect(quad.line(viewport: Self.viewport, maxWidth: 255) == nil, "\(quad.rect)") }
        #expect(Self.quad(SIMD4(0, 0, 300, 400)).line(viewport: Self.viewport, maxWidth: 300) != nil)
    }

    /// A quad reaching past the viewport becomes a line within it.
    @Test func linesAreClampedToTheViewport() throws {
        let line = try #require(Self.quad(SIMD4(-20, 790, 1300, 810)).line(viewport: Self.viewport, maxWidth: 255))
        #expect(line.width == 10)
        #expect(line.line.rect == SIMD4(0, 795.25, 1280, 795.25))
    }

    /// `split` keeps the quads that stay in their order at the front of the range, groups the lines by width
    /// (across commands, each its own groups) and finds each command's split by a moving cursor.
    @Test func splitPartitionsAndGroups() throws {
        var quads = [
            Self.quad(SIMD4(0, 0, 5, 5)),  // short: stays
            Self.quad(SIMD4(0, 10, 100, 13)),  // 3 wide
            Self.quad(SIMD4(0.5, 0, 1, 100)),  // off the grid: stays
            Self.quad(SIMD4(0, 20, 100, 22)),  // 2 wide
            Self.quad(SIMD4(0, 30, 100, 33)),  // 3 wide
            Self.quad(SIMD4(0, 40, 100, 42)),  // the next command's: 2 wide
        ]
        let original = quads
        var lines = FlatLines()
        lines.split(&quads, range: 0..<5, command: 3, viewport: Self.viewport, maxWidth: 255)
        lines.split(&quads, range: 5..<6, command: 7, viewport: Self.viewport, maxWidth: 255)
        #expect(quads[0] == original[0] && quads[1] == original[2])
        #expect(
            lines.splits == [
                FlatLines.Split(command: 3, quadCount: 2, groups: 0..<2),
                FlatLines.Split(command: 7, quadCount: 0, groups: 2..<3),
            ])
        #expect(lines.groups.map(\.width) == [2, 3, 2])
        #expect(lines.groups.map(\.count) == [1, 2, 1])
        #expect(lines.lines.map(\.rect.y) == [21.25, 11.75, 31.75, 41.25])
        var cursor = 0
        #expect(lines.split(of: 1, cursor: &cursor) == nil)
        #expect(lines.split(of: 3, cursor: &cursor)?.quadCount == 2)
        #expect(lines.split(of: 5, cursor: &cursor) == nil)
        #expect(lines.split(of: 7, cursor: &cursor)?.groups == 2..<3)
        lines.removeAll()
        #expect(lines.lines.isEmpty && lines.groups.isEmpty && lines.splits.isEmpty)
    }
}
