import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// Autoresizing masks (al-research §3): a superview's change of size is shared among the
/// flexible parts of an axis in proportion to their lengths, equally when they are all zero;
/// fixed parts keep their length.
@Suite("Autoresizing masks")
struct AutoresizingMaskTests {
  /// One combination of the three flags of an axis, with the origin and length a view
  /// 10 from the start, 40 long and 50 from the end of a 100-point axis gets when the axis
  /// grows by 100.
  struct AxisCase: CustomTestStringConvertible, Sendable {
    var flexibleStart: Bool
    var flexibleSize: Bool
    var flexibleEnd: Bool
    var origin: Double
    var length: Double

    var testDescription: String {
      let parts = [(flexibleStart, "start"), (flexibleSize, "size"), (flexibleEnd, "end")]
      let names = parts.filter(\.0).map(\.1)
      return names.isEmpty ? "no flexible part" : "flexible " + names.joined(separator: "+")
    }

    var horizontal: AutoresizingMask {
      var mask: AutoresizingMask = []
      if flexibleStart { mask.insert(.flexibleLeftMargin) }
      if flexibleSize { mask.insert(.flexibleWidth) }
      if flexibleEnd { mask.insert(.flexibleRightMargin) }
      return mask
    }

    var vertical: AutoresizingMask {
      var mask: AutoresizingMask = []
      if flexibleStart { mask.insert(.flexibleTopMargin) }
      if flexibleSize { mask.insert(.flexibleHeight) }
      if flexibleEnd { mask.insert(.flexibleBottomMargin) }
      return mask
    }
  }

  /// The parts are 10, 40 and 50 long; the axis grows by 100.
  static let axisCases: [AxisCase] = [
    // Nothing flexible: the view keeps its place and size.
    AxisCase(flexibleStart: false, flexibleSize: false, flexibleEnd: false, origin: 10, length: 40),
    // One flexible part takes the whole change.
    AxisCase(flexibleStart: true, flexibleSize: false, flexibleEnd: false, origin: 110, length: 40),
    AxisCase(flexibleStart: false, flexibleSize: true, flexibleEnd: false, origin: 10, length: 140),
    AxisCase(flexibleStart: false, flexibleSize: false, flexibleEnd: true, origin: 10, length: 40),
    // Start and size, 10 : 40 of 50: 100 × 10/50 = 20 and 100 × 40/50 = 80.
    AxisCase(flexibleStart: true, flexibleSize: true, flexibleEnd: false, origin: 30, length: 120),
    // Start and end, 10 : 50 of 60: the start takes 100 × 10/60.
    AxisCase(
      flexibleStart: true, flexibleSize: false, flexibleEnd: true, origin: 10 + 100.0 / 6,
      length: 40),
    // Size and end, 40 : 50 of 90: the size takes 100 × 40/90.
    AxisCase(
      flexibleStart: false, flexibleSize: true, flexibleEnd: true, origin: 10,
      length: 40 + 400.0 / 9),
    // All three, 10 : 40 : 50 of 100: 10, 40 and 50.
    AxisCase(flexibleStart: true, flexibleSize: true, flexibleEnd: true, origin: 20, length: 80),
  ]

  @Test(
    "resize(_:from:to:) shares a width change by the flexible parts' lengths", arguments: axisCases)
  func horizontalResize(_ c: AxisCase) {
    let frame = Rect(x: 10, y: 5, width: 40, height: 30)
    let resized = c.horizontal.resize(
      frame, from: Size(width: 100, height: 60), to: Size(width: 200, height: 60))
    #expect(
      resized.isApproximatelyEqual(
        to: Rect(x: c.origin, y: 5, width: c.length, height: 30), tolerance: 1e-9),
      "\(resized)")
  }

  @Test(
    "resize(_:from:to:) shares a height change by the flexible parts' lengths", arguments: axisCases
  )
  func verticalResize(_ c: AxisCase) {
    let frame = Rect(x: 5, y: 10, width: 30, height: 40)
    let resized = c.vertical.resize(
      frame, from: Size(width: 60, height: 100), to: Size(width: 60, height: 200))
    #expect(
      resized.isApproximatelyEqual(
        to: Rect(x: 5, y: c.origin, width: 30, height: c.length), tolerance: 1e-9),
      "\(resized)")
  }

  @Test("a mask on both axes resizes each axis by its own flags", arguments: axisCases)
  func bothAxes(_ c: AxisCase) {
    let mask = c.horizontal.union(c.vertical)
    let frame = Rect(x: 10, y: 10, width: 40, height: 40)
    let resized = mask.resize(
      frame, from: Size(width: 100, height: 100), to: Size(width: 200, height: 200))
    #expect(
      resized.isApproximatelyEqual(
        to: Rect(x: c.origin, y: c.origin, width: c.length, height: c.length), tolerance: 1e-9),
      "\(resized)")
  }

  /// Flexible parts of zero length: when all the flexible parts are zero long they share the
  /// change equally; a zero-long part beside a longer flexible one takes nothing.
  struct ZeroCase: CustomTestStringConvertible, Sendable {
    var name: String
    var mask: AutoresizingMask
    var frame: Rect
    var oldWidth: Double
    var newWidth: Double
    var expected: Rect
    var testDescription: String { name }
  }

  static let zeroCases: [ZeroCase] = [
    ZeroCase(
      name: "start and size both zero share 100 equally",
      mask: [.flexibleLeftMargin, .flexibleWidth],
      frame: Rect(x: 0, y: 0, width: 0, height: 10), oldWidth: 100, newWidth: 200,
      expected: Rect(x: 50, y: 0, width: 50, height: 10)),
    ZeroCase(
      name: "a 100-long end margin takes all of it from two zero parts",
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
      frame: Rect(x: 0, y: 0, width: 0, height: 10), oldWidth: 100, newWidth: 200,
      expected: Rect(x: 0, y: 0, width: 0, height: 10)),
    ZeroCase(
      name: "three zero parts share 90 in thirds",
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
      frame: Rect(x: 0, y: 0, width: 0, height: 10), oldWidth: 0, newWidth: 90,
      expected: Rect(x: 30, y: 0, width: 30, height: 10)),
    ZeroCase(
      name: "a shrink is shared the same way: 10 : 40 : 50 of -50",
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
      frame: Rect(x: 10, y: 0, width: 40, height: 10), oldWidth: 100, newWidth: 50,
      expected: Rect(x: 5, y: 0, width: 20, height: 10)),
  ]

  @Test("flexible parts of zero length", arguments: zeroCases)
  func zeroLengths(_ c: ZeroCase) {
    let resized = c.mask.resize(
      c.frame, from: Size(width: c.oldWidth, height: 10), to: Size(width: c.newWidth, height: 10))
    #expect(resized.isApproximatelyEqual(to: c.expected, tolerance: 1e-9), "\(resized)")
  }

  @Test(
    "setting a superview's frame resizes its subviews by their masks, and theirs",
    arguments: axisCases)
  func superviewFrame(_ c: AxisCase) {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "super")
    let child = View(frame: Rect(x: 10, y: 10, width: 40, height: 40), name: "child")
    child.autoresizingMask = c.horizontal.union(c.vertical)
    let grandchild = View(frame: Rect(x: 0, y: 0, width: 40, height: 40), name: "grandchild")
    grandchild.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    superview.addSubview(child)
    child.addSubview(grandchild)
    superview.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let expected = Rect(x: c.origin, y: c.origin, width: c.length, height: c.length)
    expectFrame(child, expected, inWindow: false, tolerance: 1e-9)
    expectFrame(
      grandchild, Rect(x: 0, y: 0, width: c.length, height: c.length), inWindow: false,
      tolerance: 1e-9)
  }

  /// A rectangle with each edge moved to the nearest pixel boundary.
  static func roundedToPixels(_ rect: Rect, scale: Double) -> Rect {
    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let x = round(rect.minX)
    let y = round(rect.minY)
    return Rect(x: x, y: y, width: round(rect.maxX) - x, height: round(rect.maxY) - y)
  }

  @Test(
    "a translated mask follows a resize as the mask does, and carries the views pinned to it",
    arguments: axisCases)
  func translatedMask(_ c: AxisCase) {
    let window = Window(device: .iPhone8)
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "super")
    let masked = View(frame: Rect(x: 10, y: 10, width: 40, height: 40), name: "masked")
    masked.autoresizingMask = c.horizontal.union(c.vertical)
    #expect(masked.translatesAutoresizingMaskIntoConstraints)
    let pinned = View(name: "pinned")
    pinned.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(superview)
    superview.addSubview(masked)
    masked.addSubview(pinned)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: masked.leadingAnchor, constant: 1),
      pinned.trailingAnchor.constraint(equalTo: masked.trailingAnchor, constant: -1),
      pinned.topAnchor.constraint(equalTo: masked.topAnchor, constant: 2),
      pinned.bottomAnchor.constraint(equalTo: masked.bottomAnchor, constant: -2),
    ])
    window.layoutIfNeeded()
    expectFrame(masked, Rect(x: 10, y: 10, width: 40, height: 40), inWindow: false)
    expectFrame(pinned, Rect(x: 1, y: 2, width: 38, height: 36), inWindow: false)
    superview.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    window.layoutIfNeeded()
    let expected = Rect(x: c.origin, y: c.origin, width: c.length, height: c.length)
    expectFrame(masked, expected, inWindow: false)
    // The engine places `pinned`, and UIKit rounds the edges it computes to the screen's
    // pixels (the iPhone 8 is @2x): a 38.444-point edge lands on 38.5.
    let inner = Rect(x: 1, y: 2, width: c.length - 2, height: c.length - 4)
    expectFrame(pinned, Self.roundedToPixels(inner, scale: 2), inWindow: false)
    #expect(!masked.hasAmbiguousLayout && !pinned.hasAmbiguousLayout)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test(
    "a flexible view in a root view follows a rotation, with or without constrained subviews",
    arguments: [false, true])
  func rotation(_ hasConstrainedSubview: Bool) {
    let window = Window(device: .iPhone15Pro, orientation: .portrait)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // 393x852 in portrait, 852x393 in landscape.
    let panel = View(frame: Rect(x: 10, y: 20, width: 393 - 40, height: 852 - 60), name: "panel")
    panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.view.addSubview(panel)
    let inner = View(name: "inner")
    if hasConstrainedSubview {
      inner.translatesAutoresizingMaskIntoConstraints = false
      panel.addSubview(inner)
      LayoutConstraint.activate([
        inner.topAnchor.constraint(equalTo: panel.topAnchor),
        inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        inner.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
        inner.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    window.layoutIfNeeded()
    expectFrame(panel, Rect(x: 10, y: 20, width: 353, height: 792), inWindow: false)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    // Only the size is flexible: it takes the whole change, 852 - 393 across and back down.
    expectFrame(panel, Rect(x: 10, y: 20, width: 852 - 40, height: 393 - 60), inWindow: false)
    if hasConstrainedSubview {
      expectFrame(inner, Rect(x: 0, y: 0, width: 406, height: 44), inWindow: false)
    }
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    expectFrame(panel, Rect(x: 10, y: 20, width: 353, height: 792), inWindow: false)
    if hasConstrainedSubview {
      // Half of 353 is 176.5, which is 529.5 pixels at @3x: the engine rounds it to 530.
      expectFrame(
        inner, Self.roundedToPixels(Rect(x: 0, y: 0, width: 353.0 / 2, height: 44), scale: 3),
        inWindow: false)
    }
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  /// A controller that lays a flexible panel out from its view's bounds in `viewDidLoad`, the
  /// autoresizing idiom of code written before Auto Layout.
  final class PanelController: ViewController {
    let panel = View(name: "panel")
    private(set) var boundsAtLoad = Rect.zero

    override func viewDidLoad() {
      super.viewDidLoad()
      boundsAtLoad = view.bounds
      panel.frame = view.bounds.inset(by: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
      panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(panel)
    }
  }

  @Test(
    "a panel laid out from the root view's bounds in viewDidLoad keeps its 10-point margins",
    arguments: [SampleHost.plain, .navigation, .tabsAndNavigation, .opaqueNavigation])
  func panelFromViewDidLoad(_ host: SampleHost) {
    let window = Window(device: .iPhone15Pro, orientation: .landscapeLeft)
    let controller = PanelController(name: "panels")
    host.show(controller, in: window)
    window.layoutIfNeeded()
    // Whatever size the default view starts with, only the panel's size is flexible, so its
    // 10-point margins stay (al-research §3).
    let expected = controller.view.bounds.inset(
      by: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    // UIKit gives the default root view a non-zero size ("many layouts rely on a non-zero
    // initial size (such as those that exclusively use autoresizing masks)", Apple DTS,
    // developer.apple.com/forums/thread/720294): the window's, here.
    #expect(controller.boundsAtLoad.size == window.bounds.size)
    expectFrame(controller.panel, expected, inWindow: false)
  }
}
