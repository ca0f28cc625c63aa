import Foundation
import SpotsFormat
import SpotsRender

/// A part of the build that makes files besides the screens' own pages: the index, the 404 page,
/// the site files, the design catalog. It says what it makes (`GeneratedFile`s: a document to
/// render, or text, or a file to copy) from the site as built so far (`GeneratorInput`); the one
/// step that runs every generator (`BuildStep.generating`) renders and checks the documents, keeps
/// the last output while it must, and writes. A new generated page is one generator and one line
/// in the list of its feature (`SiteFeature.generators`) or of the core (`Pipeline.coreGenerators`).
package protocol PageGenerator: Sendable {
    /// The name of its step, printed as `[7/9] 404 page: …` and given to every problem it finds.
    var name: String { get }
    /// When it has work to do (a full build by default; see `BuildStep.When`).
    var runs: BuildStep.When { get }
    /// The files it always writes, known before any step runs, so links to them are checked like
    /// links to pages (`404.html`). A feature's generator plans its pages with `plan(of:)` instead.
    var writes: Set<String> { get }
    /// Whether, while serving, it keeps its last output as long as a screen cannot be read (the
    /// catalog, which reads every screen's JSON again).
    var waitsForUnreadableScreens: Bool { get }
    /// Its pages, from its feature's model (see `SiteFeature.model`): known before any page
    /// renders, so links to them are checked and a screen that would write one is an error.
    func plan(of model: any Sendable) -> GeneratorPlan
    /// What it makes of the site built so far.
    func files(of site: GeneratorInput) throws -> GeneratedFiles
}

extension PageGenerator {
    package var runs: BuildStep.When { .always }
    package var writes: Set<String> { [] }
    package var waitsForUnreadableScreens: Bool { false }
    package func plan(of model: any Sendable) -> GeneratorPlan { GeneratorPlan() }
}

/// The pages and files a generator of a feature will write.
package struct GeneratorPlan: Sendable {
    /// Pages the sitemap and `routes.json` list, with their titles.
    package var pages: [(route: Route, title: String)] = []
    /// Pages the sitemap leaves out (each rendered example of the catalog).
    package var otherRoutes: [Route] = []
    /// Files besides its pages (`catalog/index.json`).
    package var files: [String] = []

    package init(pages: [(route: Route, title: String)] = [], otherRoutes: [Route] = [], files: [String] = []) {
        self.pages = pages
        self.otherRoutes = otherRoutes
        self.files = files
    }
}

/// One file a generator makes.
package struct GeneratedFile: Sendable {
    /// What it holds.
    package enum Body: Sendable {
        /// A document: rendered by its template and checked like every page (its links, its
        /// markup, its accessibility). A template that makes no `<!DOCTYPE html>` page is checked
        /// as a fragment of one.
        case document(Document)
        /// Text written as it is (`sitemap.xml`, the search index).
        case text(String)
        /// Bytes written as they are: a page the last build wrote, changed in place by a quick
        /// update (`LinkRetitle`), which a string would check for UTF-8 again.
        case bytes([UInt8])
        /// A file copied as it is (an asset).
        case copy(URL)
    }

    /// Its path under the output folder (`catalog/index.html`).
    package var path: String
    package var body: Body
    /// Whether a document's problems are reported: false for those whose problems are the
    /// screens' own, reported on their pages already.
    package var reportsProblems = true

    package init(_ path: String, _ body: Body, reportsProblems: Bool = true) {
        self.path = path
        self.body = body
        self.reportsProblems = reportsProblems
    }

    /// A page at `route`, rendered from `document`.
    package static func page(_ document: Document, reportsProblems: Bool = true) -> GeneratedFile {
        GeneratedFile(document.route.outputFile, .document(document), reportsProblems: reportsProblems)
    }
}

/// What a generator makes: its files, what it found, and the line the build prints for it.
package struct GeneratedFiles: Sendable {
    /// Its files, in batches made on all cores; each batch's documents are rendered as soon as it
    /// is made, so the documents of one batch at a time (a kind's page and its examples) are held,
    /// not all of them.
    package var batches: [@Sendable () -> [GeneratedFile]]
    /// Problems found while making the files (a document's own are found as it renders).
    package var problems: [Diagnostic] = []
    /// One line: what it made (`index.html lists 12 screens`).
    package var summary: String

    /// Files made in batches.
    package init(batches: [@Sendable () -> [GeneratedFile]], problems: [Diagnostic] = [], summary: String) {
        self.batches = batches
        self.problems = problems
        self.summary = summary
    }

    /// Files made already.
    package init(_ files: [GeneratedFile], problems: [Diagnostic] = [], summary: String) {
        self.init(batches: [{ files }], problems: problems, summary: summary)
    }
}
