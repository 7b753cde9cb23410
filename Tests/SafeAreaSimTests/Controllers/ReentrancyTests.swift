import SafeAreaSim
import Testing

/// A controller that runs a closure from one of its callbacks, once.
private final class HookController: ViewController {
  var onWillAppear: ((HookController) -> Void)?
  var onDidAppear: ((HookController) -> Void)?
  var onWillDisappear: ((HookController) -> Void)?
  var onSafeAreaChange: ((HookController) -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let hook = onWillAppear
    onWillAppear = nil
    hook?(self)
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let hook = onDidAppear
    onDidAppear = nil
    hook?(self)
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    let hook = onWillDisappear
    onWillDisappear = nil
    hook?(self)
  }
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    onSafeAreaChange?(self)
  }
}

/// A view that replaces its only subview with a fresh one every time it lays out.
private final class RebuildingView: View {
  var builds = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    for old in subviews { old.removeFromSuperview() }
    builds += 1
    addSubview(View(frame: bounds, name: "content\(builds)"))
  }
}

@Suite("Re-entrant callbacks")
struct ReentrancyTests {
  @Test("a push from viewDidAppear completes: the pushed controller appears under the bar")
  func pushFromViewDidAppear() {
    let window = Window(device: .iPhone15Pro)
    let first = HookController(name: "first")
    let second = ViewController(name: "second")
    let nav = NavigationController(rootViewController: first, name: "nav")
    first.onDidAppear = { _ in nav.pushViewController(second, animated: true) }
    window.rootViewController = nav
    window.makeKeyAndVisible()
    window.runUntilIdle()
    #expect(nav.viewControllers.map(\.name) == ["first", "second"])
    #expect(first.appearanceState == .disappeared)
    #expect(second.appearanceState == .appeared)
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(second.view.superview === nav.view)
    #expect(second.view.frame == window.bounds)
    #expect(
      second.view.safeAreaInsets.isApproximatelyEqual(to: EdgeInsets(top: 97.667, bottom: 34)))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a child that removes itself in its own viewWillDisappear ends disappeared")
  func childRemovesItselfWhileDisappearing() {
    let window = Window(device: .iPhone15Pro)
    let child = HookController(name: "child")
    child.onWillDisappear = { child in
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    let container = HostController(name: "container", child: child)
    window.rootViewController = container
    window.makeKeyAndVisible()
    #expect(child.appearanceState == .appeared)
    let events = TraceLog(window)
    window.rootViewController = ViewController(name: "next")
    #expect(child.parent == nil)
    #expect(container.children.isEmpty)
    #expect(child.appearanceState == .disappeared)
    #expect(container.appearanceState == .disappeared)
    #expect(
      events.take { $0.hasPrefix("child.") } == [
        "child.viewWillDisappear(animated: false)", "child.willMoveToParent(nil)",
        "child.viewDidDisappear(animated: false)", "child.didMoveToParent(nil)",
      ])
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("setting additionalSafeAreaInsets in viewSafeAreaInsetsDidChange settles in one pass")
  func additionalInsetsFromSafeAreaCallback() {
    let window = Window(device: .iPhone15Pro)
    let root = HookController(name: "root")
    root.onSafeAreaChange = { $0.additionalSafeAreaInsets = EdgeInsets(top: 10) }
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 69, bottom: 34))
    #expect(root.view.layoutMargins == EdgeInsets(top: 69, left: 16, bottom: 34, right: 16))
    window.rotate(to: .landscapeLeft)
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 10, left: 59, bottom: 21, right: 59))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a view that replaces its subviews in layoutSubviews lays out once, without a loop")
  func subviewsReplacedInLayoutSubviews() {
    let window = Window(device: .iPhone15Pro)
    let rebuilding = RebuildingView(frame: Rect(x: 0, y: 0, width: 393, height: 200), name: "r")
    window.addSubview(rebuilding)
    window.layoutIfNeeded()
    #expect(rebuilding.builds == 1)
    #expect(rebuilding.subviews.map(\.name) == ["content1"])
    #expect(rebuilding.subviews.first?.safeAreaInsets == EdgeInsets(top: 59))
    rebuilding.frame = Rect(x: 0, y: 0, width: 393, height: 300)
    window.layoutIfNeeded()
    #expect(rebuilding.builds == 2)
    #expect(rebuilding.subviews.map(\.name) == ["content2"])
    #expect(rebuilding.subviews.first?.frame.height == 300)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a full-screen presentation from viewDidAppear hides the presenter")
  func presentFromViewDidAppear() {
    let window = Window(device: .iPhone15Pro)
    let root = HookController(name: "root")
    let modal = ViewController(name: "modal")
    modal.modalPresentationStyle = .fullScreen
    root.onDidAppear = { $0.present(modal, animated: false) }
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.presentedViewController === modal)
    #expect(root.appearanceState == .disappeared)
    #expect(modal.appearanceState == .appeared)
    #expect(root.viewIfLoaded?.superview == nil)
    #expect(modal.view.superview === window)
    #expect(modal.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a presented controller that dismisses itself in viewDidAppear leaves cleanly")
  func dismissFromViewDidAppear() {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    let modal = HookController(name: "modal")
    modal.modalPresentationStyle = .fullScreen
    modal.onDidAppear = { $0.dismiss(animated: true) }
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.present(modal, animated: true)
    window.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(root.appearanceState == .appeared)
    #expect(modal.appearanceState == .disappeared)
    #expect(root.view.superview === window)
    #expect(modal.viewIfLoaded?.superview == nil)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("presenting from viewWillAppear, before the view is in the window, is ignored")
  func presentFromViewWillAppear() {
    let window = Window(device: .iPhone15Pro)
    let root = HookController(name: "root")
    let modal = ViewController(name: "modal")
    root.onWillAppear = { $0.present(modal, animated: false) }
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(root.appearanceState == .appeared)
    #expect(modal.appearanceState == .disappeared)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["presentationIgnored"])
    #expect(
      diagnostics.first?.message
        == "Attempt to present <modal> on <root> (from <root>) whose view is not in the window hierarchy.")
  }

  @Test("selecting another tab from the selected tab's viewWillAppear shows that tab")
  func selectTabFromViewWillAppear() {
    let window = Window(device: .iPhone15Pro)
    let tabs = TabBarController(name: "tabs")
    let first = HookController(name: "first")
    let second = ViewController(name: "second")
    first.onWillAppear = { _ in tabs.selectedIndex = 1 }
    tabs.setViewControllers([first, second], animated: false)
    window.rootViewController = tabs
    let events = TraceLog(window)
    window.makeKeyAndVisible()
    #expect(tabs.selectedIndex == 1)
    #expect(first.appearanceState == .disappeared)
    #expect(second.appearanceState == .appeared)
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(second.view.superview === tabs.view)
    #expect(second.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 83))
    #expect(
      events.take(TraceLog.appearanceOnly).filter { !$0.hasPrefix("tabs.") } == [
        "first.viewDidLoad", "first.viewWillAppear(animated: false)", "second.viewDidLoad",
        "second.viewWillAppear(animated: false)", "first.viewWillDisappear(animated: false)",
        "first.viewDidDisappear(animated: false)", "second.viewIsAppearing(animated: false)",
        "second.viewDidAppear(animated: false)",
      ])
    #expect(window.takeDiagnostics().isEmpty)
  }
}
