import KiteScene
import Testing

@testable import KiteText

/// fontconfig is loaded once per process and each answer is remembered. Needs DejaVu Sans (fonts-dejavu-core).
@Suite struct FontLocatorTests {
    @Test func fontconfigIsLoadedOncePerProcessWhateverIsAsked() throws {
        FontLocator.warmUp([(family: "DejaVu Sans", weight: .bold)])
        let first = try FontLocator.path(family: "DejaVu Sans")
        for weight in FontWeight.allCases { _ = try FontLocator.path(family: "DejaVu Sans", weight: weight) }
        #expect(throws: TextError.self) { try FontLocator.path(family: "No Such Family Kite") }
        #expect(try FontLocator.path(family: "DejaVu Sans") == first)
        #expect(FontLocator.configurationLoadCount == 1)
    }

    /// A family that is not installed is reported the same way every time, from the remembered answer.
    @Test func aMissingFamilyStaysMissing() {
        for _ in 0..<3 {
            #expect {
                try FontLocator.path(family: "No Such Family Kite 2")
            } throws: { error in
                guard case .fontNotFound(let family, let nearest) = error as? TextError else { return false }
                return family == "No Such Family Kite 2" && nearest != nil
            }
        }
    }
}
