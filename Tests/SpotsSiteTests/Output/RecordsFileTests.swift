import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// The records of `build --incremental` are written a page a line and read line by line on all
/// cores; a file of any other layout of the same JSON reads the same, and one that is not JSON
/// does not read at all.
@Suite struct RecordsFileTests {
    /// Records of `count` pages with every field, and problems whose text needs escaping.
    static func records(_ count: Int) -> BuildRecords {
        var pages: [String: PageRecord] = [:]
        for index in 0..<count {
            let problems = (0..<(index % 4)).map { number in
                Diagnostic(
                    number == 0 ? .warning : .note, rule: .danglingAction, file: "Content/screens/\(index).json",
                    location: number == 2 ? nil : SourceLocation(line: number + 1, column: 3), path: "components[\(number)]",
                    message: "the action 'a,\n\"b\"' leads to /x/\(number)/, which has no screen", hint: number == 1 ? nil : "did you mean '/y/'?")
            }
            pages["p/\(index)/index.html"] = PageRecord(
                inputs: String(format: "%016x", index), size: 100 + index, templates: ["page", "items/default"],
                anchors: index % 3 == 0 ? nil : ["components[0]": "list-\(index)"], dangling: index % 5 == 0 ? nil : index,
                problems: problems.isEmpty ? nil : problems)
        }
        return BuildRecords(site: "00000000000000ab", pages: pages)
    }

    static func read(_ text: String) throws -> BuildRecords? {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(text, to: RecordsFile.name)
        return RecordsFile.read(in: ConfinedRoot(project.root, links: .refuse))
    }

    @Test(arguments: [0, 1, 2, 700])
    func recordsReadAsTheyWereWritten(count: Int) throws {
        let records = Self.records(count)
        let text = RecordsFile.encoded(records)
        #expect(try Self.read(text) == records)
        // Read line by line, not whole (but for no page, whose empty line is read whole).
        let lines = try #require(RecordsFile.lines(of: Array(text.utf8)))
        #expect(RecordsFile.read(lines: lines) == (count == 0 ? nil : records))
        // A page a line, between the opening line and the closing one.
        #expect(lines.count == max(count, 1) + 3)
        #expect(lines.first.map { String(decoding: $0, as: UTF8.self) } == "{\"pages\":{")
        #expect(String(decoding: lines[lines.count - 2], as: UTF8.self) == "},")
    }

    /// Problems read straight from their line are checked but left unread (`PageRecord.unread`):
    /// they read as the problems written, and name the same files.
    @Test func problemsLeftUnreadAreTheProblemsWritten() throws {
        var records = BuildRecords(site: "00000000000000ab", pages: [:])
        for index in 0..<6 {
            let problems = (0..<index).map { number in
                Diagnostic(
                    .warning, rule: .danglingAction, file: "Content/screens/\(number % 2 == 0 ? "a" : "b\(index)").json",
                    location: SourceLocation(line: number + 1, column: 2), message: "the action 'x' leads to /x/, which has no screen")
            }
            records.pages["p/\(index)/index.html"] = PageRecord(inputs: "1", size: 1, templates: [], problems: problems.isEmpty ? nil : problems)
        }
        let read = try #require(try Self.read(RecordsFile.encoded(records)))
        #expect(read == records)
        #expect(read.pages.values.filter { $0.unread != nil }.count == 5)
        let every = Set((0..<6).map { "Content/screens/b\($0).json" } + ["Content/screens/a.json"])
        for files in [every, every.subtracting(["Content/screens/a.json"]), every.subtracting(["Content/screens/b5.json"]), []] {
            for (path, page) in read.pages {
                #expect(page.namesOnly(files) == records.pages[path]?.namesOnly(files), "\(path), \(files)")
            }
        }
    }

    @Test func anotherLayoutOfTheSameJSONReadsTheSame() throws {
        let records = Self.records(40)
        let text = RecordsFile.encoded(records)
        // On one line, as a tool that read and wrote it leaves it.
        #expect(try Self.read(text.replacingOccurrences(of: "\n", with: "")) == records)
        // A page's record spread over lines: the file is read whole.
        #expect(try Self.read(text.replacingOccurrences(of: "\"inputs\":", with: "\n\"inputs\":")) == records)
        // A path twice: its last record, as a JSON reader takes it, both ways.
        let other = "\"p/7/index.html\":{\"inputs\":\"1\",\"size\":1,\"templates\":[]}"
        let twice = text.replacingOccurrences(of: "{\"pages\":{\n", with: "{\"pages\":{\n" + other + ",\n")
        #expect(try Self.read(twice) == records)
        let last = text.replacingOccurrences(of: "\n},\n", with: ",\n" + other + "\n},\n")
        #expect(try Self.read(last)?.pages["p/7/index.html"]?.size == 1)
        #expect(try Self.read(last.replacingOccurrences(of: "\n", with: ""))?.pages["p/7/index.html"]?.size == 1)
    }

    @Test func aFileThatIsNotJSONOrNotRecordsIsNotRead() throws {
        let text = RecordsFile.encoded(Self.records(12))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A page's line without the comma before the next: each line reads alone, the file does not.
        lines[3].removeLast()
        #expect(try Self.read(lines.joined(separator: "\n")) == nil)
        // A comma after the last page is read, as the JSON reader of screens reads it, both ways.
        let comma = text.replacingOccurrences(of: "\n},\n", with: ",\n},\n")
        #expect(try Self.read(comma) == Self.records(12) && Self.read(comma.replacingOccurrences(of: "\n", with: "")) == Self.records(12))
        // Written again with every page taken, the last line's comma does not come into the middle.
        var taken = try #require(try Self.read(comma))
        taken.pages["p/99/index.html"] = PageRecord(inputs: "1", size: 1, templates: [])
        #expect(try Self.read(RecordsFile.encoded(taken)) == taken)
        // Another version, cut short, or a page that is not a record.
        #expect(try Self.read(text.replacingOccurrences(of: "\"version\":2}", with: "\"version\":3}")) == nil)
        #expect(try Self.read(String(text.prefix(text.count / 2))) == nil)
        #expect(try Self.read(text.replacingOccurrences(of: "\"size\":105,", with: "\"size\":-1,")) == nil)
        // Two commas after a page, which the reader forgives as one inside a line: the file is read
        // whole, which refuses them.
        #expect(try Self.read(text.replacingOccurrences(of: "]},\n", with: "]},,\n")) == nil)
        #expect(try Self.read(text.replacingOccurrences(of: "]},\n", with: "]}, ,\n")) == nil)
        // A page nested about as deep as the reader allows at its place in the file: line by line
        // it reads where the file read whole (on one line) reads, and not where it does not.
        var outcomes: Set<Bool> = []
        for levels in (JSONParser.maximumDepth - 6)...JSONParser.maximumDepth {
            let nested = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            let deep = text.replacingOccurrences(of: "\"inputs\":", with: "\"x\":\(nested),\"inputs\":")
            let whole = try Self.read(deep.replacingOccurrences(of: "\n", with: "")) != nil
            #expect((RecordsFile.lines(of: Array(deep.utf8)).flatMap(RecordsFile.read(lines:)) != nil) == whole, "\(levels)")
            outcomes.insert(whole)
        }
        #expect(outcomes == [true, false])
        // The last line may not bring pages of its own: line by line it is not read.
        let other = text.replacingOccurrences(of: "\"site\":", with: "\"pages\":{},\"site\":")
        #expect(RecordsFile.lines(of: Array(other.utf8)).flatMap(RecordsFile.read(lines:)) == nil)
        #expect(try Self.read(other) == Self.read(other.replacingOccurrences(of: "\n", with: "")))
    }
}

extension RecordsFileTests {
    @Test func aPageTakenUnchangedHasItsLineWrittenAsItWasRead() throws {
        let records = Self.records(30)
        // Written another way on its line (spaces), which reads as the same record.
        let text = RecordsFile.encoded(records).replacingOccurrences(of: "\"p/4/index.html\":{\"", with: "\"p/4/index.html\" : { \"")
        var read = try #require(try Self.read(text))
        #expect(read == records)
        #expect(RecordsFile.encoded(read) == text)
        // A page rendered again has a new record, written as `encoded` writes it.
        var changed = try #require(read.pages["p/4/index.html"])
        changed.line = nil
        changed.size += 1
        read.pages["p/4/index.html"] = changed
        var expected = records
        expected.pages["p/4/index.html"]?.size += 1
        #expect(RecordsFile.encoded(read) == RecordsFile.encoded(expected))
    }
}

extension RecordsFileTests {
    /// The line of each page of `text` (the file `encoded` writes), without its comma.
    static func pageLines(_ text: String) throws -> [ArraySlice<UInt8>] {
        let lines = try #require(RecordsFile.lines(of: Array(text.utf8)))
        return lines[1..<(lines.count - 2)].map { $0.last == UInt8(ascii: ",") ? $0.dropLast() : $0 }
    }

    /// A page's line as the JSON parser reads it.
    static func parsed(_ member: ArraySlice<UInt8>) -> (String, PageRecord?)? {
        guard let object = try? JSONParser.parse([UInt8]("{".utf8) + member + [UInt8]("}".utf8)).root.value.members, object.count == 1
        else { return nil }
        return (object[0].key, RecordsFile.decoded(object[0].node.value))
    }

    @Test func aLineReadStraightFromItsBytesIsTheRecordTheParserReads() throws {
        // Plain text (read straight from the bytes) and text with escapes (left to the parser).
        var records = Self.records(60)
        for (path, var page) in records.pages where Int(path.split(separator: "/")[1])! % 2 == 0 {
            page.problems = page.problems?.map { problem in
                var plain = problem
                plain.message = "the action 'a' leads nowhere"
                return plain
            }
            records.pages[path] = page
        }
        var straight = 0
        for member in try Self.pageLines(RecordsFile.encoded(records)) {
            let parsed = try #require(Self.parsed(member))
            if let read = RecordLine.read(member) {
                straight += 1
                #expect(read.path == parsed.0 && read.record == parsed.1)
            } else {
                #expect(member.contains(UInt8(ascii: "\\")))
            }
        }
        #expect(straight >= 30)
        // A line of any other layout or content is not read straight: it is left to the parser.
        let plain = try #require(try Self.pageLines(RecordsFile.encoded(records)).first { RecordLine.read($0)?.record?.problems?.isEmpty == false })
        let text = String(decoding: plain, as: UTF8.self)
        let variants = [
            text.replacingOccurrences(of: "\"size\":", with: "\"size\": "),  // a space
            text.replacingOccurrences(of: "\"size\":1", with: "\"size\":01"),  // a leading zero
            text.replacingOccurrences(of: "\"size\":1", with: "\"size\":1.0"),  // a fraction
            text.replacingOccurrences(of: "\"size\":1", with: "\"size\":10000000000000"),  // 16 digits
            text.replacingOccurrences(of: "\"size\":1", with: "\"size\":99999999999999999999"),  // past an Int
            text.replacingOccurrences(of: "\"warning\"", with: "\"warn\""),  // no severity
            text.replacingOccurrences(of: "\"dangling-action\"", with: "\"dangling-actions\""),  // no rule
            text.replacingOccurrences(of: "\"inputs\":", with: "\"x\":1,\"inputs\":"),  // a member of no record
            text.replacingOccurrences(of: "the action", with: "l\\u0061 action"),  // an escape
            text.replacingOccurrences(of: "the action", with: "the\u{7F}action"),  // a control character
        ]
        for variant in variants {
            let member = ArraySlice(Array(variant.utf8))
            #expect(RecordLine.read(member) == nil || variant.contains("\"warn\"") || variant.contains("-actions"), "\(variant)")
            let whole = Self.parsed(member)
            if let read = RecordLine.read(member) {
                #expect(read.path == whole?.0 && read.record == whole?.1 && read.record == nil, "\(variant)")
            }
        }
    }

    /// Letters past ASCII are read straight, as the parser reads them; bytes that are no UTF-8 are left to it.
    @Test func aLineWithLettersPastASCIIIsReadStraight() throws {
        var records = BuildRecords(site: "00000000000000ab", pages: [:])
        records.pages["a/index.html"] = PageRecord(
            inputs: "0000000000000001", size: 1, templates: ["page"],
            problems: [Diagnostic(.warning, rule: .danglingAction, file: "Content/screens/zoë.json", message: "l’action mène nulle part")])
        let member = try #require(try Self.pageLines(RecordsFile.encoded(records)).first)
        let read = try #require(RecordLine.read(member))
        let parsed = try #require(Self.parsed(member))
        #expect(read.path == parsed.0 && read.record == parsed.1 && read.record?.problems == records.pages["a/index.html"]?.problems)
        var broken = Array(member)
        let letter = try #require(broken.firstIndex(of: 0xC3))
        broken[letter + 1] = 0x28
        #expect(RecordLine.read(broken[...]) == nil)
    }

    /// Lines found with `memchr` are those `split` finds, empty ones at either end and in a row too.
    @Test func linesAreSplitAsSplitSplitsThem() {
        var random = SplitMix(seed: 5)
        for length in [0, 1, 2, 3, 17, 300] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in random.next() % 3 == 0 ? UInt8(0x0A) : UInt8(ascii: "a") + UInt8(random.next() % 3) }
                let expected = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                let lines = RecordsFile.splitLines(bytes)
                #expect(lines.count == expected.count)
                #expect(zip(lines, expected).allSatisfy { $0.startIndex == $1.startIndex && $0.elementsEqual($1) }, "\(bytes)")
            }
        }
    }

    /// A line that is not UTF-8 (the records come from the output, which anyone may change) is not
    /// kept to be written again as it is: the records written back are UTF-8.
    @Test func aLineThatIsNotUTF8IsNotWrittenBackAsItIs() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        var bytes = Array(RecordsFile.encoded(Self.records(6)).utf8)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "'")))
        bytes[at] = 0xFF
        try Data(bytes).write(to: project.url(RecordsFile.name))
        let read = try #require(RecordsFile.read(in: ConfinedRoot(project.root, links: .refuse)))
        #expect(read.pages.count == 6)
        #expect(String(validating: RecordsFile.bytes(read), as: UTF8.self) != nil)
    }
}
