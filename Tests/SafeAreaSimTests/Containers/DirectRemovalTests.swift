import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

/// A child of a built-in container removed directly, the canonical way
/// (`willMove(toParent: nil)`, `view.removeFromSuperview()`, `removeFromParent()`), leaves the
/// container's `viewControllers` too, as in UIKit, where that list is the container's
/// `children`.
@Suite("Built-in containers, a child removed directly")
struct DirectRemovalTests {
  /// Removes a controller from its parent as a scene's `removeFromParent` action does.
  static func removeCanonically(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  /// The appearance and containment lines of the recorded trace for some controllers.
  static func lines(_ recorder: LifecycleRecorder, _ names: Set<String>) -> [String] {
    let kinds = TraceFilter { $0.kind.isAppearance || $0.kind.isContainment }
    return recorder.takeTrace(kinds.and(.subjects(names))).lines
  }
}

extension DirectRemovalTests {
  @Test("removing the top controller shows the one below, with balanced callbacks")
  func navigationTop() {
    let (window, nav, a) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: false)
    let recorder = LifecycleRecorder(window: window)
    Self.removeCanonically(b)
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(nav.children.map(\.name) == ["A"])
    #expect(nav.topViewController === a)
    #expect(b.parent == nil)
    #expect(
      Self.lines(recorder, ["A", "B"]) == [
        "B.willMoveToParent(nil)",
        "B.viewWillDisappear(animated: false)",
        "B.viewDidDisappear(animated: false)",
        "A.viewWillAppear(animated: false)",
        "A.viewIsAppearing(animated: false)",
        "A.viewDidAppear(animated: false)",
        "B.didMoveToParent(nil)",
      ])
    #expect(a.appearanceState == .appeared)
    #expect(b.appearanceState == .disappeared)
    #expect(a.view.superview === nav.view)
    #expect(a.view.frame == nav.view.bounds)
    expectInsets(a.view, EdgeInsets(top: 97.667, bottom: 34))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("after the top controller is removed, pop is ignored and the controller can be pushed")
  func navigationTopThenPopAndPush() {
    let (window, nav, a) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: false)
    Self.removeCanonically(b)
    #expect(nav.popViewController(animated: false) == nil)
    #expect(window.takeDiagnostics().map(\.code) == ["popIgnored"])
    nav.pushViewController(b, animated: true)
    window.runUntilIdle()
    #expect(nav.viewControllers.map(\.name) == ["A", "B"])
    #expect(b.appearanceState == .appeared)
    #expect(a.appearanceState == .disappeared)
    #expect(nav.popViewController(animated: false) === b)
    #expect(a.appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("removing a middle controller changes no appearance, and pop goes past it")
  func navigationMiddle() {
    let (window, nav, a) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    let c = ViewController(name: "C")
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    let recorder = LifecycleRecorder(window: window)
    Self.removeCanonically(b)
    #expect(nav.viewControllers.map(\.name) == ["A", "C"])
    #expect(
      Self.lines(recorder, ["A", "B", "C"]) == [
        "B.willMoveToParent(nil)", "B.didMoveToParent(nil)",
      ])
    #expect(c.appearanceState == .appeared)
    #expect(c.view.superview === nav.view)
    #expect(nav.popViewController(animated: false) === c)
    #expect(a.appearanceState == .appeared)
    nav.pushViewController(b, animated: false)
    #expect(nav.viewControllers.map(\.name) == ["A", "B"])
    #expect(b.appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("removing the only controller empties the stack, and it can be pushed again")
  func navigationOnly() {
    let (window, nav, a) = NavigationControllerTests.shown()
    Self.removeCanonically(a)
    #expect(nav.viewControllers.isEmpty)
    #expect(nav.topViewController == nil)
    #expect(a.appearanceState == .disappeared)
    #expect(nav.popViewController(animated: false) == nil)
    #expect(
      window.takeDiagnostics().map(\.message) == ["<nav> has no view controllers: nothing to pop."])
    nav.pushViewController(a, animated: false)
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(a.appearanceState == .appeared)
    expectInsets(a.view, EdgeInsets(top: 97.667, bottom: 34))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("the toolbar and an outer tab bar follow the controller exposed by a removal")
  func navigationBarsFollow() {
    let window = Window(device: .iPhone15Pro)
    let nav = NavigationController(rootViewController: ViewController(name: "A"), name: "nav")
    nav.isToolbarHidden = false
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([nav], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let b = ViewController(name: "B")
    b.hidesBottomBarWhenPushed = true
    nav.pushViewController(b, animated: false)
    #expect(nav.toolbar.isHidden)
    #expect(tabs.tabBar.isHidden)
    Self.removeCanonically(b)
    window.layoutIfNeeded()
    #expect(!nav.toolbar.isHidden)
    #expect(!tabs.tabBar.isHidden)
    #expect(nav.topViewController?.appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a removed top controller whose view the app left in place still leaves balanced")
  func navigationViewLeftInPlace() {
    let (window, nav, a) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: false)
    b.willMove(toParent: nil)
    b.removeFromParent()
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(b.view.superview == nil)
    #expect(b.appearanceState == .disappeared)
    #expect(a.appearanceState == .appeared)
    nav.pushViewController(b, animated: false)
    #expect(b.appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("removing the top controller of a stack in no window makes no appearance callback")
  func navigationOffScreen() {
    let a = ViewController(name: "A")
    let b = ViewController(name: "B")
    let nav = NavigationController(rootViewController: a, name: "nav")
    nav.pushViewController(b, animated: false)
    _ = nav.view
    Self.removeCanonically(b)
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(a.appearanceState == .disappeared)
    #expect(a.view.superview === nav.view)
    #expect(nav.takeDiagnostics().isEmpty)
  }
}

extension DirectRemovalTests {
  static func tabs(
    _ names: [String], selected: Int
  ) -> (Window, TabBarController, [ViewController]) {
    let window = Window(device: .iPhone15Pro)
    let controllers = names.map { ViewController(name: $0) }
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers(controllers, animated: false)
    tabs.selectedIndex = selected
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs, controllers)
  }

  @Test("removing the selected tab selects the tab now at its index, which appears")
  func tabSelected() {
    let (window, tabs, c) = Self.tabs(["A", "B", "C"], selected: 0)
    let recorder = LifecycleRecorder(window: window)
    Self.removeCanonically(c[0])
    #expect(tabs.viewControllers.map(\.name) == ["B", "C"])
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === c[1])
    #expect(
      Self.lines(recorder, ["A", "B", "C"]) == [
        "A.willMoveToParent(nil)",
        "A.viewWillDisappear(animated: false)",
        "A.viewDidDisappear(animated: false)",
        "B.viewWillAppear(animated: false)",
        "B.viewIsAppearing(animated: false)",
        "B.viewDidAppear(animated: false)",
        "A.didMoveToParent(nil)",
      ])
    #expect(c[1].view.superview === tabs.view)
    expectInsets(c[1].view, EdgeInsets(top: 59, bottom: 83))
    tabs.setViewControllers([c[0], c[1], c[2]], animated: false)
    tabs.selectedIndex = 0
    #expect(c[0].appearanceState == .appeared)
    #expect(c[1].appearanceState == .disappeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("removing the selected last tab selects the first")
  func tabSelectedLast() {
    let (window, tabs, c) = Self.tabs(["A", "B", "C"], selected: 2)
    Self.removeCanonically(c[2])
    #expect(tabs.viewControllers.map(\.name) == ["A", "B"])
    #expect(tabs.selectedIndex == 0)
    #expect(c[0].appearanceState == .appeared)
    #expect(c[2].appearanceState == .disappeared)
    tabs.selectedIndex = 1
    #expect(c[1].appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("removing a tab before the selected one keeps the selected controller, unchanged")
  func tabBeforeSelected() {
    let (window, tabs, c) = Self.tabs(["A", "B", "C"], selected: 2)
    let recorder = LifecycleRecorder(window: window)
    Self.removeCanonically(c[0])
    #expect(tabs.viewControllers.map(\.name) == ["B", "C"])
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === c[2])
    #expect(
      Self.lines(recorder, ["A", "B", "C"]) == [
        "A.willMoveToParent(nil)", "A.didMoveToParent(nil)",
      ])
    tabs.selectedIndex = 0
    #expect(c[1].appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("removing the only tab leaves none selected, and the tab can be set again")
  func tabOnly() {
    let (window, tabs, c) = Self.tabs(["A"], selected: 0)
    Self.removeCanonically(c[0])
    #expect(tabs.viewControllers.isEmpty)
    #expect(tabs.selectedViewController == nil)
    #expect(c[0].appearanceState == .disappeared)
    tabs.setViewControllers([c[0]], animated: false)
    #expect(c[0].appearanceState == .appeared)
    expectInsets(c[0].view, EdgeInsets(top: 59, bottom: 83))
    #expect(window.takeDiagnostics().isEmpty)
  }
}
