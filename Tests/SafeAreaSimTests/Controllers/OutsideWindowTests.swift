import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// Issue 11, point 2: a view or controller outside the window reports zero safe-area insets,
/// is neither laid out nor called back there, and catches up in one pass when it returns.
@Suite("Outside the window")
struct OutsideWindowTests {
  @Test("the child of a dismissed form-sheet navigation controller has zero insets")
  func dismissedFormSheet() {
    let window = Window(device: .iPadPro11)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = ViewController(name: "child")
    let nav = NavigationController(rootViewController: child, name: "nav")
    nav.modalPresentationStyle = .formSheet
    root.present(nav, animated: false)
    #expect(child.view.safeAreaInsets.top > 0)
    root.dismiss(animated: false)
    #expect(child.view.window == nil)
    #expect(child.view.safeAreaInsets == .zero)
    #expect(nav.view.safeAreaInsets == .zero)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == .zero)
  }

  @Test("a presenter covered by a full-screen presentation keeps no bar insets")
  func coveredByFullScreen() {
    let window = Window(device: .iPhone15Pro)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    expectInsets(list.view, EdgeInsets(top: 97.667, bottom: 34))
    let cover = ViewController(name: "cover")
    cover.modalPresentationStyle = .fullScreen
    nav.present(cover, animated: false)
    #expect(nav.view.window == nil)
    #expect(list.view.safeAreaInsets == .zero)
    #expect(nav.view.safeAreaInsets == .zero)
    // Back: the whole tree catches up, with the callbacks of a change from zero.
    let log = TraceLog(window)
    nav.dismiss(animated: false)
    expectInsets(list.view, EdgeInsets(top: 97.667, bottom: 34))
    #expect(log.lines.filter { $0.hasPrefix("list.viewSafeAreaInsetsDidChange") }.count == 1)
  }

  @Test("an unselected tab is not laid out while away and catches up when selected again")
  func hiddenTabWaits() {
    let window = Window(device: .iPhone15Pro)
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([first, second], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(first.view.safeAreaInsets == .zero)

    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(!log.lines.contains { $0.hasPrefix("first.view") && $0.contains("Layout") })
    #expect(first.view.safeAreaInsets == .zero)

    log.lines.removeAll()
    tabs.selectedIndex = 0
    window.layoutIfNeeded()
    #expect(first.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 53, right: 59))
    let firstEvents = log.lines.filter { $0.hasPrefix("first.") }
    #expect(firstEvents.filter { $0.contains("viewSafeAreaInsetsDidChange") }.count == 1)
    #expect(firstEvents.filter { $0.contains("viewDidLayoutSubviews") }.count == 1)
  }

  @Test("an explicit layoutIfNeeded() lays out a tree outside any window")
  func explicitLayoutOutside() {
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "container")
    let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "child")
    container.addSubview(child)
    child.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    container.layoutIfNeeded()
    #expect(child.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(child.safeAreaInsets == .zero)
  }
}
