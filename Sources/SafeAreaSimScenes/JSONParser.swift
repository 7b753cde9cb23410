/// A small JSON parser that keeps the order of object keys and reports where a syntax error
/// is, so that scene files get messages with line and column.
public struct JSONParser {
  /// A syntax error: what was expected, and where.
  public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One-based line.
    public var line: Int
    /// One-based column.
    public var column: Int
    /// What is wrong.
    public var message: String

    public var description: String { "line \(line), column \(column): \(message)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maximumDepth = 512

  /// Parses a whole document.
  ///
  /// - Throws: ``SyntaxError`` at the first error.
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the end of the document")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of the document") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw error("unexpected character '\(String(decoding: [byte], as: UTF8.self))'")
    }
  }

  private mutating func parseLiteral(
    _ word: String, _ value: JSONValue
  ) throws(SyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<index + expected.count]) == expected
    else { throw error("expected '\(word)'") }
    index += expected.count
    return value
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() {
      if !raw.isEmpty {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        guard let escape = current else { throw error("unterminated string") }
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try parseHex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw error("invalid escape in a string")
        }
      default:
        if byte < 0x20 { throw error("control character in a string") }
        raw.append(byte)
      }
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = hexDigit(byte) else { throw error("invalid \\u escape") }
      value = value * 16 + digit
    }
    index += 4
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

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        index += 1
      }
      return index - from
    }
    guard digits() > 0 else { throw error("invalid number") }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("invalid number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number") }
    return .number(value)
  }
}
