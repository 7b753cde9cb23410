import SafeAreaSim
import Testing

@Suite("SplitViewController traits")
struct SplitViewControllerTraitTests {
  /// The controllers that heard `traitCollectionDidChange(_:)`, in order.
  static func recordTraitChanges(in window: Window) -> () -> [String] {
    final class Box { var names: [String] = [] }
    let box = Box()
    window.addLifecycleObserver { event in
      guard event.kind == .traitCollectionDidChange else { return }
      box.names.append(event.subject)
    }
    return { box.names }
  }

  @Test("the sidebar columns of an expanded split view are compact in width, the secondary not")
  func sidebarsAreCompact() throws {
    let shown = SplitViewControllerTests.shown(.tripleColumn)
    let split = shown.split
    #expect(split.traitCollection.horizontalSizeClass == .regular)
    #expect(shown.list.traitCollection.horizontalSizeClass == .compact)
    #expect(shown.middle.traitCollection.horizontalSizeClass == .compact)
    #expect(shown.detail.traitCollection.horizontalSizeClass == .regular)
    let primaryNav = try #require(split.navigationController(for: .primary))
    #expect(
      primaryNav.traitCollection.sizeClasses
        == SizeClasses(horizontal: .compact, vertical: .regular))
    // Only the width is overridden.
    #expect(shown.list.traitCollection.verticalSizeClass == .regular)
    #expect(shown.list.traitCollection.idiom == .pad)
  }

  @Test("a controller pushed in the primary column is compact; one removed from it is not")
  func pushedAndRemoved() throws {
    let shown = SplitViewControllerTests.shown()
    let primaryNav = try #require(shown.split.navigationController(for: .primary))
    let pushed = ViewController(name: "pushed")
    primaryNav.pushViewController(pushed, animated: false)
    #expect(pushed.traitCollection.horizontalSizeClass == .compact)
    let replacement = ViewController(name: "replacement")
    shown.split.setViewController(replacement, for: .primary)
    #expect(replacement.traitCollection.horizontalSizeClass == .compact)
    primaryNav.popViewController(animated: false)
    let detached = ViewController(name: "detached")
    shown.split.navigationController(for: .secondary)?.pushViewController(
      detached, animated: false)
    #expect(detached.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("expanding tells the secondary column its new width, not the already compact primary")
  func expandingDelivers() throws {
    let shown = SplitViewControllerTests.shown()
    shown.window.resize(to: Rect(x: 0, y: 0, width: 400, height: 834))
    #expect(shown.detail.traitCollection.horizontalSizeClass == .compact)
    let changes = Self.recordTraitChanges(in: shown.window)
    shown.window.resize(to: nil)
    #expect(shown.detail.traitCollection.horizontalSizeClass == .regular)
    #expect(shown.list.traitCollection.horizontalSizeClass == .compact)
    let names = changes()
    #expect(names.contains("detail"))
    #expect(names.contains("split"))
    #expect(!names.contains("list"))
    #expect(!names.contains("split.primaryNavigation"))
  }

  @Test("collapsing tells the secondary column's controller, moved onto the primary stack")
  func collapsingDelivers() throws {
    let shown = SplitViewControllerTests.shown()
    let changes = Self.recordTraitChanges(in: shown.window)
    shown.window.resize(to: Rect(x: 0, y: 0, width: 400, height: 834))
    #expect(shown.detail.traitCollection.horizontalSizeClass == .compact)
    let names = changes()
    #expect(names.contains("detail"))
    #expect(names.contains("split.secondaryNavigation"))
    // The primary column was compact already.
    #expect(!names.contains("list"))
  }

  @Test("a landscape Max phone's primary column has the compact phone's 32-point bar")
  func maxPhoneBars() throws {
    let shown = SplitViewControllerTests.shown(device: .iPhone15ProMax, orientation: .landscapeLeft)
    #expect(!shown.split.isCollapsed)
    let primaryNav = try #require(shown.split.navigationController(for: .primary))
    let secondaryNav = try #require(shown.split.navigationController(for: .secondary))
    #expect(primaryNav.navigationBar.frame.height == 32)
    #expect(secondaryNav.navigationBar.frame.height == 44)
  }
}
