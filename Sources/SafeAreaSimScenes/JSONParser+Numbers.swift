extension JSONParser {
  /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` (RFC 8259 §6).
  mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let numberStart = index
    if current == UInt8(ascii: "-") {
      index += 1
      guard isDigit(current) else { throw error("expected a digit after '-'") }
    }
    if current == UInt8(ascii: "0") {
      index += 1
      if isDigit(current) {
        throw error("numbers may not have leading zeros", at: numberStart)
      }
    } else {
      skipDigits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard isDigit(current) else { throw error("expected a digit after the decimal point") }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard isDigit(current) else { throw error("expected a digit in the exponent") }
      skipDigits()
    }
    let text = String(decoding: bytes[numberStart..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is too large for a double", at: numberStart)
    }
    return .number(value)
  }

  func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  mutating func skipDigits() {
    while isDigit(current) { index += 1 }
  }
}
