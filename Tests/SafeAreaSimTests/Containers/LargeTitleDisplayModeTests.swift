import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// `largeTitleDisplayMode` (B-04): large titles add 52 points to the bar while the top item's
/// mode, followed down the stack through `.automatic` items, allows them.
@Suite("Large title display mode")
struct LargeTitleDisplayModeTests {
  static func shown() -> (Window, NavigationController, ViewController) {
    let window = Window(device: .iPhoneX)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    nav.navigationBar.prefersLargeTitles = true
    window.rootViewController = nav
    window.makeKeyAndVisible()
    return (window, nav, list)
  }

  @Test("a pushed .never screen under a large-title root gets the 44-point bar; pop restores 96")
  func neverUnderLargeRoot() {
    let (window, nav, list) = Self.shown()
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 96))
    let detail = ViewController(name: "detail")
    detail.navigationItem.largeTitleDisplayMode = .never
    nav.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(!nav.showsLargeTitle)
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 44))
    expectInsets(detail.view, EdgeInsets(top: 88, bottom: 34))

    // .automatic takes the mode of the item below: still small.
    let more = ViewController(name: "more")
    nav.pushViewController(more, animated: false)
    window.layoutIfNeeded()
    expectInsets(more.view, EdgeInsets(top: 88, bottom: 34))

    _ = nav.popToRootViewController(animated: false)
    window.layoutIfNeeded()
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 96))
    expectInsets(list.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test(".always over a .never item shows a large title again")
  func alwaysOverNever() {
    let (window, nav, list) = Self.shown()
    list.navigationItem.largeTitleDisplayMode = .never
    window.layoutIfNeeded()
    expectInsets(list.view, EdgeInsets(top: 88, bottom: 34))
    let detail = ViewController(name: "detail")
    detail.navigationItem.largeTitleDisplayMode = .always
    nav.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    expectInsets(detail.view, EdgeInsets(top: 140, bottom: 34))
  }

  @Test(".always without prefersLargeTitles keeps the standard bar")
  func alwaysNeedsPrefersLargeTitles() {
    let (window, nav, list) = Self.shown()
    nav.navigationBar.prefersLargeTitles = false
    list.navigationItem.largeTitleDisplayMode = .always
    window.layoutIfNeeded()
    expectFrame(nav.navigationBar, Rect(x: 0, y: 44, width: 375, height: 44))
  }

  @Test("compact height shows no large title: the 32-point bar in landscape")
  func compactHeight() {
    let (window, nav, _) = Self.shown()
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(nav.navigationBar.frame.height == 32)
  }

  @Test("Apple TV shows no large titles: prefersLargeTitles and .always leave the 50-point bar")
  func noLargeTitlesOnAppleTV() {
    let window = Window(device: .appleTV)
    let list = ViewController(name: "list")
    list.navigationItem.largeTitleDisplayMode = .always
    let nav = NavigationController(rootViewController: list, name: "nav")
    nav.navigationBar.prefersLargeTitles = true
    window.rootViewController = nav
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(!nav.showsLargeTitle)
    #expect(nav.navigationBar.frame.height == 50)
    expectInsets(list.view, EdgeInsets(top: 110, left: 80, bottom: 60, right: 80))
    #expect(
      BarMetrics.navigationBarHeight(
        idiom: .tv, sizeClasses: .regularRegular, prefersLargeTitles: true) == 50)
  }
}
