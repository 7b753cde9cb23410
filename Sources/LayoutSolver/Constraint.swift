/// A linear relation `expression RELATION 0` with a strength, such as `x - y - 8 >= 0`.
///
/// Constraints are immutable and compared by identity, so the same object is what you pass to
/// ``Solver/addConstraint(_:)`` and later to ``Solver/removeConstraint(_:)``. Build them with
/// `==`, `<=` and `>=` between variables, terms, expressions and numbers; those produce
/// required constraints, and ``with(_:)`` copies one with another strength:
///
/// ```swift
/// let pin = x == parentX + 16                        // required
/// let preferred = (height == 44).with(.weak)         // optional
/// ```
///
/// Mirrors `NSLayoutConstraint`, whose `constant` the solver can change in place with
/// ``Solver/setConstant(_:of:)``.
public final class Constraint: Hashable {
  /// The left-hand side; the right-hand side is always zero.
  public let expression: Expression
  /// How ``expression`` compares with zero.
  public let relation: Relation
  /// Whether the constraint is required, and otherwise its weight.
  public let strength: Strength
  /// Where the solver that indexed the constraint keeps it (see ``HintedIndex``).
  var solverHint = SolverHint()

  /// Creates the constraint `expression RELATION 0`.
  ///
  /// - Parameters:
  ///   - expression: The left-hand side.
  ///   - relation: The comparison with zero.
  ///   - strength: ``Strength/required`` by default.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// A new constraint with the same expression and relation and another strength.
  ///
  /// - Parameter strength: The strength of the copy.
  /// - Returns: A different object; the receiver is unchanged.
  public func with(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Whether two references denote the same constraint (identity).
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Constraint: SolverHinted {}

extension Constraint: CustomStringConvertible {
  /// The constraint as `expression RELATION 0 (strength)`, such as `x - 8 >= 0 (required)`.
  public var description: String {
    let relationText: String
    switch relation {
    case .lessThanOrEqual: relationText = "<="
    case .equal: relationText = "=="
    case .greaterThanOrEqual: relationText = ">="
    }
    let strengthText =
      strength.isRequired ? "required" : "priority \(formatNumber(strength.priority))"
    return "\(expression) \(relationText) 0 (\(strengthText))"
  }
}

extension Expression: CustomStringConvertible {
  /// The expression as `2 * x - y + 8`, with variables shown by name.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) * "
      let name = term.variable.name.isEmpty ? "_" : term.variable.name
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + name
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + name
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant != 0 {
      text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
    }
    return text
  }
}

/// A number rounded to 6 decimals: integers without `.0`, others as Swift prints them.
///
/// Rounding hides the round-off of pivoting (`0.0010000000000000026` prints as `0.001`).
func formatNumber(_ value: Double) -> String {
  guard abs(value) < 1e12 else { return String(value) }
  let scaled = Int64(value * 1e6 + (value < 0 ? -0.5 : 0.5))
  if scaled % 1_000_000 == 0 { return String(scaled / 1_000_000) }
  return String(Double(scaled) / 1e6)
}
