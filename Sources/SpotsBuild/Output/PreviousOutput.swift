import SpotsFormat

/// What `build --incremental` takes from the output it updates, read by `SiteBuilder` before any
/// step runs and handed in (`BuildRun.previous`): the page cache (each page's record of its
/// inputs and problems), the stamps of the sources the output was made from, the summary of its
/// site (what the quick update compares with) and its manifest. The steps read none of it from
/// the folder themselves. All of it comes from a folder anyone may have changed, so each use
/// checks what it takes (a record naming a file this build does not read, a size that differs).
///
/// The stamps are read first (hashing the sources starts with them); the rest is read beside the
/// load steps, on a thread of its own (`Pending`), and waited for once they are done
/// (`Pipeline.run`): on 10,000 screens, its 40 MB of records took a fifth of a quick update.
package struct PreviousOutput: Sendable {
    /// The output itself, through the gate, for the sizes of what it holds.
    package let folder: ConfinedRoot
    /// The sources' stamps and hashes (`StampsFile`), none when it has no such file.
    package let stamps: KnownSources
    /// What is read beside the load steps.
    private let kept: Pending<Kept>

    /// The records, the summary and the manifest's files.
    private struct Kept: Sendable {
        var records: BuildRecords?
        var summary: SiteSummary?
        var listed: Set<String>?
    }

    /// Its pages' records (`RecordsFile`), nil when it has none that reads.
    package var records: BuildRecords? { kept.value.records }
    /// The summary of its site (`OutlineFile`), nil when it has none that reads whole.
    package var summary: SiteSummary? { kept.value.summary }
    /// The files its manifest lists, nil when it has none.
    package var listed: Set<String>? { kept.value.listed }

    /// How `--metrics` names the reading of the stamps, and of the rest (the time the build
    /// waited for it once loading was done).
    package static let (stampsStepName, stepName) = ("Read the last stamps", "Read the last output")

    /// Reads what `folder` holds of a previous incremental build; the summary and the manifest
    /// only `forQuickUpdate` (an update in place: the quick update takes nothing from another).
    package static func read(in folder: ConfinedRoot, forQuickUpdate: Bool) -> PreviousOutput {
        let kept = Pending {
            Kept(
                records: RecordsFile.read(in: folder), summary: forQuickUpdate ? OutlineFile.read(in: folder) : nil,
                listed: forQuickUpdate ? OutputManifest.listedFiles(in: folder) : nil)
        }
        return PreviousOutput(folder: folder, stamps: StampsFile.read(in: folder), kept: kept)
    }

    /// Waits until what is read beside the load steps is read.
    package func wait() { _ = kept.value }
}
