import SpotsBuild
import SpotsFormat
import SpotsRender

/// The warnings a change brings to a screen's page: those the new side has and the old one had
/// not. Two warnings are the same when their rule and message are (`the action 'news' leads to no
/// screen`), wherever they are: moving an item moves its warning, it does not make a new one. A
/// warning found twice before and three times after is one new. Each side's warnings name files as
/// pages do (`ReviewSide`), so a message that names one (`Content/catalog.json`) reads the same
/// wherever each side's folder is.
package struct NewProblems: Sendable, Equatable {
    /// The new warnings, in the order the new side found them.
    package var warnings: [Diagnostic] = []

    /// The new dangling actions among them.
    package var danglingActions: Int { warnings.count { $0.rule == .danglingAction } }
    /// The other new warnings.
    package var otherWarnings: Int { warnings.count - danglingActions }

    package init(warnings: [Diagnostic] = []) {
        self.warnings = warnings
    }

    /// What `new` has that `old` had not.
    package init(old: [Diagnostic], new: [Diagnostic]) {
        var before: [Key: Int] = [:]
        for warning in old { before[Key(warning), default: 0] += 1 }
        for warning in new {
            let key = Key(warning)
            if let count = before[key], count > 0 {
                before[key] = count - 1
            } else {
                warnings.append(warning)
            }
        }
    }

    private struct Key: Hashable {
        var rule: DiagnosticRule
        var message: String

        init(_ warning: Diagnostic) {
            rule = warning.rule
            message = warning.message
        }
    }

    /// "1 dangling action, 2 warnings": what every format says of them; "" when there are none.
    package var counts: String {
        var parts: [String] = []
        if danglingActions > 0 { parts.append(danglingActions.counted("dangling action")) }
        if otherWarnings > 0 { parts.append(otherWarnings.counted("warning")) }
        return parts.joined(separator: ", ")
    }

    /// One new warning in a line: `components[0].items[2].action: the action 'news' leads to no screen [dangling-action]`.
    package static func line(_ warning: Diagnostic) -> String {
        (warning.path.map { $0 + ": " } ?? "") + warning.message + " [\(warning.rule.rawValue)]"
    }
}
