import SafeAreaSim
import Testing

/// F-04: navigation controllers let their top controller decide the status bar, tab bar
/// controllers their selected one.
@Suite("Status bar forwarding")
struct StatusBarForwardingTests {
  @Test("a pushed controller that prefers the status bar hidden hides it; popping shows it")
  func navigationForwardsToTop() {
    let window = Window(device: .iPhone8)
    let nav = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    #expect(window.isStatusBarVisible)
    #expect(nav.childForStatusBarHidden?.name == "list")

    let photo = StatusBarHider(name: "photo")
    nav.pushViewController(photo, animated: false)
    window.layoutIfNeeded()
    #expect(!window.isStatusBarVisible)
    // A home-button phone: the 44-point bar moves up to the top of the screen.
    #expect(photo.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 375, height: 44))

    _ = nav.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(window.isStatusBarVisible)
    #expect(nav.topViewController?.view.safeAreaInsets.top == 64)
  }

  @Test("an animated push hides the status bar when it begins")
  func animatedPush() {
    let window = Window(device: .iPhone8)
    let nav = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(StatusBarHider(name: "photo"), animated: true)
    window.layoutIfNeeded()
    #expect(!window.isStatusBarVisible)
    window.advance(by: 1)
    #expect(!window.isStatusBarVisible)
  }

  @Test("the selected tab decides the status bar, on iPad too (24 points)")
  func tabBarForwardsToSelected() {
    let window = Window(device: .iPadPro11)
    let tabs = TabBarController(name: "tabs")
    let hider = StatusBarHider(name: "hider")
    tabs.setViewControllers([ViewController(name: "first"), hider], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(window.isStatusBarVisible)
    // The status bar's 24 plus the floating tab bar's 50 (F-05).
    #expect(tabs.selectedViewController?.view.safeAreaInsets.top == 74)

    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(!window.isStatusBarVisible)
    // The floating bar moves up with the safe area's top: 0 + 50.
    #expect(hider.view.safeAreaInsets.top == 50)

    tabs.selectedIndex = 0
    window.layoutIfNeeded()
    #expect(window.isStatusBarVisible)
  }

  @Test("a navigation controller inside a tab forwards further: tab, then top controller")
  func nestedForwarding() {
    let window = Window(device: .iPhone8)
    let nav = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([nav, ViewController(name: "other")], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let hider = StatusBarHider(name: "photo")
    nav.pushViewController(hider, animated: false)
    window.layoutIfNeeded()
    #expect(!window.isStatusBarVisible)

    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(window.isStatusBarVisible)
  }

  @Test("a changed preference takes effect at setNeedsStatusBarAppearanceUpdate, not before")
  func changedPreferenceNeedsUpdate() {
    let window = Window(device: .iPhone8)
    let hider = StatusBarHider(name: "photo")
    hider.hides = false
    let nav = NavigationController(rootViewController: hider, name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    #expect(window.isStatusBarVisible)
    hider.hides = true
    window.layoutIfNeeded()
    #expect(window.isStatusBarVisible)
    hider.setNeedsStatusBarAppearanceUpdate()
    window.layoutIfNeeded()
    #expect(!window.isStatusBarVisible)
  }
}
