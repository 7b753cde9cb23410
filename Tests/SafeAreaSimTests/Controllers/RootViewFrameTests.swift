import SafeAreaSim
import Testing

@Suite("A controller's root view frame")
struct RootViewFrameTests {
  /// A container that lays its child out with `child.view.frame =`, UIKit's idiom.
  private final class FrameContainer: ViewController {
    let child = ViewController(name: "child")
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      child.view.frame = view.bounds
    }
  }

  @Test("view.frame = refreshes the minimum margins: 20 on an iPhone 8 in landscape (C-20)")
  func iPhone8Landscape() {
    let window = Window(device: .iPhone8, orientation: .landscapeLeft)
    let container = FrameContainer(name: "container")
    window.rootViewController = container
    window.makeKeyAndVisible()
    let child = container.child
    #expect(child.view.frame == Rect(x: 0, y: 0, width: 667, height: 375))
    #expect(child.systemMinimumLayoutMargins.leading == 20)
    #expect(child.view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
  }

  @Test("a narrower root view set with view.frame gets 16-point margins on the next pass")
  func narrowedByFrame() {
    let window = Window(device: .iPhone8, orientation: .landscapeLeft)
    let root = ViewController(name: "root")
    let child = ViewController(name: "child")
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.addChild(child)
    child.view.frame = root.view.bounds
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.layoutIfNeeded()
    #expect(child.view.layoutMargins.left == 20)
    child.view.frame = Rect(x: 0, y: 0, width: 320, height: 375)
    window.layoutIfNeeded()
    #expect(child.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }
}
