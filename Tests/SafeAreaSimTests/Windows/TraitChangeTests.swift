import SafeAreaSim
import Testing

/// Issue 11, point 4: `traitCollectionDidChange(_:)` when a controller's traits change.
@Suite("Trait changes")
struct TraitChangeTests {
  /// Three tabs, the second selected and the third never loaded.
  static func tabs(on window: Window) -> (TraitRecorder, TraitRecorder, TraitRecorder) {
    let first = TraitRecorder(name: "first")
    let second = TraitRecorder(name: "second")
    let third = TraitRecorder(name: "third")
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([first, second, third], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.selectedIndex = 1
    tabs.selectedIndex = 0
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    return (first, second, third)
  }

  @Test("a Max phone turning to landscape gives every loaded controller regular width")
  func rotationOfAMaxPhone() {
    let window = Window(device: .iPhone15ProMax)
    let (first, second, third) = Self.tabs(on: window)
    window.rotate(to: .landscapeLeft)
    // The hidden first tab hears it too, at once, and has the new traits.
    #expect(first.previous.map(\.sizeClasses) == [.compactRegular])
    #expect(second.previous.map(\.sizeClasses) == [.compactRegular])
    #expect(first.traitCollection.sizeClasses == .regularCompact)
    #expect(third.previous.isEmpty)
    #expect(!third.isViewLoaded)
  }

  @Test("a full-screen iPad turning keeps its traits: no call")
  func iPadRotation() {
    let window = Window(device: .iPadPro11)
    let (first, second, _) = Self.tabs(on: window)
    window.rotate(to: .landscapeLeft)
    #expect(first.previous.isEmpty)
    #expect(second.previous.isEmpty)
  }

  @Test("a Split View resize from two thirds to a half makes the width compact")
  func splitViewResize() {
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    let (first, second, _) = Self.tabs(on: window)
    window.resize(to: window.device.splitViewFrame(.wide, side: .left, in: .landscapeLeft))
    #expect(second.previous.isEmpty)
    window.resize(to: window.device.splitViewFrame(.half, side: .left, in: .landscapeLeft))
    #expect(second.previous.map(\.sizeClasses) == [.regularRegular])
    #expect(first.previous.map(\.sizeClasses) == [.regularRegular])
    #expect(second.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("a new layout direction reaches every loaded controller")
  func layoutDirection() {
    let window = Window(device: .iPhone15Pro)
    let (first, second, third) = Self.tabs(on: window)
    let log = TraceLog(window)
    window.layoutDirection = .rightToLeft
    #expect(first.previous.map(\.layoutDirection) == [.leftToRight])
    #expect(second.previous.map(\.layoutDirection) == [.leftToRight])
    #expect(second.traitCollection.layoutDirection == .rightToLeft)
    #expect(third.previous.isEmpty)
    #expect(
      log.lines.filter { $0.contains("trait") } == [
        "tabs.traitCollectionDidChange", "first.traitCollectionDidChange",
        "second.traitCollectionDidChange",
      ])
  }
}

/// Records the previous traits of each `traitCollectionDidChange(_:)` call.
final class TraitRecorder: ViewController {
  var previous: [TraitCollection] = []
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if let previousTraitCollection { previous.append(previousTraitCollection) }
  }
}
