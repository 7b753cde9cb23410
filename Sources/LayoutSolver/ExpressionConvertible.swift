/// A value that reads as a linear expression: ``Variable``, ``Term`` or ``Expression``.
///
/// The arithmetic and comparison operators of this module are generic over this protocol, so
/// that any two of these types combine (`x + 2 * y`, `x >= y + 8`) without an overload for
/// every pair. `Double` deliberately does not conform; mixed operators take it separately.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var linearExpression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// `1 * self`.
  public var linearExpression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  /// An expression of this one term.
  public var linearExpression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  public var linearExpression: Expression { self }
}

extension Expression {
  /// The expression with every coefficient and the constant multiplied by `factor`.
  func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The sum of two expressions (terms concatenated, constants added).
  func adding(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant: constant + other.constant)
  }
}

// MARK: - Sums and differences

/// The sum of two linear expressions.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.linearExpression.adding(rhs.linearExpression)
}

/// A linear expression plus a constant.
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.linearExpression.adding(Expression(constant: rhs))
}

/// A constant plus a linear expression.
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.linearExpression.adding(Expression(constant: lhs))
}

/// The difference of two linear expressions.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}

/// A linear expression minus a constant.
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.linearExpression.adding(Expression(constant: -rhs))
}

/// A constant minus a linear expression.
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.linearExpression.scaled(by: -1).adding(Expression(constant: lhs))
}

// MARK: - Negation, products and quotients

/// The term `-1 * variable`.
public prefix func - (operand: Variable) -> Term {
  Term(operand, coefficient: -1)
}

/// The term with its coefficient negated.
public prefix func - (operand: Term) -> Term {
  Term(operand.variable, coefficient: -operand.coefficient)
}

/// The expression with every coefficient and the constant negated.
public prefix func - (operand: Expression) -> Expression {
  operand.scaled(by: -1)
}

/// The term `rhs * lhs`.
public func * (lhs: Variable, rhs: Double) -> Term {
  Term(lhs, coefficient: rhs)
}

/// The term `lhs * rhs`.
public func * (lhs: Double, rhs: Variable) -> Term {
  Term(rhs, coefficient: lhs)
}

/// The term with its coefficient multiplied by `rhs`.
public func * (lhs: Term, rhs: Double) -> Term {
  Term(lhs.variable, coefficient: lhs.coefficient * rhs)
}

/// The term with its coefficient multiplied by `lhs`.
public func * (lhs: Double, rhs: Term) -> Term {
  Term(rhs.variable, coefficient: rhs.coefficient * lhs)
}

/// The expression scaled by `rhs`.
public func * (lhs: Expression, rhs: Double) -> Expression {
  lhs.scaled(by: rhs)
}

/// The expression scaled by `lhs`.
public func * (lhs: Double, rhs: Expression) -> Expression {
  rhs.scaled(by: lhs)
}

/// The term `(1 / rhs) * lhs`.
public func / (lhs: Variable, rhs: Double) -> Term {
  Term(lhs, coefficient: 1 / rhs)
}

/// The term with its coefficient divided by `rhs`.
public func / (lhs: Term, rhs: Double) -> Term {
  Term(lhs.variable, coefficient: lhs.coefficient / rhs)
}

/// The expression divided by `rhs`.
public func / (lhs: Expression, rhs: Double) -> Expression {
  lhs.scaled(by: 1 / rhs)
}

// MARK: - Constraints

/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
