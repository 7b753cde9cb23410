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
    guard let share = chromeShare(of: child, coveredBy: chrome) else { return }
    setChromeShare(share, of: child)
  }

  /// ``updateChromeSafeArea(of:coveredBy:)`` for a container that knows the child's frame
  /// and its own bounds and insets already (it just set them): no view is read again.
  final func updateChromeSafeArea(
    of child: ViewController, frame childFrame: Rect, containerBounds: Rect,
    containerInsets: EdgeInsets, coveredBy chrome: [ChromeRegion]
  ) {
    let inherited = SafeAreaRules.inheritedInsets(
      frame: childFrame, parentBounds: containerBounds, parentInsets: containerInsets)
    let share = SafeAreaRules.chromeInsets(
      childFrame: childFrame, chrome: chrome, inherited: inherited)
    setChromeShare(share, of: child)
  }

  /// Gives `child` a new chrome share, if it changed, and reports a visible jump.
  private final func setChromeShare(_ share: EdgeInsets, of child: ViewController) {
    let old = child.chromeSafeAreaInsetsStorage
    guard share != old else { return }
    child.chromeSafeAreaInsetsStorage = share
    child.updateAdditionalInsetsInput()
    child.checkAppearanceJump(from: old, to: share, isChromeShare: true, container: self)
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
    let childFrame = childView.frame
    let inherited = SafeAreaRules.inheritedInsets(
      frame: childFrame, parentBounds: view.bounds, parentInsets: view.safeAreaInsets)
    return SafeAreaRules.chromeInsets(
      childFrame: childFrame, chrome: chrome, inherited: inherited)
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
  ///
  /// The container has read its view's bounds and safe-area insets and made its bars'
  /// regions already (a navigation controller's layout does so once for all the children it
  /// lays out): the container's view is not read again, and nothing is allocated.
  ///
  /// - Parameters:
  ///   - regions: The regions of `bars`, in the same order.
  ///   - outerBars: Bars of an enclosing container that reach over this one's view (a tab bar
  ///     around a navigation controller): the child stops at them too where it may not extend
  ///     under them; their share of the safe area comes through this view's own.
  ///   - content: The part of the container's view the child fills before the bars; all of
  ///     it when `nil` (a tab sidebar leaves the rest).
  final func layOutChild(
    _ child: ViewController, under bars: [ContainerBar], regions: [ChromeRegion],
    outerBars: [ContainerBar], offsetX: Double, content: Rect?, containerBounds: Rect,
    containerInsets: EdgeInsets
  ) {
    var frame = content ?? containerBounds
    // A side bar (a tab sidebar that overlaps) never shortens the child: it renders under it.
    for bar in bars { Self.stop(&frame, at: bar, of: child) }
    for bar in outerBars { Self.stop(&frame, at: bar, of: child) }
    frame.origin.x += offsetX
    let childView = child.view
    // The child's frame as its view keeps it (read back only when the setter changed it and
    // so may have called out; an unchanged one is `frame`), and the container's bounds and
    // insets, which setting a subview's frame does not change: the chrome rule's inputs.
    let childFrame = childView.assignFrame(frame) ? childView.frame : frame
    let inherited = SafeAreaRules.inheritedInsets(
      frame: childFrame, parentBounds: containerBounds, parentInsets: containerInsets)
    let share = SafeAreaRules.chromeInsets(
      childFrame: childFrame, chrome: regions, inherited: inherited)
    guard share != child.barSafeAreaInsets else { return }
    child.barSafeAreaInsets = share
    child.updateAdditionalInsetsInput()
  }

  /// Shortens `frame` at a top or bottom bar the child may not extend under (C-11..C-13).
  private static func stop(_ frame: inout Rect, at bar: ContainerBar, of child: ViewController) {
    guard bar.edge == .top || bar.edge == .bottom else { return }
    let edge: RectEdge = bar.edge == .top ? .top : .bottom
    let extendsUnder =
      child.edgesForExtendedLayout.contains(edge)
      && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    guard !extendsUnder else { return }
    if bar.edge == .top {
      guard bar.frame.maxY > frame.minY else { return }
      frame.size.height -= bar.frame.maxY - frame.minY
      frame.origin.y = bar.frame.maxY
    } else {
      guard bar.frame.minY < frame.maxY else { return }
      frame.size.height = bar.frame.minY - frame.minY
    }
  }
}
