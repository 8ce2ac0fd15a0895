// The SVG reader and path-data parser under libFuzzer: every input must parse or throw, never crash or hang.
// scripts/fuzz builds this with -sanitize=fuzzer (libFuzzer supplies main and calls the entry point below);
// a plain build runs the entry point once per file named on the command line, to replay a corpus or a crasher.
import KiteGeometry
import KiteSVG

/// One input: the whole bytes as a document, and as path data.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = try? SVGDocument(data: Array(bytes))
    if let text = String(validating: bytes, as: UTF8.self) { _ = try? Path(svgPathData: text) }
}

// Called by libFuzzer with each generated input; the pointer is valid for the call only.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    fuzzOne(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
    /// libFuzzer's driver (FuzzerInterface.h), which parses libFuzzer's flags and runs the fuzzing loop.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    // SwiftPM links an executable's entry point under this name and points `main` at it, so libFuzzer's own main
    // is not linked: this one hands control to libFuzzer's driver.
    @_cdecl("kite_fuzz_svg_main")
    func fuzzerMain(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Int32 {
        var count = argc
        var arguments = argv
        return runDriver(&count, &arguments) { data, size in testOneInput(data, size) }
    }
#else
    import Foundation

    /// Without libFuzzer: runs the entry point on each file named on the command line.
    @main struct ReplayFiles {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("kite-fuzz-svg: cannot read \(path)")
                    exit(1)
                }
                Array(data).withUnsafeBufferPointer { fuzzOne($0) }
            }
        }
    }
#endif
