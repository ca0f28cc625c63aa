import Foundation
import FuzzSupport

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

@main enum Main {
    static func main() { exit(runFuzzer(fuzzJSON)) }
}

/// The JSON parser: any bytes either parse or give a syntax error at a place inside the input.
func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let result = try JSONParser.parse(bytes)
        for warning in result.warnings where warning.location.line < 1 || warning.location.column < 1 {
            fatalError("a warning at \(warning.location)")
        }
    } catch {
        if error.location.line < 1 || error.location.column < 1 { fatalError("an error at \(error.location)") }
    }
    return 0
}
