import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// The keyboard layout guide of a root view on an iPhone 15 Pro (F-09): with no keyboard its
/// top is the safe area's bottom; a docked keyboard of the usual height (336 in portrait, the
/// home-indicator band included, and 221 in landscape, the Face ID phone estimate) moves it up;
/// the safe area never changes.
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
  /// 393x852, portrait (59,0,34,0), landscape (0,59,21,59).
  static func screenSize(_ orientation: Orientation) -> Size {
    orientation.isPortrait ? Size(width: 393, height: 852) : Size(width: 852, height: 393)
  }

  static func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation.isPortrait
      ? EdgeInsets(top: 59, bottom: 34) : EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
  }

  static func keyboardHeight(_ orientation: Orientation) -> Double {
    orientation.isPortrait ? 336 : 221
  }

  /// The guide's frame in the root view: the band under the safe area, or the keyboard.
  static func expectedGuide(_ orientation: Orientation, keyboard: Bool) -> Rect {
    let size = screenSize(orientation)
    let height = keyboard ? keyboardHeight(orientation) : safeArea(orientation).bottom
    return Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  static func check(
    _ root: ViewController, _ bar: View, _ orientation: Orientation, keyboard: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let guide = root.view.keyboardLayoutGuide
    let expected = expectedGuide(orientation, keyboard: keyboard)
    #expect(
      guide.layoutFrame.isApproximatelyEqual(to: expected, tolerance: 0.01),
      "\(orientation), keyboard \(keyboard): guide \(guide.layoutFrame), expected \(expected)",
      sourceLocation: sourceLocation)
    expectInsets(root.view, safeArea(orientation), sourceLocation: sourceLocation)
    // The bar sits on the guide's top, between the margins' sides.
    let side = 16 + safeArea(orientation).left
    expectFrame(
      bar,
      Rect(
        x: side, y: expected.minY - 44, width: screenSize(orientation).width - 2 * side,
        height: 44), inWindow: false, sourceLocation: sourceLocation)
  }

  @Test(
    "the guide follows the keyboard and rotations; the safe area does not",
    arguments: [Orientation.portrait, .landscapeLeft])
  func followsKeyboard(_ start: Orientation) {
    let window = Window(device: .iPhone15Pro, orientation: start)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let bar = View(name: "bar")
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    Self.check(root, bar, start, keyboard: false)
    window.showKeyboard()
    window.layoutIfNeeded()
    Self.check(root, bar, start, keyboard: true)
    let other: Orientation = start.isPortrait ? .landscapeLeft : .portrait
    window.rotate(to: other)
    window.layoutIfNeeded()
    Self.check(root, bar, other, keyboard: true)
    window.hideKeyboard()
    window.layoutIfNeeded()
    Self.check(root, bar, other, keyboard: false)
    window.rotate(to: start)
    window.showKeyboard()
    window.layoutIfNeeded()
    Self.check(root, bar, start, keyboard: true)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test("an iPad's floating keyboard leaves the guide on the safe area's bottom")
  func floatingKeyboard() {
    // iPad Pro 11-inch, 834x1194, home indicator 20.
    let window = Window(device: .iPadPro11)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let guide = root.view.keyboardLayoutGuide
    window.layoutIfNeeded()
    let band = Rect(x: 0, y: 1194 - 20, width: 834, height: 20)
    #expect(guide.layoutFrame.isApproximatelyEqual(to: band, tolerance: 0.01))
    window.showKeyboard(floating: true)
    window.layoutIfNeeded()
    #expect(guide.layoutFrame.isApproximatelyEqual(to: band, tolerance: 0.01))
    window.showKeyboard(height: 400)
    window.layoutIfNeeded()
    let docked = Rect(x: 0, y: 1194 - 400, width: 834, height: 400)
    #expect(guide.layoutFrame.isApproximatelyEqual(to: docked, tolerance: 0.01))
    expectInsets(root.view, EdgeInsets(top: 24, bottom: 20))
  }

  @Test("the guide of a child under a navigation bar is in the child's view's coordinates")
  func childOfNavigation() {
    let window = Window(device: .iPhone15Pro)
    let child = ViewController(name: "child")
    let nav = NavigationController(rootViewController: child, name: "nav")
    nav.navigationBar.isTranslucent = false
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let guide = child.view.keyboardLayoutGuide
    window.layoutIfNeeded()
    // C-11: the view starts at the opaque bar's bottom, 54 - 1/3 + 44 (B-10).
    let top = 54 - 1.0 / 3 + 44
    let height = 852 - top
    #expect(
      guide.layoutFrame.isApproximatelyEqual(
        to: Rect(x: 0, y: height - 34, width: 393, height: 34), tolerance: 0.01),
      "\(guide.layoutFrame)")
    window.showKeyboard()
    window.layoutIfNeeded()
    #expect(
      guide.layoutFrame.isApproximatelyEqual(
        to: Rect(x: 0, y: height - 336, width: 393, height: 336), tolerance: 0.01),
      "\(guide.layoutFrame)")
  }

  @Test(
    "in every container the guide is the band under the view's safe area, then the keyboard",
    arguments: SampleHost.allCases)
  func inContainers(_ host: SampleHost) {
    let device = ReferenceDevice.iPhone15Pro
    let window = Window(device: .iPhone15Pro)
    let controller = ViewController(name: "content")
    host.show(controller, in: window)
    let bar = View(name: "bar")
    bar.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    func check(
      _ orientation: Orientation, keyboard: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      // Every host's view ends at the screen's bottom, so the keyboard covers its last
      // `keyboardHeight` points; without one, the guide is the band below the safe area.
      let size = host.expectedViewFrame(device, orientation).size
      let safe = host.expectedSafeAreaInsets(device, orientation)
      let height = keyboard ? Self.keyboardHeight(orientation) : safe.bottom
      let guide = Rect(x: 0, y: size.height - height, width: size.width, height: height)
      let frame = controller.view.keyboardLayoutGuide.layoutFrame
      #expect(
        frame.isApproximatelyEqual(to: guide, tolerance: 0.01),
        "\(orientation), keyboard \(keyboard): guide \(frame), expected \(guide)",
        sourceLocation: sourceLocation)
      expectInsets(controller.view, safe, sourceLocation: sourceLocation)
      expectFrame(
        bar, Rect(x: 0, y: guide.minY - 44, width: size.width, height: 44), inWindow: false,
        sourceLocation: sourceLocation)
    }
    window.layoutIfNeeded()
    check(.portrait, keyboard: false)
    window.showKeyboard()
    window.layoutIfNeeded()
    check(.portrait, keyboard: true)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    check(.landscapeLeft, keyboard: true)
    window.hideKeyboard()
    window.layoutIfNeeded()
    check(.landscapeLeft, keyboard: false)
  }
}
