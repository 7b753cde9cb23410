import SafeAreaSim
import Testing

/// A rotation resizes the window's root view by autoresizing, and the root view's guides
/// follow its new safe area at its layout; the views pinned to them move once, in the root
/// view's layout, as UIKit's `layoutSubviews()` applies the engine's frames.
@Suite("A rotation moves the views pinned to the root view's guides in the root view's layout")
struct RotationSolveTests {
  /// A window whose `layoutSubviews()` records the frame of a view below its root view.
  final class RecordingWindow: Window {
    var probe: View?
    var seen: [Rect] = []

    override func layoutSubviews() {
      super.layoutSubviews()
      if let probe { seen.append(probe.frame) }
    }
  }

  /// A root view that records a subview's frame in its own layout.
  final class RecordingView: View {
    var probe: View?
    var seen: [Rect] = []

    override func layoutSubviews() {
      super.layoutSubviews()
      if let probe { seen.append(probe.frame) }
    }
  }

  /// The window, its root view and a view pinned to the root view's safe-area guide.
  private func makePinned() -> (RecordingWindow, RecordingView, View) {
    let window = RecordingWindow(device: .iPhone15Pro)
    let root = RecordingView(frame: window.bounds, name: "root")
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    let pinned = constrained("pinned", in: root)
    let guide = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      pinned.leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 16),
      pinned.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      pinned.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: -32),
      pinned.heightAnchor.constraint(equalTo: guide.heightAnchor, constant: -16),
    ])
    window.layoutIfNeeded()
    window.probe = pinned
    root.probe = pinned
    return (window, root, pinned)
  }

  @Test(
    "the window's layout sees the pinned view where it was, the root view's layout where it goes"
  )
  func windowSeesOldFramesRootSeesNew() {
    let (window, root, pinned) = makePinned()
    // iPhone 15 Pro in portrait: 393 x 852, safe-area insets 59 top, 34 bottom.
    let portrait = Rect(x: 16, y: 67, width: 393 - 32, height: 852 - 59 - 34 - 16)
    #expect(pinned.frame == portrait)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    // Landscape: 852 x 393, insets 59 left and right, 21 bottom.
    let landscape = Rect(x: 59 + 16, y: 8, width: 852 - 118 - 32, height: 393 - 21 - 16)
    #expect(pinned.frame == landscape)
    #expect(window.seen == [portrait])
    #expect(root.seen == [landscape])
  }

  @Test("rotations back and forth put the pinned view where a fresh layout puts it")
  func rotationsMatchFreshLayouts() {
    let (window, _, pinned) = makePinned()
    for orientation in [Orientation.landscapeLeft, .portrait, .landscapeRight, .portrait] {
      window.rotate(to: orientation)
      window.layoutIfNeeded()
      let (fresh, _, freshPinned) = makePinned()
      fresh.rotate(to: orientation)
      fresh.layoutIfNeeded()
      #expect(pinned.frame == freshPinned.frame, "\(orientation)")
    }
  }
}
