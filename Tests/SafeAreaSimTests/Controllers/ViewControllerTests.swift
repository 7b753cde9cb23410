import SafeAreaSim
import SafeAreaSimFixtures
import Testing

/// Records a window's lifecycle events as trace lines.
final class TraceLog {
  var lines: [String] = []
  init(_ window: Window, includingViews: Bool = false) {
    window.addLifecycleObserver(includingViews: includingViews) { [unowned self] event in
      self.lines.append(event.description)
    }
  }
  func take(_ filter: (String) -> Bool = { _ in true }) -> [String] {
    defer { lines.removeAll() }
    return lines.filter(filter)
  }
  static func appearanceOnly(_ line: String) -> Bool {
    ["viewDidLoad", "Appear", "Disappear", "MoveToParent"].contains { line.contains($0) }
  }
}

/// A container that adds one child in viewDidLoad, filling its view.
final class HostController: ViewController {
  let child: ViewController
  init(name: String, child: ViewController) {
    self.child = child
    super.init(name: name)
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
  override func viewDidLayoutSubviews() {
    child.setViewFrame(view.bounds)
  }
}

@Suite("View controllers")
struct ViewControllerTests {
  @Test("the view loads lazily, exactly once")
  func lazyView() {
    let controller = ViewController(name: "list")
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    var events: [String] = []
    controller.addLifecycleObserver { events.append($0.description) }
    let view = controller.view
    #expect(controller.view === view)
    controller.loadViewIfNeeded()
    #expect(events == ["list.viewDidLoad"])
    #expect(view.name == "list")
  }

  @Test("a root controller appears when the window becomes visible, with layout in between")
  func rootAppearance() {
    let window = Window(device: .iPhone15Pro)
    let log = TraceLog(window)
    let root = ViewController(name: "root")
    window.rootViewController = root
    #expect(log.lines.isEmpty)
    window.makeKeyAndVisible()
    #expect(
      log.take() == [
        "root.viewDidLoad", "root.viewWillAppear(animated: false)",
        "root.viewSafeAreaInsetsDidChange {top 59, bottom 34}",
        "root.viewLayoutMarginsDidChange {top 59, left 16, bottom 34, right 16}",
        "root.viewIsAppearing(animated: false)", "root.viewWillLayoutSubviews",
        "root.viewDidLayoutSubviews", "root.viewDidAppear(animated: false)",
      ])
    #expect(root.appearanceState == .appeared)
    #expect(root.view.frame == window.bounds)
  }

  @Test("a child added in viewDidLoad follows D-05 and D-06")
  func childInViewDidLoad() {
    let window = Window(device: .iPhone15Pro)
    let log = TraceLog(window)
    window.rootViewController = HostController(name: "parent", child: ViewController(name: "child"))
    window.makeKeyAndVisible()
    #expect(
      log.take(TraceLog.appearanceOnly) == [
        "parent.viewDidLoad", "child.willMoveToParent(parent)", "child.viewDidLoad",
        "child.didMoveToParent(parent)", "parent.viewWillAppear(animated: false)",
        "child.viewWillAppear(animated: false)", "parent.viewIsAppearing(animated: false)",
        "child.viewIsAppearing(animated: false)", "parent.viewDidAppear(animated: false)",
        "child.viewDidAppear(animated: false)",
      ])
  }

  @Test(
    "root view margins respect the system minimum (C-19, C-20)",
    arguments: [
      (
        DeviceProfile.iPhone15Pro, Orientation.portrait,
        EdgeInsets(top: 59, left: 16, bottom: 34, right: 16)
      ),
      (
        DeviceProfile.iPhone15Pro, Orientation.landscapeLeft,
        EdgeInsets(top: 0, left: 75, bottom: 21, right: 75)
      ),
      (
        DeviceProfile.iPhone15ProMax, Orientation.portrait,
        EdgeInsets(top: 59, left: 20, bottom: 34, right: 20)
      ),
      (
        DeviceProfile.iPhone8, Orientation.landscapeLeft,
        EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
      ),
      (
        DeviceProfile.iPhone8, Orientation.portrait,
        EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
      ),
      (
        DeviceProfile.iPadPro11, Orientation.portrait,
        EdgeInsets(top: 24, left: 20, bottom: 20, right: 20)
      ),
    ])
  func rootMargins(device: DeviceProfile, orientation: Orientation, expected: EdgeInsets) {
    let window = Window(device: device, orientation: orientation)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.view.layoutMargins == expected)
    root.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    let insets = root.view.safeAreaInsets
    #expect(
      root.view.layoutMargins
        == EdgeInsets(
          top: insets.top, left: insets.left + 8, bottom: insets.bottom, right: insets.right + 8))
  }

  @Test("additional insets add to the root's and reach children by overlap (C-04, C-05)")
  func additionalInsets() {
    let window = Window(device: .iPhone8)
    let child = ViewController(name: "child")
    let parent = HostController(name: "parent", child: child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    parent.additionalSafeAreaInsets = EdgeInsets(bottom: 88)
    window.layoutIfNeeded()
    #expect(parent.view.safeAreaInsets == EdgeInsets(top: 20, bottom: 88))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 20, bottom: 88))
    #expect(
      log.take { $0.contains("SafeArea") } == [
        "parent.viewSafeAreaInsetsDidChange {top 20, bottom 88}",
        "child.viewSafeAreaInsetsDidChange {top 20, bottom 88}",
      ])
    // A child whose bottom is 30 points above the container's gets 88 - 30 (SO-52483010).
    child.view.frame.size.height -= 30
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets.bottom == 58)
    #expect(child.additionalSafeAreaInsets == .zero)
  }

  @Test("manual forwarding with begin/end drives a child (D-16); unbalanced calls are diagnosed")
  func manualForwarding() {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    let child = ViewController(name: "child")
    root.addChild(child)
    child.beginAppearanceTransition(true, animated: true)
    root.view.addSubview(child.view)
    child.endAppearanceTransition()
    child.didMove(toParent: root)
    #expect(
      log.take(TraceLog.appearanceOnly) == [
        "child.willMoveToParent(root)", "child.viewDidLoad", "child.viewWillAppear(animated: true)",
        "child.viewIsAppearing(animated: true)", "child.viewDidAppear(animated: true)",
        "child.didMoveToParent(root)",
      ])
    child.endAppearanceTransition()
    child.beginAppearanceTransition(true, animated: false)
    #expect(log.take(TraceLog.appearanceOnly).isEmpty)
    #expect(
      window.takeDiagnostics().map(\.message) == [
        "Unbalanced calls to begin/end appearance transitions for <child>.",
        "Unbalanced calls to begin/end appearance transitions for <child>.",
      ])
  }

  @Test("presenting full screen makes the presenter disappear; dismissing reappears it (D-13)")
  func fullScreenPresentation() {
    let window = Window(device: .iPhone15Pro)
    let a = ViewController(name: "A")
    window.rootViewController = a
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    let b = ViewController(name: "B")
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    #expect(b.presentingViewController === a && a.presentedViewController === b)
    #expect(b.appearanceState == .appearing && a.appearanceState == .disappearing)
    #expect(b.view.frame == window.bounds)
    #expect(b.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    window.advance(by: 0.2)
    #expect(b.appearanceState == .appearing)
    window.advance(by: 0.4)
    #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
    #expect(a.view.window == nil)
    #expect(
      log.take(TraceLog.appearanceOnly) == [
        "B.viewDidLoad", "A.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
        "B.viewIsAppearing(animated: true)", "B.viewDidAppear(animated: true)",
        "A.viewDidDisappear(animated: true)",
      ])
    b.dismiss(animated: false)
    #expect(
      log.take(TraceLog.appearanceOnly) == [
        "B.viewWillDisappear(animated: false)", "A.viewWillAppear(animated: false)",
        "A.viewIsAppearing(animated: false)", "A.viewDidAppear(animated: false)",
        "B.viewDidDisappear(animated: false)",
      ])
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
  }

  @Test("a page sheet leaves the presenter alone (D-15) and sits below the safe-area top")
  func pageSheet() {
    let window = Window(device: .iPhone15Pro)
    let a = ViewController(name: "A")
    window.rootViewController = a
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    let b = ViewController(name: "B")
    a.present(b, animated: false)
    #expect(log.take(TraceLog.appearanceOnly).allSatisfy { $0.hasPrefix("B.") })
    // 10 points below the safe area (SheetInteraction's measured detents).
    #expect(b.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    #expect(b.view.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(a.appearanceState == .appeared)
  }

  @Test("rotation tells controllers the new size first and completes after the new layout")
  func rotation() {
    let window = Window(device: .iPhone15Pro)
    let root = TransitionRecorder(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    #expect(
      log.take { $0.contains("Transition") || $0.contains("trait") }.first
        == "root.viewWillTransitionToSize(852x393)")
    #expect(root.completionSawInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
    #expect(root.traitCollection.verticalSizeClass == .compact)
  }

  @Test("the deciding controller's preference hides the status bar")
  func statusBar() {
    let window = Window(device: .iPhone8)
    let root = StatusBarHider(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(!window.isStatusBarVisible)
    #expect(root.view.safeAreaInsets == .zero)
    root.hides = false
    root.setNeedsStatusBarAppearanceUpdate()
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 20))
  }
}

final class TransitionRecorder: ViewController {
  var completionSawInsets: EdgeInsets?
  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [unowned self] in
      self.completionSawInsets = self.view.safeAreaInsets
    }
  }
}

final class StatusBarHider: ViewController {
  var hides = true
  override var prefersStatusBarHidden: Bool { hides }
}

@Suite("Automatic appearance")
struct AutomaticAppearanceTests {
  @Test("a child view added to a visible container appears at once; removed, it disappears")
  func addToVisibleContainer() {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    let child = ViewController(name: "child")
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(
      log.take(TraceLog.appearanceOnly) == [
        "child.willMoveToParent(root)", "child.viewDidLoad",
        "child.viewWillAppear(animated: false)",
        "child.viewIsAppearing(animated: false)", "child.viewDidAppear(animated: false)",
        "child.didMoveToParent(root)",
      ])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.take(TraceLog.appearanceOnly) == [
        "child.willMoveToParent(nil)", "child.viewWillDisappear(animated: false)",
        "child.viewDidDisappear(animated: false)", "child.didMoveToParent(nil)",
      ])
    #expect(child.appearanceState == .disappeared)
    #expect(window.takeDiagnostics().isEmpty)
  }
}

@Suite("Window resizing")
struct WindowResizeTests {
  @Test("resizing an iPad window is a size transition with a trait change")
  func splitView() {
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    let root = TransitionRecorder(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let log = TraceLog(window)
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    window.resize(to: Rect(x: 0, y: 0, width: 590, height: 834))
    #expect(
      log.take { $0.contains("Transition") || $0.contains("trait") } == [
        "root.viewWillTransitionToSize(590x834)", "root.traitCollectionDidChange",
      ])
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 590, height: 834))
    #expect(root.completionSawInsets == EdgeInsets(top: 24, bottom: 20))
    window.resize(to: nil)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 1194, height: 834))
    #expect(root.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("presenting from a child presents on the root; its sheet frames follow the device")
  func presentationContext() {
    let scene = Hierarchy(device: .iPadPro11) {
      Container("shell") { Controller("child") }
    }
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .formSheet
    scene["child"].present(sheet, animated: false)
    #expect(sheet.presentingViewController === scene.root)
    #expect(scene.root.presentedViewController === sheet)
    // `_UISheetPresentationMetrics`: 580x640 for screens whose long side is 1024..1590.
    #expect(sheet.view.frame == Rect(x: 127, y: 277, width: 580, height: 640))
    #expect(sheet.view.safeAreaInsets == .zero)
    let another = ViewController(name: "another")
    scene["child"].present(another, animated: false)
    #expect(another.presentingViewController == nil)
    #expect(scene.window.takeDiagnostics().map(\.code) == ["presentationIgnored"])
    scene.window.rotate(to: .landscapeLeft)
    #expect(sheet.view.frame == Rect(x: 307, y: 97, width: 580, height: 640))
  }

  @Test("a page sheet on a phone covers the screen in landscape and stays a sheet (F-03)")
  func compactHeightSheet() {
    let scene = Hierarchy(device: .iPhone15Pro, orientation: .landscapeLeft) { Controller("A") }
    let log = TraceLog(scene.window)
    let sheet = ViewController(name: "sheet")
    scene.root.present(sheet, animated: false)
    #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
    #expect(!log.take(TraceLog.appearanceOnly).contains { $0.hasPrefix("A.") })
    #expect(scene.root.view.window === scene.window)
  }

  @Test("isBeingPresented and isBeingDismissed hold during the transition")
  func beingPresented() {
    let scene = Hierarchy { Controller("A") }
    let b = ViewController(name: "B")
    scene.root.present(b, animated: true)
    #expect(b.isBeingPresented)
    scene.window.runUntilIdle()
    #expect(!b.isBeingPresented)
    #expect(scene.window.currentTime == TransitionDuration.modal)
    b.dismiss(animated: true)
    #expect(b.isBeingDismissed)
    #expect(scene.window.hasPendingTransitions)
    scene.window.advance(by: 1)
    #expect(!b.isBeingDismissed && b.presentingViewController == nil)
  }
}
