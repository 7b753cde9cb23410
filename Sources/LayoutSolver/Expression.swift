/// A linear expression: a sum of terms plus a constant, such as `x - y + 8`.
///
/// The same variable may appear in several terms; the solver adds their coefficients. Build
/// expressions with the operators `+`, `-`, `*` and `/` on ``Variable``, ``Term``, `Expression`
/// and `Double`, and compare two of them with `==`, `<=` or `>=` to make a ``Constraint``.
public struct Expression {
  /// The variable terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  ///
  /// - Parameters:
  ///   - terms: The variable terms; empty by default.
  ///   - constant: The constant part; 0 by default.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression made of one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates a constant expression.
  public init(constant: Double) {
    self.init([], constant: constant)
  }
}
