/// Pseudo-localisation: a string as a translation would stress a layout, readable still. Every
/// ASCII letter takes an accent and every vowel is doubled (`Settings` → `[Šééţţîîñĝš~~]`), so words grow
/// and stay unbroken as German and Finnish compounds do, the whole is padded to about 40% longer
/// than written, and brackets mark both ends so text cut by a layout shows it is cut. The same
/// string always gives the same result; digits, punctuation and other scripts are kept.
package enum PseudoText {
    /// How much longer than written a string becomes, at least.
    package static let growth = 0.4

    /// `text` pseudo-localised, bracketed at both ends.
    package static func transform(_ text: String) -> String {
        // Nothing to read stays nothing: an empty title must not become "[]" and show a heading.
        text.allSatisfy(\.isWhitespace) ? text : transform(text, opens: true, closes: true)
    }

    /// `text` pseudo-localised as one piece of a longer string (the text nodes of a markdown
    /// subtitle): `opens` and `closes` say whether the bracket at its start and end belong here.
    /// Whitespace-only pieces stay as they are.
    package static func transform(_ text: String, opens: Bool, closes: Bool) -> String {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }.count
        var result = opens ? "[" : ""
        var added = 0
        for scalar in text.unicodeScalars {
            let accented = accents[scalar] ?? Character(scalar)
            result.append(accented)
            if vowels.contains(scalar) {
                result.append(accented)
                added += 1
            }
        }
        if letters > 0 {
            let wanted = Int((Double(text.count) * growth).rounded(.up))
            if added < wanted { result += String(repeating: "~", count: wanted - added) }
        }
        if closes { result += "]" }
        return result
    }

    /// The vowels doubled.
    private static let vowels = Set("aeiouyAEIOUY".unicodeScalars)

    /// Each ASCII letter's accented form.
    private static let accents: [Unicode.Scalar: Character] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked))
    }()
}
