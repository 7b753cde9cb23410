/// Distances inward from the four edges of a rectangle, in points.
///
/// Mirrors `UIEdgeInsets`. Safe-area insets, layout margins, content insets and chrome shares
/// are all edge insets.
///
/// ```swift
/// let window = EdgeInsets(top: 59, bottom: 34)
/// let chrome = EdgeInsets(bottom: 50)
/// window + chrome          // {top 59, bottom 84}
/// window.clamped(to: .zero ... EdgeInsets(top: 20, bottom: 20))  // {top 20, bottom 20}
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets; edges not given are zero.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets that are the same on every edge.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// Whether every edge is zero.
  public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }

  /// The value on `edge`.
  public subscript(edge: Edge) -> Double {
    get {
      switch edge {
      case .top: top
      case .left: left
      case .bottom: bottom
      case .right: right
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .left: left = newValue
      case .bottom: bottom = newValue
      case .right: right = newValue
      }
    }
  }

  /// Adds the insets edge by edge.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// Subtracts the insets edge by edge.
  public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
  }

  /// Negates every edge.
  public static prefix func - (insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
  }

  /// Adds `rhs` to `lhs` edge by edge.
  public static func += (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs + rhs }

  /// Subtracts `rhs` from `lhs` edge by edge.
  public static func -= (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs - rhs }

  /// Multiplies every edge by `factor`.
  public static func * (insets: EdgeInsets, factor: Double) -> EdgeInsets {
    EdgeInsets(
      top: insets.top * factor, left: insets.left * factor,
      bottom: insets.bottom * factor, right: insets.right * factor)
  }

  /// Returns the larger value on each edge.
  public static func edgewiseMaximum(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(a.top, b.top), left: Swift.max(a.left, b.left),
      bottom: Swift.max(a.bottom, b.bottom), right: Swift.max(a.right, b.right))
  }

  /// Returns the smaller value on each edge.
  public static func edgewiseMinimum(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.min(a.top, b.top), left: Swift.min(a.left, b.left),
      bottom: Swift.min(a.bottom, b.bottom), right: Swift.min(a.right, b.right))
  }

  /// Returns the insets with each edge clamped to the same edge of the range's bounds.
  ///
  /// ```swift
  /// EdgeInsets(top: 80, bottom: -3).clamped(to: .zero ... EdgeInsets(top: 59, bottom: 34))
  /// // {top 59, bottom 0}
  /// ```
  public func clamped(to range: ClosedRange<EdgeInsets>) -> EdgeInsets {
    EdgeInsets.edgewiseMinimum(
      EdgeInsets.edgewiseMaximum(self, range.lowerBound), range.upperBound)
  }

  /// Returns the insets with negative edges replaced by zero.
  public var clampedToNonNegative: EdgeInsets { EdgeInsets.edgewiseMaximum(self, .zero) }
}

extension EdgeInsets: Comparable {
  /// Orders insets so that `a ... b` forms a clamping range: `a <= b` when every edge of `a` is
  /// at most the same edge of `b`.
  ///
  /// - Note: This is a partial order; `<` is `<=` and not equal. Use it for ranges, not sorting.
  public static func < (lhs: EdgeInsets, rhs: EdgeInsets) -> Bool {
    lhs != rhs && lhs.top <= rhs.top && lhs.left <= rhs.left && lhs.bottom <= rhs.bottom
      && lhs.right <= rhs.right
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// The insets as `{top 59, bottom 34}`: zero edges are left out, `{}` when all are zero.
  public var description: String {
    let parts = Edge.allCases.compactMap { edge -> String? in
      self[edge] == 0 ? nil : "\(edge) \(formatPoints(self[edge]))"
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }
}

extension EdgeInsets: ApproximatelyEquatable {
  public func isApproximatelyEqual(to other: EdgeInsets, tolerance: Double) -> Bool {
    Edge.allCases.allSatisfy { self[$0].isApproximatelyEqual(to: other[$0], tolerance: tolerance) }
  }
}

/// One edge of a rectangle.
public enum Edge: String, CaseIterable, Hashable, Sendable, Codable {
  /// The top edge.
  case top
  /// The left edge.
  case left
  /// The bottom edge.
  case bottom
  /// The right edge.
  case right

  /// The edge across from this one.
  public var opposite: Edge {
    switch self {
    case .top: .bottom
    case .left: .right
    case .bottom: .top
    case .right: .left
    }
  }

  /// Whether the edge runs horizontally (top and bottom).
  public var isHorizontal: Bool { self == .top || self == .bottom }
}
