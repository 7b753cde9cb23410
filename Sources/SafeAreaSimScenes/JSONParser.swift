/// A strict RFC 8259 JSON parser that keeps the order of object keys and reports where a
/// syntax error is, so that scene files get messages with line, column and JSON path.
///
/// The parser accepts exactly the grammar of RFC 8259, with these choices where the RFC
/// leaves one open:
/// - A leading byte order mark (U+FEFF) is skipped, as RFC 8259 §8.1 allows; anywhere else it
///   is an unexpected character.
/// - Object keys must be unique; a repeated key is an error naming the key and the path of
///   its member (`root.children[2].id`), in the style of ``SceneProblem/path``. Keys are
///   compared as Swift compares strings, so canonically equivalent keys are the same key.
/// - Numbers must fit a `Double`: a number whose magnitude overflows (`1e400`) is an error,
///   while one that underflows (`1e-400`) reads as zero of the same sign.
/// - Strings must hold Unicode scalars: a `\u` escape of a high surrogate must be followed by a
///   `\u` escape of a low surrogate (the pair gives one scalar); a lone surrogate is an error.
/// - Arrays and objects nest at most ``maximumDepth`` levels; the parser keeps its own stack,
///   so deeper input gives an error instead of exhausting the call stack.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"top": 59, "names": ["a", "b"]}"#)
/// value == .object([("top", .number(59)), ("names", .array([.string("a"), .string("b")]))])
/// ```
public struct JSONParser {
  /// A syntax error: what was expected, and where.
  public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One-based line.
    public var line: Int
    /// One-based column, counted in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// The JSON path of the value being read when the error was found (`root.children[2]`),
    /// or empty for the top-level value.
    public var path: String = ""

    public var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The deepest nesting of arrays and objects a document may have.
  public static let maximumDepth = 512

  /// An array or object whose members are being read.
  private struct Container {
    var isObject: Bool
    var items: [JSONValue] = []
    var members: [(String, JSONValue)] = []
    /// Each key read so far and the offset where it first appears.
    var keys: [String: Int] = [:]
    /// The key of the member being read.
    var key = ""
    /// Whether a member's value is being read, after its `:` or the array's `[` or `,`.
    var isReadingValue = false
  }

  let bytes: [UInt8]
  /// Where the document starts, after a byte order mark.
  private let start: Int
  var index: Int
  private var stack: [Container] = []

  /// Parses a whole document.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The document's value, with object members in the order written.
  /// - Throws: ``SyntaxError`` at the first error.
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    return try parser.parseDocument()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    start = hasByteOrderMark ? 3 : 0
    index = start
  }

  // MARK: Structure

  private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
    skipWhitespace()
    if current == nil { throw error("the document is empty; expected a JSON value") }
    // Each turn of the outer loop reads one value; finished containers are then closed, and
    // the loop continues with the next member of the innermost open container.
    while true {
      var finished = try parseValueOrOpen()
      while let value = finished {
        guard !stack.isEmpty else {
          skipWhitespace()
          guard current == nil else {
            throw error("unexpected text after the end of the document")
          }
          return value
        }
        let top = stack.count - 1
        if stack[top].isObject {
          stack[top].members.append((stack[top].key, value))
        } else {
          stack[top].items.append(value)
        }
        stack[top].isReadingValue = false
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          index += 1
          skipWhitespace()
          if stack[top].isObject { try parseKey() }
          stack[top].isReadingValue = true
          break
        }
        let closing = stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard current == closing else {
          throw error(
            stack[top].isObject
              ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
        }
        index += 1
        finished = close()
      }
    }
  }

  /// Reads a scalar and returns it, or opens an array or object and returns its value if it
  /// is empty, or `nil` when its first member is next.
  private mutating func parseValueOrOpen() throws(SyntaxError) -> JSONValue? {
    guard let byte = current else {
      throw error("unexpected end of the document; expected a value")
    }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      guard stack.count < JSONParser.maximumDepth else {
        throw error("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
      }
      stack.append(Container(isObject: isObject))
      index += 1
      skipWhitespace()
      if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        index += 1
        return close()
      }
      if isObject { try parseKey() }
      stack[stack.count - 1].isReadingValue = true
      return nil
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw error("unexpected \(describeCharacter()); expected a value")
    }
  }

  /// Pops the innermost container and returns its value.
  private mutating func close() -> JSONValue? {
    guard let container = stack.popLast() else { return nil }
    return container.isObject ? .object(container.members) : .array(container.items)
  }

  /// Reads `"key"` and the `:` after it into the innermost object, rejecting a repeated key.
  private mutating func parseKey() throws(SyntaxError) {
    let top = stack.count - 1
    guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
    let keyStart = index
    let key = try parseString()
    if let first = stack[top].keys[key] {
      let (line, column) = position(of: first)
      let path = join(pathOfContainer(depth: top), key)
      throw error(
        "duplicate key \"\(key)\" at \(path); it first appears at line \(line), column \(column)",
        at: keyStart)
    }
    stack[top].keys[key] = keyStart
    stack[top].key = key
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
    index += 1
    skipWhitespace()
  }

  private mutating func parseLiteral(
    _ word: String, _ value: JSONValue
  ) throws(SyntaxError) -> JSONValue {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw error("invalid literal; expected '\(word)'")
    }
    index += expected.count
    return value
  }

  // MARK: Strings

  /// Reads a string from its opening quote (RFC 8259 §7).
  private mutating func parseString() throws(SyntaxError) -> String {
    let quote = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard let byte = current else {
        throw error("the string that starts here never ends; expected '\"'", at: quote)
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        // The input came from a `String`, so the bytes between escapes are valid UTF-8.
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        if byte == UInt8(ascii: "\"") {
          index += 1
          return String(scalars)
        }
        scalars.append(try parseEscape())
        runStart = index
      } else if byte < 0x20 {
        throw error(
          "control character U+\(hex4(UInt32(byte))) must be escaped in a string")
      } else {
        index += 1
      }
    }
  }

  /// Reads one escape from its backslash: `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t`, `\uXXXX`,
  /// or a surrogate pair `\uD83D\uDE00`.
  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    let backslash = index
    index += 1
    guard let letter = current else {
      throw error("unexpected end of the document in an escape")
    }
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): break
    default:
      index -= 1
      throw error(
        "invalid escape '\\\(currentCharacter ?? "")' in a string; "
          + #"expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#, at: backslash)
    }
    let code = try parseHex4()
    switch code {
    case 0xDC00...0xDFFF:
      throw error(
        "lone low surrogate \\u\(hex4(code)) in a string; it must follow a high surrogate",
        at: backslash)
    case 0xD800...0xDBFF:
      let lowStart = index
      guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        throw error(
          "lone high surrogate \\u\(hex4(code)) in a string; "
            + "it must be followed by a low surrogate \\uDC00...\\uDFFF", at: backslash)
      }
      index += 2
      let low = try parseHex4()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error(
          "high surrogate \\u\(hex4(code)) is followed by \\u\(hex4(low)), "
            + "not by a low surrogate \\uDC00...\\uDFFF", at: lowStart)
      }
      let pair = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      // A pair always gives a scalar in U+10000...U+10FFFF.
      return Unicode.Scalar(pair) ?? "\u{FFFD}"
    default:
      // Every code below U+D800 or above U+DFFF of four hex digits is a scalar.
      return Unicode.Scalar(code) ?? "\u{FFFD}"
    }
  }

  /// Reads the four hex digits of a `\u` escape.
  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else {
        throw error("expected four hex digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex4(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Positions

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips the four whitespace characters of RFC 8259: space, tab, line feed, carriage return.
  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  /// The error `message` at `offset`, or at the current byte.
  func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let (line, column) = position(of: offset ?? index)
    return SyntaxError(
      line: line, column: column, message: message, path: pathOfContainer(depth: stack.count))
  }

  /// The one-based line and column (in Unicode scalars) of a byte offset.
  private func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[start..<min(max(offset, start), bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// The path of the value being read inside the outermost `depth` containers, in the style of
  /// scene problems (`root.children[2]`), empty for the top level.
  ///
  /// The innermost container adds its member only while that member's value is being read.
  private func pathOfContainer(depth: Int) -> String {
    var path = ""
    for container in stack.prefix(depth) where container.isReadingValue {
      path = container.isObject ? join(path, container.key) : "\(path)[\(container.items.count)]"
    }
    return path
  }

  private func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The character at the current offset, if any.
  private var currentCharacter: String? {
    guard index < bytes.count else { return nil }
    var end = index + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }

  /// The current character for a message: "character 'x'", or "end of the document".
  private func describeCharacter() -> String {
    currentCharacter.map { "character '\($0)'" } ?? "end of the document"
  }
}
