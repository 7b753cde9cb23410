extension TabBarController {
  /// Where the tabs show now: the floating top bar or the sidebar on iPad in regular width,
  /// the top bar on Apple TV, the bottom bar elsewhere (iPhone, iPad in compact width).
  public final var placement: Placement {
    placement(in: window)
  }

  /// ``placement`` in `window`, for callers that looked the window up already.
  private final func placement(in window: Window?) -> Placement {
    // The idiom the window keeps beside its screen: no copy of the screen.
    switch window?.minimumMarginInputs.idiom ?? .phone {
    case .phone: return .bottom
    case .tv: return .top
    case .pad:
      guard sizeClasses(in: window).horizontal == .regular else { return .bottom }
      return mode == .tabSidebar && !isSidebarHidden ? .sidebar : .top
    }
  }

  /// Lays out the tab bar (at the bottom, floating at the top or Apple TV's) and the sidebar
  /// for the current placement.
  ///
  /// - Returns: The placement it laid out, for the child's layout that follows; `nil` when
  ///   the view is not loaded.
  @discardableResult
  final func layOutTabBar() -> Placement? {
    guard let view = viewIfLoaded else { return nil }
    // The window, its idiom and the placement are looked up once for the whole layout.
    let window = self.window
    let idiom = window?.minimumMarginInputs.idiom ?? .phone
    let placement = placement(in: window)
    // The app's isTabBarHidden and hidesBottomBarWhenPushed hide the bar, not the sidebar.
    // Hidden states are assigned only when they change (every pass lays the bar out).
    let hidesSidebar = placement != .sidebar
    if sidebar.isHidden != hidesSidebar { sidebar.isHidden = hidesSidebar }
    let hidesTabBar = placement == .sidebar || !isTabBarVisible
    if tabBar.isHidden != hidesTabBar { tabBar.isHidden = hidesTabBar }
    let bounds = view.bounds
    let insets = view.safeAreaInsets
    if !hidesSidebar {
      let width = min(BarMetrics.tabSidebarWidth, bounds.width)
      let x = isRightToLeft ? bounds.maxX - width : bounds.minX
      sidebar.frame = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
    guard !hidesTabBar else { return placement }
    switch (placement, idiom) {
    case (.top, .tv):
      tabBar.frame = Rect(
        x: bounds.minX, y: bounds.minY + BarMetrics.tvTabBarMinY, width: bounds.width,
        height: BarMetrics.tvTabBarInset - BarMetrics.tvTabBarMinY)
    case (.top, _):
      tabBar.frame = Rect(
        x: bounds.minX, y: bounds.minY + insets.top + BarMetrics.floatingTabBarTopMargin,
        width: bounds.width,
        height: BarMetrics.floatingTabBarInset - BarMetrics.floatingTabBarTopMargin)
    default:
      let height =
        BarMetrics.tabBarHeight(
          idiom: idiom, sizeClasses: sizeClasses(in: window),
          bottomInset: insets.bottom) + insets.bottom
      tabBar.frame = Rect(
        x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }
    return placement
  }

  /// Lays out the selected child under the bars of the placement: the bottom bar, the top
  /// bar (unless the child is a navigation or split view controller that shows the tabs in
  /// its bars' row),
  /// or beside or under the sidebar; the covered part becomes the child's chrome share.
  ///
  /// - Parameter knownPlacement: The placement ``layOutTabBar()`` just laid out, if the caller
  ///   has it (it is looked up otherwise).
  final func layOutChild(_ child: ViewController, placement knownPlacement: Placement? = nil) {
    guard let view = viewIfLoaded else { return }
    // The bars' lists are kept between layouts (moved out meanwhile, so that no access to
    // them overlaps the child's layout): a layout allocates nothing.
    var bars = barScratch
    var regions = regionScratch
    barScratch = []
    regionScratch = []
    bars.emptyKeepingStorage()
    regions.emptyKeepingStorage()
    var content: Rect?
    // The tab bar's hidden flag and frame in one access to the node array.
    if let frame = tabBar.frameUnlessHidden {
      switch knownPlacement ?? placement {
      case .bottom:
        bars.append(ContainerBar(edge: .bottom, frame: frame, isTranslucent: tabBar.isTranslucent))
        regions.append(ChromeRegion(edge: .bottom, frame: frame))
      case .top:
        // A navigation controller, or a split view controller's columns, show the floating
        // tabs in their own bars' row (F-05).
        if !showsTabsInNavigationBar(of: child) {
          bars.append(ContainerBar(edge: .top, frame: frame, isTranslucent: tabBar.isTranslucent))
          regions.append(ChromeRegion(edge: .top, frame: frame))
        }
      case .sidebar:
        break
      }
    }
    let (bounds, insets) = view.boundsAndSafeAreaInsets
    if !sidebar.isHidden {
      if sidebar.preferredLayout == .tile {
        // The child is resized and shifted beside the sidebar, not under it.
        var rect = bounds
        if !isRightToLeft { rect.origin.x += sidebar.frame.width }
        rect.size.width = max(0, rect.width - sidebar.frame.width)
        content = rect
      } else {
        // Overlap, iPadOS's automatic layout: the sidebar covers the child's leading edge.
        let edge: Edge = isRightToLeft ? .right : .left
        let frame = sidebar.frame
        bars.append(ContainerBar(edge: edge, frame: frame, isTranslucent: true))
        regions.append(ChromeRegion(edge: edge, frame: frame))
      }
    }
    layOutChild(
      child, under: bars, regions: regions, outerBars: [], offsetX: 0, content: content,
      containerBounds: bounds, containerInsets: insets)
    barScratch = bars
    regionScratch = regions
  }

  /// Whether the sidebar's leading edge is on the right.
  private final var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

  /// Whether the floating iPad tab bar shows in the child's navigation bar row instead of
  /// covering the child: the child is a navigation controller with its bar shown, or a split
  /// view controller, which overlays the bar: its columns' navigation bars hold the tabs'
  /// row (F-05). The Apple TV bar covers every child.
  private final func showsTabsInNavigationBar(of child: ViewController) -> Bool {
    guard window?.barInputs.idiom == .pad else { return false }
    if child is SplitViewController { return true }
    guard let navigation = child as? NavigationController else { return false }
    return !navigation.isNavigationBarHidden
  }
}
