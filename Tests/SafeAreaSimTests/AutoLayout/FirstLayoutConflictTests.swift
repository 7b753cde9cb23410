import SafeAreaSim
import Testing

/// Constraints activated in `viewDidLoad`, before the root view is in a window, are judged on
/// the first layout's real inputs: the root view's size its container gives it and its
/// laid-out safe area, not the frame it had outside the window nor a safe area of zero.
@MainActor
@Suite("Constraints activated before the first layout")
struct FirstLayoutConflictTests {
  /// A controller whose `viewDidLoad` pins a header between its safe area's top and bottom,
  /// spanning the view, with a height constraint of its own.
  final class HeaderController: ViewController {
    let header = View(name: "header")
    let height: (LayoutDimension) -> LayoutConstraint

    init(name: String, height: @escaping (LayoutDimension) -> LayoutConstraint) {
      self.height = height
      super.init(name: name)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      let guide = view.safeAreaLayoutGuide
      LayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: guide.topAnchor),
        header.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        height(header.heightAnchor),
      ])
    }
  }

  /// The controller shown as the root of a portrait window of `device`, laid out.
  func shown(_ controller: ViewController, on device: DeviceProfile) -> Window {
    let window = Window(device: device, orientation: .portrait)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("a height at most 800 fits the 759-point safe area of an iPhone 15 Pro: no conflict")
  func atMostFits() {
    let controller = HeaderController(name: "screen") {
      $0.constraint(lessThanOrEqualToConstant: 800)
    }
    let window = shown(controller, on: .iPhone15Pro)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(controller.header.frame == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("a height of exactly 759 is the iPhone 15 Pro's safe area: no conflict")
  func exactlyFits() {
    let controller = HeaderController(name: "screen") { $0.constraint(equalToConstant: 759) }
    let window = shown(controller, on: .iPhone15Pro)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(controller.header.frame == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("a height at most 1150 fits the iPad Pro 11-inch's 1194 - 24 - 20 points: no conflict")
  func iPadFits() {
    let controller = HeaderController(name: "screen") {
      $0.constraint(lessThanOrEqualToConstant: 1150)
    }
    let window = shown(controller, on: .iPadPro11)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(controller.header.frame == Rect(x: 0, y: 24, width: 834, height: 1150))
  }

  @Test("a height of 1000 is still a conflict, logged with the laid-out insets; a rotation follows")
  func realConflict() {
    let controller = HeaderController(name: "screen") { $0.constraint(equalToConstant: 1000) }
    let window = shown(controller, on: .iPhone15Pro)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = diagnostics.first?.message ?? ""
    #expect(!message.contains("(Note:"))
    #expect(
      message.contains(
        """
        "<LayoutConstraint 'UIViewSafeAreaLayoutGuide-bottom' V:['UIViewSafeAreaLayoutGuide'(screen)]-(34)-|   (active, names: '|':screen )>"
        """), "\(message)")
    #expect(
      message.contains("'UIView-Encapsulated-Layout-Height' screen.height == 852"), "\(message)")
    #expect(
      message.contains(
        """
        Will attempt to recover by breaking constraint 
        <LayoutConstraint header.height == 1000   (active)>
        """), "\(message)")
    #expect(controller.header.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    // The broken height stays out: the header follows the landscape safe area, no new log.
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(window.takeDiagnostics().isEmpty)
    #expect(controller.header.frame == Rect(x: 0, y: 0, width: 852, height: 372))
  }

  @Test("a root view constrained before it has a superview keeps its frame in a bare layout")
  func topViewKeepsItsFrame() {
    let top = View(frame: Rect(x: 5, y: 7, width: 300, height: 200), name: "top")
    let child = View(name: "child")
    child.translatesAutoresizingMaskIntoConstraints = false
    top.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
      child.bottomAnchor.constraint(equalTo: top.bottomAnchor),
      // 180 fits the 200-point top view once laid out: not a conflict at activation either.
      child.heightAnchor.constraint(lessThanOrEqualToConstant: 180),
    ])
    top.layoutIfNeeded()
    #expect(top.frame == Rect(x: 5, y: 7, width: 300, height: 200))
    #expect(child.frame == Rect(x: 10, y: 20, width: 280, height: 180))
  }
}
