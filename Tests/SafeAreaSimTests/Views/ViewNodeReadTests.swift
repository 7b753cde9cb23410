import Testing

@testable import SafeAreaSim

@Suite("Reading several values of a view in one access")
struct ViewNodeReadTests {
  @Test("boundsAndSafeAreaInsets gives what bounds and safeAreaInsets give")
  func boundsAndSafeAreaInsets() {
    let window = Window(device: .iPhoneX)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let view = View(frame: Rect(x: 0, y: 700, width: 375, height: 112), name: "bottom")
    root.view.addSubview(view)
    view.bounds = Rect(x: 0, y: 10, width: 375, height: 112)
    window.layoutIfNeeded()
    let read = view.boundsAndSafeAreaInsets
    #expect(read.bounds == view.bounds)
    #expect(read.bounds.origin.y == 10)
    #expect(read.safeAreaInsets == view.safeAreaInsets)
    #expect(read.safeAreaInsets.bottom > 0)
  }

  @Test("setting the same frame again marks nothing for layout")
  func sameFrameMarksNothing() {
    let window = Window(device: .iPhoneX)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "box")
    root.view.addSubview(view)
    window.layoutIfNeeded()
    view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(!view.store.needsLayoutPass)
    view.frame = Rect(x: 0, y: 0, width: 120, height: 100)
    #expect(view.store.needsLayoutPass)
    #expect(view.node.flags.contains(.needsLayout))
  }
}
