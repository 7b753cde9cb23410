/// A variable multiplied by a constant coefficient, such as `2 * width`.
///
/// Terms are the building blocks of an ``Expression``. You usually create them with the
/// arithmetic operators rather than directly.
public struct Term {
  /// The variable this term multiplies.
  public var variable: Variable
  /// The factor applied to ``variable``.
  public var coefficient: Double

  /// Creates a term `coefficient * variable`.
  ///
  /// - Parameters:
  ///   - variable: The unknown.
  ///   - coefficient: Its factor; 1 by default.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
