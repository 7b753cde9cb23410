/// Insets whose horizontal edges follow the reading direction: leading and trailing.
///
/// Mirrors `NSDirectionalEdgeInsets`. In a left-to-right layout leading is left; in a
/// right-to-left layout (Arabic, Hebrew) leading is right.
///
/// ```swift
/// let margins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
/// margins.resolved(for: .rightToLeft)  // {top 8, left 8, bottom 8, right 20}
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Creates insets; edges not given are zero.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates directional insets from absolute ones, read in `direction`.
  public init(_ insets: EdgeInsets, direction: LayoutDirection) {
    switch direction {
    case .leftToRight:
      self.init(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    case .rightToLeft:
      self.init(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets()

  /// Returns the absolute insets for a layout direction.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}

extension DirectionalEdgeInsets: CustomStringConvertible {
  public var description: String {
    "{top \(formatPoints(top)), leading \(formatPoints(leading)), "
      + "bottom \(formatPoints(bottom)), trailing \(formatPoints(trailing))}"
  }
}

/// The direction in which a user interface reads horizontally.
///
/// Mirrors `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Leading is left, as in English.
  case leftToRight
  /// Leading is right, as in Arabic and Hebrew.
  case rightToLeft
}
