import SafeAreaSim
import SafeAreaSimFixtures
import Testing

/// Records what a split view controller tells its delegate, in a log shared with the
/// lifecycle events.
final class SplitDelegateSpy: SplitViewControllerDelegate {
  var log: [String] = []
  var topColumn: SplitViewController.Column?
  var expandingMode: SplitViewController.DisplayMode?

  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column {
    log.append("topColumnForCollapsing(proposed: \(proposedTopColumn))")
    return topColumn ?? proposedTopColumn
  }

  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode {
    log.append("displayModeForExpanding(proposed: \(proposedDisplayMode))")
    return expandingMode ?? proposedDisplayMode
  }

  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) { log.append("willChangeTo(\(displayMode))") }

  func splitViewController(
    _ svc: SplitViewController, willShow column: SplitViewController.Column
  ) { log.append("willShow(\(column))") }

  func splitViewController(
    _ svc: SplitViewController, willHide column: SplitViewController.Column
  ) { log.append("willHide(\(column))") }

  func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.append("didCollapse") }
  func splitViewControllerDidExpand(_ svc: SplitViewController) { log.append("didExpand") }
}

@Suite("Split view controller")
struct SplitViewControllerTests {
  struct Shown {
    var window: Window
    var split: SplitViewController
    var list: ViewController
    var middle: ViewController
    var detail: ViewController
    var spy: SplitDelegateSpy
  }

  /// A split view with `list`, `detail` (and `middle` in a triple-column split) as the root of
  /// a window; the spy's log receives the appearance events too.
  static func shown(
    _ style: SplitViewController.Style = .doubleColumn, device: DeviceProfile = .iPadPro11,
    orientation: Orientation = .landscapeLeft, compact: ViewController? = nil,
    configure: (SplitViewController) -> Void = { _ in }
  ) -> Shown {
    let window = Window(device: device, orientation: orientation)
    let list = ViewController(name: "list")
    let middle = ViewController(name: "middle")
    let detail = ViewController(name: "detail")
    let split = SplitViewController(style: style, name: "split")
    let spy = SplitDelegateSpy()
    split.delegate = spy
    split.setViewController(list, for: .primary)
    if style == .tripleColumn { split.setViewController(middle, for: .supplementary) }
    split.setViewController(detail, for: .secondary)
    if let compact { split.setViewController(compact, for: .compact) }
    configure(split)
    window.addLifecycleObserver { event in
      guard event.kind.isAppearance || event.kind.isContainment else { return }
      spy.log.append(event.description)
    }
    window.rootViewController = split
    window.makeKeyAndVisible()
    return Shown(window: window, split: split, list: list, middle: middle, detail: detail, spy: spy)
  }

  static func frame(of controller: ViewController) -> Rect? {
    guard let view = controller.viewIfLoaded, view.window != nil else { return nil }
    return view.frameInWindow
  }
}

extension SplitViewControllerTests {
  @Test(
    "setViewController wraps a plain controller in a navigation controller, not a navigation one")
  func wrapping() throws {
    let split = SplitViewController(style: .doubleColumn, name: "split")
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: ViewController(name: "d"), name: "nav")
    split.setViewController(list, for: .primary)
    split.setViewController(nav, for: .secondary)
    let wrapper = try #require(split.navigationController(for: .primary))
    #expect(wrapper.viewControllers.first === list)
    #expect(wrapper.name == "split.primaryNavigation")
    #expect(split.viewController(for: .primary) === list)
    #expect(split.navigationController(for: .secondary) === nav)
    #expect(split.children.count == 2)
    split.setViewController(ViewController(name: "ignored"), for: .supplementary)
    #expect(split.viewController(for: .supplementary) == nil)
  }

  @Test("iPad landscape: the primary column tiles beside the secondary, each with its own insets")
  func doubleColumnLandscape() throws {
    let shown = Self.shown()
    let split = shown.split
    #expect(!split.isCollapsed)
    #expect(split.splitBehavior == .tile)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primaryColumnWidth == 320)
    #expect(split.frame(of: .primary) == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(split.frame(of: .secondary) == Rect(x: 320, y: 0, width: 874, height: 834))
    let primaryNav = try #require(split.navigationController(for: .primary))
    let secondaryNav = try #require(split.navigationController(for: .secondary))
    // The primary column's view reaches 100 points off screen (F-07).
    #expect(primaryNav.view.frame == Rect(x: -100, y: 0, width: 420, height: 834))
    #expect(primaryNav.view.safeAreaInsets == EdgeInsets(top: 24, left: 100, bottom: 20))
    #expect(secondaryNav.view.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    // Each column has its own 50-point navigation bar under the status bar.
    #expect(primaryNav.navigationBar.frame == Rect(x: 0, y: 24, width: 420, height: 50))
    #expect(secondaryNav.navigationBar.frame == Rect(x: 0, y: 24, width: 874, height: 50))
    #expect(shown.list.view.safeAreaInsets == EdgeInsets(top: 74, left: 100, bottom: 20))
    #expect(shown.detail.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    #expect(shown.list.additionalSafeAreaInsets == .zero)
    #expect(shown.list.appearanceState == .appeared)
    #expect(shown.detail.appearanceState == .appeared)
  }

  @Test("iPad portrait: the secondary column alone; showing the primary overlays it")
  func doubleColumnPortraitOverlay() throws {
    let shown = Self.shown(orientation: .portrait)
    let split = shown.split
    #expect(split.splitBehavior == .overlay)
    #expect(split.displayMode == .secondaryOnly)
    #expect(!split.isShowing(.primary))
    #expect(shown.list.appearanceState == .disappeared)
    #expect(shown.detail.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    shown.spy.log.removeAll()
    split.show(.primary)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(split.frame(of: .primary) == Rect(x: 0, y: 0, width: 320, height: 1194))
    #expect(split.frame(of: .secondary) == Rect(x: 0, y: 0, width: 834, height: 1194))
    // The overlay adds nothing to the secondary column's safe area.
    #expect(shown.detail.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    #expect(
      shown.spy.log == [
        // A programmatic show tells the delegate of the display mode, not of the column.
        "willChangeTo(oneOverSecondary)",
        "split.primaryNavigation.viewWillAppear(animated: false)",
        "list.viewWillAppear(animated: false)",
        "split.primaryNavigation.viewIsAppearing(animated: false)",
        "list.viewIsAppearing(animated: false)",
        "split.primaryNavigation.viewDidAppear(animated: false)",
        "list.viewDidAppear(animated: false)",
      ])
    shown.spy.log.removeAll()
    split.hide(.primary)
    #expect(split.displayMode == .secondaryOnly)
    #expect(
      shown.spy.log == [
        "willChangeTo(secondaryOnly)",
        "split.primaryNavigation.viewWillDisappear(animated: false)",
        "list.viewWillDisappear(animated: false)",
        "split.primaryNavigation.viewDidDisappear(animated: false)",
        "list.viewDidDisappear(animated: false)",
      ])
  }

  @Test("rotating to portrait hides the tiled primary column, rotating back shows it")
  func rotation() {
    let shown = Self.shown()
    shown.spy.log.removeAll()
    shown.window.rotate(to: .portrait)
    #expect(shown.split.displayMode == .secondaryOnly)
    #expect(shown.list.appearanceState == .disappeared)
    #expect(shown.spy.log.prefix(2) == ["willChangeTo(secondaryOnly)", "willHide(primary)"])
    #expect(shown.detail.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    shown.window.rotate(to: .landscapeLeft)
    #expect(shown.split.displayMode == .oneBesideSecondary)
    #expect(shown.list.appearanceState == .appeared)
    #expect(Self.frame(of: shown.detail) == Rect(x: 320, y: 0, width: 874, height: 834))
  }

  @Test("a trailing primary edge puts the primary column and its buffer on the right")
  func trailingPrimaryEdge() throws {
    let shown = Self.shown { $0.primaryEdge = .trailing }
    let primaryNav = try #require(shown.split.navigationController(for: .primary))
    #expect(shown.split.frame(of: .primary) == Rect(x: 874, y: 0, width: 320, height: 834))
    #expect(primaryNav.view.frame == Rect(x: 874, y: 0, width: 420, height: 834))
    #expect(primaryNav.view.safeAreaInsets == EdgeInsets(top: 24, bottom: 20, right: 100))
    #expect(shown.split.frame(of: .secondary) == Rect(x: 0, y: 0, width: 874, height: 834))
  }

  @Test("a tab bar or split view controller as a column fails a precondition naming both")
  func containerColumn() async {
    await #expect(processExitsWith: .failure) {
      let split = SplitViewController(style: .doubleColumn, name: "split")
      split.setViewController(TabBarController(name: "tabs"), for: .secondary)
    }
    await #expect(processExitsWith: .failure) {
      let split = SplitViewController(style: .doubleColumn, name: "split")
      split.setViewController(
        SplitViewController(style: .doubleColumn, name: "inner"), for: .primary)
    }
  }
}
