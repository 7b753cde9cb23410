import SafeAreaSim
import Testing

/// The names of the objects a hierarchy built by `build` leaves alive once every reference the
/// test held is gone: empty when the hierarchy frees itself.
///
/// `build` makes a hierarchy, exercises it and returns the objects to watch with their names;
/// only weak references to them outlive the call.
private func survivors(
  _ build: () -> [(name: String, object: AnyObject)]
) -> [String] {
  final class WeakReference {
    let name: String
    weak var object: AnyObject?
    init(name: String, object: AnyObject) {
      self.name = name
      self.object = object
    }
  }
  var watched: [WeakReference] = []
  do {
    let objects = build()
    #expect(!objects.isEmpty, "the test watches nothing")
    watched = objects.map { WeakReference(name: $0.name, object: $0.object) }
  }
  return watched.filter { $0.object != nil }.map(\.name)
}

/// Every view of a controller's loaded view tree, and the controller, with their names.
private func watchList(
  _ controllers: [ViewController], views: [View] = []
) -> [(name: String, object: AnyObject)] {
  var result: [(name: String, object: AnyObject)] = []
  for controller in controllers {
    result.append((controller.name, controller))
    if let view = controller.viewIfLoaded { result.append(("\(controller.name).view", view)) }
  }
  for view in views { result.append((view.name, view)) }
  return result
}

@Suite("Memory: dropped hierarchies are freed")
struct MemoryTests {
  @Test("a plain view tree is freed with its root")
  func plainTree() {
    let alive = survivors {
      let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
      let a = View(name: "a")
      let b = View(name: "b")
      let leaf = View(name: "leaf")
      root.addSubview(a)
      root.addSubview(b)
      b.addSubview(leaf)
      root.layoutIfNeeded()
      return watchList([], views: [root, a, b, leaf])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("trees joined by addSubview across stores are freed, whichever store absorbs")
  func mergedTrees() {
    let alive = survivors {
      // A large tree absorbs a small one, then a small tree is absorbed into a large one.
      let big = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "big")
      var views: [View] = [big]
      for index in 0..<8 {
        let child = View(name: "big.\(index)")
        big.addSubview(child)
        views.append(child)
      }
      let small = View(name: "small")
      let smallChild = View(name: "small.child")
      small.addSubview(smallChild)
      big.addSubview(small)
      let tiny = View(name: "tiny")
      tiny.addSubview(big)
      // A subview moved to another tree and back.
      let other = View(name: "other")
      other.addSubview(smallChild)
      small.addSubview(smallChild)
      tiny.layoutIfNeeded()
      return watchList([], views: views + [small, smallChild, tiny, other])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a subview removed from its tree, or surviving its superview, is freed later")
  func detachedSubviews() {
    let alive = survivors {
      let root = View(name: "root")
      let removed = View(name: "removed")
      let survivor = View(name: "survivor")
      let survivorChild = View(name: "survivor.child")
      root.addSubview(removed)
      root.addSubview(survivor)
      survivor.addSubview(survivorChild)
      removed.removeFromSuperview()
      return watchList([], views: [root, removed, survivor, survivorChild])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a window with a root controller is freed after rotations and layout passes")
  func windowWithRootController() {
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let root = ViewController(name: "root")
      let child = ViewController(name: "child")
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      window.rootViewController = root
      window.makeKeyAndVisible()
      window.rotate(to: .landscapeLeft)
      window.rotate(to: .portrait)
      window.layoutIfNeeded()
      return watchList([root, child], views: [window])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a replaced root controller is freed while its window lives on")
  func replacedRootController() {
    let window = Window(device: .iPhone15Pro)
    window.makeKeyAndVisible()
    let alive = survivors {
      let first = NavigationController(rootViewController: ViewController(name: "A"), name: "nav")
      window.rootViewController = first
      window.layoutIfNeeded()
      let watched = watchList([first] + first.viewControllers, views: [first.navigationBar])
      window.rootViewController = ViewController(name: "second")
      return watched
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a controller with a loaded view, in no window, is freed")
  func controllerWithLoadedView() {
    let alive = survivors {
      let controller = ViewController(name: "loaded")
      let subview = View(name: "subview")
      controller.view.addSubview(subview)
      controller.view.layoutIfNeeded()
      return watchList([controller], views: [subview])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a navigation controller with pushed children is freed, transitions pending or not")
  func navigationController() {
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let root = ViewController(name: "A")
      let nav = NavigationController(rootViewController: root, name: "nav")
      window.rootViewController = nav
      window.makeKeyAndVisible()
      let b = ViewController(name: "B")
      let c = ViewController(name: "C")
      let d = ViewController(name: "D")
      nav.pushViewController(b, animated: false)
      nav.pushViewController(c, animated: true)
      window.runUntilIdle()
      let interactive = nav.beginInteractivePop()
      interactive?.update(progress: 0.5)
      interactive?.cancel()
      nav.setToolbarHidden(false, animated: false)
      nav.pushViewController(d, animated: true)  // still running when dropped
      return watchList([nav, root, b, c, d], views: [window, nav.navigationBar, nav.toolbar])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("controllers popped off a navigation stack are freed while the stack lives on")
  func poppedControllers() {
    let window = Window(device: .iPhone15Pro)
    let nav = NavigationController(rootViewController: ViewController(name: "A"), name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let alive = survivors {
      let b = ViewController(name: "B")
      let c = ViewController(name: "C")
      nav.pushViewController(b, animated: true)
      nav.pushViewController(c, animated: true)
      window.runUntilIdle()
      _ = nav.popViewController(animated: true)
      window.runUntilIdle()
      let interactive = nav.beginInteractivePop()
      interactive?.update(progress: 0.7)
      interactive?.finish()
      window.runUntilIdle()
      return watchList([b, c])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
    #expect(nav.viewControllers.count == 1)
  }

  @Test("a tab bar controller with navigation children is freed")
  func tabBarController() {
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let a = ViewController(name: "A")
      let b = ViewController(name: "B")
      let nav = NavigationController(rootViewController: b, name: "nav")
      let tabs = TabBarController(name: "tabs")
      tabs.setViewControllers([a, nav], animated: false)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      tabs.selectedIndex = 1
      window.layoutIfNeeded()
      tabs.selectedIndex = 0
      window.layoutIfNeeded()
      return watchList([tabs, a, nav, b], views: [window, tabs.tabBar])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a chrome container with chrome views and content is freed, content replaced or not")
  func chromeContainer() {
    let alive = survivors {
      let window = Window(device: .iPhoneX)
      let content = ViewController(name: "content")
      let shell = ChromeContainerController(content: content, name: "shell")
      let player = ChromeView(name: "player", edge: .bottom, size: 50)
      let banner = ChromeView(name: "banner", edge: .top, size: 30)
      shell.addChrome(player)
      shell.addChrome(banner)
      window.rootViewController = shell
      window.makeKeyAndVisible()
      let replaced = ViewController(name: "replaced")
      shell.content = replaced
      window.layoutIfNeeded()
      shell.removeChrome(banner)
      window.layoutIfNeeded()
      return watchList([shell, content, replaced], views: [window, player, banner])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("presented controllers are freed, dismissed or still presented, animated or not")
  func presentedControllers() {
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let root = ViewController(name: "root")
      window.rootViewController = root
      window.makeKeyAndVisible()
      let sheet = ViewController(name: "sheet")
      sheet.modalPresentationStyle = .fullScreen
      root.present(sheet, animated: true)
      window.runUntilIdle()
      let above = NavigationController(rootViewController: ViewController(name: "form"))
      sheet.present(above, animated: false)
      let form = above.viewControllers
      sheet.dismiss(animated: true)
      window.runUntilIdle()
      let modal = ViewController(name: "modal")
      root.present(modal, animated: true)  // still presenting when dropped
      return watchList([root, sheet, above, modal] + form, views: [window])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }

  @Test("a dismissed controller is freed while its presenter lives on")
  func dismissedController() {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alive = survivors {
      let sheet = ViewController(name: "sheet")
      root.present(sheet, animated: true)
      window.runUntilIdle()
      sheet.dismiss(animated: true)
      window.runUntilIdle()
      return watchList([sheet])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
    #expect(root.presentedViewController == nil)
  }

  @Test("lifecycle observers and their captures are freed with the window and controllers")
  func lifecycleObservers() {
    final class Sink {
      var count = 0
    }
    var windowToken: WindowObservationToken?
    var controllerToken: LifecycleObservationToken?
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let nav = NavigationController(rootViewController: ViewController(name: "A"), name: "nav")
      let windowSink = Sink()
      let controllerSink = Sink()
      windowToken = window.addLifecycleObserver(includingViews: true) { _ in windowSink.count += 1 }
      controllerToken = nav.addLifecycleObserver { _ in controllerSink.count += 1 }
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.pushViewController(ViewController(name: "B"), animated: true)
      window.runUntilIdle()
      #expect(windowSink.count > 0 && controllerSink.count > 0)
      return watchList([nav] + nav.viewControllers, views: [window]) + [
        ("window sink", windowSink), ("controller sink", controllerSink),
      ]
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
    // Tokens outliving what they observe do nothing.
    windowToken?.cancel()
    controllerToken?.cancel()
  }

  @Test("view observation closures and their captures are freed with the view")
  func viewObservers() {
    final class Sink {
      var count = 0
    }
    var token: ViewObservationToken?
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let band = View(frame: Rect(x: 0, y: 0, width: 393, height: 200), name: "band")
      let sink = Sink()
      token = band.onSafeAreaInsetsChange { _ in sink.count += 1 }
      band.onLayoutMarginsChange { _ in sink.count += 1 }
      window.addSubview(band)
      window.layoutIfNeeded()
      #expect(sink.count > 0)
      return watchList([], views: [window, band]) + [("sink", sink)]
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
    token?.cancel()
  }

  @Test("safe-area and margin streams finish when their view is freed")
  func asyncStreams() async {
    var streams: [AsyncStream<EdgeInsets>] = []
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let band = View(frame: Rect(x: 0, y: 0, width: 393, height: 200), name: "band")
      streams = [band.safeAreaInsetsUpdates(), band.layoutMarginsUpdates()]
      window.addSubview(band)
      window.layoutIfNeeded()
      return watchList([], views: [window, band])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
    // Each stream holds the values delivered before the view went, then ends.
    for stream in streams {
      var values: [EdgeInsets] = []
      for await insets in stream { values.append(insets) }
      #expect(!values.isEmpty)
    }
  }

  @Test("a stream dropped by its consumer is forgotten and its view is freed")
  func droppedStream() {
    let alive = survivors {
      let window = Window(device: .iPhone15Pro)
      let band = View(frame: Rect(x: 0, y: 0, width: 393, height: 200), name: "band")
      _ = band.safeAreaInsetsUpdates()
      window.addSubview(band)
      window.layoutIfNeeded()
      window.rotate(to: .landscapeLeft)
      window.layoutIfNeeded()
      return watchList([], views: [window, band])
    }
    #expect(alive.isEmpty, "still alive: \(alive)")
  }
}
