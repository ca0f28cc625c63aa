/// The one rule for a JSON number shown as text (in a page, an address or a message): a whole
/// number of less than 10¹⁵ without a decimal point (`3`, not `3.0`), any other as Swift prints it.
package enum NumberText {
    /// The number as an `Int`, when it is a whole number this rule writes without a point.
    package static func whole(_ number: Double) -> Int? {
        number.rounded() == number && abs(number) < 1e15 ? Int(number) : nil
    }

    /// The number as text.
    package static func text(_ number: Double) -> String {
        whole(number).map(String.init) ?? String(number)
    }
}
