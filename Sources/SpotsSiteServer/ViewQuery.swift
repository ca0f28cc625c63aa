import SpotsFormat
import SpotsRender

/// What a request's `?client=`, `?text=` and `?inspect=` ask for: a view of the site, or why it is
/// not served, before anything is built.
enum ViewQuery: Equatable {
    case view(SiteView)
    /// A value not served: what is wrong with the version, the text mode and the inspect switch (one
    /// line each; nil for one served).
    case refused(client: String?, text: String?, inspect: String?)

    /// The view asked for; nil when a value is refused.
    var view: SiteView? {
        guard case .view(let view) = self else { return nil }
        return view
    }

    /// What `client` and `text` ask for on a site whose `clients` names `floors` (`ClientQuery`).
    init(client: String?, text: String?, inspect: String? = nil, floors: [String: ClientVersion]) {
        var view = SiteView()
        var problems: (client: String?, text: String?, inspect: String?)
        switch ClientQuery(client, floors: floors) {
        case .none: break
        case .target(let target): view.client = target
        case .refused(let problem): problems.client = problem
        }
        switch Self.textMode(text) {
        case .success(let mode): view.text = mode
        case .failure(let problem): problems.text = problem.text
        }
        switch inspect {
        case nil, "", "off": break
        case "on": view.inspects = true
        case let other?:
            let shown = other.count > 60 ? String(other.prefix(60)) + "…" : other
            problems.inspect = "?inspect=\(shown): the inspect switch is on or off. Did you mean ?inspect=on?"
        }
        self =
            problems == (nil, nil, nil)
            ? .view(view) : .refused(client: problems.client, text: problems.text, inspect: problems.inspect)
    }

    /// The text mode `text` names: none or an empty one is the text as written.
    static func textMode(_ text: String?) -> Result<TextMode, TextProblem> {
        guard let text, !text.isEmpty else { return .success(.asWritten) }
        if let mode = TextMode(rawValue: text) { return .success(mode) }
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        let names = TextMode.allCases.map(\.rawValue)
        let meant = Suggestions.closest(to: text, in: names) ?? (text.lowercased().hasPrefix("pseudo") ? "pseudo" : nil)
        let fix = meant.map { " Did you mean ?text=\($0)?" } ?? ""
        return .failure(TextProblem(text: "?text=\(shown): the text modes are \(ClientQuery.listed(names)).\(fix)"))
    }

    struct TextProblem: Error, Equatable {
        var text: String
    }
}
