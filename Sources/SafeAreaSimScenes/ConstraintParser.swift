import SafeAreaSim

/// Reads one constraint string of a scene into a ``ConstraintSpec``: its syntax only (the
/// validator checks what it names and whether the attributes go together).
///
/// The grammar (tokens are separated by spaces; `*` and `@` need none):
///
/// ```
/// constraint := anchor relation rhs [priority]
/// rhs        := constant | [number "*"] anchor [("+" | "-") constant]
/// anchor     := item "." attribute
/// item       := ID | ID ".safeArea" | ID ".margins" | ID ".readable" | ID ".keyboard"
///               (`superview` for ID names the declaring view's superview)
/// constant   := number | "system" | number "*" "system"
/// priority   := "@" (number | "required" | "high" | "low")
/// ```
///
/// `system` is ``LayoutConstraint/systemSpacing`` (8 points); a number is JSON's decimal
/// notation.
enum ConstraintParser {
  /// The priorities a scene can name.
  static let namedPriorities: [(String, Float)] = [
    ("required", 1000), ("high", 750), ("low", 250),
  ]

  /// The relations, by their symbols.
  static let relations: [(String, LayoutRelation)] = [
    ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
  ]

  /// The constraint a string says, or a message saying why it cannot be read.
  static func parse(_ text: String) -> Result<ConstraintSpec, ParseFailure> {
    var tokens = tokenize(text)
    guard !tokens.isEmpty else { return .failure(ParseFailure("The constraint is empty.")) }
    var priority: Float = 1000
    // The priority, if any, closes the constraint.
    if let index = tokens.firstIndex(where: { $0.hasPrefix("@") }) {
      var words = Array(tokens[index...])
      words[0].removeFirst()
      if words[0].isEmpty { words.removeFirst() }
      guard words.count == 1 else {
        return .failure(
          ParseFailure(
            "Expected one priority after '@' at the end (a number from 1 to 1000, required, "
              + "high or low)."))
      }
      if let named = namedPriorities.first(where: { $0.0 == words[0] }) {
        priority = named.1
      } else if let number = number(words[0]) {
        priority = Float(number)
      } else {
        return .failure(
          ParseFailure(
            "Expected a priority after '@' (a number from 1 to 1000, required, high or low), "
              + "found '\(words[0])'."))
      }
      tokens.removeSubrange(index...)
    }
    guard tokens.count >= 3 else {
      return .failure(
        ParseFailure(
          "Expected 'ITEM.ATTRIBUTE RELATION ITEM.ATTRIBUTE' or 'ITEM.ATTRIBUTE RELATION "
            + "CONSTANT', found '\(tokens.joined(separator: " "))'."))
    }
    let first: (ConstraintSpec.Item, LayoutAttribute)
    switch anchor(tokens[0]) {
    case .success(let anchor): first = anchor
    case .failure(let failure): return .failure(failure)
    }
    guard let relation = relations.first(where: { $0.0 == tokens[1] })?.1 else {
      return .failure(
        ParseFailure("Expected a relation (==, <=, >=) after '\(tokens[0])', found '\(tokens[1])'.")
      )
    }
    var rest = Array(tokens[2...])
    // A constant alone: `width == 44`, `width == system`, `width == 2 * system`.
    if let constant = constant(rest) {
      return .success(
        ConstraintSpec(first.0, first.1, relation, constant: constant, priority: priority))
    }
    var multiplier = 1.0
    if rest.count >= 2 && rest[1] == "*" {
      guard let value = number(rest[0]) else {
        return .failure(
          ParseFailure("Expected a number for the multiplier before '*', found '\(rest[0])'."))
      }
      multiplier = value
      rest.removeFirst(2)
    }
    guard let anchorToken = rest.first else {
      return .failure(ParseFailure("Expected ITEM.ATTRIBUTE after the multiplier."))
    }
    let second: (ConstraintSpec.Item, LayoutAttribute)
    switch anchor(anchorToken) {
    case .success(let anchor): second = anchor
    case .failure(let failure): return .failure(failure)
    }
    rest.removeFirst()
    var constantValue = 0.0
    if !rest.isEmpty {
      guard rest[0] == "+" || rest[0] == "-" else {
        return .failure(
          ParseFailure(
            "Expected '+ CONSTANT' or '- CONSTANT' after '\(anchorToken)', found '\(rest[0])'."))
      }
      guard let value = constant(Array(rest[1...])) else {
        return .failure(
          ParseFailure(
            "Expected a constant (a number, system or NUMBER * system) after '\(rest[0])', "
              + "found '\(rest[1...].joined(separator: " "))'."))
      }
      constantValue = rest[0] == "-" ? -value : value
    }
    return .success(
      ConstraintSpec(
        first.0, first.1, relation, second.0, second.1, multiplier: multiplier,
        constant: constantValue, priority: priority))
  }

  /// The words of a constraint: split at spaces, with `*` a word of its own and `@` starting
  /// one.
  static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    for character in text {
      if character.isWhitespace {
        flush()
      } else if character == "*" {
        flush()
        tokens.append("*")
      } else if character == "@" {
        flush()
        current = "@"
      } else {
        current.append(character)
      }
    }
    flush()
    return tokens
  }

  /// A number in JSON's decimal notation (`-8`, `0.5`, `1e3`); not `inf`, `nan` or hex.
  static func number(_ word: String) -> Double? {
    var scalars = Substring(word).unicodeScalars[...]
    func digits() -> Bool {
      let start = scalars.startIndex
      while let first = scalars.first, ("0"..."9").contains(first) { scalars.removeFirst() }
      return scalars.startIndex != start
    }
    if scalars.first == "-" { scalars.removeFirst() }
    guard digits() else { return nil }
    if scalars.first == "." {
      scalars.removeFirst()
      guard digits() else { return nil }
    }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() else { return nil }
    }
    guard scalars.isEmpty else { return nil }
    return Double(word)
  }

  /// A constant: a number, `system`, or `NUMBER * system`; `nil` when the words are not one.
  static func constant(_ words: [String]) -> Double? {
    if words.count == 1 {
      if words[0] == "system" { return LayoutConstraint.systemSpacing }
      return number(words[0])
    }
    if words.count == 3, words[1] == "*", words[2] == "system", let factor = number(words[0]) {
      return factor * LayoutConstraint.systemSpacing
    }
    return nil
  }

  /// An anchor, `ITEM.ATTRIBUTE`.
  static func anchor(
    _ word: String
  ) -> Result<(ConstraintSpec.Item, LayoutAttribute), ParseFailure> {
    guard let dot = word.lastIndex(of: "."), dot != word.startIndex else {
      return .failure(
        ParseFailure("Expected ITEM.ATTRIBUTE (for example superview.top), found '\(word)'."))
    }
    let itemText = String(word[..<dot])
    let attributeText = String(word[word.index(after: dot)...])
    let names = ConstraintSpec.attributes.map(\.rawValue)
    guard let attribute = ConstraintSpec.attributes.first(where: { $0.rawValue == attributeText })
    else {
      var message = "Unknown attribute '\(attributeText)' in '\(word)'."
      if let operatorIndex = attributeText.firstIndex(where: { "+-*@".contains($0) }),
        operatorIndex != attributeText.startIndex
      {
        // `title.bottom+8`: the operator needs spaces around it.
        let attribute = attributeText[..<operatorIndex]
        let rest = attributeText[attributeText.index(after: operatorIndex)...]
        message +=
          " Put spaces around '\(attributeText[operatorIndex])': write "
          + "'\(itemText).\(attribute) \(attributeText[operatorIndex]) \(rest)'."
        return .failure(ParseFailure(message))
      }
      if let suggestion = closestMatch(to: attributeText, among: names) {
        message += " Did you mean '\(suggestion)'?"
      } else {
        message += " Expected one of \(names.joined(separator: ", "))."
      }
      return .failure(ParseFailure(message))
    }
    var id = itemText
    var guide: ConstraintSpec.Guide?
    if let guideDot = itemText.lastIndex(of: "."), guideDot != itemText.startIndex,
      let named = ConstraintSpec.Guide(
        rawValue: String(itemText[itemText.index(after: guideDot)...]))
    {
      guide = named
      id = String(itemText[..<guideDot])
    }
    return .success(
      (ConstraintSpec.Item(id: id == "superview" ? nil : id, guide: guide), attribute))
  }
}

/// Why a constraint string cannot be read.
struct ParseFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
