/// Reads typed fields out of JSON nodes and records a diagnostic for every value of the wrong type.
package struct FieldReader {
    /// The file the nodes come from, as diagnostics name it.
    package let file: String
    /// What was found.
    package var diagnostics: [Diagnostic] = []

    package init(file: String, diagnostics: [Diagnostic] = []) {
        self.file = file
        self.diagnostics = diagnostics
    }

    package mutating func report(
        _ severity: Diagnostic.Severity, _ rule: DiagnosticRule, at location: SourceLocation?, path: String, _ message: String,
        hint: String? = nil
    ) {
        diagnostics.append(Diagnostic(severity, rule: rule, file: file, location: location, path: path, message: message, hint: hint))
    }

    /// Warns about every key of `members` that is not in `known`, with a did-you-mean hint.
    package mutating func checkKeys(_ members: [JSONMember], known: Set<String>, path: String, what: String) {
        var seen = Set<String>()
        for member in members {
            if !seen.insert(member.key).inserted {
                report(
                    .warning, .duplicateKey, at: member.keyLocation, path: joinPath(path, member.key),
                    "duplicate key '\(member.key)' in \(what); the first one is used")
            }
            guard !known.contains(member.key) else { continue }
            report(
                .warning, .unknownKey, at: member.keyLocation, path: joinPath(path, member.key), "unknown key '\(member.key)' in \(what) is ignored",
                hint: Suggestions.didYouMean(member.key, in: known.sorted()))
        }
    }

    /// One of `Choice`'s cases, by its raw value; another string is an error at it ("'x' is not
    /// `what`"), with the closest case or the list of them.
    package mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode?, path: @autoclosure () -> String, what: String)
        -> Choice? where Choice.RawValue == String
    {
        guard let node, let text = string(node, path: path()) else { return nil }
        if let known = Choice(rawValue: text) { return known }
        let choices = Choice.allCases.map(\.rawValue)
        report(
            .error, .unknownValue, at: node.reportLocation, path: path(), "'\(text)' is not \(what)",
            hint: Suggestions.didYouMean(text.lowercased(), in: choices) ?? "use one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
        return nil
    }

    /// A string; numbers and booleans are accepted as their text with a warning. Empty strings are nil.
    package mutating func string(_ node: JSONNode?, path: @autoclosure () -> String) -> String? {
        guard let node else { return nil }
        switch node.value {
        case .string(let text):
            if text.isEmpty { return nil }
            let clean = SafeText.sanitized(text)
            if clean != text {
                report(
                    .warning, .controlCharacters, at: node.location, path: path(),
                    "the text holds control characters or noncharacters, which pages cannot carry; each is shown as \u{FFFD}",
                    hint: "remove them, or write a line break as \\n")
            }
            return clean
        case .null: return nil
        case .number(let number):
            let text = NumberText.text(number)
            report(
                .warning, .wrongType, at: node.reportLocation, path: path(), "expected a string, got a number",
                hint: "write it in quotes: \"\(text)\"")
            return text
        case .bool(let flag):
            report(
                .warning, .wrongType, at: node.reportLocation, path: path(), "expected a string, got a boolean",
                hint: "write it in quotes: \"\(flag)\"")
            return String(flag)
        default:
            report(.error, .wrongType, at: node.reportLocation, path: path(), "expected a string, got \(node.value.typeName)")
            return nil
        }
    }

    /// A number; numeric strings (`"span": "1"`, found in real Spots files) are accepted.
    package mutating func number(_ node: JSONNode?, path: @autoclosure () -> String) -> Double? {
        guard let node else { return nil }
        switch node.value {
        case .number(let number): return number
        case .null: return nil
        case .string(let text):
            if let number = Double(text.trimmingSpaces), number.isFinite { return number }
            report(
                .error, .wrongType, at: node.reportLocation, path: path(), "expected a number, got \"\(text)\"",
                hint: "write a number such as 2, without quotes")
            return nil
        default:
            report(.error, .wrongType, at: node.reportLocation, path: path(), "expected a number, got \(node.value.typeName)")
            return nil
        }
    }

    /// A boolean; `"true"`/`"false"` strings and 0/1 are accepted.
    package mutating func bool(_ node: JSONNode?, path: @autoclosure () -> String) -> Bool? {
        guard let node else { return nil }
        switch node.value {
        case .bool(let flag): return flag
        case .null: return nil
        case .string("true"): return true
        case .string("false"): return false
        case .number(let number) where number == 0 || number == 1: return number == 1
        default:
            report(.error, .wrongType, at: node.reportLocation, path: path(), "expected true or false, got \(node.value.typeName)")
            return nil
        }
    }

    /// An object's members, or nil with an error when the node is something else.
    /// An empty array stands for an empty object (real Spots files have `"meta": []`).
    package mutating func object(_ node: JSONNode?, path: @autoclosure () -> String, what: String) -> [JSONMember]? {
        guard let node else { return nil }
        switch node.value {
        case .object(let members): return members
        case .null: return nil
        case .array(let elements) where elements.isEmpty: return []
        default:
            report(.error, .wrongType, at: node.reportLocation, path: path(), "\(what) must be an object, got \(node.value.typeName)")
            return nil
        }
    }

    /// An array's elements, or nil with an error.
    package mutating func array(_ node: JSONNode?, path: @autoclosure () -> String, what: String) -> [JSONNode]? {
        guard let node else { return nil }
        switch node.value {
        case .array(let elements): return elements
        case .null: return nil
        default:
            report(.error, .wrongType, at: node.reportLocation, path: path(), "\(what) must be an array, got \(node.value.typeName)")
            return nil
        }
    }

    /// A `data` value: a file path under the content folder, or an inline object.
    package mutating func dataSource(_ node: JSONNode?, path: String) -> DataSource? {
        guard let node else { return nil }
        switch node.value {
        case .string(let file) where !file.isEmpty: return .file(file, at: node.location)
        case .object: return .inline(SafeText.sanitized(node.value))
        case .null: return nil
        default:
            report(
                .error, .wrongType, at: node.reportLocation, path: path, "'data' must be a file path or an object, got \(node.value.typeName)",
                hint: "write \"data/people.json\" (under the content folder) or an object")
            return nil
        }
    }

    /// A free value for templates (`meta`): strings in it are cleaned like every other string.
    package func free(_ node: JSONNode?) -> JSONValue? {
        guard let node else { return nil }
        return SafeText.sanitized(node.value)
    }
}
