import SpotsFormat
import SpotsRender

/// Step 1: `site.json`, every screen file with its route, and the assets.
enum FindContent {
    package static let step = BuildStep(
        name: "Find content", runs: .everything,
        run: { context in
            var (content, problems) = ContentLoader(content: context.contentFolder, dataFiles: context.dataFiles).load()
            content.problems = problems
            context.content = content
            return "\(content.screenFiles.count.counted("screen")), \(content.assets.count.counted("asset"))"
        },
        output: { .init(problems: $0.content.problems) })
}
