extension Int {
    /// The count with its noun, singular for one: `1.counted("screen")` is "1 screen", `2.counted("screen")` "2 screens".
    public func counted(_ noun: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? noun : plural ?? noun + "s")"
    }
}
