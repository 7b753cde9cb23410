import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// Apple's container sample (C-06): a child filling the view, a side view on the right and a
/// bottom view above the home indicator; the child's additional insets cover both.
private final class SampleContainer: ViewController {
  enum Moment { case viewDidAppear, viewDidLayoutSubviews }
  let child = ViewController(name: "child")
  let sideView = View(name: "side")
  let bottomView = View(name: "bottom")
  let moment: Moment
  /// Whether the insets start from the container's own safe area (the double count, C-07).
  let startsFromOwnSafeArea: Bool
  /// Added to the bottom inset at each appearance, so that each appearance changes it.
  var extraPerAppearance = 0.0

  init(setsInsetsIn moment: Moment, startsFromOwnSafeArea: Bool = false) {
    self.moment = moment
    self.startsFromOwnSafeArea = startsFromOwnSafeArea
    super.init(name: "container")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
    view.addSubview(sideView)
    view.addSubview(bottomView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let insets = view.safeAreaInsets
    child.view.frame = bounds
    sideView.frame = Rect(
      x: bounds.width - 100, y: insets.top, width: 100,
      height: bounds.height - insets.top - insets.bottom - 50)
    bottomView.frame = Rect(
      x: 0, y: bounds.height - insets.bottom - 50, width: bounds.width, height: 50)
    if moment == .viewDidLayoutSubviews { updateChildInsets() }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if moment == .viewDidAppear { updateChildInsets() }
  }

  func updateChildInsets() {
    var insets = startsFromOwnSafeArea ? view.safeAreaInsets : EdgeInsets.zero
    insets.right += sideView.bounds.width
    insets.bottom += bottomView.bounds.height + extraPerAppearance
    child.additionalSafeAreaInsets = insets
  }
}

/// A container whose bottom bar is sized in `viewDidAppear(_:)`; the chrome share follows in
/// the layout pass (`updateChromeSafeArea(of:coveredBy:)`).
private final class LateChromeContainer: ViewController {
  let child = ViewController(name: "child")
  let bar = View(name: "bar")
  var barHeight = 0.0

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
    view.addSubview(bar)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    child.view.frame = view.bounds
    bar.frame = Rect(
      x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
    updateChromeSafeArea(
      of: child, coveredBy: barHeight > 0 ? [ChromeRegion(edge: .bottom, frame: bar.frame)] : [])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    barHeight = 80
    view.setNeedsLayout()
  }
}

private func show(_ root: ViewController, on device: DeviceProfile = .iPhone15Pro) -> Window {
  let window = Window(device: device)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

@Suite("Safe-area pitfalls: appearanceAfterDidAppear")
struct AppearanceAfterDidAppearTests {
  @Test("insets set in the container's viewDidAppear are reported once, naming both controllers")
  func setInContainerDidAppear() {
    let container = SampleContainer(setsInsetsIn: .viewDidAppear)
    let window = show(container)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["appearanceAfterDidAppear"])
    let diagnostic = diagnostics.first
    #expect(diagnostic?.severity == .warning)
    #expect(diagnostic?.subject == "child")
    #expect(diagnostic?.message.contains("<child>'s additionalSafeAreaInsets changed") == true)
    #expect(diagnostic?.message.contains("(container <container>)") == true)
    #expect(diagnostic?.message.contains("after the viewDidAppear of <container>") == true)
    #expect(diagnostic?.message.contains("to {bottom 50, right 100}") == true)
    // The numbers themselves are right: the pitfall is when, not what.
    expectInsets(container.child.view, EdgeInsets(top: 59, bottom: 84, right: 100))
  }

  @Test("insets set in viewDidLayoutSubviews, before the view appears, are not reported")
  func setInLayout() {
    let window = show(SampleContainer(setsInsetsIn: .viewDidLayoutSubviews))
    expectNoDiagnostics(window)
  }

  @Test("a later change or a rotation that changes the insets is not reported")
  func laterChanges() {
    let container = SampleContainer(setsInsetsIn: .viewDidLayoutSubviews)
    let window = show(container)
    window.failsOnUnexpectedDiagnostics()
    container.child.additionalSafeAreaInsets = EdgeInsets(bottom: 10)
    window.layoutIfNeeded()
    window.rotate(to: .landscapeLeft)
    window.runUntilIdle()
    #expect(container.child.additionalSafeAreaInsets == EdgeInsets(bottom: 50, right: 100))
  }

  @Test("a change to the insets of a later action, after the appearance turn, is not reported")
  func changeAfterDidAppearTurn() {
    let container = SampleContainer(setsInsetsIn: .viewDidAppear)
    let window = show(container)
    _ = window.takeDiagnostics()
    container.child.additionalSafeAreaInsets = EdgeInsets(bottom: 20)
    window.layoutIfNeeded()
    expectNoDiagnostics(window)
  }

  @Test("a chrome share that grows in the pass after viewDidAppear is reported")
  func chromeShareAfterDidAppear() {
    let container = LateChromeContainer(name: "container")
    let window = show(container)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["appearanceAfterDidAppear"])
    #expect(
      diagnostics.first?.message.hasPrefix(
        "The chrome share of <child>'s additionalSafeAreaInsets changed from {} to {bottom 46}")
        == true)
  }

  @Test("reported once per appearance: two changes in one appearance, then again on reappearing")
  func oncePerAppearance() {
    let container = SampleContainer(setsInsetsIn: .viewDidAppear)
    let window = show(container)
    container.child.additionalSafeAreaInsets = .zero
    container.updateChildInsets()
    #expect(window.takeDiagnostics().count == 1)
    window.rootViewController = ViewController(name: "other")
    container.extraPerAppearance = 5
    window.rootViewController = container
    #expect(window.takeDiagnostics().map(\.code) == ["appearanceAfterDidAppear"])
  }
}

@Suite("Safe-area pitfalls: doubleCountedSafeArea")
struct DoubleCountedSafeAreaTests {
  @Test("insets built from the container's safeAreaInsets count the home indicator twice")
  func startsFromOwnSafeArea() {
    let container = SampleContainer(
      setsInsetsIn: .viewDidLayoutSubviews, startsFromOwnSafeArea: true)
    let window = show(container)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["doubleCountedSafeArea"])
    #expect(diagnostics.first?.subject == "child")
    #expect(
      diagnostics.first?.message
        == "<child>'s additionalSafeAreaInsets count <container>'s safe area twice: top 59 "
        + "includes the 59 points it already inherits; bottom 84 includes the 34 points it "
        + "already inherits. Start from zero, not from the container's safeAreaInsets, and "
        + "add only the size of the chrome that covers the child.")
  }

  @Test("reported once, not at every layout pass, and again after the value changes")
  func reportedOncePerValue() {
    let container = SampleContainer(
      setsInsetsIn: .viewDidLayoutSubviews, startsFromOwnSafeArea: true)
    let window = show(container)
    #expect(window.takeDiagnostics().count == 1)
    window.rotate(to: .landscapeLeft)
    window.runUntilIdle()
    // In landscape the container's insets change, so do the child's doubled ones.
    #expect(window.takeDiagnostics().map(\.code) == ["doubleCountedSafeArea"])
    container.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("the sample's own insets, started from zero, are not reported")
  func startsFromZero() {
    let window = show(SampleContainer(setsInsetsIn: .viewDidLayoutSubviews))
    expectNoDiagnostics(window)
  }

  @Test("a 44-point inset on a child that inherits nothing there is fine")
  func plainInsetWithoutInheritance() {
    let container = ViewController(name: "container")
    let child = ViewController(name: "child")
    let window = show(container)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.view.frame = Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34)
    child.didMove(toParent: container)
    child.additionalSafeAreaInsets = EdgeInsets(top: 44, bottom: 44)
    window.layoutIfNeeded()
    expectInsets(child.view, EdgeInsets(top: 44, bottom: 44))
    expectNoDiagnostics(window)
  }
}
