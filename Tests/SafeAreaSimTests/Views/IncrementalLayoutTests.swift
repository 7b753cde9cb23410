import SafeAreaSim
import Testing

@Suite("Incremental layout passes")
struct IncrementalLayoutTests {
  /// A window with a balanced tree of `count` plain views (fan-out 8), each inset by 4 points
  /// in its parent so that insets vary near the edges.
  static func balancedTree(count: Int) -> (Window, [View]) {
    let window = Window(device: .iPhone15Pro)
    var views = [View(frame: window.bounds, name: "v0")]
    window.addSubview(views[0])
    var index = 1
    var parentIndex = 0
    while index < count {
      let parent = views[parentIndex]
      for _ in 0..<8 where index < count {
        let view = View(frame: parent.bounds.insetBy(dx: 4, dy: 4))
        parent.addSubview(view)
        views.append(view)
        index += 1
      }
      parentIndex += 1
    }
    window.layoutIfNeeded()
    return (window, views)
  }

  @Test("the first pass visits every view once and pauses only at the window")
  func firstPass() {
    let window = Window(device: .iPhone15Pro)
    let root = View(frame: window.bounds)
    for _ in 0..<99 { root.addSubview(View(frame: root.bounds)) }
    window.addSubview(root)
    window.layoutIfNeeded()
    // 100 views and the window; plain views have no callbacks, so only the window pauses.
    #expect(window.lastLayoutPassStatistics.visitedNodes == 101)
    #expect(window.lastLayoutPassStatistics.pauses == 1)
  }

  @Test("a pass with nothing dirty visits nothing")
  func clean() {
    let (window, views) = Self.balancedTree(count: 10_000)
    let passes = window.layoutPassCount
    window.layoutIfNeeded()
    views[5_000].layoutIfNeeded()
    #expect(window.layoutPassCount == passes)
  }

  @Test("moving one leaf visits only that leaf")
  func oneLeaf() {
    let (window, views) = Self.balancedTree(count: 10_000)
    let leaf = views[9_999]
    leaf.frame.origin.x += 1
    window.layoutIfNeeded()
    #expect(window.lastLayoutPassStatistics.visitedNodes == 1)
  }

  @Test("resizing a subtree's root visits that subtree and nothing else")
  func subtree() {
    let (window, views) = Self.balancedTree(count: 10_000)
    // views[9] is a grandchild of the root; its subtree is 1 + 8 + 64 + 512 views.
    views[9].frame = views[9].frame.insetBy(dx: 0, dy: 1)
    window.layoutIfNeeded()
    #expect(window.lastLayoutPassStatistics.visitedNodes == Self.subtreeSize(views[9]))
    #expect(Self.subtreeSize(views[9]) == 585)
    // A change that does not reach the children stops at the subtree's root.
    // (Portrait has no side insets: moving sideways changes nothing.)
    views[9].frame.origin.x += 0.5
    window.layoutIfNeeded()
    #expect(window.lastLayoutPassStatistics.visitedNodes == 1)
    views[9].frame.origin.y = 300  // deep inside the safe rect
    window.layoutIfNeeded()
    views[9].frame.origin.y = 301
    window.layoutIfNeeded()
    #expect(window.lastLayoutPassStatistics.visitedNodes == 1)
  }

  static func subtreeSize(_ view: View) -> Int {
    var count = 0
    var pending = [view]
    while let next = pending.popLast() {
      count += 1
      pending += next.subviews
    }
    return count
  }

  @Test("rotation recomputes the whole tree once")
  func rotation() {
    let (window, views) = Self.balancedTree(count: 10_000)
    window.rotate(to: .landscapeLeft)  // a size transition: it lays out at once
    #expect(window.lastLayoutPassStatistics.visitedNodes >= 1 + 9_000)
    #expect(window.lastLayoutPassStatistics.visitedNodes <= 10_001)
    // views[0] keeps its portrait frame (no autoresizing): it reaches the left and bottom bands.
    #expect(views[0].safeAreaInsets == EdgeInsets(left: 59, bottom: 21))
    #expect(window.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
  }
}
