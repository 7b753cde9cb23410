import SafeAreaSim
import Testing

/// A device as reference groups A and B describe it, written out by hand from
/// shared/reference/uikit-behaviour.md so that the seed-sample tests derive their expected
/// frames from the documented numbers, not from the simulator's own tables.
struct ReferenceDevice: Sendable, CustomTestStringConvertible {
  /// The catalog name of the device.
  var name: String
  /// Whether it is an iPad (C-20: iPads have 20-point minimum side margins).
  var isPad: Bool
  /// The portrait screen size in points.
  var portraitSize: Size
  /// The portrait safe-area insets of the window.
  var portraitInsets: EdgeInsets
  /// The landscape safe-area insets of the window.
  var landscapeInsets: EdgeInsets
  /// Where a navigation bar starts in portrait (B-10: one pixel above the status bar's bottom
  /// on Dynamic Island phones; the top inset elsewhere).
  var portraitNavigationBarMinY: Double
  /// The navigation bar's height in portrait and in landscape (B-01..B-03).
  var navigationBarHeights: (portrait: Double, landscape: Double)
  /// The tab bar's height in portrait and in landscape, the bottom safe area it extends
  /// through included (B-05..B-07).
  var tabBarHeights: (portrait: Double, landscape: Double)

  var testDescription: String { name }

  /// The catalog profile of the device.
  func profile() throws -> DeviceProfile { try DeviceProfile.named(name) }

  /// The screen's size in an orientation.
  func size(_ orientation: Orientation) -> Size {
    orientation.isPortrait
      ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// The window's safe-area insets in an orientation.
  func insets(_ orientation: Orientation) -> EdgeInsets {
    orientation.isPortrait ? portraitInsets : landscapeInsets
  }

  /// The bottom of a navigation bar at the top of the screen.
  func navigationBarMaxY(_ orientation: Orientation) -> Double {
    orientation.isPortrait
      ? portraitNavigationBarMinY + navigationBarHeights.portrait
      : landscapeInsets.top + navigationBarHeights.landscape
  }

  /// The tab bar's full height at the bottom of the screen.
  func tabBarHeight(_ orientation: Orientation) -> Double {
    orientation.isPortrait ? tabBarHeights.portrait : tabBarHeights.landscape
  }

  /// The smallest side margin of a controller's root view `width` points wide (C-19, C-20):
  /// 20 on iPad; on a phone 16 when the screen has side insets (landscape Face ID phones, where
  /// the 16 come on top of the inset), else 20 from 414 points wide and 16 below.
  func minimumSideMargin(_ orientation: Orientation, width: Double) -> Double {
    if isPad { return 20 }
    if insets(orientation).left > 0 || insets(orientation).right > 0 { return 16 }
    return width >= 414 ? 20 : 16
  }

  /// iPhone 8 / SE 2nd & 3rd gen, 375x667, portrait (20,0,0,0), landscape zero; bars
  /// 44/32 (B-01, B-02), tab bar 49/32 (B-05).
  static func homeButtonPhone(_ name: String) -> ReferenceDevice {
    ReferenceDevice(
      name: name, isPad: false, portraitSize: Size(width: 375, height: 667),
      portraitInsets: EdgeInsets(top: 20), landscapeInsets: .zero, portraitNavigationBarMinY: 20,
      navigationBarHeights: (44, 32), tabBarHeights: (49, 32))
  }

  static let iPhoneSE3 = homeButtonPhone("iPhone SE (3rd generation)")
  static let iPhone8 = homeButtonPhone("iPhone 8")

  /// 375x812, portrait (44,0,34,0), landscape (0,44,21,44); compact in landscape, so
  /// bars 44/32 (B-02) and a tab bar of 49+34 / 32+21 (B-06).
  static let iPhoneX = ReferenceDevice(
    name: "iPhone X", isPad: false, portraitSize: Size(width: 375, height: 812),
    portraitInsets: EdgeInsets(top: 44, bottom: 34),
    landscapeInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
    portraitNavigationBarMinY: 44, navigationBarHeights: (44, 32),
    tabBarHeights: (49 + 34, 32 + 21))

  /// 393x852, portrait (59,0,34,0), landscape (0,59,21,59); the bar starts at
  /// 54 − 1/3 (B-10); compact in landscape (B-02, X-8).
  static let iPhone15Pro = ReferenceDevice(
    name: "iPhone 15 Pro", isPad: false, portraitSize: Size(width: 393, height: 852),
    portraitInsets: EdgeInsets(top: 59, bottom: 34),
    landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitNavigationBarMinY: 54 - 1.0 / 3, navigationBarHeights: (44, 32),
    tabBarHeights: (49 + 34, 32 + 21))

  /// 430x932, insets as A-10; regular width in landscape, so 44-point bars and a tab bar
  /// of 49+21 there (B-02, B-06).
  static let iPhone15ProMax = ReferenceDevice(
    name: "iPhone 15 Pro Max", isPad: false, portraitSize: Size(width: 430, height: 932),
    portraitInsets: EdgeInsets(top: 59, bottom: 34),
    landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitNavigationBarMinY: 54 - 1.0 / 3, navigationBarHeights: (44, 44),
    tabBarHeights: (49 + 34, 49 + 21))

  /// 834x1194, (24,0,20,0) in both orientations (status bar 24, B-09); 50-point
  /// bars (B-03). The iPadOS 18 tab bar floats at the top in regular width and shows in a
  /// navigation child's bar row (F-05), so the bottom keeps only the 20-point home indicator.
  static let iPadPro11 = ReferenceDevice(
    name: "iPad Pro (11-inch) (4th generation)", isPad: true,
    portraitSize: Size(width: 834, height: 1194), portraitInsets: EdgeInsets(top: 24, bottom: 20),
    landscapeInsets: EdgeInsets(top: 24, bottom: 20), portraitNavigationBarMinY: 24,
    navigationBarHeights: (50, 50), tabBarHeights: (20, 20))

  static let all: [ReferenceDevice] = [
    iPhoneSE3, iPhone8, iPhoneX, iPhone15Pro, iPhone15ProMax, iPadPro11,
  ]
}

/// The container a seed sample's controller is shown in.
enum SampleHost: String, CaseIterable, Sendable {
  /// The window's root controller.
  case plain
  /// The root of a navigation controller with the default translucent bar (C-10).
  case navigation
  /// The root of a navigation controller whose bar is opaque (C-11).
  case opaqueNavigation
  /// The root of a navigation controller that is a tab bar controller's first tab.
  case tabsAndNavigation
  /// The content of a chrome container with a 50-point bottom player.
  case bottomChrome
  /// The content of a chrome container with a 100-point panel on the left.
  case sideChrome

  static let bottomChromeSize = 50.0
  static let sideChromeSize = 100.0

  /// Shows `content` in this container in `window`.
  func show(_ content: ViewController, in window: Window) {
    switch self {
    case .plain:
      window.rootViewController = content
    case .navigation, .opaqueNavigation:
      let nav = NavigationController(rootViewController: content, name: "nav")
      nav.navigationBar.isTranslucent = self == .navigation
      window.rootViewController = nav
    case .tabsAndNavigation:
      let nav = NavigationController(rootViewController: content, name: "nav")
      let tabs = TabBarController(name: "tabs")
      tabs.setViewControllers([nav, ViewController(name: "other")], animated: false)
      window.rootViewController = tabs
    case .bottomChrome, .sideChrome:
      let shell = ChromeContainerController(content: content, name: "shell")
      shell.addChrome(
        self == .bottomChrome
          ? ChromeView(name: "player", edge: .bottom, size: Self.bottomChromeSize)
          : ChromeView(name: "panel", edge: .left, size: Self.sideChromeSize))
      window.rootViewController = shell
    }
    window.makeKeyAndVisible()
  }

  /// The content controller's view frame in the window, by the reference rules: the full
  /// screen, except below an opaque navigation bar (C-11).
  func expectedViewFrame(_ device: ReferenceDevice, _ orientation: Orientation) -> Rect {
    let size = device.size(orientation)
    guard self == .opaqueNavigation else {
      return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
    let top = device.navigationBarMaxY(orientation)
    return Rect(x: 0, y: top, width: size.width, height: size.height - top)
  }

  /// The content controller's view's safe-area insets, by the reference rules.
  func expectedSafeAreaInsets(_ device: ReferenceDevice, _ orientation: Orientation) -> EdgeInsets {
    var insets = device.insets(orientation)
    switch self {
    case .plain:
      break
    case .navigation:
      // C-10, B-11: the translucent bar raises the top inset to the bar's bottom.
      insets.top = device.navigationBarMaxY(orientation)
    case .opaqueNavigation:
      // C-11: the view starts below the bar, which covers nothing of it.
      insets.top = 0
    case .tabsAndNavigation:
      // C-10 and C-13 (translucent tab bar): the bars' full heights become the insets.
      insets.top = device.navigationBarMaxY(orientation)
      insets.bottom = device.tabBarHeight(orientation)
    case .bottomChrome:
      // C-06, C-07: the player's band absorbs the home indicator; the child gets 50 beyond it.
      insets.bottom += Self.bottomChromeSize
    case .sideChrome:
      insets.left += Self.sideChromeSize
    }
    return insets
  }

  /// The content controller's view's layout margins, by C-18..C-21: the system minimum at
  /// the sides (the root view's own 8 are below it), zero at the top and bottom, and the safe
  /// area added on every edge (`insetsLayoutMarginsFromSafeArea`).
  func expectedLayoutMargins(_ device: ReferenceDevice, _ orientation: Orientation) -> EdgeInsets {
    let safe = expectedSafeAreaInsets(device, orientation)
    let width = expectedViewFrame(device, orientation).width
    let side = device.minimumSideMargin(orientation, width: width)
    return EdgeInsets(
      top: safe.top, left: side + safe.left, bottom: safe.bottom, right: side + safe.right)
  }
}
