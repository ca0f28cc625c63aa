import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// Publishing, in SpotsBuild for every command: the site built and swapped in whole, a failed
/// build leaving the output as it was, and a second build refused while the output is locked.
@Suite struct SitePublisherTests {
    static func publish(_ project: TemporaryProject, events: inout [String]) -> SitePublisher.Outcome {
        var said: [String] = []
        let outcome = SitePublisher(builder: SiteBuilder(options: project.options()), outputName: "Output").publish { event in
            switch event {
            case .built(let site): said.append("built \(site.pageCount)")
            default: said.append("\(event)")
            }
        }
        events += said
        return outcome
    }

    @Test func aSiteIsWrittenAndAFailedBuildLeavesItAsItWas() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A" } ] } ] }"#])
        defer { project.remove() }
        var events: [String] = []
        guard case .written(let site, let written, let place) = Self.publish(project, events: &events) else {
            Issue.record("not written: \(events)")
            return
        }
        #expect(site.pageCount == 1 && written.fileCount > 1 && place == "Output/" && events == ["built 1"])
        let page = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        try project.write(#"{ "components": [ { "items": [ { "title": "B" } ] } "#, to: "Content/screens/index.json")
        guard case .failed(let failed, let leftAlone) = Self.publish(project, events: &events) else {
            Issue.record("not failed: \(events)")
            return
        }
        #expect(failed.diagnostics.hasErrors && leftAlone == "Output/ was left as it was")
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == page)
    }

    @Test func aBuildIsRefusedWhileAnotherHoldsTheOutput() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A" } ] } ] }"#])
        defer { project.remove() }
        var events: [String] = []
        _ = Self.publish(project, events: &events)
        guard case .success(let lock?) = SiteWriter(output: project.url("Output")).claim() else {
            Issue.record("no lock")
            return
        }
        defer { lock.release() }
        guard case .refused(let problems) = Self.publish(project, events: &events) else {
            Issue.record("not refused")
            return
        }
        #expect(problems.map(\.message) == ["another build is writing Output/ now (it holds its lock); it is left to it"])
    }
}
