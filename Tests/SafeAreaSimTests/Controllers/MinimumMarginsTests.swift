import SafeAreaSim
import Testing

@Suite("System minimum margins of a root view")
struct MinimumMarginsTests {
  @Test("a controller's new view gets the system minimum margins its old view already had")
  func replacedViewGetsMinimumMargins() {
    let controller = ViewController(name: "controller")
    controller.view.layoutIfNeeded()
    // Own margins of 8 at the sides, raised to a phone's minimum of 16.
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    controller.view = View(name: "replacement")
    controller.view.layoutIfNeeded()
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }

  @Test("a rotation gives every level of nested chrome containers its new minimum margins")
  func rotationReachesNestedLevels() {
    let window = Window(device: .iPhone8)
    let leaf = ViewController(name: "leaf")
    var inner: ViewController = leaf
    for level in 1...3 {
      let container = ChromeContainerController(content: inner, name: "level\(level)")
      container.addChrome(ChromeView(name: "chrome\(level)", edge: .bottom, size: 1))
      inner = container
    }
    window.rootViewController = inner
    window.makeKeyAndVisible()
    // iPhone 8: 375 points wide in portrait (16), 667 in landscape, without side insets (20).
    #expect(leaf.view.layoutMargins.left == 16)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(leaf.view.layoutMargins.left == 20)
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    #expect(leaf.view.layoutMargins.left == 16)
  }

  @Test(
    "a controller that stops respecting the minimum when its traits change keeps its own margins")
  func traitCallbackTurnsMinimumOff() {
    let window = Window(device: .iPhone8)
    let controller = MinimumToggler(name: "root")
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.layoutMargins.left == 16)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    // The trait change's own refresh comes before the callback; the setter's after it wins.
    #expect(controller.view.layoutMargins.left == 8)
  }

  @Test("a view resized in traitCollectionDidChange gets the minimum margins of its new width")
  func traitCallbackResizesView() {
    let window = Window(device: .iPhone8)
    let container = ViewController(name: "container")
    let child = ResizingChild(name: "child")
    window.rootViewController = container
    window.makeKeyAndVisible()
    container.addChild(child)
    child.view.frame = Rect(x: 0, y: 0, width: 300, height: 300)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    window.layoutIfNeeded()
    #expect(child.view.layoutMargins.left == 16)
    // Landscape: the callback makes the child 500 points wide, 20 on a phone without side
    // insets that is at least 414 points wide.
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(child.view.frame.width == 500)
    #expect(child.view.layoutMargins.left == 20)
  }
}

/// Stops respecting the system minimum margins when its traits change.
private final class MinimumToggler: ViewController {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    viewRespectsSystemMinimumLayoutMargins = false
  }
}

/// Makes its view 500 points wide when its traits change.
private final class ResizingChild: ViewController {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    view.frame = Rect(x: 0, y: 0, width: 500, height: 300)
  }
}
