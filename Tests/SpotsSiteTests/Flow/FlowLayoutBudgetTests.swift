import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFlow
@testable import SpotsFormat

/// The map's layout has a budget: a picture of more boxes or lines than Graphviz lays out in about
/// a second is not laid out, and its page gives the table with a note saying why and how to see the
/// graph; `spots-site flow --format dot` still prints all of it.
@Suite struct FlowLayoutBudgetTests {
    /// 300 screens at the top of `screens/`, each with 8 actions to screens picked at random (the
    /// top map draws each as a box: 300 boxes, about 2,300 lines, which took 21 to 46 s and 443 to
    /// 808 MB to lay out), and a folder of 100 screens with 8 actions each among themselves (its
    /// page's picture: about 770 lines, the repeated ones drawn once).
    static func files() -> [String: String] {
        var files = ["Content/screens/index.json": FlowMapTests.screen("Home", actions: ["s0", "a:0"])]
        var seed: UInt64 = 51
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for index in 0..<300 {
            files["Content/screens/s\(index).json"] = FlowMapTests.screen("S \(index)", actions: (0..<8).map { _ in "s\(next(300))" })
        }
        for index in 0..<100 {
            files["Content/screens/a/\(index).json"] = FlowMapTests.screen("A \(index)", actions: (0..<8).map { _ in "a:\(next(100))" })
        }
        return files
    }

    @Test func aMapOverTheBudgetIsNotLaidOutAndItsPageSaysWhyAndGivesTheTable() throws {
        let project = try TemporaryProject(files: Self.files())
        defer { project.remove() }
        let site = project.build()
        #expect(!site.diagnostics.contains { $0.severity == .error }, "\(site.diagnostics.prefix(3))")
        let top = try #require(site.text(at: "flow/index.html"))
        #expect(!top.contains("<svg"))
        #expect(top.contains("The map is not drawn: its 303 boxes and "), "\(top.prefix(3000))")
        #expect(top.contains("(at most 1000 boxes and 600 arrows a map)"))
        #expect(top.contains("spots-site flow --format dot | dot -Tsvg &gt; flow.svg draws it whole"))
        // The table lists every screen at the top, the folder and the home screen.
        #expect(top.components(separatedBy: "<th scope=\"row\">").count - 1 == 302)
        // The picture the page would have drawn is over the budget: the fallback, not a failure.
        let picture = FlowPicture.folders(site.flow, on: FlowMap.home, folderPages: ["a": Route(segments: ["flow", "a"])])
        #expect(picture.lines.count > FlowPicture.layoutLineLimit && !picture.fitsLayoutBudget)
        #expect(!top.contains("could not be drawn"))
        // A folder's page: its 100 screens and the home screen, within the boxes a map draws, but about 770 lines.
        let folder = try #require(site.text(at: "flow/a/index.html"))
        #expect(!folder.contains("<svg"))
        #expect(folder.contains("The map is not drawn: its 101 boxes and "))
        #expect(folder.components(separatedBy: "<th scope=\"row\">").count - 1 == 100)
        // `flow --format dot` lays nothing out: it prints every edge.
        let dot = try CommandLineTests.run(["flow", "--format", "dot"], in: project.root)
        #expect(dot.status == 0)
        #expect(dot.output.components(separatedBy: "\n").filter { $0.contains(" -> ") }.count == site.flow.graph.edges.count)
        #expect(site.flow.graph.edges.count > 3000)
    }

    @Test func aMapWithinTheBudgetIsStillDrawn() throws {
        var picture = FlowPicture(name: "a test")
        for index in 0..<FlowPicture.layoutBoxLimit {
            picture.boxes.append(FlowPicture.Box(title: "B \(index)", folder: "", style: "screen", description: "B \(index)"))
        }
        for index in 0..<FlowPicture.layoutLineLimit {
            picture.lines.append(FlowPicture.Line(from: index, to: index + 1, label: nil, style: "action", description: ""))
        }
        #expect(picture.fitsLayoutBudget)
        picture.lines.append(FlowPicture.Line(from: 0, to: 2, label: nil, style: "action", description: ""))
        #expect(!picture.fitsLayoutBudget)
    }
}
