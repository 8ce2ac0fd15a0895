import Foundation
import KiteGallery
import KiteGeometry
import Testing

@Suite struct GalleryTraceTests {
    @Test func linesHaveIssueSixsKeysInOrderAndShortNumbers() {
        #expect(
            GalleryTrace.layoutLine(
                component: "switch", frame: Rect(x: 33.599999999999994, y: -0, width: 200, height: 0.25))
                == #"{"event":"layout","component":"switch","frame":[33.6,0,200,0.25]}"#)
        #expect(
            GalleryTrace.gestureLine(component: "hamburger", recognizer: "tap", state: "ended", time: 2.0000004)
                == #"{"event":"gesture","component":"hamburger","recognizer":"tap","state":"ended","t":2}"#)
        #expect(
            GalleryTrace.stateLine(component: "pop-hamburger", value: "open", time: 0.1234567)
                == #"{"event":"state","component":"pop-hamburger","value":"open","t":0.123457}"#)
    }

    /// Whatever a component calls itself, every line is one valid JSON object with the values it was given.
    @Test func oddNamesAreEscapedAndNonFiniteNumbersBecomeNull() throws {
        let name = "a \"quoted\"\\ name\n\u{1}é"
        let line = GalleryTrace.stateLine(component: name, value: "x", time: .nan)
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["component"] as? String == name)
        #expect(object["t"] is NSNull)
    }
}
