/// kiwi's results for the same scenarios, read from the JSON lines `kiwi_bench.py` prints, to
/// put a `ratio_to_kiwi` beside the Auto Layout rows (`--kiwi FILE`).
///
/// Only what the comparison needs is parsed: flat objects whose values are strings, numbers,
/// booleans or `null` (the shape `kiwi_bench.py` prints). A line that is not such an object
/// is ignored.
struct KiwiPeer {
  /// One kiwi field of one scenario and size, and the factor that turns it into nanoseconds.
  struct Metric {
    /// kiwi's scenario name (`tree_flat`, `edit_local`, ...).
    var scenario: String
    /// The field of kiwi's row (`seconds`, `add_s`, `resize_s`, `insert1_us`, `ns_per_cycle`).
    var field: String

    /// Nanoseconds per unit of `field`, from its suffix.
    var nanosecondsPerUnit: Double {
      if field == "seconds" || field.hasSuffix("_s") { return 1e9 }
      if field.hasSuffix("_us") { return 1e3 }
      return 1
    }
  }

  /// What kiwi measured for a scenario at a size.
  enum Value {
    case nanoseconds(Double)
    /// kiwi skipped the size, with its reason.
    case skipped(String)
  }

  /// The rows, by scenario and `N`: each row's numeric fields, or its skip reason.
  private var rows: [String: [String: Double]] = [:]
  private var skipped: [String: String] = [:]

  private static func key(_ scenario: String, _ size: Int) -> String { "\(scenario)@\(size)" }

  /// Reads kiwi's JSON lines.
  ///
  /// - Returns: `nil` if the file cannot be read.
  static func load(path: String) -> KiwiPeer? {
    guard let text = ProcessMemory.readFile(path) else { return nil }
    var peer = KiwiPeer()
    for line in text.split(separator: "\n") {
      guard let fields = FlatJSON.parse(line), case .string(let scenario)? = fields["scenario"],
        case .number(let size)? = fields["N"]
      else { continue }
      let key = key(scenario, Int(size))
      if case .bool(true)? = fields["skipped"] {
        if case .string(let reason)? = fields["reason"] {
          peer.skipped[key] = reason
        } else {
          peer.skipped[key] = "skipped"
        }
        continue
      }
      var numbers: [String: Double] = [:]
      for (name, value) in fields {
        if case .number(let number) = value { numbers[name] = number }
      }
      peer.rows[key] = numbers
    }
    return peer
  }

  /// The number of scenario rows read (skipped ones included).
  var count: Int { rows.count + skipped.count }

  /// kiwi's value of `metric` at `size`, or `nil` when kiwi did not run that size.
  func value(_ metric: Metric, size: Int) -> Value? {
    let key = Self.key(metric.scenario, size)
    if let reason = skipped[key] { return .skipped(reason) }
    guard let number = rows[key]?[metric.field] else { return nil }
    return .nanoseconds(number * metric.nanosecondsPerUnit)
  }
}

/// A parser for one flat JSON object per line, enough for `kiwi_bench.py`'s output.
enum FlatJSON {
  enum Value {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// The object's fields, or `nil` if the line is not a flat JSON object.
  static func parse(_ line: Substring) -> [String: Value]? {
    var scanner = Scanner(Array(line.utf8))
    return scanner.object()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpaces() {
      while index < bytes.count, [0x20, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      skipSpaces()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func object() -> [String: Value]? {
      guard take(UInt8(ascii: "{")) else { return nil }
      var fields: [String: Value] = [:]
      if take(UInt8(ascii: "}")) { return fields }
      repeat {
        guard let name = string(), take(UInt8(ascii: ":")), let value = value() else {
          return nil
        }
        fields[name] = value
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}")) ? fields : nil
    }

    mutating func value() -> Value? {
      skipSpaces()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "\""): return string().map(Value.string)
      case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
      case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
      case UInt8(ascii: "n"): return word("null") ? .null : nil
      default: return number().map(Value.number)
      }
    }

    mutating func word(_ text: String) -> Bool {
      let expected = Array(text.utf8)
      guard index + expected.count <= bytes.count,
        Array(bytes[index..<index + expected.count]) == expected
      else { return false }
      index += expected.count
      return true
    }

    mutating func number() -> Double? {
      let start = index
      let allowed = Set("+-0123456789.eE".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A string without escapes other than `\"` and `\\` (kiwi's names and reasons).
    mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      var result: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
        if byte == UInt8(ascii: "\\"), index < bytes.count {
          result.append(bytes[index])
          index += 1
        } else {
          result.append(byte)
        }
      }
      return nil
    }
  }
}
