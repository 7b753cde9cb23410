/// A part of a view's or layout guide's rectangle that a constraint relates.
///
/// Mirrors `NSLayoutConstraint.Attribute` (without the baselines: views here draw no text).
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  case leading
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The left edge of the view's layout margins.
  case leftMargin
  /// The right edge of the view's layout margins.
  case rightMargin
  /// The top edge of the view's layout margins.
  case topMargin
  /// The bottom edge of the view's layout margins.
  case bottomMargin
  /// The leading edge of the view's layout margins.
  case leadingMargin
  /// The trailing edge of the view's layout margins.
  case trailingMargin
  /// The horizontal centre of the view's layout margins.
  case centerXWithinMargins
  /// The vertical centre of the view's layout margins.
  case centerYWithinMargins
  /// No attribute: the second attribute of a constraint with no second item.
  case notAnAttribute

  /// The axis the attribute measures along, `nil` for ``notAnAttribute``.
  var axis: LayoutConstraintAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }

  /// Whether the attribute is a size rather than a position.
  var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute follows the layout direction.
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is a left or right edge (never mixed with leading and trailing).
  var isAbsoluteHorizontalEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// The attribute without its margins part, and whether it had one.
  var withoutMargins: (attribute: LayoutAttribute, inMargins: Bool) {
    switch self {
    case .leftMargin: (.left, true)
    case .rightMargin: (.right, true)
    case .topMargin: (.top, true)
    case .bottomMargin: (.bottom, true)
    case .leadingMargin: (.leading, true)
    case .trailingMargin: (.trailing, true)
    case .centerXWithinMargins: (.centerX, true)
    case .centerYWithinMargins: (.centerY, true)
    default: (self, false)
    }
  }
}

/// How the two sides of a constraint compare.
///
/// Mirrors `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable {
  /// The first side is at most the second.
  case lessThanOrEqual
  /// The two sides are equal.
  case equal
  /// The first side is at least the second.
  case greaterThanOrEqual

  /// The relation as written between the two sides: `<=`, `==` or `>=`.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

extension LayoutAttribute {
  /// The name UIKit prints for the attribute in a translated frame's constraint (`minX`,
  /// `minY`, `width`, `height`).
  var frameName: String {
    switch self {
    case .left: "minX"
    case .top: "minY"
    default: rawValue
    }
  }
}
