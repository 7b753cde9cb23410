import SafeAreaSim
import Testing

/// A view that asks for layout again from its own `layoutSubviews()`, counting its layouts.
private final class SelfInvalidatingView: View {
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    setNeedsLayout()
  }
}

/// A controller that asks its view for layout again from `viewDidLayoutSubviews()`.
private final class RelayoutController: ViewController {
  var layouts = 0
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layouts += 1
    view.setNeedsLayout()
  }
}

@Suite("Layout requested during layout")
struct LayoutRequestTests {
  @Test("a view calling setNeedsLayout() in its own layoutSubviews() lays out once per pass")
  func setNeedsLayoutInLayoutSubviews() {
    let window = Window(device: .iPhone15Pro)
    let view = SelfInvalidatingView(
      frame: Rect(x: 0, y: 0, width: 393, height: 200), name: "self-invalidating")
    window.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.layouts == 1)
    #expect(window.takeDiagnostics().isEmpty)
    // The request was served by that layout: nothing is pending.
    window.layoutIfNeeded()
    #expect(view.layouts == 1)
    // A change of its results still lays it out, once.
    view.frame = Rect(x: 0, y: 0, width: 393, height: 300)
    window.layoutIfNeeded()
    #expect(view.layouts == 2)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(view.layouts == 3)
    #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 0))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("a controller calling view.setNeedsLayout() in viewDidLayoutSubviews() does not loop")
  func setNeedsLayoutInViewDidLayoutSubviews() {
    let window = Window(device: .iPhone15Pro)
    let root = RelayoutController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.runUntilIdle()
    #expect(root.layouts == 1)
    #expect(root.appearanceState == .appeared)
    #expect(window.takeDiagnostics().isEmpty)
    window.layoutIfNeeded()
    #expect(root.layouts == 1)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(root.layouts == 2)
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(window.takeDiagnostics().isEmpty)
  }
}
