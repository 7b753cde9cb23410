public import SafeAreaSim

/// A JSON value written in the report format: keys in the order given, numbers with at most
/// three decimals and integers without `.0`.
///
/// Equality is structural: numbers compare as `Double`s (so `0.0001 != 0`, `-0.0 == 0`, and
/// for reflexivity NaN equals NaN), strings by Unicode canonical equivalence as Swift compares
/// them, arrays element by element, and objects as ordered lists of members: the same keys in
/// the same order with equal values. Order matters because the value models a document whose
/// key order is kept on reading and printed on writing; ``JSONParser`` never produces two
/// members with the same key. Comparing, hashing and writing keep their own stacks, so a deeply
/// nested value does not exhaust the call stack.
public enum JSONValue: Hashable, Sendable {
  // Not `indirect`: the arrays already hold nested values out of line, and LeakSanitizer cannot
  // follow the tagged pointers of indirect cases kept in globals (it reported such tables as
  // leaked).
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      switch (left, right) {
      case (.null, .null): continue
      case (.bool(let a), .bool(let b)): guard a == b else { return false }
      case (.number(let a), .number(let b)):
        guard a == b || (a.isNaN && b.isNaN) else { return false }
      case (.string(let a), .string(let b)): guard a == b else { return false }
      case (.array(let a), .array(let b)):
        guard a.count == b.count else { return false }
        pending.append(contentsOf: zip(a, b))
      case (.object(let a), .object(let b)):
        guard a.count == b.count else { return false }
        for (memberA, memberB) in zip(a, b) {
          guard memberA.0 == memberB.0 else { return false }
          pending.append((memberA.1, memberB.1))
        }
      default: return false
      }
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    var pending = [self]
    while let value = pending.popLast() {
      switch value {
      case .null: hasher.combine(0)
      case .bool(let flag): hasher.combine(flag ? 1 : 2)
      case .number(let number):
        hasher.combine(3)
        // Values that compare equal hash equally: both zeros, and every NaN.
        hasher.combine(number.isNaN ? Double.nan.bitPattern : (number == 0 ? 0 : number.bitPattern))
      case .string(let text):
        hasher.combine(4)
        hasher.combine(text)
      case .array(let items):
        hasher.combine(5)
        hasher.combine(items.count)
        pending.append(contentsOf: items.reversed())
      case .object(let members):
        hasher.combine(6)
        hasher.combine(members.count)
        for (key, _) in members { hasher.combine(key) }
        pending.append(contentsOf: members.reversed().map(\.1))
      }
    }
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
