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
}
