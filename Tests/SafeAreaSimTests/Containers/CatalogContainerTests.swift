import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

/// Group B across the whole catalog: every device in every supported orientation.
@Suite("Bars across the device catalog")
struct CatalogContainerTests {
  static let phonesAndPads = DeviceProfile.catalog.filter { $0.idiom != .tv }

  @Test(
    "navigation bar placement and height, and the child's top inset (B-01..B-04, B-10, B-11)",
    arguments: phonesAndPads)
  func navigation(_ device: DeviceProfile) {
    for orientation in Orientation.allCases where device.supports(orientation) {
      let (window, nav, root) = NavigationControllerTests.shown(device, orientation: orientation)
      let windowTop = window.safeAreaInsets.top
      let compactPhone =
        device.idiom == .phone && orientation.isLandscape
        && device.landscapeSizeClasses.horizontal == .compact
      let height: Double = device.idiom == .pad ? 50 : (compactPhone ? 32 : 44)
      var minY = windowTop
      if device.sensorHousing == .dynamicIsland && orientation.isPortrait {
        minY = windowTop == 59 ? 53.667 : windowTop - 5.667
      }
      let bar = nav.navigationBar.frameInWindow
      #expect(
        bar.minY.isApproximatelyEqual(to: minY, tolerance: 0.01), "\(device.name) \(orientation)")
      #expect(bar.height == height, "\(device.name) \(orientation)")
      #expect(
        root.view.safeAreaInsets.top.isApproximatelyEqual(to: bar.maxY, tolerance: 0.01),
        "\(device.name) \(orientation)")
      #expect(root.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom)
    }
  }

  @Test("tab bar height through the bottom inset (B-05..B-07)", arguments: phonesAndPads)
  func tabBar(_ device: DeviceProfile) {
    for orientation in Orientation.allCases where device.supports(orientation) {
      let scene = TabBarControllerTests.shown(device, orientation: orientation)
      if device.idiom == .pad {
        // iPadOS 18 floats the bar at the top in regular width; a compact window (a third of
        // the screen) keeps the bottom bar.
        let frame = scene.window.bounds
        scene.window.resize(to: Rect(x: 0, y: 0, width: 320, height: frame.height))
        scene.window.layoutIfNeeded()
        #expect(scene.tabs.placement == .bottom, "\(device.name) \(orientation)")
      }
      let bottom = scene.window.safeAreaInsets.bottom
      let compactPhone =
        device.idiom == .phone && orientation.isLandscape
        && device.landscapeSizeClasses.horizontal == .compact
      let own: Double =
        device.idiom == .pad ? (bottom > 0 ? 45 : 50) : (compactPhone ? 32 : 49)
      let bar = scene.tabs.tabBar.frameInWindow
      #expect(bar.height == own + bottom, "\(device.name) \(orientation)")
      #expect(bar.maxY == scene.window.bounds.maxY)
      #expect(scene.a.view.safeAreaInsets.bottom == own + bottom)
      #expect(scene.a.view.safeAreaInsets.top == scene.window.safeAreaInsets.top)
    }
  }
}

@Suite("Nesting containers")
struct NestingTests {
  @Test("chrome around a navigation controller: the bar and the chrome both reach the child")
  func chromeAroundNavigation() {
    let window = Window(device: .iPhone15Pro)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    let shell = ChromeContainerController(content: nav, name: "shell")
    shell.addChrome(ChromeView(name: "player", edge: .bottom, size: 60))
    window.rootViewController = shell
    window.makeKeyAndVisible()
    expectInsets(nav.view, EdgeInsets(top: 59, bottom: 94))
    expectInsets(list.view, EdgeInsets(top: 97.667, bottom: 94))
    #expect(nav.additionalSafeAreaInsets == EdgeInsets(bottom: 60))
    #expect(list.additionalSafeAreaInsets == .zero)
  }

  @Test("chrome inside chrome: each level adds what it covers beyond what it inherits")
  func chromeInsideChrome() {
    let window = Window(device: .iPhoneX, orientation: .landscapeLeft)
    let content = ViewController(name: "content")
    let inner = ChromeContainerController(content: content, name: "inner")
    inner.addChrome(ChromeView(name: "innerBar", edge: .bottom, size: 30))
    let outer = ChromeContainerController(content: inner, name: "outer")
    outer.addChrome(ChromeView(name: "side", edge: .left, size: 100))
    outer.addChrome(ChromeView(name: "player", edge: .bottom, size: 50))
    window.rootViewController = outer
    window.makeKeyAndVisible()
    // Outer: side band 100 + 44, player band 50 + 21 (spanning right of the side panel).
    expectInsets(inner.view, EdgeInsets(left: 144, bottom: 71, right: 44))
    // Inner: its bar absorbs nothing more (the bottom inset, 71, is already covered by the
    // outer player, so its band is 30 + 71 = 101).
    expectInsets(content.view, EdgeInsets(left: 144, bottom: 101, right: 44))
    #expect(content.additionalSafeAreaInsets == EdgeInsets(bottom: 30))
  }

  @Test("navigation inside chrome inside tabs, to depth, in one pass")
  func deepNesting() {
    let window = Window(device: .iPhone15Pro)
    var current: ViewController = ViewController(name: "leaf")
    let leaf = current
    for level in 0..<20 {
      if level % 2 == 0 {
        current = NavigationController(rootViewController: current, name: "nav\(level)")
      } else {
        let shell = ChromeContainerController(content: current, name: "shell\(level)")
        shell.addChrome(ChromeView(name: "chrome\(level)", edge: .bottom, size: 1))
        current = shell
      }
    }
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([current], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(leaf.appearanceState == .appeared)
    // Ten navigation bars stacked do not stack insets (each bar is placed at its view's safe
    // top: the nested bars sit one below the other).
    #expect(leaf.view.safeAreaInsets.top > 97)
    #expect(leaf.view.safeAreaInsets.bottom == 83 + 10)
  }
}
