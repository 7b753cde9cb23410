import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// iPadOS 18's floating and sidebar tab bars and the Apple TV tab bar (F-05, F-06).
@Suite("Tab bar placement")
struct TabBarPlacementTests {
  static func shown(
    _ device: DeviceProfile, orientation: Orientation = .landscapeLeft,
    tabs first: ViewController = ViewController(name: "A"),
    configure: (TabBarController) -> Void = { _ in }
  ) -> (window: Window, tabs: TabBarController) {
    let window = Window(device: device, orientation: orientation)
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([first, ViewController(name: "B")], animated: false)
    configure(tabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs)
  }

  @Test("on iPad in regular width the tab bar floats at the safe-area top plus 4, 46 tall")
  func floatingFrame() throws {
    let (window, tabs) = Self.shown(.iPadPro11)
    #expect(tabs.placement == .top)
    expectFrame(tabs.tabBar, Rect(x: 0, y: 28, width: 1194, height: 46))
    let child = try #require(tabs.selectedViewController)
    expectFrame(child.view, Rect(x: 0, y: 0, width: 1194, height: 834))
    // 24 + 50: the extra top inset of F-05; the bottom keeps the home indicator's 20.
    expectInsets(child.view, EdgeInsets(top: 74, bottom: 20))
    #expect(tabs.sidebar.isHidden)
    withExtendedLifetime(window) {}
  }

  @Test("a home-button iPad's floating bar starts at 24 and gives the child a top inset of 70")
  func floatingHomeButtonPad() throws {
    let (window, tabs) = Self.shown(.iPad9, orientation: .portrait)
    expectFrame(tabs.tabBar, Rect(x: 0, y: 24, width: 810, height: 46))
    expectInsets(try #require(tabs.selectedViewController).view, EdgeInsets(top: 70))
    withExtendedLifetime(window) {}
  }

  @Test("a navigation child shows the floating tabs in its bar's row: no separate inset")
  func floatingOverNavigation() {
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    let (window, tabs) = Self.shown(.iPadPro11, tabs: nav)
    expectInsets(nav.view, EdgeInsets(top: 24, bottom: 20))
    expectFrame(nav.navigationBar, Rect(x: 0, y: 24, width: 1194, height: 50))
    expectInsets(list.view, EdgeInsets(top: 74, bottom: 20))
    nav.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    // Without its bar the tabs cover it as they cover a plain child.
    expectInsets(nav.view, EdgeInsets(top: 74, bottom: 20))
    #expect(tabs.placement == .top)
  }

  @Test("a split view child overlays the floating tabs: its columns' bars hold the tabs' row")
  func floatingOverSplitView() throws {
    let list = ViewController(name: "list")
    let detail = ViewController(name: "detail")
    let split = SplitViewController(style: .doubleColumn, name: "split")
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let (window, tabs) = Self.shown(.iPadPro11, tabs: split)
    #expect(tabs.placement == .top)
    // No extra 50 points: the split view keeps the window's insets, and each column's
    // content sits under its own 50-point navigation bar only.
    expectInsets(split.view, EdgeInsets(top: 24, bottom: 20))
    let secondaryNav = try #require(split.navigationController(for: .secondary))
    expectFrame(secondaryNav.navigationBar, Rect(x: 320, y: 24, width: 874, height: 50))
    expectInsets(detail.view, EdgeInsets(top: 74, bottom: 20))
    expectInsets(list.view, EdgeInsets(top: 74, left: 100, bottom: 20))
    withExtendedLifetime(window) {}
  }

  @Test("an opaque floating bar keeps a plain child's view below it")
  func opaqueFloating() throws {
    let (window, tabs) = Self.shown(.iPadPro11) { $0.tabBar.isTranslucent = false }
    let child = try #require(tabs.selectedViewController)
    expectFrame(child.view, Rect(x: 0, y: 74, width: 1194, height: 760))
    expectInsets(child.view, EdgeInsets(bottom: 20))
    withExtendedLifetime(window) {}
  }

  @Test("in compact width (a narrow iPad window) the tab bar is the bottom bar again")
  func compactWindow() throws {
    let (window, tabs) = Self.shown(.iPadPro11)
    window.resize(to: Rect(x: 0, y: 0, width: 375, height: 834))
    window.layoutIfNeeded()
    #expect(tabs.placement == .bottom)
    expectFrame(tabs.tabBar, Rect(x: 0, y: 769, width: 375, height: 65))
    expectInsets(try #require(tabs.selectedViewController).view, EdgeInsets(top: 24, bottom: 65))
    window.resize(to: nil)
    window.layoutIfNeeded()
    #expect(tabs.placement == .top)
    expectInsets(try #require(tabs.selectedViewController).view, EdgeInsets(top: 74, bottom: 20))
  }

  @Test("a compact home-button iPad window keeps the 50-point bottom bar (B-07)")
  func compactHomeButtonPad() throws {
    let (window, tabs) = Self.shown(.iPad9, orientation: .portrait)
    window.resize(to: Rect(x: 0, y: 0, width: 320, height: 1080))
    window.layoutIfNeeded()
    expectFrame(tabs.tabBar, Rect(x: 0, y: 1030, width: 320, height: 50))
    expectInsets(try #require(tabs.selectedViewController).view, EdgeInsets(top: 20, bottom: 50))
  }

  @Test("the iPhone keeps the bottom bar in every mode")
  func iPhoneUnchanged() throws {
    for mode in TabBarController.Mode.allCases {
      let (window, tabs) = Self.shown(.iPhone15Pro, orientation: .portrait) { $0.mode = mode }
      #expect(tabs.placement == .bottom)
      expectFrame(tabs.tabBar, Rect(x: 0, y: 769, width: 393, height: 83))
      #expect(tabs.sidebar.isHidden)
      withExtendedLifetime(window) {}
    }
  }

  @Test("tabSidebar shows a 320-point sidebar in landscape that overlaps the child's leading edge")
  func sidebarLandscape() throws {
    let (window, tabs) = Self.shown(.iPadPro11) { $0.mode = .tabSidebar }
    #expect(tabs.placement == .sidebar)
    #expect(tabs.tabBar.isHidden)
    expectFrame(tabs.sidebar, Rect(x: 0, y: 0, width: 320, height: 834))
    let child = try #require(tabs.selectedViewController)
    expectFrame(child.view, Rect(x: 0, y: 0, width: 1194, height: 834))
    expectInsets(child.view, EdgeInsets(top: 24, left: 320, bottom: 20))
    #expect(child.additionalSafeAreaInsets == .zero)
    tabs.isSidebarHidden = true
    window.layoutIfNeeded()
    #expect(tabs.placement == .top)
    expectFrame(child.view, Rect(x: 0, y: 0, width: 1194, height: 834))
    expectInsets(child.view, EdgeInsets(top: 74, bottom: 20))
  }

  @Test("tabSidebar hides the sidebar in portrait until the app shows it")
  func sidebarPortrait() throws {
    let (window, tabs) = Self.shown(.iPadPro11, orientation: .portrait) { $0.mode = .tabSidebar }
    #expect(tabs.isSidebarHidden)
    #expect(tabs.placement == .top)
    tabs.isSidebarHidden = false
    window.layoutIfNeeded()
    expectFrame(tabs.sidebar, Rect(x: 0, y: 0, width: 320, height: 1194))
    expectInsets(
      try #require(tabs.selectedViewController).view, EdgeInsets(top: 24, left: 320, bottom: 20))
  }

  @Test("a tiling sidebar resizes and shifts the child beside it, adding nothing to its insets")
  func sidebarTile() throws {
    let (window, tabs) = Self.shown(.iPadPro11) {
      $0.mode = .tabSidebar
      $0.sidebar.preferredLayout = .tile
    }
    let child = try #require(tabs.selectedViewController)
    expectFrame(child.view, Rect(x: 320, y: 0, width: 874, height: 834))
    expectInsets(child.view, EdgeInsets(top: 24, bottom: 20))
    tabs.sidebar.preferredLayout = .overlap
    window.layoutIfNeeded()
    expectFrame(child.view, Rect(x: 0, y: 0, width: 1194, height: 834))
    expectInsets(child.view, EdgeInsets(top: 24, left: 320, bottom: 20))
  }

  @Test("right to left, the sidebar sits at the right edge and covers the child's right side")
  func sidebarRightToLeft() throws {
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    window.layoutDirection = .rightToLeft
    let tabs = TabBarController(name: "tabs")
    let child = ViewController(name: "A")
    tabs.setViewControllers([child], animated: false)
    tabs.mode = .tabSidebar
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    expectFrame(tabs.sidebar, Rect(x: 874, y: 0, width: 320, height: 834))
    expectInsets(child.view, EdgeInsets(top: 24, bottom: 20, right: 320))
  }

  @Test("Apple TV's tab bar sits at the top, from 46 to the child's 157-point top inset")
  func appleTV() throws {
    let (window, tabs) = Self.shown(.appleTV)
    #expect(tabs.placement == .top)
    expectFrame(tabs.tabBar, Rect(x: 0, y: 46, width: 1920, height: 111))
    expectInsets(
      try #require(tabs.selectedViewController).view,
      EdgeInsets(top: 157, left: 80, bottom: 60, right: 80))
    withExtendedLifetime(window) {}
  }

  @Test("Apple TV's bar covers a navigation child too")
  func appleTVNavigation() {
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    let (window, _) = Self.shown(.appleTV, tabs: nav)
    expectInsets(nav.view, EdgeInsets(top: 157, left: 80, bottom: 60, right: 80))
    withExtendedLifetime(window) {}
  }

  @Test("hiding the tab bar leaves the sidebar shown")
  func hiddenBarKeepsSidebar() throws {
    let (window, tabs) = Self.shown(.iPadPro11) {
      $0.mode = .tabSidebar
      $0.isTabBarHidden = true
    }
    #expect(!tabs.sidebar.isHidden)
    #expect(tabs.tabBar.isHidden)
    expectInsets(
      try #require(tabs.selectedViewController).view, EdgeInsets(top: 24, left: 320, bottom: 20))
    withExtendedLifetime(window) {}
  }

  @Test("hiding the tab bar removes the floating bar's inset")
  func hiddenFloating() throws {
    let (window, tabs) = Self.shown(.iPadPro11)
    tabs.isTabBarHidden = true
    window.layoutIfNeeded()
    expectInsets(try #require(tabs.selectedViewController).view, EdgeInsets(top: 24, bottom: 20))
  }
}
