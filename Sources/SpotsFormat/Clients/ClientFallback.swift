/// What an app that does not know a kind shows in its place: the kind's `fallback`, followed on
/// while the fallback is itself too new for the app (a fallback that loops shows nothing). One rule
/// for the warnings, the `--client` preview and the catalog.
package enum ClientFallback {
    /// What version `version` of `platform` shows instead of `kind` of `family`.
    package static func shown(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, version: ClientVersion
    ) -> CatalogConfig.Fallback {
        var seen: Set<String> = [kind]
        var current = catalog.entry(family, kind)?.resolvedFallback(in: family) ?? family.defaultFallback
        while case .kind(let next) = current, let first = catalog.entry(family, next)?.since[platform], version < first {
            guard seen.insert(next).inserted else { return .hidden }
            current = catalog.entry(family, next)?.resolvedFallback(in: family) ?? family.defaultFallback
        }
        return current
    }

    /// What the versions of `platform` from `floor` up to before `first` show instead of `kind`,
    /// each with the version it starts at: it changes only where a kind the fallbacks lead through
    /// comes (a `badge-card` falling back on a `card` of 3.2: the default item from 3.0, the card
    /// from 3.2).
    ///
    /// The chain of fallbacks is followed once, so the work is its length: asking `shown` at every
    /// version any kind of the family comes at, for every kind, was cubic in a chain's length (600
    /// kinds, each falling back on the next, took minutes).
    package static func steps(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, from floor: ClientVersion,
        before first: ClientVersion
    ) -> [(start: ClientVersion, shown: CatalogConfig.Fallback)] {
        // Each version shows the first of the chain it has (no `since`, or one at or before it):
        // only a kind that comes before every kind ahead of it in the chain is shown by some
        // version, from its `since` until the next such kind ahead comes. The chain ends at a
        // kind every version has (nil).
        var candidates: [(since: ClientVersion?, shown: CatalogConfig.Fallback)] = []
        for link in chain(instead: kind, of: family, catalog: catalog, platform: platform) {
            guard let since = link.since else {
                candidates.append(link)
                break
            }
            if let last = candidates.last?.since, last <= since { continue }
            candidates.append(link)
        }
        // `candidates` come ever earlier: the one at or before `floor` starts, and each later one
        // before `first` is a step, in the order the versions come.
        let start = candidates.firstIndex { $0.since.map { !(floor < $0) } ?? true } ?? candidates.count - 1
        var steps: [(start: ClientVersion, shown: CatalogConfig.Fallback)] = []
        for (index, candidate) in candidates.enumerated().reversed() where index <= start {
            let version = index == start ? floor : (candidate.since ?? floor)
            guard index == start || version < first else { continue }
            if steps.last?.shown != candidate.shown { steps.append((version, candidate.shown)) }
        }
        return steps
    }

    /// What an app tries instead of `kind`, in order: each fallback, while the one before it is
    /// one the app may not know (it has a `since` on `platform`), each with that `since`. The last
    /// is one every version has: a kind with no `since`, or nothing when the chain loops
    /// (`shown`'s rule: a kind met again is shown only by versions that have it).
    static func chain(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String
    ) -> [(since: ClientVersion?, shown: CatalogConfig.Fallback)] {
        var seen: Set<String> = [kind]
        var links: [(since: ClientVersion?, shown: CatalogConfig.Fallback)] = []
        var current = catalog.entry(family, kind)?.resolvedFallback(in: family) ?? family.defaultFallback
        while case .kind(let next) = current, let since = catalog.entry(family, next)?.since[platform] {
            links.append((since, current))
            guard seen.insert(next).inserted else { return links + [(nil, .hidden)] }
            current = catalog.entry(family, next)?.resolvedFallback(in: family) ?? family.defaultFallback
        }
        return links + [(nil, current)]
    }

    /// `the default item`, `a 'person' item`, `a 'list' component`, `nothing`: what an app shows.
    package static func noun(_ fallback: CatalogConfig.Fallback, of family: CatalogConfig.Family) -> String {
        switch fallback {
        case .hidden: "nothing"
        case .kind("default"): "the default \(family.singular)"
        case .kind(let kind): "a '\(kind)' \(family.singular)"
        }
    }

    /// What the versions from `floor` up to before `first` show instead of `kind`, for a message:
    /// `iOS 3.0–3.1 show the default item instead, 3.2–3.3 a 'card' item`.
    package static func sentence(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, from floor: ClientVersion,
        before first: ClientVersion
    ) -> String {
        let steps = steps(instead: kind, of: family, catalog: catalog, platform: platform, from: floor, before: first)
        var parts: [String] = []
        for (index, step) in steps.enumerated().prefix(shownSteps) {
            let end = index + 1 < steps.count ? steps[index + 1].start : first
            if index == 0 {
                let range = step.start.range(before: end, platform: platform)
                parts.append("\(range.text) \(range.isMany ? "show" : "shows") \(noun(step.shown, of: family)) instead")
            } else {
                // Later ranges without the platform's name: `3.2–3.3 a 'card' item`.
                parts.append("\(step.start.range(before: end).text) \(noun(step.shown, of: family))")
            }
        }
        // A long chain would make every use's warning as long as the chain: the rest are counted.
        if steps.count > shownSteps {
            let rest = steps.count - shownSteps
            parts.append("and \(rest) more \(rest == 1 ? "range" : "ranges") up to \(first) (the kind's catalog page lists them)")
        }
        return parts.joined(separator: ", ")
    }

    /// How many ranges a sentence names.
    package static let shownSteps = 4
}
