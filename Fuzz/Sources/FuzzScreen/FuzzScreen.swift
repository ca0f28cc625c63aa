import Foundation
import FuzzSupport

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

@main enum Main {
    static func main() { exit(runFuzzer(fuzzScreen)) }
}

/// The screen decoder and JSON merge patch: the input is a screen, and after a NUL byte, a
/// variant's patch; both are decoded, the patch merged over the screen, and the result decoded.
func fuzzScreen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    guard let screen = try? JSONParser.parse(Array(parts[0])).root else { return 0 }
    var decoder = ScreenDecoder(file: "Content/screens/index.json")
    _ = decoder.decode(screen, route: .root)
    guard parts.count == 2, let patch = try? JSONParser.parse(Array(parts[1])).root else { return 0 }
    let merged = JSONMergePatch.apply(patch, to: screen)
    _ = JSONMergePatch.patchedPaths(patch, over: screen)
    var variantDecoder = ScreenDecoder(file: "Content/screens/index~state.json")
    _ = variantDecoder.decode(merged, route: .root)
    return 0
}
