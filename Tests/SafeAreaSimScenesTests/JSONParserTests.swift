import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The parser accepts exactly RFC 8259 JSON and explains every rejection with a position.
@Suite("JSON parser")
struct JSONParserTests {}

extension JSONParserTests {
  struct Accepted: CustomTestStringConvertible, Sendable {
    var text: String
    var value: JSONValue
    var testDescription: String { text.debugDescription }
  }

  static let accepted: [Accepted] = [
    Accepted(text: "0", value: .number(0)),
    Accepted(text: "-0", value: .number(-0.0)),
    Accepted(text: "1", value: .number(1)),
    Accepted(text: "-12.25", value: .number(-12.25)),
    Accepted(text: "10", value: .number(10)),
    Accepted(text: "0.5", value: .number(0.5)),
    Accepted(text: "1e3", value: .number(1000)),
    Accepted(text: "1E+3", value: .number(1000)),
    Accepted(text: "2.5e-3", value: .number(0.0025)),
    Accepted(text: "0e0", value: .number(0)),
    Accepted(text: "1e-400", value: .number(0)),
    Accepted(text: "1.7976931348623157e308", value: .number(.greatestFiniteMagnitude)),
    Accepted(text: "5e-324", value: .number(.leastNonzeroMagnitude)),
    Accepted(text: "true", value: .bool(true)),
    Accepted(text: "false", value: .bool(false)),
    Accepted(text: "null", value: .null),
    Accepted(text: #""""#, value: .string("")),
    Accepted(text: #""a\"b\\c\/d""#, value: .string("a\"b\\c/d")),
    Accepted(text: #""\b\f\n\r\t""#, value: .string("\u{8}\u{C}\n\r\t")),
    Accepted(text: #""\u0041\u00e9\u20AC""#, value: .string("Aé€")),
    Accepted(text: #""\uD83D\uDE00""#, value: .string("\u{1F600}")),
    Accepted(text: #""\udbff\udfff""#, value: .string("\u{10FFFF}")),
    Accepted(text: #""\u0000""#, value: .string("\u{0}")),
    Accepted(text: "\"é😀 raw\"", value: .string("é😀 raw")),
    Accepted(text: "\"\u{7F}\"", value: .string("\u{7F}")),
    Accepted(text: "[]", value: .array([])),
    Accepted(text: "{}", value: .object([])),
    Accepted(text: " \t\r\n[ 1 , 2 ]\r\n ", value: .array([.number(1), .number(2)])),
    Accepted(
      text: #"{"b": 1, "a": [true, null], "c": {}}"#,
      value: .object([
        ("b", .number(1)), ("a", .array([.bool(true), .null])), ("c", .object([])),
      ])),
    Accepted(
      text: #"[[[]], {"x": [{}]}]"#,
      value: .array([
        .array([.array([])]), .object([("x", .array([.object([])]))]),
      ])),
    Accepted(text: #"{"a": {"a": 1}}"#, value: .object([("a", .object([("a", .number(1))]))])),
    Accepted(text: "\u{FEFF}[1]", value: .array([.number(1)])),
  ]

  @Test("documents that follow RFC 8259 give their value, keys in order", arguments: accepted)
  func accepts(_ row: Accepted) throws {
    let value = try JSONParser.parse(row.text)
    #expect(value == row.value)
    #expect(value.serialized() == row.value.serialized())
  }
}

extension JSONParserTests {
  struct Rejected: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    var path = ""
    var testDescription: String { name }
  }

  static let rejected: [Rejected] = [
    Rejected(
      name: "empty document", text: "", line: 1, column: 1,
      message: "the document is empty; expected a JSON value"),
    Rejected(
      name: "only whitespace", text: " \n ", line: 2, column: 2,
      message: "the document is empty; expected a JSON value"),
    Rejected(
      name: "leading zero", text: "01", line: 1, column: 1,
      message: "numbers may not have leading zeros"),
    Rejected(
      name: "negative leading zero", text: "[-012]", line: 1, column: 2,
      message: "numbers may not have leading zeros", path: "[0]"),
    Rejected(
      name: "plus sign", text: "+1", line: 1, column: 1,
      message: "unexpected character '+'; expected a value"),
    Rejected(
      name: "no integer part", text: ".5", line: 1, column: 1,
      message: "unexpected character '.'; expected a value"),
    Rejected(
      name: "no fraction digits", text: "1.", line: 1, column: 3,
      message: "expected a digit after the decimal point"),
    Rejected(
      name: "fraction then exponent without digits", text: "1.e5", line: 1, column: 3,
      message: "expected a digit after the decimal point"),
    Rejected(
      name: "no exponent digits", text: "1e", line: 1, column: 3,
      message: "expected a digit in the exponent"),
    Rejected(
      name: "exponent sign without digits", text: "1e+", line: 1, column: 4,
      message: "expected a digit in the exponent"),
    Rejected(
      name: "minus alone", text: "-", line: 1, column: 2, message: "expected a digit after '-'"),
    Rejected(
      name: "minus before a letter", text: "-Infinity", line: 1, column: 2,
      message: "expected a digit after '-'"),
    Rejected(
      name: "NaN", text: "NaN", line: 1, column: 1,
      message: "unexpected character 'N'; expected a value"),
    Rejected(
      name: "Infinity", text: "[Infinity]", line: 1, column: 2,
      message: "unexpected character 'I'; expected a value", path: "[0]"),
    Rejected(
      name: "hexadecimal", text: "0x10", line: 1, column: 2,
      message: "unexpected text after the end of the document"),
    Rejected(
      name: "overflowing number", text: "[1, 1e400]", line: 1, column: 5,
      message: "the number 1e400 is too large for a double", path: "[1]"),
    Rejected(
      name: "overflowing negative number", text: "-2e308", line: 1, column: 1,
      message: "the number -2e308 is too large for a double"),
    Rejected(
      name: "capitalised literal", text: "True", line: 1, column: 1,
      message: "unexpected character 'T'; expected a value"),
    Rejected(
      name: "truncated literal", text: "[nul]", line: 1, column: 2,
      message: "invalid literal; expected 'null'", path: "[0]"),
    Rejected(
      name: "literal with trailing letters", text: "falsey", line: 1, column: 6,
      message: "unexpected text after the end of the document"),
    Rejected(
      name: "trailing garbage", text: "{} x", line: 1, column: 4,
      message: "unexpected text after the end of the document"),
    Rejected(
      name: "two documents", text: "1 2", line: 1, column: 3,
      message: "unexpected text after the end of the document"),
    Rejected(
      name: "vertical tab is not whitespace", text: "\u{B}1", line: 1, column: 1,
      message: "unexpected character '\u{B}'; expected a value"),
    Rejected(
      name: "no-break space is not whitespace", text: "[1,\u{A0}2]", line: 1, column: 4,
      message: "unexpected character '\u{A0}'; expected a value", path: "[1]"),
    Rejected(
      name: "byte order mark inside", text: "[\u{FEFF}1]", line: 1, column: 2,
      message: "unexpected character '\u{FEFF}'; expected a value", path: "[0]"),
    Rejected(
      name: "trailing comma in an array", text: "[1,]", line: 1, column: 4,
      message: "unexpected character ']'; expected a value", path: "[1]"),
    Rejected(
      name: "trailing comma in an object", text: "{\"a\": 1,\n}", line: 2, column: 1,
      message: "expected a key in double quotes"),
    Rejected(
      name: "missing comma", text: "[1 2]", line: 1, column: 4,
      message: "expected ',' or ']' in an array"),
    Rejected(
      name: "missing colon", text: #"{"a" 1}"#, line: 1, column: 6,
      message: "expected ':' after key \"a\""),
    Rejected(
      name: "single-quoted key", text: "{'a': 1}", line: 1, column: 2,
      message: "expected a key in double quotes"),
    Rejected(
      name: "unquoted key", text: "{a: 1}", line: 1, column: 2,
      message: "expected a key in double quotes"),
    Rejected(
      name: "unclosed object", text: #"{"a": 1"#, line: 1, column: 8,
      message: "expected ',' or '}' in an object"),
    Rejected(
      name: "unclosed array", text: "[[1]", line: 1, column: 5,
      message: "expected ',' or ']' in an array"),
    Rejected(
      name: "missing value", text: #"{"a": }"#, line: 1, column: 7,
      message: "unexpected character '}'; expected a value", path: "a"),
    Rejected(
      name: "unterminated string", text: "[\"abc", line: 1, column: 2,
      message: "the string that starts here never ends; expected '\"'", path: "[0]"),
    Rejected(
      name: "raw line feed in a string", text: "\"a\nb\"", line: 1, column: 3,
      message: "control character U+000A must be escaped in a string"),
    Rejected(
      name: "raw tab in a string", text: "\"a\tb\"", line: 1, column: 3,
      message: "control character U+0009 must be escaped in a string"),
    Rejected(
      name: "raw NUL in a string", text: "\"\u{0}\"", line: 1, column: 2,
      message: "control character U+0000 must be escaped in a string"),
    Rejected(
      name: "unknown escape", text: #"{"k": "a\x"}"#, line: 1, column: 9,
      message: #"invalid escape '\x' in a string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#,
      path: "k"),
    Rejected(
      name: "single-quote escape", text: #""\'""#, line: 1, column: 2,
      message: #"invalid escape '\'' in a string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#),
    Rejected(
      name: "escape at the end of the document", text: #""\"#, line: 1, column: 3,
      message: "unexpected end of the document in an escape"),
    Rejected(
      name: "short unicode escape", text: #""\u12""#, line: 1, column: 6,
      message: #"expected four hex digits after \u"#),
    Rejected(
      name: "non-hex unicode escape", text: #""\u12G4""#, line: 1, column: 6,
      message: #"expected four hex digits after \u"#),
    Rejected(
      name: "lone high surrogate at the end", text: #""\uD800""#, line: 1, column: 2,
      message: #"lone high surrogate \uD800 in a string; "#
        + #"it must be followed by a low surrogate \uDC00...\uDFFF"#),
    Rejected(
      name: "high surrogate then another escape", text: #""\uD800\u0041""#, line: 1, column: 8,
      message:
        #"high surrogate \uD800 is followed by \u0041, not by a low surrogate \uDC00...\uDFFF"#
    ),
    Rejected(
      name: "high surrogate then a character", text: #""\uDBFFx""#, line: 1, column: 2,
      message: #"lone high surrogate \uDBFF in a string; "#
        + #"it must be followed by a low surrogate \uDC00...\uDFFF"#),
    Rejected(
      name: "two high surrogates", text: #""\uD83D\uD83D""#, line: 1, column: 8,
      message:
        #"high surrogate \uD83D is followed by \uD83D, not by a low surrogate \uDC00...\uDFFF"#
    ),
    Rejected(
      name: "lone low surrogate", text: #"["ok", "x\uDC00"]"#, line: 1, column: 10,
      message: #"lone low surrogate \uDC00 in a string; it must follow a high surrogate"#,
      path: "[1]"),
    Rejected(
      name: "column counts scalars, not bytes", text: "{\"é😀\": 1 2}", line: 1, column: 10,
      message: "expected ',' or '}' in an object"),
    Rejected(
      name: "error path names keys and indexes",
      text: "{\"root\": {\"children\": [{}, {}, {\"x\": tru}]}}", line: 1, column: 38,
      message: "invalid literal; expected 'true'", path: "root.children[2].x"),
  ]

  @Test("documents outside RFC 8259 give an error with its line and column", arguments: rejected)
  func rejects(_ row: Rejected) {
    let error = #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(row.text) }
    #expect(error?.message == row.message)
    #expect(error?.line == row.line)
    #expect(error?.column == row.column)
    #expect(error?.path == row.path)
    #expect(error?.description == "line \(row.line), column \(row.column): \(row.message)")
  }
}

extension JSONParserTests {
  @Test("a repeated key is an error naming the key, its path and where it first appears")
  func duplicateKeys() {
    let text = """
      {"root": {"children": [
        {"id": "a"},
        {"id": "b"},
        {"id": "c", "frame": [0, 0, 1, 1],
         "id": "d"}
      ]}}
      """
    let error = #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    #expect(
      error?.message
        == #"duplicate key "id" at root.children[2].id; it first appears at line 4, column 4"#)
    #expect(error?.line == 5)
    #expect(error?.column == 4)
    #expect(error?.path == "root.children[2]")
    let topLevel = #expect(throws: JSONParser.SyntaxError.self) {
      try JSONParser.parse(#"{"a": 1, "b": 2, "a": 3}"#)
    }
    #expect(
      topLevel?.description
        == #"line 1, column 18: duplicate key "a" at a; it first appears at line 1, column 2"#)
  }

  @Test("the same key in different objects is allowed")
  func sameKeyInSiblings() throws {
    let value = try JSONParser.parse(#"[{"a": 1}, {"a": 2}]"#)
    #expect(value == .array([.object([("a", .number(1))]), .object([("a", .number(2))])]))
  }

  @Test("nesting up to the limit is read; one level more is an error, not a crash")
  func depthLimit() throws {
    let limit = JSONParser.maximumDepth
    #expect(limit == 512)
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    var value = try JSONParser.parse(deepest)
    var depth = 0
    while case .array(let items) = value {
      depth += 1
      value = items.first ?? .null
    }
    #expect(depth == limit)

    for open in ["[", #"{"k":"#] {
      let tooDeep = String(repeating: open, count: 100_000)
      let error = #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(tooDeep) }
      #expect(error?.message == "arrays and objects nest deeper than 512 levels")
      #expect(error?.column == limit * open.count + 1)
    }
  }

  @Test("a malformed scene names the JSON error's position")
  func sceneDecoderPassesThePosition() {
    let error = #expect(throws: SceneError.self) {
      try SceneDecoder.decode(#"{"root": {"id": "\uD800\u0041", "type": "controller"}}"#)
    }
    #expect(
      error?.problems.map(\.description) == [
        #"Malformed JSON at line 1, column 24: high surrogate \uD800 is followed by \u0041, "#
          + #"not by a low surrogate \uDC00...\uDFFF."#
      ])
  }
}
