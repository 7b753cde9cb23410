import SafeAreaSim
import Testing

/// Where events go after the hierarchy changes: the routes each controller caches must follow
/// a subtree that moves, while a change at the bottom of a deep hierarchy costs what the moved
/// subtree costs, not the depth above it.
@Suite("Event routes")
struct EventRouteTests {
  /// Records the subjects of the events an observer hears.
  final class Heard {
    var subjects: [String] = []
  }

  private func observe(_ controller: ViewController) -> Heard {
    let heard = Heard()
    controller.addLifecycleObserver { heard.subjects.append($0.subject) }
    return heard
  }

  @Test("a subtree that leaves a hierarchy takes its events with it, and to its new one")
  func leavingSubtree() {
    let root = ViewController(name: "root")
    let middle = ViewController(name: "middle")
    let branch = ViewController(name: "branch")
    let leaf = ViewController(name: "leaf")
    root.addChild(middle)
    middle.addChild(branch)
    branch.addChild(leaf)
    let atRoot = observe(root)
    let atBranch = observe(branch)
    leaf.didMove(toParent: branch)  // learns and caches the route
    #expect(atRoot.subjects == ["leaf"])

    branch.removeFromParent()
    atRoot.subjects.removeAll()
    atBranch.subjects.removeAll()
    leaf.didMove(toParent: branch)
    #expect(atRoot.subjects.isEmpty)
    #expect(atBranch.subjects == ["leaf"])

    let other = ViewController(name: "other")
    let atOther = observe(other)
    other.addChild(branch)
    atOther.subjects.removeAll()
    leaf.didMove(toParent: branch)
    #expect(atOther.subjects == ["leaf"])
    #expect(atRoot.subjects.isEmpty)
  }

  @Test("a controller below one that leaves a window's hierarchy no longer finds the window")
  func leavingWindow() {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    let branch = ViewController(name: "branch")
    let leaf = ViewController(name: "leaf")
    root.addChild(branch)
    branch.addChild(leaf)
    window.rootViewController = root
    #expect(leaf.window === window)
    branch.removeFromParent()
    #expect(leaf.window == nil)
    root.addChild(branch)
    #expect(leaf.window === window)
  }

  @Test("a subtree joining a container through willMove(toParent:) routes to it until it leaves")
  func containmentRouteBelowLeavingSubtree() {
    let root = ViewController(name: "root")
    let middle = ViewController(name: "middle")
    let host = ViewController(name: "host")
    root.addChild(middle)
    middle.addChild(host)
    // A guest on its way into `host`, not yet its child, with a child of its own.
    let guest = ViewController(name: "guest")
    let guestChild = ViewController(name: "guestChild")
    guest.addChild(guestChild)
    guest.willMove(toParent: host)
    let atRoot = observe(root)
    let atHost = observe(host)
    guestChild.didMove(toParent: guest)
    #expect(atRoot.subjects == ["guestChild"])

    host.removeFromParent()
    atRoot.subjects.removeAll()
    atHost.subjects.removeAll()
    guestChild.didMove(toParent: guest)
    #expect(atRoot.subjects.isEmpty)
    #expect(atHost.subjects == ["guestChild"])
  }

  @Test("a presented controller's subtree follows its presenter out of a hierarchy")
  func presentedBelowLeavingSubtree() {
    let window = Window(device: .iPhone15Pro)
    let root = ViewController(name: "root")
    let branch = ViewController(name: "branch")
    root.addChild(branch)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = ViewController(name: "presented")
    let presentedChild = ViewController(name: "presentedChild")
    presented.addChild(presentedChild)
    root.view.addSubview(branch.view)
    branch.didMove(toParent: root)
    branch.definesPresentationContext = true
    presented.modalPresentationStyle = .overCurrentContext
    branch.present(presented, animated: false)
    #expect(presented.presentingViewController === branch)
    #expect(presentedChild.window === window)
    let atRoot = observe(root)
    let atBranch = observe(branch)
    presentedChild.didMove(toParent: presented)
    #expect(atRoot.subjects == ["presentedChild"])
    #expect(atBranch.subjects == ["presentedChild"])

    branch.removeFromParent()
    atRoot.subjects.removeAll()
    atBranch.subjects.removeAll()
    presentedChild.didMove(toParent: presented)
    #expect(atRoot.subjects.isEmpty)
    #expect(atBranch.subjects == ["presentedChild"])
  }

  @Test(
    "a deep nesting is taken apart from the inside out, each level's events reaching the window",
    .timeLimit(.minutes(1)))
  func insideOutTeardown() {
    let levels = 20_000
    var containers: [ChromeContainerController] = []
    var current = ViewController(name: "leaf")
    for level in 0..<levels {
      let shell = ChromeContainerController(content: current, name: "shell\(level)")
      containers.append(shell)
      current = shell
    }
    let window = Window(device: .iPhone15Pro)
    var removals = 0
    window.addLifecycleObserver { event in
      if event.kind == .didMoveToParent && event.parent == nil { removals += 1 }
    }
    window.rootViewController = current
    window.makeKeyAndVisible()
    // Each removal used to walk every level above it (quadratic: minutes at this depth).
    for shell in containers { shell.content = nil }
    #expect(removals == levels)
    #expect(containers.allSatisfy { $0.children.isEmpty })
  }

  @Test("adding a controller with children checks ancestry without walking a deep hierarchy")
  func ancestryCheckUnderDeepChain() {
    let root = ViewController(name: "root")
    var bottom = root
    for index in 0..<20_000 {
      let child = ViewController(name: "c\(index)")
      bottom.addChild(child)
      bottom = child
    }
    let small = ViewController(name: "small")
    small.addChild(ViewController(name: "smallChild"))
    // Moving a two-controller subtree between the two deepest levels, many times.
    let above = bottom.parent ?? root
    for round in 0..<20_000 {
      (round.isMultiple(of: 2) ? bottom : above).addChild(small)
    }
    #expect(small.parent === above)
    #expect(above.children.count == 2)
  }

  @Test("adding an ancestor as a child fails a precondition naming both controllers")
  func ancestorAsChild() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let top = ViewController(name: "top")
      let middle = ViewController(name: "middle")
      let bottom = ViewController(name: "bottom")
      top.addChild(middle)
      middle.addChild(bottom)
      bottom.addChild(top)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("'top' cannot be added as a child of 'bottom'"))
  }

  @Test("a window observer added after the routes were learned hears their events until cancelled")
  func windowObserverAfterRoutes() {
    let window = Window(device: .iPhone15Pro, name: "w")
    let nav = NavigationController(rootViewController: ViewController(name: "root"), name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let first = ViewController(name: "first")
    nav.pushViewController(first, animated: false)  // routes learned while nobody listens
    var heard: [String] = []
    let token = window.addLifecycleObserver { heard.append("\($0.subject).\($0.kind)") }
    nav.pushViewController(ViewController(name: "second"), animated: false)
    #expect(heard.contains("first.viewDidDisappear"))
    #expect(heard.contains("second.viewDidAppear"))

    token.cancel()
    heard.removeAll()
    nav.popViewController(animated: false)
    #expect(heard.isEmpty)
  }

  @Test("a hierarchy that becomes a window's root is heard by the window's observers")
  func hierarchyBecomingRoot() {
    let window = Window(device: .iPhone15Pro, name: "w")
    var heard: [String] = []
    window.addLifecycleObserver { heard.append("\($0.subject).\($0.kind)") }
    let root = ViewController(name: "root")
    let child = ViewController(name: "child")
    root.addChild(child)
    child.didMove(toParent: root)  // learns its route outside any window
    window.rootViewController = root
    heard.removeAll()
    child.didMove(toParent: root)
    #expect(heard == ["child.didMoveToParent"])

    window.rootViewController = nil
    heard.removeAll()
    child.didMove(toParent: root)
    #expect(heard.isEmpty)
  }
}
