public import SafeAreaSim

/// A JSON value written in the report format: keys in the order given, numbers with at most
/// three decimals and integers without `.0`.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(serialized())
  }

  /// The value as compact JSON, or indented by two spaces a level when `pretty`.
  public func serialized(pretty: Bool = false) -> String {
    var out = ""
    write(to: &out, pretty: pretty, indent: 0)
    return out
  }

  private func write(to out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n.isFinite ? formatPoints(n) : "null"
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      let flat = !pretty || items.allSatisfy(\.isScalar)
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += flat ? ", " : "," }
        if !flat { JSONValue.newline(&out, indent + 1) }
        item.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if !flat { JSONValue.newline(&out, indent) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += pretty ? "," : ", " }
        if pretty { JSONValue.newline(&out, indent + 1) }
        JSONValue.writeString(key, to: &out)
        out += ": "
        value.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { JSONValue.newline(&out, indent) }
      out += "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func newline(_ out: inout String, _ indent: Int) {
    out += "\n" + String(repeating: "  ", count: indent)
  }

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

extension JSONValue {
  /// Insets as `{"top", "left", "bottom", "right"}`, all four always written.
  public static func insets(_ insets: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }

  /// A rectangle as `[x, y, width, height]`.
  public static func rect(_ rect: Rect) -> JSONValue {
    .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
  }

  /// A size as `[width, height]`.
  public static func size(_ size: Size) -> JSONValue {
    .array([.number(size.width), .number(size.height)])
  }
}
