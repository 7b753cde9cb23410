import SafeAreaSim
import SafeAreaSimFixtures
import Testing

/// A container holding two children, the first one's view shown under a chrome view.
private final class SwappingContainer: ViewController {
  let first = ViewController(name: "first")
  let second = ViewController(name: "second")
  let chrome = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "chrome")
  var forwardsAppearance = true

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(first)
    first.view.frame = view.bounds
    view.addSubview(first.view)
    first.didMove(toParent: self)
    view.addSubview(chrome)
    addChild(second)
    second.view.frame = view.bounds
  }
}

@Suite("transition(from:to:duration:options:animations:completion:)")
struct ChildTransitionTests {
  /// The container as the root of a shown window, with a recorder of its appearance events.
  private func shownContainer() -> (Window, SwappingContainer, LifecycleRecorder) {
    let window = Window(device: .iPhone15Pro)
    let container = SwappingContainer(name: "container")
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.runUntilIdle()
    return (window, container, LifecycleRecorder(window: window))
  }

  @Test("on screen, the old child disappears and the new one appears, in a push's order")
  func appearanceOrder() {
    let (window, container, recorder) = shownContainer()
    var log: [String] = []
    container.transition(
      from: container.first, to: container.second, duration: 0,
      animations: { log.append("animations") },
      completion: { finished in log.append("completion(\(finished))") })
    #expect(log == ["animations", "completion(true)"])
    #expect(
      recorder.trace(.appearance).lines == [
        "first.viewWillDisappear(animated: false)",
        "second.viewWillAppear(animated: false)",
        "second.viewIsAppearing(animated: false)",
        "first.viewDidDisappear(animated: false)",
        "second.viewDidAppear(animated: false)",
      ])
    #expect(container.first.viewIfLoaded?.superview == nil)
    #expect(container.view.subviews.map(\.name) == ["second", "chrome"])
    #expect(container.second.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("an animated transition ends when the window's clock reaches its duration")
  func animated() {
    let (window, container, recorder) = shownContainer()
    var animationRuns = 0
    var finished: Bool?
    container.transition(
      from: container.first, to: container.second, duration: 0.4,
      options: [.transitionCrossDissolve], animations: { animationRuns += 1 },
      completion: { finished = $0 })
    #expect(animationRuns == 1)
    #expect(finished == nil)
    #expect(container.view.subviews.map(\.name) == ["first", "second", "chrome"])
    #expect(container.first.appearanceState == .disappearing)
    #expect(container.second.appearanceState == .appearing)
    window.advance(by: 0.3)
    #expect(finished == nil)
    #expect(window.hasPendingTransitions)
    window.advance(by: 0.1)
    #expect(finished == true)
    #expect(container.first.appearanceState == .disappeared)
    #expect(container.second.appearanceState == .appeared)
    #expect(container.view.subviews.map(\.name) == ["second", "chrome"])
    #expect(
      recorder.trace(.appearance).lines.last == "second.viewDidAppear(animated: true)")
    #expect(animationRuns == 1)
  }

  @Test("off screen, the views swap with no appearance callback")
  func offScreen() {
    let container = SwappingContainer(name: "container")
    container.loadViewIfNeeded()
    let recorder = LifecycleRecorder(controller: container)
    var finished = false
    container.transition(
      from: container.first, to: container.second, duration: 0.3, animations: nil,
      completion: { finished = $0 })
    #expect(finished)
    #expect(container.view.subviews.map(\.name) == ["second", "chrome"])
    #expect(recorder.trace(.appearance).lines.isEmpty)
  }

  @Test("a container that forwards appearance itself gets no callbacks made for it")
  func manualForwarding() {
    let (_, container, recorder) = shownContainer()
    container.forwardsAppearance = false
    container.transition(
      from: container.first, to: container.second, duration: 0, animations: nil)
    #expect(container.view.subviews.map(\.name) == ["second", "chrome"])
    #expect(
      recorder.trace(.appearance).lines.filter { !$0.hasPrefix("container.") }.isEmpty)
  }

  @Test("controllers that are not both children are a precondition failure")
  func notChildren() async {
    await #expect(processExitsWith: .failure) {
      let container = SwappingContainer(name: "container")
      container.loadViewIfNeeded()
      container.transition(
        from: container.first, to: ViewController(name: "stranger"), duration: 0,
        animations: nil)
    }
  }

  @Test("an old child whose view is in no superview is a precondition failure")
  func fromViewNotInSuperview() async {
    await #expect(processExitsWith: .failure) {
      let container = SwappingContainer(name: "container")
      container.loadViewIfNeeded()
      container.transition(
        from: container.second, to: container.first, duration: 0, animations: nil)
    }
  }
}
