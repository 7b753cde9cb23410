import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

@Suite("Tab bar controller")
struct TabBarControllerTests {
  static func shown(
    _ device: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait,
    configure: (TabBarController) -> Void = { _ in }
  ) -> (window: Window, tabs: TabBarController, a: ViewController, b: ViewController) {
    let window = Window(device: device, orientation: orientation)
    let a = ViewController(name: "A")
    let b = ViewController(name: "B")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([a, b], animated: false)
    configure(tabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs, a, b)
  }

  struct BarCase: CustomTestStringConvertible, Sendable {
    var device: DeviceProfile
    var orientation: Orientation
    var height: Double
    var childInsets: EdgeInsets
    var testDescription: String { "\(device.name) \(orientation)" }
  }

  /// B-05, B-06 (the iPad's bottom bar, B-07, shows in compact width only: see
  /// `TabBarPlacementTests`).
  static let barCases: [BarCase] = [
    BarCase(
      device: .iPhone8, orientation: .portrait, height: 49,
      childInsets: EdgeInsets(top: 20, bottom: 49)),
    BarCase(
      device: .iPhone8, orientation: .landscapeLeft, height: 32, childInsets: EdgeInsets(bottom: 32)
    ),
    BarCase(
      device: .iPhone8Plus, orientation: .landscapeLeft, height: 49,
      childInsets: EdgeInsets(bottom: 49)),
    BarCase(
      device: .iPhoneX, orientation: .portrait, height: 83,
      childInsets: EdgeInsets(top: 44, bottom: 83)),
    BarCase(
      device: .iPhoneX, orientation: .landscapeLeft, height: 53,
      childInsets: EdgeInsets(left: 44, bottom: 53, right: 44)),
    BarCase(
      device: try! DeviceProfile.named("iPhone XR"), orientation: .landscapeLeft, height: 70,
      childInsets: EdgeInsets(left: 48, bottom: 70, right: 48)),
    BarCase(
      device: .iPhone15Pro, orientation: .portrait, height: 83,
      childInsets: EdgeInsets(top: 59, bottom: 83)),
  ]

  @Test(
    "the tab bar extends through the bottom safe area and sets the child's bottom inset",
    arguments: barCases)
  func barHeights(_ c: BarCase) {
    let scene = Self.shown(c.device, orientation: c.orientation)
    let bounds = scene.window.bounds
    expectFrame(
      scene.tabs.tabBar,
      Rect(x: 0, y: bounds.height - c.height, width: bounds.width, height: c.height))
    expectInsets(scene.a.view, c.childInsets)
    #expect(scene.a.view.frame == bounds)
  }

  @Test("an opaque tab bar ends the child's view at its top (C-13)")
  func opaque() {
    let scene = Self.shown(.iPhoneX) { $0.tabBar.isTranslucent = false }
    expectFrame(scene.a.view, Rect(x: 0, y: 0, width: 375, height: 729))
    expectInsets(scene.a.view, EdgeInsets(top: 44))
  }

  @Test("every tab gets the same base insets; a tab is loaded when first selected")
  func sameInsets() {
    let scene = Self.shown()
    #expect(!scene.b.isViewLoaded)
    scene.tabs.selectedIndex = 1
    expectInsets(scene.b.view, EdgeInsets(top: 59, bottom: 83))
    scene.tabs.selectedIndex = 7
    #expect(scene.tabs.selectedIndex == 1)
    #expect(scene.window.takeDiagnostics().map(\.code) == ["selectionIgnored"])
  }

  @Test("hidesBottomBarWhenPushed hides the tab bar while that controller is on top (C-14)")
  func hidesBottomBar() {
    let window = Window(device: .iPhone15Pro)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([nav], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    expectInsets(list.view, EdgeInsets(top: 97.667, bottom: 83))
    let detail = ViewController(name: "detail")
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: false)
    #expect(tabs.tabBar.isHidden)
    expectInsets(detail.view, EdgeInsets(top: 97.667, bottom: 34))
    nav.popViewController(animated: false)
    #expect(!tabs.tabBar.isHidden)
    expectInsets(list.view, EdgeInsets(top: 97.667, bottom: 83))
  }
}

@Suite("Containers, review fixes")
struct ContainerReviewTests {
  @Test("a controller popped off a stack loses the bar's share of its safe area")
  func poppedLosesBarShare() {
    let (window, nav, _) = NavigationControllerTests.shown()
    let b = ViewController(name: "B")
    nav.pushViewController(b, animated: false)
    nav.popViewController(animated: false)
    let other = Window(device: .iPhone15Pro)
    other.rootViewController = b
    other.makeKeyAndVisible()
    #expect(b.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    withExtendedLifetime(window) {}
  }

  @Test("a navigation toolbar in a tab bar controller sits above the tab bar, 44 tall")
  func toolbarAboveTabBar() {
    let window = Window(device: .iPhone15Pro)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    nav.setToolbarHidden(false, animated: false)
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([nav], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(nav.toolbar.frameInWindow == Rect(x: 0, y: 725, width: 393, height: 44))
    #expect(list.view.safeAreaInsets.isApproximatelyEqual(to: EdgeInsets(top: 97.667, bottom: 127)))
  }

  @Test("the tab bar stays hidden for controllers pushed above one that hides it")
  func hidesForDeeperPushes() {
    let window = Window(device: .iPhone15Pro)
    let nav = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([nav], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let detail = ViewController(name: "detail")
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: false)
    nav.pushViewController(ViewController(name: "more"), animated: false)
    #expect(tabs.tabBar.isHidden)
    nav.popToRootViewController(animated: false)
    #expect(!tabs.tabBar.isHidden)
  }
}
