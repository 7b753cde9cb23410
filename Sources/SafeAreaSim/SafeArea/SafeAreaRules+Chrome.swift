/// A view a container lays over one edge of a child: a navigation bar, a toolbar, a tab bar,
/// a side panel, a bottom player.
public struct ChromeRegion: Hashable, Sendable {
  /// The edge of the child the chrome covers from.
  public var edge: Edge
  /// The chrome's frame, in the same coordinate space as the child's frame.
  public var frame: Rect

  /// Creates a region.
  public init(edge: Edge, frame: Rect) {
    self.edge = edge
    self.frame = frame
  }
}

extension SafeAreaRules {
  /// The insets a container adds to a child's safe area for the chrome that covers it: on
  /// each edge, how far the chrome reaches into the child's frame beyond what the child
  /// already inherits.
  ///
  /// This is the one mechanism behind navigation bars, toolbars, tab bars and custom chrome:
  /// a container covers part of a child. Starting from the inherited insets, not from zero,
  /// is what keeps the status bar and home indicator from being counted twice (C-07): a
  /// bottom bar 84 points tall over a child that already inherits the 34-point home
  /// indicator adds 50.
  ///
  /// ```swift
  /// // iPhone 15 Pro: the navigation bar ends at 97.667; the child inherits 59 at the top.
  /// SafeAreaRules.chromeInsets(
  ///   childFrame: Rect(x: 0, y: 0, width: 393, height: 852),
  ///   chrome: [ChromeRegion(edge: .top, frame: Rect(x: 0, y: 53.667, width: 393, height: 44))],
  ///   inherited: EdgeInsets(top: 59, bottom: 34))  // {top 38.667}
  /// ```
  ///
  /// - Parameters:
  ///   - childFrame: The child's view frame in the container's view.
  ///   - chrome: The visible chrome, with the edge each covers from.
  ///   - inherited: The insets the child inherits from the container by overlap.
  /// - Returns: The chrome share of the child's additional safe-area insets.
  public static func chromeInsets(
    childFrame: Rect, chrome: [ChromeRegion], inherited: EdgeInsets
  ) -> EdgeInsets {
    let f = childFrame.standardized
    var coverage = EdgeInsets.zero
    for region in chrome {
      let c = region.frame.standardized
      guard !c.isEmpty else { continue }
      // Chrome beside the child along the other axis covers nothing of it.
      let overlapsAcross =
        region.edge.isHorizontal
        ? c.maxX > f.minX && c.minX < f.maxX : c.maxY > f.minY && c.minY < f.maxY
      guard overlapsAcross else { continue }
      let depth: Double
      switch region.edge {
      case .top: depth = c.maxY - f.minY
      case .bottom: depth = f.maxY - c.minY
      case .left: depth = c.maxX - f.minX
      case .right: depth = f.maxX - c.minX
      }
      let limit = region.edge.isHorizontal ? f.height : f.width
      coverage[region.edge] = Swift.max(
        coverage[region.edge], Swift.min(Swift.max(depth, 0), limit))
    }
    return (coverage - inherited).clampedToNonNegative
  }
}
