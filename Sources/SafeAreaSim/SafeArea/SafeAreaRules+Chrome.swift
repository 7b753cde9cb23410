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
    let f = StandardEdges(childFrame)
    var coverage = EdgeInsets.zero
    for region in chrome {
      let c = StandardEdges(region.frame)
      // An empty region covers nothing.
      guard !(c.width == 0 || c.height == 0) else { continue }
      // Chrome beside the child along the other axis covers nothing of it.
      let isHorizontal = region.edge.isHorizontal
      let overlapsAcross =
        isHorizontal
        ? c.maxX > f.minX && c.minX < f.maxX : c.maxY > f.minY && c.minY < f.maxY
      guard overlapsAcross else { continue }
      let depth: Double
      switch region.edge {
      case .top: depth = c.maxY - f.minY
      case .bottom: depth = f.maxY - c.minY
      case .left: depth = c.maxX - f.minX
      case .right: depth = f.maxX - c.minX
      }
      let limit = isHorizontal ? f.height : f.width
      coverage[region.edge] = Swift.max(
        coverage[region.edge], Swift.min(Swift.max(depth, 0), limit))
    }
    return (coverage - inherited).clampedToNonNegative
  }
}

/// The edges and size of a rectangle's standardized form (a non-negative width and height),
/// taken directly from the usual rectangle that has them already: the same values
/// `Rect.standardized` gives.
private struct StandardEdges {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double
  var width: Double
  var height: Double

  @inline(__always)
  init(_ rect: Rect) {
    if rect.size.width >= 0 && rect.size.height >= 0 {
      minX = rect.origin.x
      minY = rect.origin.y
      maxX = rect.origin.x + rect.size.width
      maxY = rect.origin.y + rect.size.height
      width = rect.size.width
      height = rect.size.height
    } else {
      let s = rect.standardized
      minX = s.minX
      minY = s.minY
      maxX = s.maxX
      maxY = s.maxY
      width = s.width
      height = s.height
    }
  }
}
