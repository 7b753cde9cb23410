/// Where an expanded split view puts its columns: a pure function of its size, display mode,
/// column widths and which side the primary column is on.
///
/// In leading-to-trailing order (mirrored when the primary column is on the right):
/// - tile: the shown sidebars side by side from the primary edge, the secondary column in
///   the rest;
/// - overlay: the secondary column fills the split view and the sidebars lie over it;
/// - displace with both sidebars: the secondary column keeps the width it has beside the
///   supplementary column alone and moves past both sidebars, partly off screen (Apple:
///   "they partially displace the secondary view controller offscreen").
public struct SplitLayout: Hashable, Sendable {
  /// The primary column's frame, or `nil` when it is hidden.
  public var primary: Rect?
  /// The supplementary column's frame, or `nil` when it is hidden.
  public var supplementary: Rect?
  /// The secondary column's frame.
  public var secondary: Rect

  /// Computes the columns' frames in the split view's bounds.
  ///
  /// - Parameters:
  ///   - size: The split view's size.
  ///   - style: Double or triple column.
  ///   - displayMode: The current display mode (not `.automatic`).
  ///   - primaryWidth: The primary column's width.
  ///   - supplementaryWidth: The supplementary column's width (triple column).
  ///   - primaryOnRight: Whether the primary column is on the right edge (a trailing primary
  ///     edge in a left-to-right interface, or a leading one in a right-to-left interface).
  public init(
    size: Size, style: SplitViewController.Style, displayMode: SplitViewController.DisplayMode,
    primaryWidth: Double, supplementaryWidth: Double, primaryOnRight: Bool
  ) {
    let width = size.width
    let height = size.height
    // The sidebars shown, from the primary edge inwards.
    var sidebars: [(SplitViewController.Column, Double)] = []
    switch (style, displayMode.sidebarCount) {
    case (_, 0): break
    case (.doubleColumn, _): sidebars = [(.primary, primaryWidth)]
    case (.tripleColumn, 1): sidebars = [(.supplementary, supplementaryWidth)]
    case (.tripleColumn, _):
      sidebars = [(.primary, primaryWidth), (.supplementary, supplementaryWidth)]
    }
    var x = 0.0
    var frames: [SplitViewController.Column: Rect] = [:]
    for (column, columnWidth) in sidebars {
      frames[column] = Rect(x: x, y: 0, width: columnWidth, height: height)
      x += columnWidth
    }
    var secondary: Rect
    switch displayMode {
    case .oneOverSecondary, .twoOverSecondary, .secondaryOnly, .automatic:
      secondary = Rect(x: 0, y: 0, width: width, height: height)
    case .twoDisplaceSecondary:
      secondary = Rect(x: x, y: 0, width: max(0, width - supplementaryWidth), height: height)
    case .oneBesideSecondary, .twoBesideSecondary:
      secondary = Rect(x: x, y: 0, width: max(0, width - x), height: height)
    }
    func placed(_ rect: Rect) -> Rect {
      guard primaryOnRight else { return rect }
      return Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    self.primary = frames[.primary].map(placed)
    self.supplementary = frames[.supplementary].map(placed)
    self.secondary = placed(secondary)
  }

  /// The frame of a column, or `nil` when it is hidden (the compact column is never shown
  /// expanded).
  public func frame(of column: SplitViewController.Column) -> Rect? {
    switch column {
    case .primary: primary
    case .supplementary: supplementary
    case .secondary: secondary
    case .compact: nil
    }
  }
}
