import SafeAreaSim
import SafeAreaSimFixtures
import Testing

/// Seeded random nestings of navigation, tab bar, chrome and plain containers with
/// additional insets: a child's safe rectangle never leaves its container's, and the
/// incremental passes after random changes equal a recomputation from scratch.
@Suite("Random container nestings")
struct RandomNestingTests {
  static let devices: [DeviceProfile] = [
    .iPhone15Pro, .iPhoneX, .iPhone8, .iPadPro11, .iPhone16Pro,
  ]

  @Test("safe rectangles nest and incremental equals full", arguments: 0..<8)
  func nestings(batch: UInt64) {
    for seed in batch * 40..<(batch + 1) * 40 {
      var random = SplitMix64(seed: seed)
      let device = Self.devices[Int(seed % UInt64(Self.devices.count))]
      let window = Window(device: device)
      var all: [ViewController] = []
      let root = Self.makeController(depth: 0, &random, &all)
      window.rootViewController = root
      window.makeKeyAndVisible()
      Self.check(window, all, seed: seed, step: "initial")
      for step in 0..<5 {
        Self.mutate(window, all, &random)
        window.layoutIfNeeded()
        Self.check(window, all, seed: seed, step: "step \(step)")
      }
    }
  }

  static func makeController(
    depth: Int, _ random: inout SplitMix64, _ all: inout [ViewController],
    allowsTabs: Bool = true
  ) -> ViewController {
    let name = "c\(all.count)"
    var kind = depth >= 3 ? 4 : Int.random(in: 0..<5, using: &random)
    if kind == 1 && !allowsTabs { kind = 4 }  // UIKit cannot push a tab bar controller
    let controller: ViewController
    switch kind {
    case 0:
      let nav = NavigationController(name: name)
      all.append(nav)
      let stack = (0..<Int.random(in: 1...2, using: &random)).map { _ in
        makeController(depth: depth + 1, &random, &all, allowsTabs: false)
      }
      nav.setViewControllers(stack, animated: false)
      nav.navigationBar.isTranslucent = Int.random(in: 0..<4, using: &random) != 0
      nav.navigationBar.prefersLargeTitles = Bool.random(using: &random)
      return nav
    case 1:
      let tabs = TabBarController(name: name)
      all.append(tabs)
      let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        makeController(depth: depth + 1, &random, &all)
      }
      tabs.setViewControllers(children, animated: false)
      return tabs
    case 2:
      let shell = ChromeContainerController(name: name)
      all.append(shell)
      shell.content = makeController(depth: depth + 1, &random, &all)
      for index in 0..<Int.random(in: 0...3, using: &random) {
        shell.addChrome(
          ChromeView(
            name: "\(name).chrome\(index)", edge: Edge.allCases.randomElement(using: &random)!,
            size: Double(Int.random(in: 0...80, using: &random)),
            insideSafeArea: Bool.random(using: &random)))
      }
      return shell
    case 3:
      let container = FixtureContainerController(name: name)
      all.append(container)
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let child = makeController(depth: depth + 1, &random, &all)
        let frame =
          Bool.random(using: &random)
          ? nil
          : Rect(
            x: Double(Int.random(in: 0...100, using: &random)),
            y: Double(Int.random(in: 0...200, using: &random)),
            width: Double(Int.random(in: 50...300, using: &random)),
            height: Double(Int.random(in: 50...700, using: &random)))
        FixtureContainerController.embed(child, in: container, frame: frame)
      }
      controller = container
    default:
      controller = ViewController(name: name)
      all.append(controller)
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      controller.additionalSafeAreaInsets = EdgeInsets(
        top: Double(Int.random(in: 0...30, using: &random)), left: 0,
        bottom: Double(Int.random(in: 0...30, using: &random)), right: 0)
    }
    return controller
  }

  static func mutate(_ window: Window, _ all: [ViewController], _ random: inout SplitMix64) {
    let controller = all.randomElement(using: &random)!
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let orientations = Orientation.allCases.filter(window.device.supports)
      window.rotate(to: orientations.randomElement(using: &random)!)
    case 1:
      controller.additionalSafeAreaInsets = EdgeInsets(
        top: Double(Int.random(in: 0...40, using: &random)),
        left: Double(Int.random(in: 0...10, using: &random)))
    case 2:
      if let nav = controller as? NavigationController {
        nav.setNavigationBarHidden(!nav.isNavigationBarHidden, animated: false)
        nav.setToolbarHidden(Bool.random(using: &random), animated: false)
      }
    case 3:
      if let nav = controller as? NavigationController {
        if nav.viewControllers.count > 1 {
          nav.popViewController(animated: false)
        } else {
          nav.pushViewController(ViewController(name: "\(nav.name).pushed"), animated: false)
        }
      }
    case 4:
      if let tabs = controller as? TabBarController, !tabs.viewControllers.isEmpty {
        tabs.selectedIndex = Int.random(in: 0..<tabs.viewControllers.count, using: &random)
      }
    case 5:
      if let shell = controller as? ChromeContainerController, let chrome = shell.chromeViews.first
      {
        chrome.size = Double(Int.random(in: 0...90, using: &random))
        chrome.setHidden(Bool.random(using: &random))
      }
    default:
      window.isStatusBarHidden.toggle()
    }
    _ = window.takeDiagnostics()
  }

  static func check(_ window: Window, _ all: [ViewController], seed: UInt64, step: String) {
    var pending: [View] = [window]
    var before: [ObjectIdentifier: EdgeInsets] = [:]
    var views: [View] = []
    while let view = pending.popLast() {
      views.append(view)
      before[ObjectIdentifier(view)] = view.safeAreaInsets
      pending += view.subviews
    }
    for controller in all + all.flatMap(\.children) {
      guard let view = controller.viewIfLoaded, view.window != nil,
        let parentView = controller.parent?.viewIfLoaded
      else { continue }
      let safe = view.convert(view.bounds.inset(by: view.safeAreaInsets), to: nil)
      let parentSafe = parentView.convert(
        parentView.bounds.inset(by: parentView.safeAreaInsets), to: nil)
      guard safe.width > 0.01, safe.height > 0.01 else { continue }
      // The overlap rule caps a child at its parent's inset (C-03), so only a child inside
      // its parent's bounds is bound by the parent's safe rectangle.
      guard parentView.frameInWindow.insetBy(dx: -0.01, dy: -0.01).contains(view.frameInWindow)
      else { continue }
      let clipped = safe
      #expect(
        parentSafe.insetBy(dx: -0.01, dy: -0.01).contains(clipped),
        "seed \(seed) \(step): \(controller.name) \(clipped) outside \(parentSafe)")
    }
    window._invalidateEverything()
    window.layoutIfNeeded()
    for view in views where view.window != nil {
      let fresh = view.safeAreaInsets
      #expect(
        fresh.isApproximatelyEqual(to: before[ObjectIdentifier(view)]!),
        "seed \(seed) \(step): \(view.name) incremental \(before[ObjectIdentifier(view)]!) full \(fresh)"
      )
    }
  }
}
