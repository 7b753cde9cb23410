import SafeAreaSim
import Testing

/// A view's guides are brought up to date at each layout pass only when their inputs (bounds
/// origin, safe-area insets, margins) changed; these check that they still follow them.
@Suite("Guides follow their view's safe area and margins through rotations")
struct GuideRefreshTests {
  /// Pins `view` to `guide`'s four edges.
  private func pin(_ view: View, to guide: LayoutGuide) {
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: guide.leftAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.rightAnchor.constraint(equalTo: guide.rightAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  @Test(
    "nested views pinned to safe-area and margins guides take the guides' frames in every orientation"
  )
  func nestedGuidesFollowRotations() {
    let (window, root) = makeWindow()
    // `outer` fills the root (its edges, not a guide): its safe area is the window's.
    let outer = constrained("outer", in: root)
    LayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor),
      outer.topAnchor.constraint(equalTo: root.topAnchor),
      outer.widthAnchor.constraint(equalTo: root.widthAnchor),
      outer.heightAnchor.constraint(equalTo: root.heightAnchor),
    ])
    // `middle` fills outer's safe area: no insets of its own, so its guides keep their
    // constants while outer's change.
    let middle = constrained("middle", in: outer)
    pin(middle, to: outer.safeAreaLayoutGuide)
    let inner = constrained("inner", in: middle)
    pin(inner, to: middle.layoutMarginsGuide)
    for orientation in [Orientation.landscapeLeft, .portrait, .landscapeRight, .portrait] {
      window.rotate(to: orientation)
      window.layoutIfNeeded()
      #expect(outer.safeAreaInsets != .zero, "\(orientation)")
      #expect(middle.frame == outer.bounds.inset(by: outer.safeAreaInsets), "\(orientation)")
      #expect(middle.safeAreaInsets == .zero, "\(orientation)")
      #expect(inner.frame == middle.bounds.inset(by: middle.layoutMargins), "\(orientation)")
    }
  }

  @Test("a guide follows new margins though the view's safe area and size stay the same")
  func guideFollowsMarginsChange() {
    let (window, root) = makeWindow()
    let holder = View(frame: Rect(x: 0, y: 200, width: 300, height: 300), name: "holder")
    root.addSubview(holder)
    let child = constrained("child", in: holder)
    pin(child, to: holder.layoutMarginsGuide)
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 8, y: 8, width: 284, height: 284))
    holder.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 30, y: 20, width: 240, height: 260))
    // A rotation that leaves the holder's margins alone leaves the child where it is.
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(child.frame == holder.bounds.inset(by: holder.layoutMargins))
  }

  @Test("a rotation pauses at no plain view whose guides stay current, and they still follow")
  func currentGuidesAreNoPause() {
    let (window, root) = makeWindow()
    // Each level fills its parent's safe area: none has insets of its own, so only the root's
    // guide changes in a rotation.
    let first = constrained("first", in: root)
    pin(first, to: root.safeAreaLayoutGuide)
    let second = constrained("second", in: first)
    pin(second, to: first.safeAreaLayoutGuide)
    let third = constrained("third", in: second)
    pin(third, to: second.safeAreaLayoutGuide)
    window.layoutIfNeeded()
    for orientation in [Orientation.landscapeLeft, .portrait] {
      window.rotate(to: orientation)
      window.layoutIfNeeded()
      // The window's callbacks and the root's new guide; `first` and `second` own guides
      // that stay as they were.
      #expect(window.lastLayoutPassStatistics.pauses == 2, "\(orientation)")
      #expect(first.frame == root.bounds.inset(by: root.safeAreaInsets), "\(orientation)")
      #expect(third.frame == second.bounds, "\(orientation)")
    }
  }

  @Test("a guide follows its view's bounds origin after passes that left it alone")
  func guideFollowsBoundsOrigin() {
    let (window, root) = makeWindow()
    let holder = View(frame: Rect(x: 0, y: 200, width: 300, height: 300), name: "holder")
    root.addSubview(holder)
    let child = constrained("child", in: holder)
    pin(child, to: holder.safeAreaLayoutGuide)
    window.layoutIfNeeded()
    // A pass that leaves the holder's safe area as it was: its guide is current.
    holder.frame.size.width = 280
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 0, y: 0, width: 280, height: 300))
    // Scrolling moves the bounds origin, and the guide with it, though nothing else changed.
    holder.bounds.origin = Point(x: 0, y: 40)
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 0, y: 40, width: 280, height: 300))
  }

  @Test("the constraints that tie a guide to its view carry UIKit's names, edge by edge")
  func guideConstraintsAreNamed() {
    let (window, root) = makeWindow()
    let child = constrained("child", in: root)
    pin(child, to: root.safeAreaLayoutGuide)
    window.layoutIfNeeded()
    let guideConstraints = root.constraintsAffectingLayout(for: .horizontal)
      .filter { $0.firstItem === root.safeAreaLayoutGuide }
    #expect(!guideConstraints.isEmpty)
    // The engine ties the guide's left edge and width; UIKit names its left and right edges.
    let uikitEdge: [LayoutAttribute: String] = [.left: "left", .width: "right"]
    for constraint in guideConstraints {
      #expect(
        constraint.identifier
          == "UIViewSafeAreaLayoutGuide-\(uikitEdge[constraint.firstAttribute] ?? "?")")
    }
    // A name set by the app replaces the derived one.
    let width = guideConstraints.first { $0.firstAttribute == .width }
    width?.identifier = "mine"
    #expect(width?.identifier == "mine")
    width?.identifier = nil
    #expect(width?.identifier == nil)
  }
}
