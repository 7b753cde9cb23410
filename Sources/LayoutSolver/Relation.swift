/// How a constraint's expression compares with zero.
///
/// A ``Constraint`` means `expression RELATION 0`; `x >= y + 8` is stored as `x - y - 8 >= 0`.
/// Mirrors `NSLayoutConstraint.Relation`.
public enum Relation: Hashable, Sendable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual
}
