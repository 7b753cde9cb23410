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
}
