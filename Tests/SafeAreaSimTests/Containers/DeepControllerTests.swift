import SafeAreaSim
import Testing

/// Controller hierarchies far deeper than any app's: nothing may recurse on their depth.
@Suite("Deep controller hierarchies")
struct DeepControllerTests {
  static let levels = 20_000
  @Test("nested chrome containers appear, rotate and go away without recursion")
  func nestedChrome() {
    weak var innermost: ViewController?
    do {
      var current = ViewController(name: "leaf")
      innermost = current
      for level in 0..<Self.levels {
        let shell = ChromeContainerController(content: current, name: "shell\(level)")
        shell.addChrome(ChromeView(name: "chrome\(level)", edge: .bottom, size: 0))
        current = shell
      }
      let window = Window(device: .iPhone15Pro)
      var transitions = 0
      window.addLifecycleObserver { event in
        if event.kind == .viewWillTransitionToSize { transitions += 1 }
      }
      window.rootViewController = current
      window.makeKeyAndVisible()
      #expect(innermost?.appearanceState == .appeared)
      #expect(innermost?.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
      window.rotate(to: .landscapeLeft)
      #expect(transitions == Self.levels + 1)
      #expect(innermost?.view.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
    }
    #expect(innermost == nil)
  }

  @Test("a chain of 200,000 child controllers is released without recursion")
  func longChain() {
    weak var deepest: ViewController?
    do {
      let root = ViewController(name: "root")
      var current = root
      for index in 0..<200_000 {
        let child = ViewController(name: "c\(index)")
        current.addChild(child)
        current = child
      }
      deepest = current
      #expect(deepest?.parent != nil)
    }
    #expect(deepest == nil)
  }
}
