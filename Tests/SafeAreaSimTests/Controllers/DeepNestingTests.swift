import SafeAreaSim
import Testing

/// Plain controllers nested far deeper than any app's, each the only child of the one above:
/// showing, rotating and releasing them may not recurse on their depth.
@Suite("Deep nesting of plain controllers")
struct DeepNestingTests {
  static let levels = 20_000

  @Test("nested plain controllers appear, rotate and go away without recursion")
  func showRotateRelease() {
    weak var innermost: ViewController?
    weak var outermostView: View?
    var transitions = 0
    var appeared = 0
    do {
      let root = ViewController(name: "level0")
      var parent = root
      for level in 1..<Self.levels {
        let child = ViewController(name: "level\(level)")
        parent.addChild(child)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent = child
      }
      innermost = parent
      outermostView = root.view
      let window = Window(device: .iPhone15Pro)
      window.addLifecycleObserver { event in
        switch event.kind {
        case .viewWillTransitionToSize: transitions += 1
        case .viewDidAppear: appeared += 1
        default: break
        }
      }
      window.rootViewController = root
      window.makeKeyAndVisible()
      #expect(appeared == Self.levels)
      #expect(innermost?.appearanceState == .appeared)
      #expect(innermost?.view.frame.size == Size(width: 393, height: 852))
      #expect(innermost?.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))

      window.rotate(to: .landscapeLeft)
      window.layoutIfNeeded()
      #expect(transitions == Self.levels)
      #expect(innermost?.view.frame.size == Size(width: 852, height: 393))
      #expect(innermost?.view.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
      // A controller's root view: the system minimum side margins (16) from the safe area.
      #expect(innermost?.view.layoutMargins == EdgeInsets(left: 75, bottom: 21, right: 75))
    }
    #expect(innermost == nil)
    #expect(outermostView == nil)
  }
}
