import SafeAreaSim
import Testing

/// A rotation re-solves incrementally; where several layouts satisfy the constraints equally
/// well, it must still land on the one a fresh layout in the new orientation gives.
@Suite("A rotation lays out a chain of pinned views as a fresh layout in that orientation")
struct RotationDegenerateTests {
  /// A window with a full-screen root view and a chain of `depth` views, each pinned to its
  /// parent's safe-area guide much as kiwi's tree benchmark pins them: the heights prefer their
  /// parent's minus 16 (`.defaultLow`) but stay at least 44, so from some depth on the
  /// preference gives way, and raising any ancestor would cost as much as it saves.
  private func makeChain(
    depth: Int, orientation: Orientation
  ) -> (Window, [View]) {
    let window = Window(device: .iPhone15Pro, orientation: orientation)
    let root = View(frame: window.bounds, name: "root")
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    var views = [root]
    for level in 1...depth {
      let parent = views[level - 1]
      let view = constrained("v\(level)", in: parent)
      let guide = parent.safeAreaLayoutGuide
      let preferred = view.heightAnchor.constraint(equalTo: guide.heightAnchor, constant: -16)
      preferred.priority = .defaultLow
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: guide.leftAnchor),
        view.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
        view.widthAnchor.constraint(equalTo: guide.widthAnchor),
        view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        preferred,
      ])
      views.append(view)
    }
    window.layoutIfNeeded()
    return (window, views)
  }

  @Test(
    "rotating a chain whose heights reach their minimum gives the frames of a fresh layout",
    arguments: [Orientation.landscapeLeft, .portrait])
  func rotationMatchesFreshLayout(target: Orientation) {
    let start: Orientation = target == .portrait ? .landscapeLeft : .portrait
    let (window, views) = makeChain(depth: 60, orientation: start)
    window.rotate(to: target)
    window.layoutIfNeeded()
    let (_, fresh) = makeChain(depth: 60, orientation: target)
    let rotated = views.map(\.frame)
    let expected = fresh.map(\.frame)
    #expect(rotated == expected)
    // Each view takes its preferred height until that falls below 44, then 44.
    let guideHeight = target == .portrait ? 852.0 - 59 - 34 : 393.0 - 21
    for (level, frame) in expected.enumerated().dropFirst() {
      let preferred = guideHeight - 16 * Double(level)
      #expect(frame.height == max(44, preferred), "v\(level)")
    }
  }
}
