import SpotsFormat

/// What `build --incremental` takes from the output it updates, read by `SiteBuilder` before any
/// step runs and handed in (`BuildRun.previous`): the page cache (each page's record of its
/// inputs and problems), the stamps of the sources the output was made from, the summary of its
/// site (what the quick update compares with) and its manifest. The steps read none of it from
/// the folder themselves. All of it comes from a folder anyone may have changed, so each use
/// checks what it takes (a record naming a file this build does not read, a size that differs).
package struct PreviousOutput: Sendable {
    /// The output itself, through the gate, for the sizes of what it holds.
    package let folder: ConfinedRoot
    /// Its pages' records (`RecordsFile`), nil when it has none that reads.
    package let records: BuildRecords?
    /// The sources' stamps and hashes (`StampsFile`), none when it has no such file.
    package let stamps: KnownSources
    /// The summary of its site (`OutlineFile`), nil when it has none that reads whole.
    package let summary: SiteSummary?
    /// The files its manifest lists, nil when it has none.
    package let listed: Set<String>?

    /// How `--metrics` names the reading.
    package static let stepName = "Read the last output"

    /// Reads what `folder` holds of a previous incremental build; the summary and the manifest
    /// only `forQuickUpdate` (an update in place: the quick update takes nothing from another).
    package static func read(in folder: ConfinedRoot, forQuickUpdate: Bool) -> PreviousOutput {
        PreviousOutput(
            folder: folder, records: RecordsFile.read(in: folder), stamps: StampsFile.read(in: folder),
            summary: forQuickUpdate ? OutlineFile.read(in: folder) : nil, listed: forQuickUpdate ? OutputManifest.listedFiles(in: folder) : nil)
    }
}
