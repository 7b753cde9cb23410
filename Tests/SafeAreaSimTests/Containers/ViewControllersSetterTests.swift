import SafeAreaSim
import SafeAreaSimFixtures
import Testing

@Suite("Setting viewControllers is setViewControllers(_:animated: false)")
struct ViewControllersSetterTests {
  /// Runs `change` on a shown container and returns the trace it produced.
  private func trace<Container: ViewController>(
    of container: Container, after change: (Container) -> Void
  ) -> Trace {
    let window = Window(device: .iPhone15Pro)
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.runUntilIdle()
    let recorder = LifecycleRecorder(window: window)
    change(container)
    window.runUntilIdle()
    return recorder.trace(
      .kinds([
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .willMoveToParent, .didMoveToParent,
      ]))
  }

  @Test("on a navigation controller: the stack, its children and the callbacks")
  func navigation() {
    let controllers = { (["a", "b", "c"]).map { ViewController(name: $0) } }
    let assigned = controllers()
    let byAssignment = NavigationController(
      rootViewController: assigned[0], name: "nav")
    let assignedTrace = trace(of: byAssignment) { $0.viewControllers = [assigned[1], assigned[2]] }
    let called = controllers()
    let byCall = NavigationController(rootViewController: called[0], name: "nav")
    let calledTrace = trace(of: byCall) {
      $0.setViewControllers([called[1], called[2]], animated: false)
    }
    #expect(byAssignment.viewControllers.map(\.name) == ["b", "c"])
    #expect(byAssignment.children.map(\.name) == ["b", "c"])
    #expect(assigned[0].parent == nil)
    #expect(assignedTrace == calledTrace)
    #expect(assignedTrace.lines.contains("c.viewDidAppear(animated: false)"))
  }

  @Test("on a tab bar controller: the tabs, the selection and the callbacks")
  func tabBar() {
    let controllers = { (["x", "y"]).map { ViewController(name: $0) } }
    let assigned = controllers()
    let byAssignment = TabBarController(name: "tabs")
    let assignedTrace = trace(of: byAssignment) { $0.viewControllers = assigned }
    let called = controllers()
    let byCall = TabBarController(name: "tabs")
    let calledTrace = trace(of: byCall) { $0.setViewControllers(called, animated: false) }
    #expect(byAssignment.viewControllers.map(\.name) == ["x", "y"])
    #expect(byAssignment.children.map(\.name) == ["x", "y"])
    #expect(byAssignment.selectedViewController === assigned[0])
    #expect(assignedTrace == calledTrace)
    #expect(assignedTrace.lines.contains("x.viewDidAppear(animated: false)"))
  }
}
