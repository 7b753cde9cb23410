import SafeAreaSim
import SafeAreaSimFixtures
import Testing

/// A child that tells a closure each time its safe area changed.
private final class ReportingChild: ViewController {
  var onSafeAreaChange: ((ReportingChild) -> Void)?
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    onSafeAreaChange?(self)
  }
}

/// A container that keeps one child filling its view and gives it 10 more points at the top
/// whenever the child reports a safe-area change.
private final class InsettingContainer: ViewController {
  let child: ReportingChild
  init(name: String, child: ReportingChild) {
    self.child = child
    super.init(name: name)
    child.onSafeAreaChange = { [unowned self] in self.childSafeAreaDidChange($0) }
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    child.view.frame = view.bounds
  }
  func childSafeAreaDidChange(_ child: ReportingChild) {
    let extra = EdgeInsets(top: 10)
    if child.additionalSafeAreaInsets != extra { child.additionalSafeAreaInsets = extra }
  }
}

@Suite("Additional insets set from a child's safe-area callback")
struct ChildInsetsFromCallbackTests {
  /// The child's events, in order.
  private func childEvents(_ recorder: LifecycleRecorder) -> [LifecycleEvent] {
    recorder.events.filter { $0.subject == "child" }
  }

  @Test("the child's final insets are delivered before its viewDidAppear, not after")
  func finalInsetsBeforeAppearance() throws {
    let window = Window(device: .iPhone15Pro)
    let child = ReportingChild(name: "child")
    let container = InsettingContainer(name: "container", child: child)
    let recorder = LifecycleRecorder(window: window)
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.runUntilIdle()
    try expectFinalInsetsBeforeAppearance(of: child, recorder: recorder, in: window)
  }

  @Test("after an animated presentation the final insets still come before viewDidAppear")
  func finalInsetsBeforeAnimatedAppearance() throws {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = ReportingChild(name: "child")
    let container = InsettingContainer(name: "container", child: child)
    container.modalPresentationStyle = .fullScreen
    let recorder = LifecycleRecorder(window: window)
    root.present(container, animated: true)
    window.runUntilIdle()
    try expectFinalInsetsBeforeAppearance(of: child, recorder: recorder, in: window)
  }

  /// The child ends with its final insets {top 69, bottom 34}, delivered by its last
  /// `viewSafeAreaInsetsDidChange()` before its `viewDidAppear(_:)`, and nothing of its layout
  /// follows the appearance (no second pass); no diagnostic.
  private func expectFinalInsetsBeforeAppearance(
    of child: ReportingChild, recorder: LifecycleRecorder, in window: Window
  ) throws {
    let final = EdgeInsets(top: 69, bottom: 34)
    #expect(child.view.safeAreaInsets == final)
    let events = childEvents(recorder)
    let appeared = try #require(events.lastIndex { $0.kind == .viewDidAppear })
    let lastChange = try #require(events.lastIndex { $0.kind == .viewSafeAreaInsetsDidChange })
    #expect(events[lastChange].insets == final)
    #expect(lastChange < appeared)
    #expect(events[(appeared + 1)...].map(\.kind).isEmpty)
    #expect(window.takeDiagnostics().isEmpty)
  }
}
