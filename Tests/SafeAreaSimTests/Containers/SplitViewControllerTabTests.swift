import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

/// A tab bar controller as the compact column of a split view: UIKit's header says the split
/// view wraps a column's controller that is not a navigation controller "except for
/// UISplitViewControllerColumnCompact" (Fidelity, Split view controllers), so the tab bar
/// controller is the split view's own child and fills it when collapsed, with no navigation
/// bar of the split view above its tabs.
@Suite("Split view controller with a tab bar controller as its compact column")
struct SplitViewControllerTabTests {
  struct Tabs {
    var tabs: TabBarController
    var plain: ViewController
    var stacked: ViewController
    var stack: NavigationController
  }

  /// A tab bar controller with a plain tab and a tab in its own navigation controller.
  static func makeTabs() -> Tabs {
    let plain = ViewController(name: "plain")
    let stacked = ViewController(name: "stacked")
    let stack = NavigationController(rootViewController: stacked, name: "stack")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([plain, stack], animated: false)
    return Tabs(tabs: tabs, plain: plain, stacked: stacked, stack: stack)
  }

  @Test("the compact column keeps a tab bar controller unwrapped, as the split view's child")
  func notWrapped() {
    let t = Self.makeTabs()
    let split = SplitViewController(style: .doubleColumn, name: "split")
    split.setViewController(ViewController(name: "list"), for: .primary)
    split.setViewController(ViewController(name: "detail"), for: .secondary)
    split.setViewController(t.tabs, for: .compact)
    #expect(split.viewController(for: .compact) === t.tabs)
    #expect(split.navigationController(for: .compact) == nil)
    #expect(t.tabs.parent === split)
  }

  @Test("on an iPhone the tabs fill the split view, the tab bar at the bottom, no bar above")
  func iPhone() {
    let t = Self.makeTabs()
    let shown = SplitViewControllerTests.shown(
      device: .iPhone15Pro, orientation: .portrait, compact: t.tabs)
    #expect(shown.split.isCollapsed)
    #expect(shown.split.isShowing(.compact))
    #expect(t.tabs.appearanceState == .appeared)
    #expect(t.plain.appearanceState == .appeared)
    #expect(shown.list.appearanceState == .disappeared)
    #expect(shown.detail.appearanceState == .disappeared)
    // iPhone 15 Pro portrait: 393 x 852, insets (59, 0, 34, 0); the tab bar is 49 points
    // plus the 34-point home indicator strip (B-05, B-06).
    expectFrame(t.tabs.view, Rect(x: 0, y: 0, width: 393, height: 852))
    expectFrame(t.tabs.tabBar, Rect(x: 0, y: 769, width: 393, height: 83))
    // A plain tab: the window's top inset only (the split view adds no navigation bar),
    // the tab bar's height at the bottom.
    expectInsets(t.plain.view, EdgeInsets(top: 59, bottom: 83))
    // A tab in its own navigation controller: under that controller's bar only.
    t.tabs.selectedIndex = 1
    expectFrame(t.stack.navigationBar, Rect(x: 0, y: 53.667, width: 393, height: 44))
    expectInsets(t.stacked.view, EdgeInsets(top: 97.667, bottom: 83))
    withExtendedLifetime(shown.window) {}
  }

  @Test("a narrow iPad window swaps the columns for the tabs, a wide one swaps them back")
  func collapseAndExpand() throws {
    let t = Self.makeTabs()
    let shown = SplitViewControllerTests.shown(compact: t.tabs)
    let split = shown.split
    #expect(!split.isCollapsed)
    #expect(!t.tabs.isViewLoaded)
    shown.spy.log.removeAll()

    shown.window.resize(to: Rect(x: 0, y: 0, width: 400, height: 834))
    #expect(split.isCollapsed)
    #expect(split.isShowing(.compact))
    #expect(!split.isShowing(.primary) && !split.isShowing(.secondary))
    // The columns keep their own stacks: nothing collapses onto the primary's.
    #expect(split.navigationController(for: .primary)?.viewControllers.map(\.name) == ["list"])
    #expect(
      split.navigationController(for: .secondary)?.viewControllers.map(\.name) == ["detail"])
    #expect(t.tabs.appearanceState == .appeared)
    #expect(shown.detail.appearanceState == .disappeared)
    // A compact-width iPad: the tab bar is at the bottom, 45 points plus the 20-point home
    // indicator strip (B-07; TabBarPlacementTests.compactWindow), the status bar's 24 on top.
    expectFrame(t.tabs.view, Rect(x: 0, y: 0, width: 400, height: 834))
    expectFrame(t.tabs.tabBar, Rect(x: 0, y: 769, width: 400, height: 65))
    expectInsets(t.plain.view, EdgeInsets(top: 24, bottom: 65))
    let log = shown.spy.log
    // With a compact column the delegate is not asked for a top column.
    #expect(!log.contains { $0.hasPrefix("topColumnForCollapsing") })
    #expect(log.last == "didCollapse")
    // The model's collapse order (hide, then show; Fidelity, Split view controllers): the
    // columns disappear, then the tabs appear, then the delegate hears of the collapse.
    let detailWill = try #require(
      log.firstIndex(of: "split.secondaryNavigation.viewWillDisappear(animated: false)"))
    let detailDid = try #require(
      log.firstIndex(of: "split.secondaryNavigation.viewDidDisappear(animated: false)"))
    let tabsWill = try #require(log.firstIndex(of: "tabs.viewWillAppear(animated: false)"))
    let plainDid = try #require(log.firstIndex(of: "plain.viewDidAppear(animated: false)"))
    let tabsDid = try #require(log.firstIndex(of: "tabs.viewDidAppear(animated: false)"))
    #expect(detailWill < detailDid)
    #expect(detailDid < tabsWill)
    #expect(tabsWill < plainDid)
    #expect(tabsWill < tabsDid)

    shown.spy.log.removeAll()
    shown.window.resize(to: nil)
    #expect(!split.isCollapsed)
    #expect(!split.isShowing(.compact))
    #expect(t.tabs.appearanceState == .disappeared)
    #expect(shown.detail.appearanceState == .appeared)
    #expect(shown.list.appearanceState == .appeared)
    #expect(shown.spy.log.last == "didExpand")
  }

  @Test("a tab bar controller in another column is a precondition failure")
  func otherColumns() async {
    await #expect(processExitsWith: .failure) {
      let split = SplitViewController(style: .doubleColumn, name: "split")
      split.setViewController(TabBarController(name: "tabs"), for: .secondary)
    }
    await #expect(processExitsWith: .failure) {
      let split = SplitViewController(style: .doubleColumn, name: "split")
      split.setViewController(TabBarController(name: "tabs"), for: .primary)
    }
  }
}
