import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

/// Group D orders of the built-in containers as golden traces.
@Suite("Container lifecycle orders (group D)")
struct ContainerLifecycleGoldenTests {
  static let appearance = TraceFilter.appearance

  @Test("D-07: animated push")
  func push() {
    let (window, nav, _) = NavigationControllerTests.shown()
    let recorder = LifecycleRecorder(window: window)
    nav.pushViewController(ViewController(name: "B"), animated: true)
    window.runUntilIdle()
    expectTrace(
      recorder.trace(header: ["# facts: D-07 D-17", "# source: model"]), named: "push-animated")
  }

  @Test("D-08: animated pop")
  func pop() {
    let (window, nav, _) = NavigationControllerTests.shown()
    nav.pushViewController(ViewController(name: "B"), animated: false)
    let recorder = LifecycleRecorder(window: window)
    nav.popViewController(animated: true)
    window.runUntilIdle()
    expectTrace(
      recorder.trace(Self.appearance, header: ["# facts: D-08", "# source: model"]),
      named: "pop-animated")
  }

  @Test("D-09: interactive pop, cancelled")
  func interactiveCancelled() {
    let (window, nav, _) = NavigationControllerTests.shown()
    nav.pushViewController(ViewController(name: "B"), animated: false)
    let recorder = LifecycleRecorder(window: window)
    let swipe = nav.beginInteractivePop()
    swipe?.update(progress: 0.4)
    swipe?.cancel()
    expectTrace(
      recorder.trace(Self.appearance, header: ["# facts: D-09", "# source: model"]),
      named: "interactive-pop-cancelled")
    #expect(nav.viewControllers.map(\.name) == ["A", "B"])
  }

  @Test("D-10: interactive pop, finished")
  func interactiveFinished() {
    let (window, nav, _) = NavigationControllerTests.shown()
    nav.pushViewController(ViewController(name: "B"), animated: false)
    let recorder = LifecycleRecorder(window: window)
    let swipe = nav.beginInteractivePop()
    swipe?.update(progress: 0.7)
    swipe?.finish()
    expectTrace(
      recorder.trace(Self.appearance, header: ["# facts: D-10", "# source: model"]),
      named: "interactive-pop-finished")
    #expect(nav.viewControllers.map(\.name) == ["A"])
  }

  @Test("D-11: tab switch and back")
  func tabSwitch() {
    let scene = TabBarControllerTests.shown()
    let recorder = LifecycleRecorder(window: scene.window)
    scene.tabs.selectedIndex = 1
    scene.tabs.selectedIndex = 0
    expectTrace(
      recorder.trace(Self.appearance, header: ["# facts: D-11", "# source: model"]),
      named: "tab-switch")
  }

  @Test("D-12: setViewControllers replacing the top, animated")
  func setViewControllers() {
    let (window, nav, a) = NavigationControllerTests.shown()
    nav.pushViewController(ViewController(name: "B"), animated: false)
    let recorder = LifecycleRecorder(window: window)
    nav.setViewControllers([a, ViewController(name: "C")], animated: true)
    window.runUntilIdle()
    expectTrace(
      recorder.trace(Self.appearance, header: ["# facts: D-12", "# source: model"]),
      named: "set-view-controllers")
  }

  @Test("D-12: popToRoot skips the middle controllers' appearance callbacks")
  func popToRoot() {
    let (window, nav, _) = NavigationControllerTests.shown()
    nav.pushViewController(ViewController(name: "B"), animated: false)
    nav.pushViewController(ViewController(name: "C"), animated: false)
    let recorder = LifecycleRecorder(window: window)
    nav.popToRootViewController(animated: false)
    expectTrace(
      recorder.trace(Self.appearance, header: ["# facts: D-08 D-12", "# source: model"]),
      named: "pop-to-root")
  }

  @Test("a navigation controller in a tab bar controller, shown")
  func tabsOfNavigation() {
    let window = Window(device: .iPhone15Pro)
    let recorder = LifecycleRecorder(window: window)
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers(
      [
        NavigationController(rootViewController: ViewController(name: "list"), name: "nav"),
        ViewController(name: "settings"),
      ], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    expectTrace(
      recorder.trace(header: ["# facts: D-05 D-06", "# source: model"]), named: "tabs-of-navigation"
    )
  }
}
