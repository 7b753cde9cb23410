import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

@Suite("Navigation controller")
struct NavigationControllerTests {
  static func shown(
    _ device: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait,
    configure: (NavigationController) -> Void = { _ in }
  ) -> (Window, NavigationController, ViewController) {
    let window = Window(device: device, orientation: orientation)
    let root = ViewController(name: "A")
    let nav = NavigationController(rootViewController: root, name: "nav")
    configure(nav)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    return (window, nav, root)
  }

  struct TopInsetCase: CustomTestStringConvertible, Sendable {
    var device: DeviceProfile
    var orientation: Orientation
    var barFrame: Rect
    var childInsets: EdgeInsets
    var testDescription: String { "\(device.name) \(orientation)" }
  }

  /// B-01, B-02, B-03, B-10, B-11.
  static let topInsetCases: [TopInsetCase] = [
    TopInsetCase(
      device: .iPhone8, orientation: .portrait, barFrame: Rect(x: 0, y: 20, width: 375, height: 44),
      childInsets: EdgeInsets(top: 64)),
    TopInsetCase(
      device: .iPhone8, orientation: .landscapeLeft,
      barFrame: Rect(x: 0, y: 0, width: 667, height: 32), childInsets: EdgeInsets(top: 32)),
    TopInsetCase(
      device: .iPhoneX, orientation: .portrait, barFrame: Rect(x: 0, y: 44, width: 375, height: 44),
      childInsets: EdgeInsets(top: 88, bottom: 34)),
    TopInsetCase(
      device: .iPhone13, orientation: .portrait,
      barFrame: Rect(x: 0, y: 47, width: 390, height: 44),
      childInsets: EdgeInsets(top: 91, bottom: 34)),
    TopInsetCase(
      device: .iPhone15Pro, orientation: .portrait,
      barFrame: Rect(x: 0, y: 53.667, width: 393, height: 44),
      childInsets: EdgeInsets(top: 97.667, bottom: 34)),
    TopInsetCase(
      device: .iPhone15ProMax, orientation: .portrait,
      barFrame: Rect(x: 0, y: 53.667, width: 430, height: 44),
      childInsets: EdgeInsets(top: 97.667, bottom: 34)),
    TopInsetCase(
      device: .iPhone16Pro, orientation: .portrait,
      barFrame: Rect(x: 0, y: 56.333, width: 402, height: 44),
      childInsets: EdgeInsets(top: 100.333, bottom: 34)),
    TopInsetCase(
      device: .iPhone15Pro, orientation: .landscapeLeft,
      barFrame: Rect(x: 0, y: 0, width: 852, height: 32),
      childInsets: EdgeInsets(top: 32, left: 59, bottom: 21, right: 59)),
    TopInsetCase(
      device: .iPhone15ProMax, orientation: .landscapeLeft,
      barFrame: Rect(x: 0, y: 0, width: 932, height: 44),
      childInsets: EdgeInsets(top: 44, left: 59, bottom: 21, right: 59)),
    TopInsetCase(
      device: .iPad9, orientation: .portrait, barFrame: Rect(x: 0, y: 20, width: 810, height: 50),
      childInsets: EdgeInsets(top: 70)),
    TopInsetCase(
      device: .iPadPro11, orientation: .landscapeLeft,
      barFrame: Rect(x: 0, y: 24, width: 1194, height: 50),
      childInsets: EdgeInsets(top: 74, bottom: 20)),
  ]

  @Test(
    "the bar sits below the status bar and extends the child's top inset", arguments: topInsetCases)
  func topInsets(_ c: TopInsetCase) {
    let (window, nav, root) = Self.shown(c.device, orientation: c.orientation)
    defer { withExtendedLifetime(window) {} }
    expectFrame(nav.navigationBar, c.barFrame)
    expectInsets(root.view, c.childInsets)
    #expect(root.view.frame == nav.view.bounds)
    #expect(root.additionalSafeAreaInsets == .zero)
  }

  @Test("large titles add 52 points: the bar ends at 140 on an iPhone X (B-04)")
  func largeTitles() {
    let (window, nav, root) = Self.shown(.iPhoneX) { $0.navigationBar.prefersLargeTitles = true }
    defer { withExtendedLifetime(window) {} }
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 96))
    expectInsets(root.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test("an opaque bar moves the child below it (C-11); extendedLayoutIncludesOpaqueBars undoes it")
  func opaqueBar() {
    let (window, nav, root) = Self.shown(.iPhone8) { $0.navigationBar.isTranslucent = false }
    expectFrame(root.view, Rect(x: 0, y: 64, width: 375, height: 603))
    expectInsets(root.view, .zero)
    root.extendedLayoutIncludesOpaqueBars = true
    window.layoutIfNeeded()
    expectFrame(root.view, Rect(x: 0, y: 0, width: 375, height: 667))
    expectInsets(root.view, EdgeInsets(top: 64))
    _ = nav
  }

  @Test("edgesForExtendedLayout without top starts the child below the bar (C-12)")
  func extendedEdges() {
    let window = Window(device: .iPhone8)
    let root = ViewController(name: "A")
    root.edgesForExtendedLayout = []
    window.rootViewController = NavigationController(rootViewController: root, name: "nav")
    window.makeKeyAndVisible()
    expectFrame(root.view, Rect(x: 0, y: 64, width: 375, height: 603))
  }

  @Test("a hidden bar adds nothing; the toolbar extends through the home indicator (B-08)")
  func hiddenBarAndToolbar() {
    let (window, nav, root) = Self.shown(.iPhoneX)
    nav.setNavigationBarHidden(true, animated: false)
    nav.setToolbarHidden(false, animated: false)
    window.layoutIfNeeded()
    expectInsets(root.view, EdgeInsets(top: 44, bottom: 78))
    expectFrame(nav.toolbar, Rect(x: 0, y: 734, width: 375, height: 78))
    window.rotate(to: .landscapeLeft)
    expectFrame(nav.toolbar, Rect(x: 0, y: 322, width: 812, height: 53))
  }

  @Test("pushing a controller already in the stack is a precondition failure")
  func pushTwice() async {
    await #expect(processExitsWith: .failure) {
      let nav = NavigationController(rootViewController: ViewController(name: "A"), name: "nav")
      nav.pushViewController(nav.viewControllers[0], animated: false)
    }
  }

  @Test("pushing a tab bar controller is a precondition failure")
  func pushTabs() async {
    await #expect(processExitsWith: .failure) {
      let nav = NavigationController(rootViewController: ViewController(name: "A"), name: "nav")
      nav.pushViewController(TabBarController(name: "tabs"), animated: false)
    }
  }

  @Test("popping the root does nothing and is diagnosed (D-12)")
  func popRoot() {
    let (window, nav, _) = Self.shown()
    #expect(nav.popViewController(animated: true) == nil)
    #expect(nav.viewControllers.count == 1)
    #expect(
      window.takeDiagnostics().map(\.message)
        == ["<nav> has only its root view controller: nothing to pop."])
  }

  @Test("the state in the middle of an animated push")
  func midPush() {
    let (window, nav, a) = Self.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: true)
    #expect(a.appearanceState == .disappearing && b.appearanceState == .appearing)
    #expect(b.isMovingToParent)
    expectInsets(b.view, EdgeInsets(top: 97.667, bottom: 34))
    window.advance(by: 0.3)
    #expect(b.appearanceState == .appearing)
    window.advance(by: 0.1)
    #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
    #expect(!b.isMovingToParent && nav.topViewController === b)
    #expect(a.viewIfLoaded?.window == nil)
  }
}

@Suite("Legacy layout guides (C-24)")
struct LegacyLayoutGuideTests {
  @Test("the top guide reaches the navigation bar's bottom; the bottom guide the tab bar's top")
  func lengths() {
    let window = Window(device: .iPhone8)
    let list = ViewController(name: "list")
    list.additionalSafeAreaInsets = EdgeInsets(top: 10)
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers(
      [NavigationController(rootViewController: list, name: "nav")], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(list.topLayoutGuideLength == 64)
    #expect(list.bottomLayoutGuideLength == 49)
    #expect(list.view.safeAreaInsets.top == 74)
  }
}

@Suite("hidesBottomBarWhenPushed and the toolbar (C-14)")
struct ToolbarHidingTests {
  @Test("the topmost controller's hidesBottomBarWhenPushed hides the navigation toolbar")
  func hidesToolbar() {
    let (window, nav, a) = NavigationControllerTests.shown(.iPhone8)
    nav.setToolbarHidden(false, animated: false)
    window.layoutIfNeeded()
    #expect(a.view.safeAreaInsets == EdgeInsets(top: 64, bottom: 44))
    let b = ViewController(name: "B")
    b.hidesBottomBarWhenPushed = true
    nav.pushViewController(b, animated: false)
    #expect(nav.toolbar.isHidden && !nav.isToolbarHidden && !nav.isToolbarVisible)
    #expect(b.view.safeAreaInsets == EdgeInsets(top: 64))
    nav.popViewController(animated: false)
    #expect(!nav.toolbar.isHidden)
    #expect(a.view.safeAreaInsets == EdgeInsets(top: 64, bottom: 44))
  }
}
