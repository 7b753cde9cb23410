import SafeAreaSim
import Testing

@Suite("Split view controller, size transitions")
struct SplitViewControllerTransitionTests {
  /// The sizes `viewWillTransition(to:with:)` gave each controller, by name.
  static func recordSizes(in window: Window) -> () -> [String: Size] {
    final class Box { var sizes: [String: Size] = [:] }
    let box = Box()
    window.addLifecycleObserver { event in
      guard event.kind == .viewWillTransitionToSize, let size = event.size else { return }
      box.sizes[event.subject] = size
    }
    return { box.sizes }
  }

  @Test("turning an iPad to landscape tells the secondary column the width beside the primary")
  func rotationToTile() throws {
    let shown = SplitViewControllerTests.shown(orientation: .portrait)
    #expect(shown.split.displayMode == .secondaryOnly)
    let sizes = Self.recordSizes(in: shown.window)
    shown.window.rotate(to: .landscapeLeft)
    #expect(shown.split.displayMode == .oneBesideSecondary)
    #expect(sizes()["detail"] == Size(width: 874, height: 834))
    #expect(shown.detail.view.bounds.size == Size(width: 874, height: 834))
  }

  @Test("turning an iPad to portrait tells the secondary column the whole width")
  func rotationToOverlay() throws {
    let shown = SplitViewControllerTests.shown()
    let sizes = Self.recordSizes(in: shown.window)
    shown.window.rotate(to: .portrait)
    #expect(shown.split.displayMode == .secondaryOnly)
    #expect(sizes()["detail"] == Size(width: 834, height: 1194))
    // The primary column, hidden by the rotation, hears the size it has when it shows.
    #expect(sizes()["list"] == Size(width: 420, height: 1194))
  }

  @Test("a window narrowed until the split view collapses tells its columns the whole width")
  func collapsing() throws {
    let shown = SplitViewControllerTests.shown()
    let sizes = Self.recordSizes(in: shown.window)
    shown.window.resize(to: Rect(x: 0, y: 0, width: 592, height: 834))
    #expect(shown.split.isCollapsed)
    #expect(sizes()["list"] == Size(width: 592, height: 834))
    #expect(sizes()["detail"] == Size(width: 592, height: 834))
    #expect(shown.detail.view.bounds.size == Size(width: 592, height: 834))
  }

  @Test("a window widened until the split view expands tells the column shown its column size")
  func expanding() throws {
    let shown = SplitViewControllerTests.shown()
    shown.window.resize(to: Rect(x: 0, y: 0, width: 592, height: 834))
    let sizes = Self.recordSizes(in: shown.window)
    shown.window.resize(to: nil)
    #expect(!shown.split.isCollapsed)
    // The primary column's navigation controller holds both while collapsed.
    #expect(sizes()["split.primaryNavigation"] == Size(width: 420, height: 834))
    #expect(shown.list.view.bounds.size == Size(width: 420, height: 834))
  }
}
