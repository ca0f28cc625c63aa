/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as compilers do).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Stored in 32 bits each: every value and key of a parsed file has a location, and a screen of
    // many items keeps several per item. Files are far smaller than 4 GiB.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a location.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The start of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
