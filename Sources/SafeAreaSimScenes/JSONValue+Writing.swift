import SafeAreaSim

extension JSONValue {
  /// The value as compact JSON, or indented by two spaces a level when `pretty`.
  ///
  /// Numbers are written with ``formatPoints(_:)``: integers without a fraction, others with
  /// at most three decimals, extreme magnitudes exactly. NaN and infinities, which JSON cannot
  /// hold, are written as `null`. In pretty output, arrays of scalars stay on one line.
  public func serialized(pretty: Bool = false) -> String {
    var out = ""
    // What remains to write: values, and the text that closes their containers.
    enum Item {
      case value(JSONValue, indent: Int)
      case text(String)
    }
    var pending = [Item.value(self, indent: 0)]
    while let item = pending.popLast() {
      guard case .value(let value, let indent) = item else {
        if case .text(let text) = item { out += text }
        continue
      }
      switch value {
      case .null: out += "null"
      case .bool(let flag): out += flag ? "true" : "false"
      case .number(let number): out += number.isFinite ? formatPoints(number) : "null"
      case .string(let text): JSONValue.writeString(text, to: &out)
      case .array(let items):
        guard !items.isEmpty else {
          out += "[]"
          continue
        }
        let flat = !pretty || items.allSatisfy(\.isScalar)
        let separator = flat ? ", " : ",\n" + JSONValue.indentation(indent + 1)
        out += flat ? "[" : "[\n" + JSONValue.indentation(indent + 1)
        pending.append(.text(flat ? "]" : "\n" + JSONValue.indentation(indent) + "]"))
        for (offset, element) in items.enumerated().reversed() {
          pending.append(.value(element, indent: indent + 1))
          if offset > 0 { pending.append(.text(separator)) }
        }
      case .object(let members):
        guard !members.isEmpty else {
          out += "{}"
          continue
        }
        let separator = pretty ? ",\n" + JSONValue.indentation(indent + 1) : ", "
        out += pretty ? "{\n" + JSONValue.indentation(indent + 1) : "{"
        pending.append(.text(pretty ? "\n" + JSONValue.indentation(indent) + "}" : "}"))
        for (offset, (key, element)) in members.enumerated().reversed() {
          pending.append(.value(element, indent: indent + 1))
          var prefix = ""
          JSONValue.writeString(key, to: &prefix)
          pending.append(.text((offset > 0 ? separator : "") + prefix + ": "))
        }
      }
    }
    return out
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func indentation(_ level: Int) -> String {
    String(repeating: "  ", count: level)
  }

  /// Writes a string with the escapes RFC 8259 requires: quote, backslash and U+0000...U+001F.
  private static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
