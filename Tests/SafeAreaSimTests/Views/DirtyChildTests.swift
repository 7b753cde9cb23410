import SafeAreaSim
import Testing

@Suite("A parent remembers its dirty child")
struct DirtyChildTests {
  /// A view whose `layoutSubviews()` runs a test's code once: what it marks dirty below the
  /// view is found when the walk resumes there.
  final class HookedView: View {
    var onLayout: ((HookedView) -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      let body = onLayout
      onLayout = nil
      body?(self)
    }
  }

  /// A window holding a hooked view with `count` plain subviews, laid out.
  static func wideParent(count: Int) -> (Window, HookedView) {
    let window = Window(device: .iPhone15Pro)
    let parent = HookedView(frame: window.bounds, name: "parent")
    for _ in 0..<count { parent.addSubview(View(frame: parent.bounds.insetBy(dx: 4, dy: 4))) }
    window.addSubview(parent)
    window.layoutIfNeeded()
    return (window, parent)
  }

  @Test("a view added during a parent's layout, among 1,000 clean siblings, is found alone")
  func oneInsertion() {
    let (window, parent) = Self.wideParent(count: 1_000)
    let added = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    parent.onLayout = { $0.addSubview(added) }
    parent.setNeedsLayout()
    window.layoutIfNeeded()
    let statistics = window.lastLayoutPassStatistics
    // One child looked at, not the 1,001 the parent has.
    #expect(statistics.examinedChildren == 1)
    #expect(statistics.visitedNodes <= 3)
    #expect(added.safeAreaInsets == EdgeInsets(top: 59))
  }

  @Test("a detached tree larger than the window's added during a layout joins the window's store")
  func largeTreeDuringLayout() {
    let (window, parent) = Self.wideParent(count: 2)
    // 300 views apart from the window: more than the window's store holds.
    let tree = View(frame: window.bounds, name: "tree")
    var last = tree
    for index in 0..<299 {
      let next = View(frame: last.bounds, name: "v\(index)")
      last.addSubview(next)
      last = next
    }
    parent.onLayout = { $0.addSubview(tree) }
    parent.setNeedsLayout()
    window.layoutIfNeeded()
    // The pass went on with the window's store and laid the whole tree out.
    #expect(tree.window === window)
    #expect(last.window === window)
    #expect(last.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(parent.subviews.count == 3)
  }

  @Test("two views added during a parent's layout are both laid out")
  func twoInsertions() {
    let (window, parent) = Self.wideParent(count: 1_000)
    let first = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let second = View(frame: Rect(x: 0, y: 800, width: 40, height: 52))
    parent.onLayout = {
      $0.addSubview(first)
      $0.addSubview(second)
    }
    parent.setNeedsLayout()
    window.layoutIfNeeded()
    // Several dirty children: the walk looks through the children for them.
    #expect(window.lastLayoutPassStatistics.examinedChildren >= 1_002)
    #expect(first.safeAreaInsets == EdgeInsets(top: 59))
    #expect(second.safeAreaInsets == EdgeInsets(bottom: 34))
  }

  @Test("a child added and moved elsewhere during the parent's layout is laid out there")
  func movedAway() {
    let (window, parent) = Self.wideParent(count: 10)
    let other = View(frame: Rect(x: 0, y: 400, width: 393, height: 452), name: "other")
    window.addSubview(other)
    window.layoutIfNeeded()
    let child = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    parent.onLayout = { view in
      view.addSubview(child)
      other.addSubview(child)
    }
    parent.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(child.superview === other)
    // In `other`, 400 points down: neither the top nor the bottom inset reaches it.
    #expect(child.safeAreaInsets == .zero)
    #expect(window.lastLayoutPassStatistics.examinedChildren <= 1)
  }

  @Test("a constrained view inserted among 1,000 siblings pinned to the guide looks at one")
  func constrainedInsertion() {
    let (window, root) = makeWindow()
    for _ in 0..<1_000 {
      let view = constrained("v", in: root)
      view.pinned(to: root.safeAreaLayoutGuide)
    }
    window.layoutIfNeeded()
    let added = constrained("added", in: root)
    added.pinned(to: root.safeAreaLayoutGuide)
    window.layoutIfNeeded()
    #expect(added.frame == Rect(x: 16, y: 67, width: 361, height: 44))
    #expect(window.lastLayoutPassStatistics.examinedChildren <= 2)
    #expect(window.lastLayoutPassStatistics.visitedNodes <= 3)
  }
}

extension View {
  /// Pins the view to a guide as the kiwi benchmark's views are: 16 in, 8 down, 32 narrower,
  /// 44 high.
  fileprivate func pinned(to guide: LayoutGuide) {
    LayoutConstraint.activate([
      leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 16),
      topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      widthAnchor.constraint(equalTo: guide.widthAnchor, constant: -32),
      heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}

@Suite("A dirty view under a dirty superview")
struct DirtyUnderDirtyTests {
  @Test("is laid out from its superview's walk, though the superview's results do not change")
  func reachedThroughItsParent() {
    // iPhone 15 Pro portrait: 59 points unsafe at the top. The parent covers them (top
    // inset 59); its child starts 100 points down, clear of them.
    let window = Window(device: .iPhone15Pro)
    let parent = View(frame: Rect(x: 0, y: 0, width: 393, height: 600), name: "parent")
    let child = View(frame: Rect(x: 0, y: 100, width: 40, height: 40), name: "child")
    let sibling = View(frame: Rect(x: 0, y: 700, width: 393, height: 40), name: "sibling")
    parent.addSubview(child)
    window.addSubview(parent)
    window.addSubview(sibling)
    window.layoutIfNeeded()
    #expect(parent.safeAreaInsets == EdgeInsets(top: 59))
    #expect(child.safeAreaInsets == .zero)
    // The parent moves sideways (its size and insets stay, so its walk does not descend),
    // its child moves up into the unsafe strip, and a sibling moves to the top.
    parent.frame = Rect(x: 5, y: 0, width: 393, height: 600)
    child.frame = Rect(x: 0, y: 20, width: 40, height: 40)
    sibling.frame = Rect(x: 0, y: 0, width: 393, height: 80)
    window.layoutIfNeeded()
    #expect(parent.safeAreaInsets == EdgeInsets(top: 59))
    #expect(child.safeAreaInsets == EdgeInsets(top: 39))
    #expect(sibling.safeAreaInsets == EdgeInsets(top: 59))
  }

  @Test("is laid out when its superview's layout callbacks run first")
  func reachedAfterItsParentsCallbacks() {
    let window = Window(device: .iPhone15Pro)
    let parent = DirtyChildTests.HookedView(
      frame: Rect(x: 0, y: 0, width: 393, height: 600), name: "parent")
    let child = View(frame: Rect(x: 0, y: 100, width: 40, height: 40), name: "child")
    parent.addSubview(child)
    window.addSubview(parent)
    window.layoutIfNeeded()
    var ran = false
    parent.onLayout = { _ in ran = true }
    parent.setNeedsLayout()
    child.frame = Rect(x: 0, y: 30, width: 40, height: 40)
    window.layoutIfNeeded()
    #expect(ran)
    #expect(child.safeAreaInsets == EdgeInsets(top: 29))
  }
}
