import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The JSON parser: values, positions, the trailing-comma leniency, and every syntax error's
/// exact place and message (diagnostics point at line:column, so these are the product).
@Suite("JSONParser")
struct JSONParserTests {
    // MARK: Helpers

    private func parse(_ text: String) throws -> JSONParser.Result {
        try JSONParser.parse(Array(text.utf8))
    }

    private func root(_ text: String) throws -> JSONValue {
        try parse(text).root.value
    }

    /// The syntax error `text` gives, or nil when it parses.
    private func syntaxError(_ text: String) -> JSONParser.SyntaxError? {
        syntaxError(bytes: Array(text.utf8))
    }

    private func syntaxError(bytes: [UInt8]) -> JSONParser.SyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func at(_ line: Int, _ column: Int) -> SpotsFormat.SourceLocation {
        SpotsFormat.SourceLocation(line: line, column: column)
    }

    // MARK: Values

    @Test func scalarValues() throws {
        #expect(try root("true") == .bool(true))
        #expect(try root("false") == .bool(false))
        #expect(try root("null") == .null)
        #expect(try root("\"hi\"") == .string("hi"))
        #expect(try root("0") == .number(0))
        #expect(try root("-12") == .number(-12))
        #expect(try root("3.25") == .number(3.25))
        #expect(try root("1e3") == .number(1000))
        #expect(try root("-2.5E-2") == .number(-0.025))
        #expect(try root("1E+2") == .number(100))
    }

    @Test func nestedStructuresKeepMembersInFileOrder() throws {
        let value = try root(#"{"b": [1, "two", {"c": null}], "a": {"d": [true, false]}, "e": []}"#)
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["b", "a", "e"])

        let list = try #require(value["b"]?.value.elements)
        #expect(list.map(\.value).count == 3)
        #expect(list[0].value == .number(1))
        #expect(list[1].value == .string("two"))
        #expect(list[2].value["c"]?.value == .null)

        let flags = try #require(value["a"]?.value["d"]?.value.elements)
        #expect(flags.map(\.value) == [.bool(true), .bool(false)])
        #expect(value["e"]?.value == .array([]))
        #expect(value["missing"] == nil)
    }

    @Test func emptyContainersAndWhitespace() throws {
        #expect(try root("{}") == .object([]))
        #expect(try root("[]") == .array([]))
        #expect(try root(" \t\r\n { } \n") == .object([]))
        #expect(try root("[ ]") == .array([]))
        #expect(try parse("{}").warnings.isEmpty)
    }

    @Test func repeatedKeysAreKeptAndTheFirstWinsOnLookup() throws {
        let value = try root(#"{"a": 1, "a": 2}"#)
        #expect(value.members?.count == 2)
        #expect(value["a"]?.value == .number(1))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let result = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(result.root.value["a"]?.value == .number(1))
        // Columns count from after the mark.
        #expect(result.root.location == at(1, 1))
        #expect(result.root.value.members?.first?.keyLocation == at(1, 2))
    }

    // MARK: Positions

    @Test func positionsOfValuesAndKeysOnSeveralLines() throws {
        let text = """
            {
              "title": "Home",
              "components": [
                {
                  "kind": "list",
                  "items": [ 1,
                    true ]
                }
              ]
            }
            """
        let root = try parse(text).root
        #expect(root.location == at(1, 1))

        let members = try #require(root.value.members)
        #expect(members[0].key == "title")
        #expect(members[0].keyLocation == at(2, 3))
        #expect(members[0].node.location == at(2, 12))
        #expect(members[1].key == "components")
        #expect(members[1].keyLocation == at(3, 3))
        #expect(members[1].node.location == at(3, 17))

        let component = try #require(members[1].node.value.elements?.first)
        #expect(component.location == at(4, 5))
        let componentMembers = try #require(component.value.members)
        #expect(componentMembers[0].keyLocation == at(5, 7))
        #expect(componentMembers[0].node.location == at(5, 15))
        #expect(componentMembers[1].keyLocation == at(6, 7))
        #expect(componentMembers[1].node.location == at(6, 16))

        let items = try #require(component.value["items"]?.value.elements)
        #expect(items[0].location == at(6, 18))
        #expect(items[1].location == at(7, 9))
    }

    @Test func columnsCountUTF8Bytes() throws {
        // 'é' is two bytes, so the value after it starts one column later than the characters suggest.
        let value = try parse(#"{"é": 1, "x": 2}"#).root.value
        let members = try #require(value.members)
        #expect(members[0].key == "é")
        #expect(members[0].node.location == at(1, 8))
        #expect(members[1].keyLocation == at(1, 11))
    }

    @Test func windowsLineEndingsCountAsOneLine() throws {
        let error = try #require(syntaxError("{\r\n  \"a\": x\r\n}"))
        #expect(error.location == at(2, 8))
        #expect(error.message == "expected a value, found 'x'")
    }

    // MARK: Trailing commas

    @Test func trailingCommaInObjectIsAcceptedWithWarningAtTheComma() throws {
        let result = try parse(#"{"a": 1,}"#)
        #expect(result.root.value.members?.map(\.key) == ["a"])
        #expect(result.root.value["a"]?.value == .number(1))
        #expect(result.warnings.count == 1)
        let warning = try #require(result.warnings.first)
        #expect(warning.location == at(1, 8))
        #expect(warning.message == "trailing comma in an object")
        #expect(warning.hint == "remove the comma; strict JSON parsers reject it")
    }

    @Test func trailingCommaInArrayIsAcceptedWithWarningAtTheComma() throws {
        let result = try parse("[1, 2,]")
        #expect(result.root.value == .array([JSONNode(.number(1), at: at(1, 2)), JSONNode(.number(2), at: at(1, 5))]))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.location == at(1, 6))
        #expect(result.warnings.first?.message == "trailing comma in an array")
    }

    @Test func trailingCommasOnSeveralLinesAreEachReported() throws {
        let text = """
            {
              "items": [
                {"title": "a"},
                {"title": "b"},
              ],
              "title": "x",
            }
            """
        let result = try parse(text)
        #expect(result.root.value["items"]?.value.elements?.count == 2)
        #expect(result.root.value["title"]?.value == .string("x"))
        #expect(result.warnings.map(\.location) == [at(4, 19), at(6, 15)])
        #expect(result.warnings.map(\.message) == ["trailing comma in an array", "trailing comma in an object"])
    }

    @Test func aLoneCommaIsStillAnError() throws {
        let inArray = try #require(syntaxError("[,]"))
        #expect(inArray.location == at(1, 2))
        #expect(inArray.message == "expected a value, found ','")

        let inObject = try #require(syntaxError("{,}"))
        #expect(inObject.location == at(1, 2))
        #expect(inObject.message == "expected a key in double quotes, found ','")

        let doubled = try #require(syntaxError("[1,,2]"))
        #expect(doubled.location == at(1, 4))
        #expect(doubled.message == "expected a value, found ','")
    }

    // MARK: Syntax errors

    /// Said at the end of the line where the comma belongs, not at the next member.
    @Test func missingCommaBetweenMembers() throws {
        let error = try #require(syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}"))
        #expect(error.location == at(2, 9))
        #expect(error.message == "expected ',' after the member; the next one starts on line 3")
        #expect(error.hint == "add ',' at the end of this line")
        let elements = try #require(syntaxError("[\n  { \"a\": 1 }\n  { \"b\": 2 }\n]"))
        #expect(elements.location == at(2, 13))
        #expect(elements.message == "expected ',' after the element; the next one starts on line 3")
    }

    @Test func missingCommaOnOneLineIsSaidAtTheNextMember() throws {
        let error = try #require(syntaxError("{ \"a\": 1 \"b\": 2 }"))
        #expect(error.location == at(1, 10))
        #expect(error.message == "expected ',' or '}' after a member, found '\"'")
        #expect(error.hint == "members are separated by commas")
    }

    @Test func missingCommaBetweenElements() throws {
        let error = try #require(syntaxError("[1 2]"))
        #expect(error.location == at(1, 4))
        #expect(error.message == "expected ',' or ']' after an element, found '2'")
        #expect(error.hint == "elements are separated by commas")
    }

    @Test func missingColon() throws {
        let error = try #require(syntaxError(#"{"a" 1}"#))
        #expect(error.location == at(1, 6))
        #expect(error.message == "expected ':' after the key \"a\", found '1'")
    }

    @Test func unclosedStringPointsAtItsOpeningQuote() throws {
        let atEnd = try #require(syntaxError(#"{"a": "abc"#))
        #expect(atEnd.location == at(1, 7))
        #expect(atEnd.message == "this string is never closed")
        #expect(atEnd.hint == "add the closing '\"'")

        let atLineEnd = try #require(syntaxError("{\"a\": \"abc\n}"))
        #expect(atLineEnd.location == at(1, 7))
        #expect(atLineEnd.message == "this string is never closed on its line")

        let escapeAtEnd = try #require(syntaxError(#"["ab\"#))
        #expect(escapeAtEnd.location == at(1, 2))
        #expect(escapeAtEnd.message == "this string is never closed")
    }

    @Test func unclosedObjectPointsAtItsOpeningBrace() throws {
        let error = try #require(syntaxError("{\n  \"a\": {\n    \"b\": 1\n  }\n"))
        #expect(error.location == at(1, 1))
        #expect(error.message == "this object is never closed")
        #expect(error.hint == "add '}'")

        let afterComma = try #require(syntaxError("[\n  {\"a\": 1,"))
        #expect(afterComma.location == at(2, 3))
        #expect(afterComma.message == "this object is never closed")

        let justOpened = try #require(syntaxError("{"))
        #expect(justOpened.location == at(1, 1))
        #expect(justOpened.message == "this object is never closed")
    }

    @Test func unclosedArrayPointsAtItsOpeningBracket() throws {
        let error = try #require(syntaxError("{\"a\": [1, 2"))
        #expect(error.location == at(1, 7))
        #expect(error.message == "this array is never closed")
        #expect(error.hint == "add ']'")

        let justOpened = try #require(syntaxError("["))
        #expect(justOpened.location == at(1, 1))
        #expect(justOpened.message == "this array is never closed")
    }

    @Test func missingValueAtTheEnd() throws {
        let error = try #require(syntaxError(#"{"a": "#))
        #expect(error.location == at(1, 7))
        #expect(error.message == "unexpected end of file; expected a value")
    }

    @Test func singleQuotedStringsAreRefused() throws {
        let key = try #require(syntaxError("{'a': 1}"))
        #expect(key.location == at(1, 2))
        #expect(key.message == "expected a key in double quotes, found \"'\"")
        #expect(key.hint == "replace ' with \"")

        let value = try #require(syntaxError(#"{"a": 'b'}"#))
        #expect(value.location == at(1, 7))
        #expect(value.message == "strings must use double quotes")
        #expect(value.hint == "replace ' with \"")
    }

    @Test func unquotedKeyIsRefused() throws {
        let error = try #require(syntaxError("{a: 1}"))
        #expect(error.location == at(1, 2))
        #expect(error.message == "expected a key in double quotes, found 'a'")
        #expect(error.hint == nil)
    }

    @Test func badLiterals() throws {
        let truncated = try #require(syntaxError("[tru]"))
        #expect(truncated.location == at(1, 2))
        #expect(truncated.message == "expected 'true'")
        #expect(truncated.hint == "JSON literals are true, false and null, in lowercase")

        let wrongLetter = try #require(syntaxError(#"{"a": nul}"#))
        #expect(wrongLetter.location == at(1, 7))
        #expect(wrongLetter.message == "expected 'null'")

        let falsy = try #require(syntaxError("[fals]"))
        #expect(falsy.message == "expected 'false'")

        let capitalised = try #require(syntaxError("[True]"))
        #expect(capitalised.location == at(1, 2))
        #expect(capitalised.message == "expected a value, found 'T'")

        let undefined = try #require(syntaxError("[undefined]"))
        #expect(undefined.message == "expected a value, found 'u'")
    }

    @Test func invalidNumbers() throws {
        let sign = try #require(syntaxError("[-]"))
        #expect(sign.location == at(1, 2))
        #expect(sign.message == "'-' is not a valid JSON number")
        #expect(sign.hint == "a number starts with a digit, e.g. 0.5")

        let exponent = try #require(syntaxError(#"{"a": 1e}"#))
        #expect(exponent.location == at(1, 7))
        #expect(exponent.message == "'1e' is not a valid JSON number")
        #expect(exponent.hint == "write the exponent's digits, e.g. 1e5")

        let word = try #require(syntaxError("[-abc]"))
        #expect(word.message == "'-' is not a valid JSON number")

        let tooLarge = try #require(syntaxError("[1e400]"))
        #expect(tooLarge.location == at(1, 2))
        #expect(tooLarge.message == "'1e400' is too large a number")

        let plus = try #require(syntaxError("[+1]"))
        #expect(plus.message == "expected a value, found '+'")

        let hex = try #require(syntaxError("[0x10]"))
        #expect(hex.location == at(1, 3))
        #expect(hex.message == "expected ',' or ']' after an element, found 'x'")

        let twoPoints = try #require(syntaxError("[1.5.3]"))
        #expect(twoPoints.location == at(1, 5))
    }

    /// RFC 8259 has no leading zeros, no bare '.' and no empty fraction; the spec says everything
    /// that is not JSON (other than trailing commas) is an error.
    @Test func numbersThatAreNotJSONAreRefused() {
        #expect(syntaxError("[01]")?.hint == "remove the leading zero")
        #expect(syntaxError("[-01]") != nil)
        #expect(syntaxError("[1.]")?.message == "'1.' is not a valid JSON number")
        #expect(syntaxError("[-.5]") != nil)
        #expect(syntaxError("[1.e5]") != nil)
    }

    @Test func controlCharacterInString() throws {
        let error = try #require(syntaxError("[\"a\tb\"]"))
        #expect(error.location == at(1, 4))
        #expect(error.message == "control character in a string")
        #expect(error.hint == "write it as an escape such as \\t or \\u0001")

        let nul = try #require(syntaxError(bytes: Array("[\"ab".utf8) + [0x00] + Array("\"]".utf8)))
        #expect(nul.location == at(1, 5))
        #expect(nul.message == "control character in a string")
    }

    @Test func textAfterTheValue() throws {
        let error = try #require(syntaxError("{}\n  x"))
        #expect(error.location == at(2, 3))
        #expect(error.message == "unexpected text after the end of the JSON value")
        #expect(error.hint == "a file holds one value; remove what follows or wrap both in an array")

        let twoObjects = try #require(syntaxError("{} {}"))
        #expect(twoObjects.location == at(1, 4))
        #expect(twoObjects.message == "unexpected text after the end of the JSON value")

        let extraBrace = try #require(syntaxError(#"{"a": 1}}"#))
        #expect(extraBrace.location == at(1, 9))
    }

    @Test func emptyFile() throws {
        let empty = try #require(syntaxError(""))
        #expect(empty.location == at(1, 1))
        #expect(empty.message == "the file is empty; expected a JSON object or array")

        let blank = try #require(syntaxError("\n\n  "))
        #expect(blank.location == at(3, 3))
        #expect(blank.message == "the file is empty; expected a JSON object or array")

        let onlyMark = try #require(syntaxError(bytes: [0xEF, 0xBB, 0xBF]))
        #expect(onlyMark.message == "the file is empty; expected a JSON object or array")
    }

    // MARK: Strings and escapes

    @Test func simpleEscapes() throws {
        #expect(try root(#"["\"\\\/\b\f\n\r\t"]"#) == .array([JSONNode(.string("\"\\/\u{08}\u{0C}\n\r\t"), at: at(1, 2))]))
        #expect(try root(#""a\nb""#) == .string("a\nb"))
    }

    @Test func unicodeEscapes() throws {
        #expect(try root(#""\u0041\u00e9\u00E9""#) == .string("Aéé"))
        #expect(try root(#""\u20AC""#) == .string("€"))
        #expect(try root(#""\u0000""#) == .string("\u{0}"))
        // A surrogate pair is one scalar outside the basic plane.
        #expect(try root(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try root(#""x\uD834\uDD1Ey""#) == .string("x𝄞y"))
        // Raw UTF-8 passes through as it is.
        #expect(try root("\"日本 😀\"") == .string("日本 😀"))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try root(#""\ud83d""#) == .string("\u{FFFD}"))
        #expect(try root(#""\ude00""#) == .string("\u{FFFD}"))
        #expect(try root(#""\ud83dx""#) == .string("\u{FFFD}x"))
    }

    @Test func highSurrogateFollowedByAnOrdinaryEscapeKeepsThatCharacter() throws {
        let value = try root(#""\ud83d\u0041""#)
        #expect(value == .string("\u{FFFD}A"))
    }

    @Test func invalidEscapes() throws {
        let unknown = try #require(syntaxError(#"["ab\x"]"#))
        #expect(unknown.location == at(1, 5))
        #expect(unknown.message == "invalid escape '\\x' in a string")
        #expect(unknown.hint == "write a backslash as \\\\")

        let shortHex = try #require(syntaxError(#"["\u12"]"#))
        #expect(shortHex.location == at(1, 3))
        #expect(shortHex.message == "\\u must be followed by four hex digits")

        let notHex = try #require(syntaxError(#"["\uZZZZ"]"#))
        #expect(notHex.message == "\\u must be followed by four hex digits")

        let badLowHalf = try #require(syntaxError(#"["\ud83d\uXYZW"]"#))
        #expect(badLowHalf.location == at(1, 3))
        #expect(badLowHalf.message == "\\u must be followed by four hex digits")
    }

    @Test func escapeWithSignIsNotFourHexDigits() {
        #expect(syntaxError(#"["\u+041"]"#) != nil)
    }

    // MARK: Depth

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        let text = String(repeating: "[", count: 10_000)
        let error = try #require(syntaxError(text))
        #expect(error.message == "values are nested more than \(JSONParser.maximumDepth) levels deep")
        #expect(error.location == at(1, JSONParser.maximumDepth + 1))

        let objects = String(repeating: #"{"a":"#, count: 10_000)
        let objectError = try #require(syntaxError(objects))
        #expect(objectError.message == "values are nested more than \(JSONParser.maximumDepth) levels deep")
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try root(text)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            guard let first = elements.first else { break }
            value = first.value
        }
        #expect(levels == depth)

        let oneMore = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(syntaxError(oneMore)?.message == "values are nested more than \(depth) levels deep")
    }

    @Test func depthIsCountedPerPathNotInTotal() throws {
        // Many siblings at depth 2 must not add up to the limit.
        let text = "[" + Array(repeating: "[[]]", count: 1_000).joined(separator: ",") + "]"
        #expect(try root(text).elements?.count == 1_000)
    }

    // MARK: Value helpers

    @Test func typeNames() {
        #expect(JSONValue.null.typeName == "null")
        #expect(JSONValue.bool(true).typeName == "a boolean")
        #expect(JSONValue.number(1).typeName == "a number")
        #expect(JSONValue.string("").typeName == "a string")
        #expect(JSONValue.array([]).typeName == "an array")
        #expect(JSONValue.object([]).typeName == "an object")
    }
}
