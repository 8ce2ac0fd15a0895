import Foundation
import KiteGLTestSupport
import Testing

/// The Swift samples in KiteApp's DocC catalog are real code: each block appears, line for line, in a file that is
/// compiled (the README's and the overview's in `CardSample.swift` here, the getting-started article's in the drag-card example,
/// which `scripts/examples` builds and runs), and the article's package manifest names the example's products.
@Suite struct DocumentationSampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced ```swift blocks of a Markdown file, each as its lines.
    static func swiftBlocks(_ markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines as compared: indentation dropped (a sample shows a function's body without its nesting), blank lines,
    /// comment-only lines (the prose around a sample says what they say) and `@main` left out.
    static func significant(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("//") && $0 != "@main"
        }
    }

    /// Whether `block` appears as one unbroken run of `source`'s significant lines.
    static func appears(_ block: [String], in source: [String]) -> Bool {
        let (needle, haystack) = (significant(block), significant(source))
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: ["README.md", "Sources/KiteApp/KiteApp.docc/KiteApp.md"])
    func theCardSampleIsTheCompiledCard(page: String) throws {
        let blocks = Self.swiftBlocks(try Self.text(page))
        #expect(blocks.count == 1)
        let card = Self.lines(try Self.text("Tests/KiteAppTests/CardSample.swift"))
        for block in blocks {
            let found = Self.appears(block, in: card)
            #expect(found, "not in CardSample.swift:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test func everyGettingStartedSampleIsInTheDragCardExample() throws {
        let blocks = Self.swiftBlocks(try Self.text("Sources/KiteApp/KiteApp.docc/GettingStarted.md"))
        let example = Self.lines(try Self.text("Examples/Sources/DragCard/DragCard.swift"))
        let code = blocks.filter { $0.first?.hasPrefix("// swift-tools-version") != true }
        #expect(code.count >= 6)
        for block in code {
            let found = Self.appears(block, in: example)
            #expect(found, "not in DragCard.swift:\n\(block.joined(separator: "\n"))")
        }
    }

    /// The manifest in the article depends on the products the drag-card example uses, no more, no fewer.
    @Test func theArticlesManifestNamesTheExamplesProducts() throws {
        let blocks = Self.swiftBlocks(try Self.text("Sources/KiteApp/KiteApp.docc/GettingStarted.md"))
        let manifest = try #require(blocks.first { $0.first?.hasPrefix("// swift-tools-version") == true })
        let named = Set(
            manifest.compactMap { line -> String? in
                guard let r = line.range(of: #"\.product\(name: "(Kite[A-Za-z]*)""#, options: .regularExpression)
                else { return nil }
                return String(line[r].dropFirst(#".product(name: ""#.count).dropLast())
            })
        let package = try Self.text("Examples/Package.swift")
        let entry = try #require(
            package.range(of: #"example\(\s*"DragCard", \[[^\]]*\]"#, options: .regularExpression))
        // Every other piece between quotes is a quoted name: "DragCard", then the products.
        let pieces: [Substring] = package[entry].split(separator: "\"")
        var used = Set<String>()
        for (offset, piece) in pieces.enumerated() where offset % 2 == 1 && piece.hasPrefix("Kite") {
            used.insert(String(piece))
        }
        #expect(!named.isEmpty && named == used, "article \(named.sorted()), example \(used.sorted())")
    }
}

extension OnGL {
    /// The README's card runs: two headless frames through the real runtime.
    @Suite(.serialized) struct CardSampleRunTests {
        @Test func theCardSampleRunsHeadless() throws {
            let card = try Card.parse(["--headless", "--frames", "2", "--size", "200x150"])
            try card.run()
        }
    }
}
