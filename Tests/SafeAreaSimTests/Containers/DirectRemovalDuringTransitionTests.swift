import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

/// A child of a navigation controller removed directly while a transition that involves it
/// runs: the transition ends, and the removed child gets only its own
/// `didMove(toParent: nil)`.
@Suite("Navigation controller, a child removed directly during a transition")
struct DirectRemovalDuringTransitionTests {
  static func shownWithB() -> (Window, NavigationController, ViewController, ViewController) {
    let (window, nav, a) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: false)
    return (window, nav, a, b)
  }

  /// Every diagnostic code, so that an unbalanced appearance transition shows.
  static func codes(_ window: Window) -> [String] {
    window.takeDiagnostics().map(\.code)
  }

  @Test("removing the controller being pushed cancels its appearance and reshows the top")
  func duringAnimatedPush() {
    let (window, nav, a) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: true)
    let recorder = LifecycleRecorder(window: window)
    DirectRemovalTests.removeCanonically(b)
    window.runUntilIdle()
    #expect(
      DirectRemovalTests.lines(recorder, ["A", "B"]) == [
        "B.willMoveToParent(nil)",
        "A.viewDidDisappear(animated: true)",
        "B.viewWillDisappear(animated: false)",
        "B.viewDidDisappear(animated: false)",
        "A.viewWillAppear(animated: false)",
        "A.viewIsAppearing(animated: false)",
        "A.viewDidAppear(animated: false)",
        "B.didMoveToParent(nil)",
      ])
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(nav.children.map(\.name) == ["A"])
    #expect(b.parent == nil)
    #expect(!b.isMovingToParent)
    #expect(!b.isMovingFromParent)
    #expect(a.appearanceState == .appeared)
    #expect(b.appearanceState == .disappeared)
    #expect(a.view.superview === nav.view)
    #expect(b.view.superview == nil)
    #expect(Self.codes(window).isEmpty)
    nav.pushViewController(b, animated: false)
    #expect(b.appearanceState == .appeared)
    #expect(Self.codes(window).isEmpty)
  }

  @Test("removing the controller revealed by an animated pop empties the stack, balanced")
  func destinationDuringAnimatedPop() {
    let (window, nav, a, b) = Self.shownWithB()
    #expect(nav.popViewController(animated: true) === b)
    let recorder = LifecycleRecorder(window: window)
    DirectRemovalTests.removeCanonically(a)
    window.runUntilIdle()
    #expect(
      DirectRemovalTests.lines(recorder, ["A", "B"]) == [
        "A.willMoveToParent(nil)",
        "B.viewDidDisappear(animated: true)",
        "A.viewWillDisappear(animated: false)",
        "A.viewDidDisappear(animated: false)",
        "B.didMoveToParent(nil)",
        "A.didMoveToParent(nil)",
      ])
    #expect(nav.viewControllers.isEmpty)
    #expect(nav.children.isEmpty)
    #expect(a.appearanceState == .disappeared)
    #expect(b.appearanceState == .disappeared)
    #expect(Self.codes(window).isEmpty)
  }

  @Test("removing the controller an animated pop takes away makes no second callback")
  func poppedDuringAnimatedPop() {
    let (window, nav, a, b) = Self.shownWithB()
    #expect(nav.popViewController(animated: true) === b)
    let recorder = LifecycleRecorder(window: window)
    // Once out of the hierarchy, B's events reach only a recorder of its own.
    let bRecorder = LifecycleRecorder(controller: b)
    DirectRemovalTests.removeCanonically(b)
    window.runUntilIdle()
    #expect(
      DirectRemovalTests.lines(recorder, ["A", "B"]) == [
        "B.willMoveToParent(nil)",
        "B.didMoveToParent(nil)",
        "A.viewDidAppear(animated: true)",
      ])
    #expect(
      DirectRemovalTests.lines(bRecorder, ["B"]) == [
        "B.willMoveToParent(nil)",
        "B.didMoveToParent(nil)",
        "B.viewDidDisappear(animated: true)",
      ])
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(nav.children.map(\.name) == ["A"])
    #expect(a.appearanceState == .appeared)
    #expect(b.appearanceState == .disappeared)
    #expect(Self.codes(window).isEmpty)
  }

  @Test("removing the new top of an animated setViewControllers reshows the one below")
  func duringAnimatedSetViewControllers() {
    let (window, nav, a, b) = Self.shownWithB()
    let c = ViewController(name: "C")
    nav.setViewControllers([a, c], animated: true)
    let recorder = LifecycleRecorder(window: window)
    DirectRemovalTests.removeCanonically(c)
    window.runUntilIdle()
    #expect(
      DirectRemovalTests.lines(recorder, ["A", "B", "C"]) == [
        "C.willMoveToParent(nil)",
        "B.viewDidDisappear(animated: true)",
        "C.viewWillDisappear(animated: false)",
        "C.viewDidDisappear(animated: false)",
        "B.didMoveToParent(nil)",
        "A.viewWillAppear(animated: false)",
        "A.viewIsAppearing(animated: false)",
        "A.viewDidAppear(animated: false)",
        "C.didMoveToParent(nil)",
      ])
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(nav.children.map(\.name) == ["A"])
    #expect(!c.isMovingToParent)
    #expect(a.appearanceState == .appeared)
    #expect(b.appearanceState == .disappeared)
    #expect(c.appearanceState == .disappeared)
    #expect(a.view.superview === nav.view)
    #expect(Self.codes(window).isEmpty)
  }
}

extension DirectRemovalDuringTransitionTests {
  @Test("removing the leaving controller of an interactive pop finishes the pop")
  func leavingDuringInteractivePop() throws {
    let (window, nav, a, b) = Self.shownWithB()
    let swipe = try #require(nav.beginInteractivePop())
    swipe.update(progress: 0.5)
    let recorder = LifecycleRecorder(window: window)
    DirectRemovalTests.removeCanonically(b)
    #expect(
      DirectRemovalTests.lines(recorder, ["A", "B"]) == [
        "B.willMoveToParent(nil)",
        "B.viewDidDisappear(animated: true)",
        "A.viewDidAppear(animated: true)",
        "B.didMoveToParent(nil)",
      ])
    swipe.update(progress: 0.8)
    swipe.cancel()
    swipe.finish()
    window.runUntilIdle()
    #expect(DirectRemovalTests.lines(recorder, ["A", "B"]).isEmpty)
    #expect(nav.viewControllers.map(\.name) == ["A"])
    #expect(nav.children.map(\.name) == ["A"])
    #expect(a.appearanceState == .appeared)
    #expect(b.appearanceState == .disappeared)
    #expect(a.view.superview === nav.view)
    #expect(a.view.frame == nav.view.bounds)
    #expect(b.view.superview == nil)
    #expect(Self.codes(window).isEmpty)
  }

  @Test("removing the arriving controller of an interactive pop cancels the pop")
  func arrivingDuringInteractivePop() throws {
    let (window, nav, a, b) = Self.shownWithB()
    let swipe = try #require(nav.beginInteractivePop())
    swipe.update(progress: 0.5)
    let recorder = LifecycleRecorder(window: window)
    DirectRemovalTests.removeCanonically(a)
    #expect(
      DirectRemovalTests.lines(recorder, ["A", "B"]) == [
        "A.willMoveToParent(nil)",
        "A.viewWillDisappear(animated: true)",
        "A.viewDidDisappear(animated: true)",
        "B.viewWillAppear(animated: true)",
        "B.viewIsAppearing(animated: true)",
        "B.viewDidAppear(animated: true)",
        "B.didMoveToParent(nav)",
        "A.didMoveToParent(nil)",
      ])
    swipe.update(progress: 0.8)
    swipe.finish()
    swipe.cancel()
    window.runUntilIdle()
    #expect(DirectRemovalTests.lines(recorder, ["A", "B"]).isEmpty)
    #expect(nav.viewControllers.map(\.name) == ["B"])
    #expect(nav.children.map(\.name) == ["B"])
    #expect(nav.topViewController === b)
    #expect(a.appearanceState == .disappeared)
    #expect(b.appearanceState == .appeared)
    #expect(b.view.superview === nav.view)
    #expect(b.view.frame == nav.view.bounds)
    #expect(a.view.superview == nil)
    #expect(Self.codes(window).isEmpty)
  }
}
