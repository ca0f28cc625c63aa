import SpotsFormat
import SpotsRender

/// What `build --incremental` keeps in the output (`RecordsFile`) so that the next can take a
/// page from it instead of rendering it again: a hash of what every page is made with (`site`),
/// and for each page a hash of its own inputs and what rendering it found. See `PageInputs` for
/// what each hash covers.
package struct BuildRecords: Sendable, Equatable {
    /// The hash of what every page is made with; when it differs, no page is taken.
    package var site: String
    /// Each written page's record, by its file in the output (`people/index.html`).
    package var pages: [String: PageRecord]

    /// The files `build --incremental` keeps in the output beside the site: what the next reads.
    package static let files: Set<String> = [RecordsFile.name, StampsFile.name, OutlineFile.name]
}

/// One page of the output as the build that wrote it saw it.
package struct PageRecord: Sendable, Equatable {
    /// The hash of the page's own inputs: its screen file and the files the screen reads.
    package var inputs: String
    /// The page's size in bytes: a page changed in the output since is rendered again.
    package var size: Int
    /// The templates it was rendered with.
    package var templates: [String]
    /// The HTML id of each component, by its JSON path (the catalog links to them).
    package var anchors: [String: String]?
    /// How many of its actions lead nowhere.
    package var dangling: Int?
    /// What rendering and checking it found (warnings: a page with errors is not written); read
    /// from the records file only when asked for (`unread`).
    package var problems: [Diagnostic]? {
        get { unread.map(RecordLine.problems) ?? read }
        set {
            read = newValue
            unread = nil
        }
    }
    private var read: [Diagnostic]?
    /// Its problems as its line of the records file holds them (the array, `[…]`, checked as
    /// `RecordLine` reads one, strings and all): the records of 10,000 generated pages hold
    /// 150,000 problems, which a quick update that prints the last build's report never reads.
    var unread: ArraySlice<UInt8>?
    /// Its line of the records file it was read from (its path and record, in whatever layout
    /// was read as this record), written again as it is when the page is taken unchanged: not
    /// part of what the record says, so records are equal whatever their text.
    var line: ArraySlice<UInt8>? = nil

    package init(
        inputs: String, size: Int, templates: [String], anchors: [String: String]? = nil, dangling: Int? = nil, problems: [Diagnostic]? = nil
    ) {
        self.inputs = inputs
        self.size = size
        self.templates = templates
        self.anchors = anchors
        self.dangling = dangling
        read = problems
    }

    package static func == (left: PageRecord, right: PageRecord) -> Bool {
        (left.inputs, left.size, left.templates, left.anchors, left.dangling, left.problems)
            == (right.inputs, right.size, right.templates, right.anchors, right.dangling, right.problems)
    }

    /// Whether its problems name only `files` (those a build reads): a problem is printed with
    /// the lines of its file, and the records come from the output, which anyone may have changed.
    package func namesOnly(_ files: Set<String>) -> Bool {
        if let unread { return RecordLine.problems(unread, nameOnly: files) }
        // A page's problems name few files, each many times: each is looked up once in a row.
        var known: String?
        return (problems ?? []).allSatisfy { problem in
            let file = problem.file
            if file == known { return true }
            known = file
            return files.contains(file)
        }
    }

    /// The page as rendering it again would make it (its problems not yet tagged with a step).
    package func outcome(for route: Route) -> PageOutcome {
        PageOutcome(
            route: route, isRendered: true, diagnostics: problems ?? [], danglingCount: dangling ?? 0, templates: Set(templates),
            anchors: anchors ?? [:], isReused: true)
    }
}

extension PageRecord {
    /// The record of a page written now.
    package init(_ outcome: PageOutcome, inputs: UInt64, size: Int) {
        self.inputs = ContentHash.hex(inputs)
        self.size = size
        templates = outcome.templates.sorted()
        anchors = outcome.anchors.isEmpty ? nil : outcome.anchors
        dangling = outcome.danglingCount == 0 ? nil : outcome.danglingCount
        problems = outcome.diagnostics.isEmpty ? nil : outcome.diagnostics
    }
}
