/// The rules that turn a parent's results and a node's inputs into the node's results.
///
/// These are the per-node arithmetic of the safe-area model (reference group C); the solver
/// applies them top-down. They are public so that containers written by users, and tests, can
/// apply the same rules to rectangles that are not views.
public enum SafeAreaRules {
  /// The part of a child's frame that lies in its parent's unsafe bands, per edge.
  ///
  /// For each edge this is how far the parent's safe rectangle's edge lies inside the child's
  /// frame, never negative and never more than the parent's inset on that edge: a view in the
  /// safe rectangle gets 0, a view across the band gets the overlap, and a view that extends
  /// past its parent does not get more than the parent's inset (C-03).
  ///
  /// ```swift
  /// // Parent: 393x852 with insets {top 59, bottom 34}; a band at y = 20, 200 tall.
  /// SafeAreaRules.inheritedInsets(
  ///   frame: Rect(x: 0, y: 20, width: 393, height: 200),
  ///   parentBounds: Rect(x: 0, y: 0, width: 393, height: 852),
  ///   parentInsets: EdgeInsets(top: 59, bottom: 34))  // {top 39}
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The child's frame in the parent's coordinate space.
  ///   - parentBounds: The parent's bounds (its coordinate space, origin included).
  ///   - p: The parent's safe-area insets (the `parentInsets` argument).
  /// - Returns: The insets the child inherits.
  /// - Mirrors the overlap rule of `UIView.safeAreaInsets`: "For other views in the view
  ///   hierarchy, the insets reflect only the portion of the view that is covered."
  @inline(__always)
  public static func inheritedInsets(
    frame: Rect, parentBounds: Rect, parentInsets p: EdgeInsets
  ) -> EdgeInsets {
    inheritedInsets(frame: frame, parent: ParentBands(bounds: parentBounds, insets: p))
  }

  /// ``inheritedInsets(frame:parentBounds:parentInsets:)`` with the parent's side computed
  /// once for all its children: the same arithmetic, in the same order.
  @inline(__always)
  static func inheritedInsets(frame: Rect, parent: ParentBands) -> EdgeInsets {
    // Fast path: a parent with no insets passes none on (most of a deep tree).
    guard parent.hasInsets else { return .zero }
    let p = parent.insets
    // `frame.standardized`'s edges, without its arithmetic for the usual non-negative size.
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    if frame.size.width >= 0 && frame.size.height >= 0 {
      minX = frame.origin.x
      minY = frame.origin.y
      maxX = frame.origin.x + abs(frame.size.width)
      maxY = frame.origin.y + abs(frame.size.height)
    } else {
      let f = frame.standardized
      minX = f.minX
      minY = f.minY
      maxX = f.maxX
      maxY = f.maxY
    }
    return EdgeInsets(
      top: clamp(parent.safeMinY - minY, upTo: p.top),
      left: clamp(parent.safeMinX - minX, upTo: p.left),
      bottom: clamp(maxY - parent.safeMaxY, upTo: p.bottom),
      right: clamp(maxX - parent.safeMaxX, upTo: p.right))
  }

  /// The node's safe-area insets: the inherited part plus the additional insets, never
  /// negative (C-04, C-05).
  @inline(__always)
  public static func safeAreaInsets(inherited: EdgeInsets, additional: EdgeInsets) -> EdgeInsets {
    if additional.isZero { return inherited }
    return (inherited + additional).clampedToNonNegative
  }

  /// The node's effective layout margins.
  ///
  /// The own margins, raised to the minimum margins, are measured from the safe area when
  /// `insetsLayoutMarginsFromSafeArea` is on (the safe inset is added on each edge: a view
  /// pinned to an iPhone X window has margins {top 52, left 8, bottom 42, right 8}). With
  /// `preservesSuperviewLayoutMargins`, an edge is pushed inward where the parent's margin
  /// reaches further into the node than the node's own, by the smallest amount needed (C-18,
  /// C-21, C-22).
  ///
  /// - Parameters:
  ///   - inputs: The node's inputs.
  ///   - safeAreaInsets: The node's safe-area insets.
  ///   - parentBounds: The parent's bounds, when the node has a parent.
  ///   - parentMargins: The parent's effective margins.
  /// - Returns: The effective margins.
  @inline(__always)
  public static func layoutMargins(
    inputs: SafeAreaInputs, safeAreaInsets: EdgeInsets, parentBounds: Rect,
    parentMargins: EdgeInsets
  ) -> EdgeInsets {
    var margins = inputs.margins
    if inputs.mayHaveAdjustments && !inputs.minimumMargins.isZero {
      margins = EdgeInsets.edgewiseMaximum(margins, inputs.minimumMargins)
    }
    if inputs.insetsLayoutMarginsFromSafeArea {
      margins += safeAreaInsets
    }
    if inputs.preservesSuperviewLayoutMargins {
      let f = inputs.frame.standardized
      let b = parentBounds
      margins = EdgeInsets.edgewiseMaximum(
        margins,
        EdgeInsets(
          top: parentMargins.top - (f.minY - b.minY),
          left: parentMargins.left - (f.minX - b.minX),
          bottom: parentMargins.bottom - (b.maxY - f.maxY),
          right: parentMargins.right - (b.maxX - f.maxX)))
    }
    return margins
  }

  @inline(__always)
  private static func clamp(_ value: Double, upTo limit: Double) -> Double {
    value <= 0 ? 0 : (value >= limit ? limit : value)
  }
}
