import Foundation

/// The Language Server Protocol's structures that `spots-site lsp` reads and writes, by their
/// names in the specification (3.17), with only the fields it uses.
package enum LSP {
    /// A request's id: a number or a string.
    package enum RequestID: Codable, Hashable, Sendable {
        case number(Int)
        case text(String)

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .text(let text): try container.encode(text)
            }
        }
    }

    /// The part of every message read first: which method, and the id of a request.
    package struct Envelope: Decodable {
        package var id: RequestID?
        package var method: String?
    }

    /// A message's parameters of type `Params`.
    package struct Incoming<Params: Decodable>: Decodable {
        package var params: Params
    }

    /// A zero-based line and a column in UTF-16 code units.
    package struct Position: Codable, Hashable, Sendable {
        package var line: Int
        package var character: Int

        package init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    package struct Range: Codable, Hashable, Sendable {
        package var start: Position
        package var end: Position

        package init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }
    }

    package struct Location: Codable, Hashable, Sendable {
        package var uri: String
        package var range: Range
    }

    package struct TextDocumentIdentifier: Codable, Sendable {
        package var uri: String
    }

    package struct TextDocumentItem: Codable, Sendable {
        package var uri: String
        package var version: Int?
        package var text: String
    }

    package struct DidOpen: Decodable {
        package var textDocument: TextDocumentItem
    }

    package struct DidChange: Decodable {
        package struct Change: Decodable {
            package var range: Range?
            package var text: String
        }

        package struct Document: Decodable {
            package var uri: String
            package var version: Int?
        }

        package var textDocument: Document
        package var contentChanges: [Change]
    }

    package struct DidClose: Decodable {
        package var textDocument: TextDocumentIdentifier
    }

    package struct DidChangeWatchedFiles: Decodable {
        package struct Event: Decodable {
            package var uri: String
            package var type: Int
        }

        package var changes: [Event]
    }

    package struct Initialize: Decodable {
        package struct Folder: Decodable {
            package var uri: String
        }

        package var rootUri: String?
        package var rootPath: String?
        package var workspaceFolders: [Folder]?
    }

    package struct TextDocumentPosition: Decodable {
        package var textDocument: TextDocumentIdentifier
        package var position: Position
    }

    package struct DocumentOnly: Decodable {
        package var textDocument: TextDocumentIdentifier
    }

    package struct CodeActionParams: Decodable {
        package struct Context: Decodable {
            package var diagnostics: [Diagnostic]
        }

        package var textDocument: TextDocumentIdentifier
        package var range: Range
        package var context: Context
    }

    package struct MarkupContent: Codable, Sendable {
        package var kind = "markdown"
        package var value: String

        package init(_ value: String) { self.value = value }
    }

    package struct CodeDescription: Codable, Sendable, Hashable {
        package var href: String
    }

    package struct RelatedInformation: Codable, Sendable, Hashable {
        package var location: Location
        package var message: String
    }

    /// A problem at a range: `severity` 1 error, 2 warning, 3 information; `code` the rule id.
    package struct Diagnostic: Codable, Sendable, Hashable {
        package var range: Range
        package var severity: Int?
        package var code: String?
        package var codeDescription: CodeDescription?
        package var source: String?
        package var message: String
        package var relatedInformation: [RelatedInformation]?
        /// The fix the message's "did you mean" names, for the code action.
        package var data: FixData?
    }

    /// What a diagnostic carries for its quick fixes.
    package struct FixData: Codable, Sendable, Hashable {
        /// The text that replaces the diagnostic's range ("did you mean 'grid'?").
        package var replacement: String?
        /// The rule, for "ignore this rule".
        package var rule: String
        /// Whether the rule may be silenced (a warning or a note).
        package var ignorable: Bool
    }

    package struct PublishDiagnostics: Encodable {
        package var uri: String
        package var version: Int?
        package var diagnostics: [Diagnostic]
    }

    package struct TextEdit: Codable, Sendable {
        package var range: Range
        package var newText: String
    }

    package struct WorkspaceEdit: Codable, Sendable {
        package var changes: [String: [TextEdit]]
    }

    package struct CodeAction: Encodable {
        package var title: String
        package var kind = "quickfix"
        package var diagnostics: [Diagnostic]
        package var isPreferred: Bool?
        package var edit: WorkspaceEdit
    }

    package struct CompletionItem: Encodable {
        package var label: String
        /// 10 property, 12 value, 13 enum, 17 file, 15 snippet.
        package var kind: Int
        package var detail: String?
        package var documentation: MarkupContent?
        package var insertText: String?
        /// 1 plain text, 2 snippet.
        package var insertTextFormat: Int?
        package var textEdit: TextEdit?
        package var sortText: String?
        package var filterText: String?
    }

    package struct CompletionList: Encodable {
        package var isIncomplete = false
        package var items: [CompletionItem]
    }

    package struct Hover: Encodable {
        package var contents: MarkupContent
        package var range: Range?
    }

    package struct DocumentSymbol: Encodable {
        package var name: String
        package var detail: String?
        /// 2 module, 5 class, 8 field, 13 variable, 19 object, 23 struct.
        package var kind: Int
        package var range: Range
        package var selectionRange: Range
        package var children: [DocumentSymbol]?
    }

    package struct ResponseError: Encodable {
        package var code: Int
        package var message: String
    }
}
