import SpotsBuild
import SpotsFormat
import SpotsRender

/// Two texts compared word by word (as `git diff --word-diff`): what a reviewer reads for a
/// changed subtitle, where a line diff would show one long line twice.
package enum WordDiff {
    /// A run of text kept, removed or added.
    package struct Piece: Equatable, Sendable, Codable {
        package enum Kind: String, Sendable, Codable { case same, removed, added }
        package var kind: Kind
        package var text: String
    }

    /// The pieces that turn `old` into `new`; runs of one kind are joined, and the spaces
    /// between two changed words go with the change.
    package static func pieces(_ old: String, _ new: String) -> [Piece] {
        let oldWords = words(of: old)
        let newWords = words(of: new)
        var pieces: [Piece] = []
        func add(_ kind: Piece.Kind, _ text: Substring) {
            if let last = pieces.last, last.kind == kind {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(Piece(kind: kind, text: String(text)))
            }
        }
        for edit in TextDiff.edits(oldWords, newWords) {
            switch edit {
            case .same(let index, _): add(.same, oldWords[index])
            case .removed(let index): add(.removed, oldWords[index])
            case .added(let index): add(.added, newWords[index])
            }
        }
        return pieces
    }

    /// Words and the runs of white space between them, in order, so that joining them gives the text.
    package static func words(of text: String) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var inSpace: Bool?
        for index in text.indices {
            let space = text[index].isWhitespace
            if let current = inSpace, current != space {
                words.append(text[start..<index])
                start = index
            }
            inSpace = space
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }

    /// The pieces as plain text, as `git diff --word-diff=plain` writes them: `[-old-]{+new+}`.
    package static func plain(_ pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece.kind {
            case .same: piece.text
            case .removed: "[-" + piece.text + "-]"
            case .added: "{+" + piece.text + "+}"
            }
        }.joined()
    }
}
