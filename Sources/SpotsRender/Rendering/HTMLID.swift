import SpotsFormat

/// HTML ids made from what screens say.
package enum HTMLID {
    /// An identifier (or kind) as an HTML id: letters, digits, `-` and `_`, starting with a letter.
    package static func make(_ identifier: String) -> String {
        var id = ""
        for scalar in identifier.unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            id.unicodeScalars.append(keep ? scalar : "-")
        }
        if id.isEmpty || !(id.unicodeScalars.first.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ?? false) {
            id = "id-" + id
        }
        return id
    }
}
