extension SafeAreaRules {
  /// A parent's unsafe bands as its children's frames see them, computed once for all of them.
  ///
  /// The edges of the parent's safe rectangle in its own coordinate space (its bounds moved in
  /// by its insets, with the same arithmetic as
  /// ``SafeAreaRules/inheritedInsets(frame:parentBounds:parentInsets:)``), so that a child's
  /// inherited insets cost one subtraction and one clamp per edge.
  struct ParentBands {
    /// The parent's safe-area insets.
    var insets: EdgeInsets
    /// Whether any edge of ``insets`` is non-zero: children of a parent without insets
    /// inherit none.
    var hasInsets: Bool
    var safeMinX: Double
    var safeMinY: Double
    var safeMaxX: Double
    var safeMaxY: Double

    /// The bands of a parent with bounds `b` and safe-area insets `p`.
    ///
    /// Without insets the edges are not worked out (zero): children of such a parent inherit
    /// none without looking at them, and most parents of a deep tree have none.
    @inline(__always)
    init(bounds b: Rect, insets p: EdgeInsets) {
      insets = p
      hasInsets = !(p.top == 0 && p.left == 0 && p.bottom == 0 && p.right == 0)
      guard hasInsets else {
        safeMinX = 0
        safeMinY = 0
        safeMaxX = 0
        safeMaxY = 0
        return
      }
      safeMinX = b.minX + p.left
      safeMinY = b.minY + p.top
      safeMaxX = b.maxX - p.right
      safeMaxY = b.maxY - p.bottom
    }
  }
}
