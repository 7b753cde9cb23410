import SafeAreaSim

/// Reads typed values out of parsed JSON, recording every problem with its path instead of
/// stopping at the first.
final class SceneReader {
  var problems: [SceneProblem] = []

  func problem(_ path: String, _ message: String) {
    problems.append(SceneProblem(path: path, message: message))
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The members of an object, after checking that every key is allowed (unknown keys get a
  /// did-you-mean suggestion) and that the required ones are there.
  func object(
    _ value: JSONValue, at path: String, allowed: [String], required: [String] = [],
    what: String
  ) -> [String: JSONValue]? {
    guard case .object(let members) = value else {
      problem(path, "Expected \(what) (an object), found \(value.kindDescription).")
      return nil
    }
    var result: [String: JSONValue] = [:]
    for (key, member) in members {
      if result[key] != nil {
        problem(SceneReader.join(path, key), "Duplicate key '\(key)'.")
        continue
      }
      guard allowed.contains(key) else {
        var message = "Unknown key '\(key)' in \(what)."
        if let suggestion = closestMatch(to: key, among: allowed, normalize: { $0.lowercased() }) {
          message += " Did you mean '\(suggestion)'?"
        }
        problem(SceneReader.join(path, key), message)
        continue
      }
      result[key] = member
    }
    for key in required where result[key] == nil {
      problem(SceneReader.join(path, key), "Missing required key '\(key)' in \(what).")
    }
    return result
  }

  /// A number of the document, finite and of magnitude at most
  /// ``SceneDecoder/maximumMagnitude`` (unless `integer`), and at least `minimum` when given.
  func number(
    _ value: JSONValue?, at path: String, minimum: Double? = nil, integer: Bool = false
  ) -> Double? {
    guard let value else { return nil }
    guard case .number(let number) = value else {
      problem(path, "Expected a number, found \(value.kindDescription).")
      return nil
    }
    if let message = SceneReader.numberProblem(number, minimum: minimum, integer: integer) {
      problem(path, message)
      return nil
    }
    return number
  }

  /// The problem of a number a scene holds, or `nil` when it has none: not finite, of magnitude
  /// beyond ``SceneDecoder/maximumMagnitude`` (unless `integer`), below `minimum`, or not whole
  /// when `integer`.
  ///
  /// The one wording of these problems, for documents and for scenes built in code alike.
  static func numberProblem(
    _ number: Double, minimum: Double? = nil, integer: Bool = false
  ) -> String? {
    guard number.isFinite else {
      return "Expected a finite number, found \(formatPoints(number))."
    }
    // Whole numbers (indices) have their own range, `Int32`'s; see `integer(_:at:minimum:)`.
    if !integer, let message = SceneDecoder.magnitudeProblem(number) { return message }
    if let minimum, number < minimum {
      return
        "Expected a number of at least \(formatPoints(minimum)), found \(formatPoints(number))."
    }
    if integer && number.rounded() != number {
      return "Expected a whole number, found \(formatPoints(number))."
    }
    return nil
  }

  /// Reads a whole number that fits an index or a count: within the range of `Int32`, so that
  /// no conversion can trap, whatever the document says.
  func integer(_ value: JSONValue?, at path: String, minimum: Int? = nil) -> Int? {
    guard
      let number = number(value, at: path, minimum: minimum.map(Double.init), integer: true)
    else { return nil }
    guard let integer = Int32(exactly: number) else {
      problem(
        path,
        "Expected a whole number between \(Int32.min) and \(Int32.max), found "
          + "\(formatPoints(number)).")
      return nil
    }
    return Int(integer)
  }

  func bool(_ value: JSONValue?, at path: String) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = value else {
      problem(path, "Expected true or false, found \(value.kindDescription).")
      return nil
    }
    return flag
  }

  func string(_ value: JSONValue?, at path: String) -> String? {
    guard let value else { return nil }
    guard case .string(let text) = value else {
      problem(path, "Expected a string, found \(value.kindDescription).")
      return nil
    }
    return text
  }

  /// A string that must be one of `choices`.
  func choice<T>(
    _ value: JSONValue?, at path: String, _ choices: [(String, T)], what: String
  )
    -> T?
  {
    guard let text = string(value, at: path) else { return nil }
    if let match = choices.first(where: { $0.0 == text }) { return match.1 }
    var message =
      "Unknown \(what) '\(text)'; expected one of "
      + choices.map { "'\($0.0)'" }.joined(separator: ", ") + "."
    if let suggestion = closestMatch(
      to: text, among: choices.map(\.0), normalize: { $0.lowercased() })
    {
      message += " Did you mean '\(suggestion)'?"
    }
    problem(path, message)
    return nil
  }

  func rect(_ value: JSONValue?, at path: String, nonNegativeSize: Bool = true) -> Rect? {
    guard let value else { return nil }
    guard case .array(let items) = value, items.count == 4 else {
      problem(path, "Expected a rect [x, y, width, height], found \(value.kindDescription).")
      return nil
    }
    let numbers = items.enumerated().compactMap { index, item in
      number(item, at: "\(path)[\(index)]", minimum: nonNegativeSize && index >= 2 ? 0 : nil)
    }
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  func size(_ value: JSONValue?, at path: String) -> Size? {
    guard let value else { return nil }
    guard case .array(let items) = value, items.count == 2 else {
      problem(path, "Expected a size [width, height], found \(value.kindDescription).")
      return nil
    }
    guard let width = number(items[0], at: "\(path)[0]", minimum: 0),
      let height = number(items[1], at: "\(path)[1]", minimum: 0)
    else { return nil }
    return Size(width: width, height: height)
  }

  /// Insets `{"top", "left", "bottom", "right"}`; missing keys are 0.
  func insets(_ value: JSONValue?, at path: String, nonNegative: Bool = false) -> EdgeInsets? {
    guard let value else { return nil }
    guard
      let members = object(
        value, at: path, allowed: ["top", "left", "bottom", "right"], what: "insets")
    else { return nil }
    var insets = EdgeInsets.zero
    var valid = true
    for edge in Edge.allCases {
      guard let member = members[edge.rawValue] else { continue }
      if let number = number(
        member, at: SceneReader.join(path, edge.rawValue), minimum: nonNegative ? 0 : nil)
      {
        insets[edge] = number
      } else {
        valid = false
      }
    }
    return valid ? insets : nil
  }

  /// Insets with leading and trailing edges: `{"top", "leading", "bottom", "trailing"}`,
  /// missing keys 0.
  func directionalInsets(_ value: JSONValue?, at path: String) -> DirectionalEdgeInsets? {
    guard let value else { return nil }
    let edges = ["top", "leading", "bottom", "trailing"]
    guard let members = object(value, at: path, allowed: edges, what: "directional insets")
    else { return nil }
    var numbers: [String: Double] = [:]
    var valid = true
    for edge in edges {
      guard let member = members[edge] else { continue }
      if let number = number(member, at: SceneReader.join(path, edge)) {
        numbers[edge] = number
      } else {
        valid = false
      }
    }
    guard valid else { return nil }
    return DirectionalEdgeInsets(
      top: numbers["top"] ?? 0, leading: numbers["leading"] ?? 0,
      bottom: numbers["bottom"] ?? 0, trailing: numbers["trailing"] ?? 0)
  }
}

extension JSONValue {
  /// "a string", "a number", ... for messages.
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string(let text): "the string \"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value of a key of an object, if it is one.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}
