import Testing

@testable import SafeAreaSim

/// A new view has no node until it joins a tree or something needs one: every public API must
/// see the same view either way, standalone, moved between trees, removed and added again, or
/// released before it ever joined.
@Suite("Views without a node yet")
struct ViewWithoutNodeTests {
  private let frame = Rect(x: 10, y: 20, width: 100, height: 50)

  /// A window with a band 200 points tall at y 20, whose top 39 points lie under the
  /// iPhone 15 Pro's 59-point top inset.
  private func bandInWindow() -> (Window, View) {
    let window = Window(device: .iPhone15Pro)
    let band = View(frame: Rect(x: 0, y: 20, width: 393, height: 200), name: "band")
    window.addSubview(band)
    window.layoutIfNeeded()
    return (window, band)
  }

  @Test("a new view has no store until something needs its node")
  func noStoreUntilNeeded() {
    let view = View(frame: frame, name: "new")
    #expect(view.storeIfJoined == nil)
    // The hierarchy queries answer without making one.
    #expect(view.superview == nil)
    #expect(view.window == nil)
    #expect(view.isDescendant(of: view))
    #expect(!view.isDescendant(of: View()))
    #expect(view.storeIfJoined == nil)
    #expect(view.frame == frame)
    #expect(view.storeIfJoined != nil)
  }

  @Test("a standalone view reads as a view whose node was made at once")
  func standaloneMatches() {
    let lazy = View(frame: frame, name: "lazy")
    let eager = View(frame: frame, name: "eager")
    _ = eager.store  // its node now
    #expect(lazy.frame == eager.frame)
    #expect(lazy.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(lazy.bounds == eager.bounds)
    #expect(lazy.safeAreaInsets == .zero)
    #expect(lazy.layoutMargins == EdgeInsets(all: 8))
    #expect(lazy.layoutMargins == eager.layoutMargins)
    #expect(lazy.subviews.isEmpty)
    #expect(lazy.safeAreaLayoutGuide.layoutFrame == eager.safeAreaLayoutGuide.layoutFrame)
    #expect(lazy.layoutMarginsGuide.layoutFrame == eager.layoutMarginsGuide.layoutFrame)
    lazy.layoutIfNeeded()
    #expect(lazy.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 84, height: 34))
  }

  @Test("a new view added to a tree gets its node in the superview's store")
  func joinsWithoutOwnStore() {
    let (window, band) = bandInWindow()
    let child = View(frame: frame, name: "child")
    band.addSubview(child)
    #expect(child.storeIfJoined === band.storeIfJoined)
    #expect(child.superview === band && child.window === window)
    window.layoutIfNeeded()
    // Window y 20 + 20 = 40, under the 59-point inset.
    #expect(child.safeAreaInsets == EdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
    #expect(child.frame == frame)
  }

  @Test("a chain of new views built outside a window then added lays out as one built inside")
  func chainBuiltOutside() {
    let (window, band) = bandInWindow()
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    var deepest = root
    for index in 0..<5 {
      let view = View(frame: Rect(x: 0, y: 5, width: 300, height: 90), name: "v\(index)")
      deepest.addSubview(view)
      deepest = view
    }
    #expect(deepest.storeIfJoined === root.storeIfJoined)
    band.addSubview(root)
    window.layoutIfNeeded()
    // Window y 20 + 5 x 5 = 45, under the 59-point inset.
    #expect(deepest.safeAreaInsets.top == 14)
    #expect(deepest.window === window)
    #expect(root.isDescendant(of: band) && deepest.isDescendant(of: root))
  }

  @Test("a view moves between trees, is removed and added again")
  func movedRemovedReadded() {
    let (firstWindow, firstBand) = bandInWindow()
    let (secondWindow, secondBand) = bandInWindow()
    secondBand.frame = Rect(x: 0, y: 100, width: 393, height: 200)
    let view = View(frame: frame, name: "mover")
    firstBand.addSubview(view)
    firstWindow.layoutIfNeeded()
    #expect(view.safeAreaInsets.top == 19)
    secondBand.addSubview(view)
    secondWindow.layoutIfNeeded()
    #expect(firstBand.subviews.isEmpty)
    #expect(view.superview === secondBand && view.window === secondWindow)
    #expect(view.safeAreaInsets == .zero)  // window y 120: below the inset
    view.removeFromSuperview()
    #expect(view.superview == nil && view.window == nil)
    #expect(view.safeAreaInsets == .zero)
    firstBand.addSubview(view)
    firstWindow.layoutIfNeeded()
    #expect(view.window === firstWindow)
    #expect(view.safeAreaInsets.top == 19)
  }

  @Test("views released before they joined a tree go, and leave nothing behind")
  func releasedBeforeJoining() {
    weak var plain: View?
    weak var used: View?
    do {
      let a = View(frame: frame)
      let b = View(frame: frame)
      b.layoutMargins = EdgeInsets(all: 3)  // needs its node: a store of its own
      plain = a
      used = b
      #expect(a.storeIfJoined == nil && b.storeIfJoined != nil)
    }
    #expect(plain == nil && used == nil)
    // A released view's slot is reused by the next one to join.
    let (window, band) = bandInWindow()
    do {
      let doomed = View(name: "doomed")
      band.addSubview(doomed)
      doomed.removeFromSuperview()
    }
    let next = View(frame: frame, name: "next")
    band.addSubview(next)
    window.layoutIfNeeded()
    #expect(band.subviews.map(\.name) == ["next"])
    #expect(next.safeAreaInsets.top == 19)
  }

  @Test("a subclass gets every callback, and a view made mid-join still joins once")
  func subclassCallbacks() {
    final class Recording: View {
      var events: [String] = []
      override func willMove(toSuperview newSuperview: View?) {
        events.append("willMoveSuperview")
        // Adding a subview here gives the view its own store in the middle of the join.
        if subviews.isEmpty { addSubview(View(name: "inner")) }
      }
      override func didMoveToSuperview() { events.append("superview") }
      override func willMove(toWindow newWindow: Window?) { events.append("willMoveWindow") }
      override func didMoveToWindow() { events.append("window") }
      override func layoutSubviews() { events.append("layout") }
    }
    let (window, band) = bandInWindow()
    let view = Recording(frame: frame)
    #expect(view.storeIfJoined == nil)
    band.addSubview(view)
    window.layoutIfNeeded()
    #expect(
      view.events == ["willMoveSuperview", "willMoveWindow", "superview", "window", "layout"])
    #expect(view.storeIfJoined === band.storeIfJoined)
    #expect(view.subviews.map(\.name) == ["inner"])
    #expect(view.subviews[0].window === window)
    #expect(view.subviews[0].safeAreaInsets.top == 19)
  }

  @Test("observing a view before it joins delivers its changes after")
  func observedBeforeJoining() {
    let (window, band) = bandInWindow()
    let view = View(frame: frame, name: "observed")
    var seen: [EdgeInsets] = []
    view.onSafeAreaInsetsChange { seen.append($0.safeAreaInsets) }
    band.addSubview(view)
    window.layoutIfNeeded()
    #expect(seen == [EdgeInsets(top: 19, left: 0, bottom: 0, right: 0)])
  }
}
