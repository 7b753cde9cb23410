/// How much a constraint matters when not every constraint can hold.
///
/// A required constraint (1000) always holds; lower priorities give way to higher ones.
/// Priorities run from 1 to 1000.
///
/// Mirrors `UILayoutPriority`.
///
/// - Note: Priorities below 1000 are weights in the solver's objective, not strict levels as in
///   UIKit: a constraint of priority `p` outweighs about 1000 constraints of priority
///   `p - 250`, and several constraints one level lower can outweigh it (see the Auto Layout
///   article).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value, 1 to 1000.
  public var rawValue: Float

  /// Creates a priority; UIKit accepts 1 to 1000.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority; UIKit accepts 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold (1000).
  public static let required = LayoutPriority(1000)
  /// The priority with which a button resists compressing its content (750).
  public static let defaultHigh = LayoutPriority(750)
  /// The priority with which a button hugs its content (250).
  public static let defaultLow = LayoutPriority(250)
  /// The priority with which a view prefers its fitting size (50).
  public static let fittingSizeLevel = LayoutPriority(50)
  /// A window drag that cannot resize the scene (490).
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// The priority with which a scene keeps its size (500).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// A window drag that can resize the scene (510).
  public static let dragThatCanResizeScene = LayoutPriority(510)

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `amount` above this one.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `amount` below this one.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}

/// A direction a view's content is sized along.
///
/// Mirrors `NSLayoutConstraint.Axis`.
public enum LayoutConstraintAxis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
