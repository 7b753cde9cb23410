import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import SplitContainer
import Testing

@Suite("Split container")
struct SplitContainerTests {
  /// A window on an iPhone 15 Pro with a split container as its root, not yet visible.
  func makeWindow(orientation: Orientation = .portrait) -> (Window, SplitContainer) {
    let window = Window(device: .iPhone15Pro, orientation: orientation)
    let split = SplitContainer(
      name: "split", main: ViewController(name: "main"), side: ViewController(name: "side"))
    window.rootViewController = split
    return (window, split)
  }

  @Test("showing the container embeds both children, then they appear after it")
  func show() {
    let (window, _) = makeWindow()
    let recorder = LifecycleRecorder(window: window)
    window.makeKeyAndVisible()
    expectTrace(
      recorder.trace(header: ["# facts: D-04 D-05 D-06 D-17 D-19", "# source: model"]),
      named: "show")
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("swapping the side panel removes the old one, then embeds the new one")
  func swapSide() {
    let (window, split) = makeWindow()
    window.makeKeyAndVisible()
    let recorder = LifecycleRecorder(window: window)
    split.setSide(ViewController(name: "inspector"))
    expectTrace(
      recorder.trace(header: ["# facts: D-03 D-04", "# source: model"]), named: "swap-side")
    #expect(split.children.map(\.name) == ["main", "inspector"])
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a side panel on the right edge in landscape gets the right inset")
  func landscapeInsets() throws {
    // The same window, declared with the fixtures' builder (shown at once).
    let scene = Hierarchy(device: .iPhone15Pro, orientation: .landscapeLeft) {
      .custom("split") { name in
        SplitContainer(
          name: name, main: ViewController(name: "main"), side: ViewController(name: "side"))
      }
    }
    let split = try #require(scene.root as? SplitContainer)
    let side = try #require(split.side)
    expectFrame(side.view, Rect(x: 532, y: 0, width: 320, height: 393))
    expectInsets(side.view, EdgeInsets(bottom: 21, right: 59))
    expectInsets(split.main.view, EdgeInsets(left: 59, bottom: 21))
  }

  @Test("without a side panel the main controller takes the whole width and both side insets")
  func removeSide() {
    let (window, split) = makeWindow(orientation: .landscapeLeft)
    window.makeKeyAndVisible()
    split.setSide(nil)
    window.layoutIfNeeded()
    expectFrame(split.main.view, window.bounds)
    expectInsets(split.main.view, EdgeInsets(left: 59, bottom: 21, right: 59))
  }
}
