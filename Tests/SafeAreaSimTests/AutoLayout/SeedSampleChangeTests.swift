import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// The seed samples after the hierarchy changes under them: additional insets, a push that
/// hides the tab bar, a hidden navigation bar, a bar that turns translucent, and an edited
/// constraint. Expected numbers come from the reference, as in ``SeedSampleTests``.
@Suite("Seed samples after changes")
struct SeedSampleChangeTests {
  typealias Sample = SeedSampleTests.Sample
  typealias SampleController = SeedSampleTests.SampleController

  struct Case: CustomTestStringConvertible, Sendable {
    var device: ReferenceDevice
    var orientation: Orientation
    var sample: Sample
    var testDescription: String { "\(sample.rawValue) on \(device.name) \(orientation)" }
  }

  static let cases: [Case] = ReferenceDevice.all.flatMap { device in
    [Orientation.portrait, .landscapeLeft].flatMap { orientation in
      Sample.allCases.map { Case(device: device, orientation: orientation, sample: $0) }
    }
  }

  /// Margins by C-18..C-21 for a full-width root view with safe-area insets `safe`.
  static func margins(_ c: Case, safe: EdgeInsets, width: Double) -> EdgeInsets {
    let side = c.device.minimumSideMargin(c.orientation, width: width)
    return EdgeInsets(
      top: safe.top, left: side + safe.left, bottom: safe.bottom, right: side + safe.right)
  }

  /// Checks the sample view in a view of `frame` (window coordinates) with insets `safe`.
  static func check(
    _ c: Case, _ controller: SampleController, frame: Rect, safe: EdgeInsets,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectFrame(controller.view, frame, sourceLocation: sourceLocation)
    expectInsets(controller.view, safe, sourceLocation: sourceLocation)
    let margins = margins(c, safe: safe, width: frame.width)
    let expected = c.sample.expectedFrame(size: frame.size, safe: safe, margins: margins)
    expectFrame(controller.pinned, expected, inWindow: false, sourceLocation: sourceLocation)
  }

  static func fullScreen(_ c: Case) -> Rect {
    let size = c.device.size(c.orientation)
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  @Test(
    "additionalSafeAreaInsets set after the first layout move the sample (C-05)", arguments: cases)
  func additionalInsets(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: c.orientation)
    let controller = SampleController(sample: c.sample)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let additional = EdgeInsets(top: 10, left: 6, bottom: 12, right: 4)
    controller.additionalSafeAreaInsets = additional
    window.layoutIfNeeded()
    Self.check(
      c, controller, frame: Self.fullScreen(c), safe: c.device.insets(c.orientation) + additional)
    controller.additionalSafeAreaInsets = .zero
    window.layoutIfNeeded()
    Self.check(c, controller, frame: Self.fullScreen(c), safe: c.device.insets(c.orientation))
  }

  @Test(
    "a sample pushed with hidesBottomBarWhenPushed loses the tab bar's inset (C-14)",
    arguments: cases)
  func pushedWithoutTabBar(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: c.orientation)
    let nav = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([nav, ViewController(name: "other")], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let controller = SampleController(sample: c.sample)
    controller.hidesBottomBarWhenPushed = true
    nav.pushViewController(controller, animated: false)
    window.layoutIfNeeded()
    var safe = c.device.insets(c.orientation)
    safe.top = c.device.navigationBarMaxY(c.orientation)
    Self.check(c, controller, frame: Self.fullScreen(c), safe: safe)
  }

  @Test(
    "hiding the navigation bar gives the sample the window's top inset back", arguments: cases)
  func hiddenNavigationBar(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: c.orientation)
    let controller = SampleController(sample: c.sample)
    let nav = NavigationController(rootViewController: controller, name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    nav.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    Self.check(c, controller, frame: Self.fullScreen(c), safe: c.device.insets(c.orientation))
    nav.setNavigationBarHidden(false, animated: false)
    window.layoutIfNeeded()
    var safe = c.device.insets(c.orientation)
    safe.top = c.device.navigationBarMaxY(c.orientation)
    Self.check(c, controller, frame: Self.fullScreen(c), safe: safe)
  }

  @Test(
    "an opaque bar that turns translucent extends the view under it (C-10, C-11)",
    arguments: cases)
  func opaqueToTranslucent(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: c.orientation)
    let controller = SampleController(sample: c.sample)
    let nav = NavigationController(rootViewController: controller, name: "nav")
    nav.navigationBar.isTranslucent = false
    window.rootViewController = nav
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let barBottom = c.device.navigationBarMaxY(c.orientation)
    let size = c.device.size(c.orientation)
    var safe = c.device.insets(c.orientation)
    safe.top = 0
    Self.check(
      c, controller,
      frame: Rect(x: 0, y: barBottom, width: size.width, height: size.height - barBottom),
      safe: safe)
    nav.navigationBar.isTranslucent = true
    window.layoutIfNeeded()
    safe.top = barBottom
    Self.check(c, controller, frame: Self.fullScreen(c), safe: safe)
  }

  @Test("editing a constant of an active constraint moves the sample", arguments: cases)
  func editedConstant(_ c: Case) throws {
    let window = Window(device: try c.device.profile(), orientation: c.orientation)
    let controller = SampleController(sample: c.sample)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let safe = c.device.insets(c.orientation)
    let frame = Self.fullScreen(c)
    // The top constraint is the one whose first item is the sample view's top.
    let top = try #require(
      controller.pinning.first { $0.firstItem === controller.pinned && $0.firstAttribute == .top })
    let before = top.constant
    top.constant += 12
    window.layoutIfNeeded()
    var expected = c.sample.expectedFrame(
      size: frame.size, safe: safe, margins: Self.margins(c, safe: safe, width: frame.width))
    expected.origin.y += 12
    expected.size.height -= 12
    expectFrame(controller.pinned, expected, inWindow: false)
    top.constant = before
    window.layoutIfNeeded()
    Self.check(c, controller, frame: frame, safe: safe)
  }

  @Test(
    "a view pinned to the safe area of a view that constraints place (C-03, E-08)",
    arguments: ReferenceDevice.all, [Orientation.portrait, .landscapeLeft])
  func nestedSafeArea(_ device: ReferenceDevice, _ orientation: Orientation) throws {
    let window = Window(device: try device.profile(), orientation: orientation)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let card = View(name: "card")
    let content = View(name: "content")
    for view in [card, content] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.view.addSubview(card)
    card.addSubview(content)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 30),
      card.bottomAnchor.constraint(equalTo: root.view.bottomAnchor, constant: -10),
      card.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      content.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
      content.bottomAnchor.constraint(equalTo: card.safeAreaLayoutGuide.bottomAnchor),
      content.trailingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.trailingAnchor),
    ])
    func check(_ orientation: Orientation, sourceLocation: SourceLocation = #_sourceLocation) {
      let size = device.size(orientation)
      let safe = device.insets(orientation)
      let cardFrame = Rect(x: 30, y: 20, width: size.width - 30, height: size.height - 30)
      // C-03: the card's insets are the parts of it outside the root view's safe area.
      let cardSafe = EdgeInsets(
        top: max(0, safe.top - 20), left: max(0, safe.left - 30),
        bottom: max(0, safe.bottom - 10), right: safe.right)
      expectFrame(card, cardFrame, inWindow: false, sourceLocation: sourceLocation)
      expectInsets(card, cardSafe, sourceLocation: sourceLocation)
      expectFrame(
        content,
        Rect(
          x: cardSafe.left, y: cardSafe.top,
          width: cardFrame.width - cardSafe.left - cardSafe.right,
          height: cardFrame.height - cardSafe.top - cardSafe.bottom),
        inWindow: false, sourceLocation: sourceLocation)
      expectInsets(content, .zero, sourceLocation: sourceLocation)
    }
    window.layoutIfNeeded()
    check(orientation)
    let other: Orientation = orientation.isPortrait ? .landscapeLeft : .portrait
    window.rotate(to: other)
    window.layoutIfNeeded()
    check(other)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
