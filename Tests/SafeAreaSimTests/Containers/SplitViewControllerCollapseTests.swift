import SafeAreaSim
import SafeAreaSimTesting
import Testing

@Suite("Split view controller, collapsing and expanding")
struct SplitViewControllerCollapseTests {
  @Test("on iPhone the split view starts collapsed on the primary column (proposed: primary)")
  func iPhoneStartsCollapsed() throws {
    let shown = SplitViewControllerTests.shown(device: .iPhone15Pro, orientation: .portrait)
    let split = shown.split
    #expect(split.isCollapsed)
    let primaryNav = try #require(split.navigationController(for: .primary))
    #expect(primaryNav.viewControllers.map(\.name) == ["list"])
    #expect(split.frame(of: .primary) == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(primaryNav.view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(abs(shown.list.view.safeAreaInsets.top - 97.667) < 0.001)
    #expect(shown.list.view.safeAreaInsets.bottom == 34)
    #expect(shown.detail.appearanceState == .disappeared)
    let asked = try #require(
      shown.spy.log.firstIndex(of: "topColumnForCollapsing(proposed: primary)"))
    #expect(shown.spy.log[asked + 1] == "didCollapse")
    #expect(asked < shown.spy.log.firstIndex(of: "list.viewWillAppear(animated: false)") ?? 0)
  }

  @Test("a delegate that picks the secondary column pushes it onto the primary stack")
  func delegatePicksSecondary() throws {
    let window = Window(device: .iPhone15Pro)
    let split = SplitViewController(style: .doubleColumn, name: "split")
    let spy = SplitDelegateSpy()
    spy.topColumn = .secondary
    split.delegate = spy
    split.setViewController(ViewController(name: "list"), for: .primary)
    split.setViewController(ViewController(name: "detail"), for: .secondary)
    window.rootViewController = split
    window.makeKeyAndVisible()
    let primaryNav = try #require(split.navigationController(for: .primary))
    #expect(primaryNav.viewControllers.map(\.name) == ["list", "detail"])
    #expect(split.navigationController(for: .secondary)?.viewControllers.isEmpty == true)
    #expect(primaryNav.topViewController?.appearanceState == .appeared)
  }

  @Test("a compact column replaces the others while collapsed")
  func compactColumn() {
    let compact = ViewController(name: "compact")
    let shown = SplitViewControllerTests.shown(
      device: .iPhone15Pro, orientation: .portrait, compact: compact)
    #expect(shown.split.isShowing(.compact))
    #expect(!shown.split.isShowing(.primary))
    #expect(compact.appearanceState == .appeared)
    #expect(shown.list.appearanceState == .disappeared)
    // Not wrapped (UIKit's header: "except for UISplitViewControllerColumnCompact"): no
    // navigation bar above it, so the window's insets of an iPhone 15 Pro in portrait
    // (59, 0, 34, 0; A-10), not the 97.667 under a wrapper's bar (B-10).
    #expect(compact.parent === shown.split)
    #expect(shown.split.navigationController(for: .compact) == nil)
    expectFrame(compact.view, Rect(x: 0, y: 0, width: 393, height: 852))
    expectInsets(compact.view, EdgeInsets(top: 59, bottom: 34))
  }

  @Test("a navigation controller in the compact column stays as given")
  func compactNavigationColumn() {
    let root = ViewController(name: "phone")
    let stack = NavigationController(rootViewController: root, name: "stack")
    let shown = SplitViewControllerTests.shown(
      device: .iPhone15Pro, orientation: .portrait, compact: stack)
    #expect(shown.split.viewController(for: .compact) === stack)
    #expect(shown.split.navigationController(for: .compact) === stack)
    #expect(stack.parent === shown.split)
    #expect(root.appearanceState == .appeared)
    // Under its own bar: 97.667 on an iPhone 15 Pro in portrait (B-10).
    #expect(abs(root.view.safeAreaInsets.top - 97.667) < 0.001)
  }

  @Test("a narrow iPad window collapses the secondary onto the primary stack, a wide one expands")
  func resizeCollapsesAndExpands() throws {
    let shown = SplitViewControllerTests.shown()
    let split = shown.split
    let window = shown.window
    shown.spy.log.removeAll()
    window.resize(to: Rect(x: 0, y: 0, width: 400, height: 834))
    #expect(split.isCollapsed)
    let primaryNav = try #require(split.navigationController(for: .primary))
    #expect(primaryNav.viewControllers.map(\.name) == ["list", "detail"])
    #expect(shown.detail.appearanceState == .appeared)
    #expect(shown.detail.parent === primaryNav)
    #expect(shown.list.appearanceState == .disappeared)
    #expect(
      SplitViewControllerTests.frame(of: shown.detail)
        == Rect(x: 0, y: 0, width: 400, height: 834))
    #expect(shown.detail.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    let log = shown.spy.log
    #expect(log.contains("topColumnForCollapsing(proposed: secondary)"))
    #expect(log.last == "didCollapse")
    // The secondary column disappears, then its controller moves onto the primary stack.
    let secondaryGone = try #require(
      log.firstIndex(of: "split.secondaryNavigation.viewDidDisappear(animated: false)"))
    let moved = try #require(log.firstIndex(of: "detail.didMoveToParent(split.primaryNavigation)"))
    #expect(secondaryGone < moved)

    shown.spy.log.removeAll()
    window.resize(to: nil)
    #expect(!split.isCollapsed)
    #expect(primaryNav.viewControllers.map(\.name) == ["list"])
    #expect(split.navigationController(for: .secondary)?.viewControllers.map(\.name) == ["detail"])
    #expect(shown.list.appearanceState == .appeared)
    #expect(shown.detail.appearanceState == .appeared)
    #expect(
      SplitViewControllerTests.frame(of: shown.detail)
        == Rect(x: 320, y: 0, width: 874, height: 834))
    #expect(shown.spy.log.first == "displayModeForExpanding(proposed: oneBesideSecondary)")
    #expect(shown.spy.log.last == "didExpand")
  }

  @Test("a secondary controller popped while collapsed is back in its column on expanding")
  func poppedSecondaryComesBack() throws {
    let shown = SplitViewControllerTests.shown()
    let split = shown.split
    shown.window.resize(to: Rect(x: 0, y: 0, width: 400, height: 834))
    let primaryNav = try #require(split.navigationController(for: .primary))
    #expect(primaryNav.viewControllers.map(\.name) == ["list", "detail"])
    // The back button: the detail leaves the collapsed stack and every hierarchy.
    primaryNav.popViewController(animated: false)
    #expect(shown.detail.parent == nil)
    #expect(split.viewController(for: .secondary) === shown.detail)
    shown.window.resize(to: nil)
    #expect(!split.isCollapsed)
    #expect(primaryNav.viewControllers.map(\.name) == ["list"])
    let secondaryNav = try #require(split.navigationController(for: .secondary))
    #expect(secondaryNav.viewControllers.map(\.name) == ["detail"])
    #expect(shown.detail.parent === secondaryNav)
    #expect(shown.detail.appearanceState == .appeared)
    #expect(
      SplitViewControllerTests.frame(of: shown.detail)
        == Rect(x: 320, y: 0, width: 874, height: 834))
  }

  @Test("the delegate's display mode for expanding is the one taken")
  func expandingMode() {
    let shown = SplitViewControllerTests.shown()
    shown.window.resize(to: Rect(x: 0, y: 0, width: 400, height: 834))
    shown.spy.expandingMode = .secondaryOnly
    shown.window.resize(to: nil)
    #expect(shown.split.displayMode == .secondaryOnly)
    #expect(shown.list.appearanceState == .disappeared)
  }

  @Test("show(.secondary) while collapsed puts the secondary column on top")
  func showWhileCollapsed() throws {
    let shown = SplitViewControllerTests.shown(device: .iPhone15Pro, orientation: .portrait)
    shown.split.show(.secondary)
    let primaryNav = try #require(shown.split.navigationController(for: .primary))
    #expect(primaryNav.viewControllers.map(\.name) == ["list", "detail"])
    #expect(shown.detail.appearanceState == .appeared)
    #expect(shown.list.appearanceState == .disappeared)
    shown.split.show(.primary)
    #expect(primaryNav.viewControllers.map(\.name) == ["list"])
    #expect(shown.list.appearanceState == .appeared)
    #expect(
      shown.split.navigationController(for: .secondary)?.viewControllers.map(\.name)
        == ["detail"])
  }
}
