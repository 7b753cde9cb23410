import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// `JSONValue` compares structurally and always writes valid JSON.
@Suite("JSON values and writer")
struct JSONWriterTests {}

extension JSONWriterTests {
  struct Pair: CustomTestStringConvertible, Sendable {
    var name: String
    var left: JSONValue
    var right: JSONValue
    var testDescription: String { name }
  }

  static let equal: [Pair] = [
    Pair(name: "zero and negative zero", left: .number(0), right: .number(-0.0)),
    Pair(name: "NaN and NaN", left: .number(.nan), right: .number(.nan)),
    Pair(
      name: "canonically equivalent strings", left: .string("\u{E9}"),
      right: .string("e\u{301}")),
    Pair(
      name: "nested containers",
      left: .object([("a", .array([.number(1), .null])), ("b", .object([]))]),
      right: .object([("a", .array([.number(1), .null])), ("b", .object([]))])),
  ]

  static let unequal: [Pair] = [
    Pair(name: "numbers that print alike", left: .number(0.0001), right: .number(0)),
    Pair(name: "numbers a thousandth apart", left: .number(1.0004), right: .number(1)),
    Pair(name: "number and string", left: .number(1), right: .string("1")),
    Pair(name: "false and null", left: .bool(false), right: .null),
    Pair(name: "arrays of different lengths", left: .array([.null]), right: .array([])),
    Pair(
      name: "objects with the same members in another order",
      left: .object([("a", .number(1)), ("b", .number(2))]),
      right: .object([("b", .number(2)), ("a", .number(1))])),
    Pair(
      name: "objects with different keys", left: .object([("a", .null)]),
      right: .object([("b", .null)])),
    Pair(
      name: "a difference deep inside",
      left: .array([.object([("a", .array([.number(1), .number(2)]))])]),
      right: .array([.object([("a", .array([.number(1), .number(2.5)]))])])),
    Pair(name: "empty array and empty object", left: .array([]), right: .object([])),
  ]

  @Test("structurally equal values are equal and hash alike", arguments: equal)
  func equalValues(_ pair: Pair) {
    #expect(pair.left == pair.right)
    #expect(pair.left.hashValue == pair.right.hashValue)
    #expect(Set([pair.left, pair.right]).count == 1)
  }

  @Test("values that differ anywhere are unequal", arguments: unequal)
  func unequalValues(_ pair: Pair) {
    #expect(pair.left != pair.right)
    #expect(pair.right != pair.left)
    #expect(Set([pair.left, pair.right]).count == 2)
  }
}

extension JSONWriterTests {
  static let extremeNumbers: [(Double, String)] = [
    (1e308, "1e+308"), (-1e308, "-1e+308"),
    (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    (9_007_199_254_740_992, "9007199254740992"), (-9_007_199_254_740_994, "-9007199254740994"),
    (1e15, "1000000000000000"), (1e15 + 0.125, "1000000000000000.125"),
    (-(1e15 + 0.5), "-1000000000000000.5"), (4_503_599_627_370_495.5, "4503599627370495.5"),
    (0x1p63, "9.223372036854776e+18"), (0x1p63 - 1024, "9223372036854774784"),
    (1e14 + 0.25, "100000000000000.25"), (999_999_999_999_999.9, "999999999999999.875"),
    (4e12 + 0.9996, "4000000000001"), (-5e14 - 0.25, "-500000000000000.25"),
    (.leastNonzeroMagnitude, "0"), (.leastNormalMagnitude, "0"), (-0.0, "0"),
    (-0.0004, "0"), (0.0005, "0.001"), (.infinity, "inf"), (-.infinity, "-inf"),
  ]

  @Test("extreme numbers print as valid JSON numbers", arguments: extremeNumbers)
  func extremeNumbers(value: Double, text: String) {
    #expect(formatPoints(value) == text)
  }

  static let ordinaryNumbers: [(Double, String)] = [
    (53.6666667, "53.667"), (20, "20"), (0.5, "0.5"), (-12.25, "-12.25"), (97.66666, "97.667"),
    (1e-9, "0"), (393, "393"), (-0.001, "-0.001"), (0.1 + 0.2, "0.3"), (852, "852"),
    (-59.0005, "-59.001"), (1e11 + 0.5, "100000000000.5"),
  ]

  @Test("ordinary point values keep their three-decimal form", arguments: ordinaryNumbers)
  func ordinaryNumbers(value: Double, text: String) {
    #expect(formatPoints(value) == text)
  }

  /// Values, and whether they have at most three decimals and so read back exactly.
  static let roundTripNumbers: [(Double, Bool)] = [
    (1e308, true), (-1e308, true), (.greatestFiniteMagnitude, true),
    (-.greatestFiniteMagnitude, true), (.leastNonzeroMagnitude, false),
    (.leastNormalMagnitude, false), (9_007_199_254_740_992, true), (-0.0, true), (0, true),
    (1e15 + 0.125, true), (0x1p63, true), (1e19, true), (1e-3, true), (-53.667, true),
    (123_456.789, true), (1e21, true), (0x1p62 + 1024, true), (4e12 + 0.9996, false),
    (-5e14 - 0.25, true), (53.6666667, false),
  ]

  @Test("every finite number is written as JSON that reads back", arguments: roundTripNumbers)
  func roundTrip(value: Double, isExact: Bool) throws {
    let text = JSONValue.array([.number(value)]).serialized()
    let parsed = try JSONParser.parse(text)
    guard case .array(let items) = parsed, case .number(let number) = items.first else {
      Issue.record("\(text) did not read back as an array of one number")
      return
    }
    if isExact {
      #expect(number == value)
      #expect(parsed == .array([.number(value)]))
    }
    #expect(abs(number - value) <= 0.0005)
  }

  @Test("NaN and infinities are written as null, never as invalid tokens")
  func nonFinite() throws {
    let value = JSONValue.object([
      ("nan", .number(.nan)), ("inf", .number(.infinity)), ("minus", .number(-.infinity)),
    ])
    let text = value.serialized()
    #expect(text == #"{"nan": null, "inf": null, "minus": null}"#)
    #expect(
      try JSONParser.parse(text) == .object([("nan", .null), ("inf", .null), ("minus", .null)]))
  }

  @Test("a frame at 1e308 is written without trapping")
  func hugeFrame() throws {
    let rect = JSONValue.rect(Rect(x: 1e308, y: -1e308, width: 0, height: 9_007_199_254_740_992))
    let text = rect.serialized()
    #expect(text == "[1e+308, -1e+308, 0, 9007199254740992]")
    #expect(try JSONParser.parse(text) == rect)
  }

  @Test("parsing serialized output gives the same value back")
  func documentRoundTrip() throws {
    let value = JSONValue.object([
      ("s", .string("quote \" backslash \\ controls \u{0}\u{8}\u{C}\u{1F}\n\r\t é😀 /")),
      ("n", .array([.number(-0.5), .number(53.667), .number(1e300), .number(0)])),
      (
        "nested",
        .object([("a", .array([.object([("b", .bool(false))]), .null])), ("e", .object([]))])
      ),
    ])
    for pretty in [false, true] {
      #expect(try JSONParser.parse(value.serialized(pretty: pretty)) == value)
    }
  }

  @Test("strings escape exactly what RFC 8259 requires")
  func stringEscapes() {
    #expect(
      JSONValue.string("a\"b\\c/\u{0}\u{1F}\u{7F}\n\r\té").serialized()
        == #""a\"b\\c/\u0000\u001f"# + "\u{7F}" + #"\n\r\té""#)
  }

  @Test("pretty output keeps scalar arrays on one line and nests containers")
  func pretty() {
    let value = JSONValue.object([
      ("frame", .array([.number(0), .number(53.667)])),
      ("list", .array([.object([("a", .null)]), .array([])])), ("empty", .object([])),
    ])
    #expect(
      value.serialized(pretty: true) == """
        {
          "frame": [0, 53.667],
          "list": [
            {
              "a": null
            },
            []
          ],
          "empty": {}
        }
        """)
  }

  @Test("deeply nested values compare, hash and write without exhausting the stack")
  func deepValues() {
    func chain(_ depth: Int, leaf: JSONValue) -> JSONValue {
      var value = leaf
      for level in 0..<depth {
        value = level.isMultiple(of: 2) ? .array([value]) : .object([("k", value)])
      }
      return value
    }
    let depth = 20_000
    let a = chain(depth, leaf: .number(1))
    let b = chain(depth, leaf: .number(1))
    let c = chain(depth, leaf: .number(2))
    #expect(a == b)
    #expect(a != c)
    #expect(a.hashValue == b.hashValue)
    let text = a.serialized()
    #expect(text.count == depth / 2 * 2 + depth / 2 * 7 + 1)
    #expect(text.hasPrefix(#"{"k": [{"k": ["#))
  }
}
