extension SplitViewController {
  /// The primary column's width in points, for the split view's current width.
  ///
  /// Mirrors `UISplitViewController.primaryColumnWidth`.
  public final var primaryColumnWidth: Double {
    columnWidth(
      for: viewIfLoaded?.bounds.width ?? 0, preferred: preferredPrimaryColumnWidth,
      fraction: preferredPrimaryColumnWidthFraction, minimum: minimumPrimaryColumnWidth,
      maximum: maximumPrimaryColumnWidth)
  }

  /// The supplementary column's width in points, for the split view's current width.
  ///
  /// Mirrors `UISplitViewController.supplementaryColumnWidth`.
  public final var supplementaryColumnWidth: Double {
    columnWidth(
      for: viewIfLoaded?.bounds.width ?? 0, preferred: preferredSupplementaryColumnWidth,
      fraction: preferredSupplementaryColumnWidthFraction,
      minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
  }

  /// A column's width: the preferred width, else the fraction of the split view's width,
  /// else the automatic 320; then held between the minimum (automatic 0) and the maximum
  /// (automatic 320), and never wider than the split view.
  final func columnWidth(
    for width: Double, preferred: Double, fraction: Double, minimum: Double, maximum: Double
  ) -> Double {
    let automatic = SplitViewController.automaticDimension
    var value =
      preferred != automatic
      ? preferred
      : fraction != automatic ? fraction * width : SplitViewController.automaticColumnWidth
    let low = minimum == automatic ? 0 : minimum
    let high = maximum == automatic ? SplitViewController.automaticColumnWidth : maximum
    value = Swift.min(Swift.max(value, low), high)
    return Swift.max(0, Swift.min(value, width))
  }

  /// The layout of the expanded columns for a size and display mode.
  final func layout(for size: Size, displayMode: DisplayMode) -> SplitLayout {
    let primaryWidth = columnWidth(
      for: size.width, preferred: preferredPrimaryColumnWidth,
      fraction: preferredPrimaryColumnWidthFraction, minimum: minimumPrimaryColumnWidth,
      maximum: maximumPrimaryColumnWidth)
    let supplementaryWidth = columnWidth(
      for: size.width, preferred: preferredSupplementaryColumnWidth,
      fraction: preferredSupplementaryColumnWidthFraction,
      minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    return SplitLayout(
      size: size, style: style, displayMode: displayMode, primaryWidth: primaryWidth,
      supplementaryWidth: supplementaryWidth, primaryOnRight: isPrimaryOnRight)
  }

  /// Whether the primary column is on the right: a trailing edge in a left-to-right
  /// interface, or a leading one in a right-to-left interface.
  final var isPrimaryOnRight: Bool {
    (primaryEdge == .trailing) != (traitCollection.layoutDirection == .rightToLeft)
  }
}
