import SafeAreaSim
import Testing

/// Views joining a tree: a new view's own storage moves into its superview's, whether it is a
/// single new view (the common case, moved without renumbering) or a tree with pending
/// changes, and into slots that views released earlier.
@Suite("Views joining a tree")
struct ViewJoiningTests {
  /// A window with a band 200 points tall at y 20, whose top 39 points lie under the
  /// iPhone 15 Pro's 59-point top inset.
  private func bandInWindow() -> (Window, View) {
    let window = Window(device: .iPhone15Pro)
    let band = View(frame: Rect(x: 0, y: 20, width: 393, height: 200), name: "band")
    window.addSubview(band)
    window.layoutIfNeeded()
    return (window, band)
  }

  @Test("new views take the slots of released ones and are laid out in order")
  func reusedSlots() {
    let (window, band) = bandInWindow()
    do {
      // Three views join, two are released: their slots are free.
      let doomed = [View(name: "d0"), View(name: "d1")]
      for view in doomed { band.addSubview(view) }
      band.addSubview(View(name: "kept"))
      for view in doomed { view.removeFromSuperview() }
    }
    let plain = View(frame: Rect(x: 0, y: 10, width: 100, height: 100), name: "plain")
    let moved = View(name: "moved")
    moved.frame = Rect(x: 0, y: 30, width: 100, height: 100)  // a change made outside
    let tree = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "tree")
    tree.addSubview(View(frame: Rect(x: 0, y: 5, width: 50, height: 50), name: "inner"))
    band.addSubview(plain)
    band.insertSubview(moved, at: 0)
    band.addSubview(tree)
    window.layoutIfNeeded()
    #expect(band.subviews.map(\.name) == ["moved", "kept", "plain", "tree"])
    #expect(band.subviews.allSatisfy { $0.superview === band && $0.window === window })
    #expect(tree.subviews.map(\.name) == ["inner"])
    // Window y: band 20 + 10, 20 + 30, 20 + 0 + 5, under a 59-point inset.
    #expect(plain.safeAreaInsets == EdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    #expect(moved.safeAreaInsets == EdgeInsets(top: 9, left: 0, bottom: 0, right: 0))
    #expect(tree.subviews[0].safeAreaInsets == EdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
  }

  @Test("a single new view laid out on its own before joining ends like one that was not")
  func laidOutAlone() {
    let (window, band) = bandInWindow()
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let margins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let alone = View(frame: frame, name: "alone")
    alone.layoutMargins = margins
    alone.layoutIfNeeded()
    #expect(alone.safeAreaInsets == .zero)
    let twin = View(frame: frame, name: "twin")
    twin.layoutMargins = margins
    band.addSubview(alone)
    band.addSubview(twin)
    window.layoutIfNeeded()
    #expect(alone.superview === band)
    #expect(alone.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(alone.safeAreaInsets == twin.safeAreaInsets)
    #expect(alone.layoutMargins == twin.layoutMargins)
    #expect(alone.layoutMargins.top > margins.top)  // the safe area is added
  }

  @Test("a subclass view joining a tree still gets its callbacks")
  func subclassJoins() {
    final class Recording: View {
      var events: [String] = []
      override func didMoveToSuperview() { events.append("superview") }
      override func didMoveToWindow() { events.append("window") }
      override func safeAreaInsetsDidChange() { events.append("insets") }
    }
    let (window, band) = bandInWindow()
    let view = Recording(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    band.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.events == ["superview", "window", "insets"])
    #expect(view.safeAreaInsets.top == 39)
  }
}
