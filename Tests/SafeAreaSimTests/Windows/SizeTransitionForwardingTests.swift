import SafeAreaSim
import Testing

/// Issue 11, point 4: which controllers hear `viewWillTransition(to:with:)`, with which size
/// (research section 1: the APPLE same-size rule and UINavigationController's code).
@Suite("Size-change forwarding")
struct SizeTransitionForwardingTests {
  /// The size-transition and layout lines of one controller.
  static func lines(of name: String, in log: TraceLog) -> [String] {
    log.lines.filter {
      $0.hasPrefix("\(name).") && ($0.contains("Transition") || $0.contains("Layout"))
    }
  }

  @Test("a covered navigation child hears a resize only while its old frame differs (radar)")
  func openradar24277475() {
    // openradar 24277475: stack [one, two] in Split View; 1/2 -> 2/3 reaches both,
    // 2/3 -> 1/2 reaches only the top controller.
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    let one = ViewController(name: "one")
    let nav = NavigationController(rootViewController: one, name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    window.resize(to: Rect(x: 0, y: 0, width: 592, height: 834))
    nav.pushViewController(ViewController(name: "two"), animated: false)
    window.layoutIfNeeded()
    let log = TraceLog(window)
    window.resize(to: Rect(x: 0, y: 0, width: 809, height: 834))
    #expect(
      log.take { $0.contains("Transition") } == [
        "nav.viewWillTransitionToSize(809x834)", "one.viewWillTransitionToSize(809x834)",
        "two.viewWillTransitionToSize(809x834)",
      ])
    window.resize(to: Rect(x: 0, y: 0, width: 592, height: 834))
    #expect(
      log.take { $0.contains("Transition") } == [
        "nav.viewWillTransitionToSize(592x834)", "two.viewWillTransitionToSize(592x834)",
      ])
    // The covered controller was not laid out while away: it keeps its old frame.
    #expect(one.view.frame.size == Size(width: 592, height: 834))
  }

  @Test("the top navigation child keeps its difference in size to the container")
  func topChildSize() {
    let window = Window(device: .iPhone15Pro)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    nav.navigationBar.isTranslucent = false
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let before = list.view.frame.size
    #expect(before.height < 852)
    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    // newParentSize - navView.size + topChild.size: 852 x (393 - 852 + childHeight).
    let expected = Size(width: 852, height: 393 - 852 + before.height)
    #expect(
      log.lines.filter { $0.hasPrefix("list.viewWillTransition") } == [
        "list.viewWillTransitionToSize(\(expected.width.formatted)x\(expected.height.formatted))"
      ])
  }

  @Test("a tab bar controller forwards to its loaded tabs only, and never lays out a hidden one")
  func tabs() {
    let window = Window(device: .iPhone15Pro)
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    let third = ViewController(name: "third")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([first, second, third], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(!third.isViewLoaded)

    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(
      log.lines.filter { $0.contains("Transition") } == [
        "tabs.viewWillTransitionToSize(852x393)", "first.viewWillTransitionToSize(852x393)",
        "second.viewWillTransitionToSize(852x393)",
      ])
    #expect(Self.lines(of: "first", in: log).count == 1)
    #expect(!third.isViewLoaded)
    #expect(first.view.frame.size == Size(width: 393, height: 852))

    // Back to portrait: the hidden tab's stale frame already has the size, so it is skipped.
    log.lines.removeAll()
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    #expect(
      log.lines.filter { $0.contains("Transition") } == [
        "tabs.viewWillTransitionToSize(393x852)", "second.viewWillTransitionToSize(393x852)",
      ])
  }

  @Test("a tab that was away catches up in one layout pass within its appearance callbacks")
  func catchUp() throws {
    let window = Window(device: .iPhone15Pro)
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([first, second], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.selectedIndex = 1
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()

    let log = TraceLog(window)
    tabs.selectedIndex = 0
    window.layoutIfNeeded()
    let events = log.lines.filter { $0.hasPrefix("first.") }
    #expect(!events.contains { $0.contains("Transition") })
    let willAppear = try #require(events.firstIndex { $0.contains("viewWillAppear") })
    let didAppear = try #require(events.firstIndex { $0.contains("viewDidAppear") })
    let layouts = events.indices.filter { events[$0].contains("viewDidLayoutSubviews") }
    #expect(layouts.count == 1)
    let layout = try #require(layouts.first)
    #expect(willAppear < layout && layout < didAppear)
    #expect(first.view.frame.size == Size(width: 852, height: 393))
  }

  @Test("a controller whose view is not loaded hears nothing")
  func unloaded() {
    let window = Window(device: .iPhone15Pro)
    let host = FrameKeepingHost(name: "host")
    let loaded = ViewController(name: "loaded")
    let lazy = ViewController(name: "lazy")
    host.addChild(loaded)
    host.addChild(lazy)
    window.rootViewController = host
    window.makeKeyAndVisible()
    host.view.addSubview(loaded.view)
    window.layoutIfNeeded()
    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    #expect(
      log.lines.filter { $0.contains("Transition") } == [
        "host.viewWillTransitionToSize(852x393)", "loaded.viewWillTransitionToSize(426x100)",
      ])
  }
}

/// A custom container whose children are half its width and 100 points tall.
final class FrameKeepingHost: ViewController {
  override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    Size(width: parentSize.width / 2, height: 100)
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for child in children where child.viewIfLoaded?.superview === view {
      child.setViewFrame(Rect(x: 0, y: 0, width: view.bounds.width / 2, height: 100))
    }
  }
}

extension Double {
  /// The trace's number format: integers without a fraction, at most 3 decimals.
  fileprivate var formatted: String {
    let rounded = (self * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
