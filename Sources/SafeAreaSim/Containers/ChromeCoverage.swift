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

extension ViewController {
  /// The share of ``additionalSafeAreaInsets`` that a container adds for its chrome.
  ///
  /// Containers set it during layout with ``updateChromeSafeArea(of:coveredBy:)``; reading
  /// `additionalSafeAreaInsets` returns the app's share plus this one.
  public final var chromeSafeAreaInsets: EdgeInsets { chromeSafeAreaInsetsStorage }

  /// Sets a child's chrome share from the chrome covering it, the way the built-in
  /// containers do, for containers you write yourself.
  ///
  /// Call it from your container's `viewDidLayoutSubviews()` (or wherever you place the
  /// chrome), after setting the child's frame: the child's safe area is then final before its
  /// `viewIsAppearing(_:)`, in the same layout pass.
  ///
  /// - Parameters:
  ///   - child: The child whose view the chrome covers.
  ///   - chrome: The visible chrome in this controller's view's coordinate space.
  public final func updateChromeSafeArea(of child: ViewController, coveredBy chrome: [ChromeRegion])
  {
    guard let share = chromeShare(of: child, coveredBy: chrome),
      share != child.chromeSafeAreaInsetsStorage
    else { return }
    child.chromeSafeAreaInsetsStorage = share
    child.updateAdditionalInsetsInput()
  }

  /// The built-in containers' form: the share goes to the bars' part, which
  /// `additionalSafeAreaInsets` does not show.
  final func updateBarSafeArea(of child: ViewController, coveredBy chrome: [ChromeRegion]) {
    guard let share = chromeShare(of: child, coveredBy: chrome),
      share != child.barSafeAreaInsets
    else { return }
    child.barSafeAreaInsets = share
    child.updateAdditionalInsetsInput()
  }

  private final func chromeShare(
    of child: ViewController, coveredBy chrome: [ChromeRegion]
  )
    -> EdgeInsets?
  {
    guard let childView = child.viewIfLoaded else { return nil }
    let inherited = SafeAreaRules.inheritedInsets(
      frame: childView.frame, parentBounds: view.bounds, parentInsets: view.safeAreaInsets)
    return SafeAreaRules.chromeInsets(
      childFrame: childView.frame, chrome: chrome, inherited: inherited)
  }
}

extension ViewController {
  /// The length of the legacy top layout guide: how far the status bar and the bars above
  /// the view reach into it.
  ///
  /// Since iOS 11 UIKit derives the legacy guides from the safe area ("Use
  /// view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor", C-24); the
  /// app's own `additionalSafeAreaInsets`, which the guides predate, are left out. Under a
  /// navigation bar on an iPhone 8: 64.
  ///
  /// Mirrors `UIViewController.topLayoutGuide.length` (deprecated in iOS 11).
  public final var topLayoutGuideLength: Double {
    guard let view = viewIfLoaded else { return 0 }
    return Swift.max(0, view.safeAreaInsets.top - appAdditionalSafeAreaInsets.top)
  }

  /// The length of the legacy bottom layout guide: how far a tab bar or toolbar (and the
  /// home indicator) reach into the view.
  ///
  /// Mirrors `UIViewController.bottomLayoutGuide.length` (deprecated in iOS 11).
  public final var bottomLayoutGuideLength: Double {
    guard let view = viewIfLoaded else { return 0 }
    return Swift.max(0, view.safeAreaInsets.bottom - appAdditionalSafeAreaInsets.bottom)
  }
}

/// A bar a built-in container lays over a child: its edge, its frame in the container's view
/// and whether the child may extend under it.
struct ContainerBar {
  var edge: Edge
  var frame: Rect
  var isTranslucent: Bool
}

extension ViewController {
  /// Lays out a child of a built-in container under its visible bars: the child's view fills
  /// the container, except that it stops at a bar it may not extend under (an opaque bar,
  /// unless it sets `extendedLayoutIncludesOpaqueBars`, or an edge missing from
  /// `edgesForExtendedLayout`; C-11..C-13); then the bars that cover it give it their share
  /// of the safe area (C-02), through the chrome rule.
  final func layOutChild(
    _ child: ViewController, under bars: [ContainerBar], offsetX: Double = 0
  ) {
    guard let view = viewIfLoaded else { return }
    var frame = view.bounds
    for bar in bars {
      let edge: RectEdge = bar.edge == .top ? .top : .bottom
      let extendsUnder =
        child.edgesForExtendedLayout.contains(edge)
        && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
      guard !extendsUnder else { continue }
      if bar.edge == .top {
        frame.size.height -= bar.frame.maxY - frame.minY
        frame.origin.y = bar.frame.maxY
      } else {
        frame.size.height = bar.frame.minY - frame.minY
      }
    }
    frame.origin.x += offsetX
    child.setViewFrame(frame)
    updateBarSafeArea(
      of: child, coveredBy: bars.map { ChromeRegion(edge: $0.edge, frame: $0.frame) })
  }
}
