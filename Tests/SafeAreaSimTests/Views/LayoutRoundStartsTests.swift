import SafeAreaSim
import Testing

/// A layout round's starts: each laid out once, parent first, including a start that a
/// callback marks again after its walk.
@Suite("Layout round starts")
struct LayoutRoundStartsTests {
  /// A view whose `layoutSubviews()` runs a test's code once.
  final class HookedView: View {
    var onLayout: ((HookedView) -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      let body = onLayout
      onLayout = nil
      body?(self)
    }
  }

  @Test("a chain built outside the window is laid out by one walk, every view of it")
  func chain() {
    let window = Window(device: .iPhone15Pro)
    window.layoutIfNeeded()
    let top = View(frame: window.bounds.insetBy(dx: 0, dy: 10))
    var views = [top]
    for _ in 0..<999 {
      let parent = views[views.count - 1]
      let child = View(frame: parent.bounds)
      parent.addSubview(child)
      views.append(child)
    }
    window.addSubview(top)
    window.layoutIfNeeded()
    // The chain, and the window when it is laid out for its new subview.
    #expect((1_000...1_001).contains(window.lastLayoutPassStatistics.visitedNodes))
    #expect(views.allSatisfy { $0.safeAreaInsets == EdgeInsets(top: 49, bottom: 24) })
  }

  @Test("starts no walk reaches from another are each laid out")
  func separateStarts() {
    let window = Window(device: .iPhone15Pro)
    let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 852))
    let right = View(frame: Rect(x: 200, y: 0, width: 193, height: 852))
    let a = View(frame: Rect(x: 0, y: 100, width: 50, height: 50))
    let b = View(frame: Rect(x: 0, y: 100, width: 50, height: 50))
    left.addSubview(a)
    right.addSubview(b)
    window.addSubview(left)
    window.addSubview(right)
    window.layoutIfNeeded()
    // Two leaves in separate subtrees move into the top band: two starts, two visits.
    a.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    b.frame = Rect(x: 0, y: 10, width: 50, height: 50)
    a.frame = Rect(x: 0, y: 5, width: 50, height: 50)
    window.layoutIfNeeded()
    #expect(window.lastLayoutPassStatistics.visitedNodes == 2)
    #expect(a.safeAreaInsets == EdgeInsets(top: 54))
    #expect(b.safeAreaInsets == EdgeInsets(top: 49))
  }

  @Test("a start a callback moves after its walk is laid out again in the same pass")
  func startMovedByCallback() {
    let window = Window(device: .iPhone15Pro)
    let container = View(frame: window.bounds)
    let hooked = HookedView(frame: window.bounds, name: "hooked")
    let holder = View(frame: Rect(x: 0, y: 200, width: 393, height: 400))
    let leaf = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    holder.addSubview(leaf)
    container.addSubview(hooked)
    window.addSubview(holder)
    window.addSubview(container)
    window.layoutIfNeeded()
    // The leaf is a start shallower than the hooked view, walked before the hooked view's
    // callbacks move it under the top band.
    leaf.frame = Rect(x: 0, y: 1, width: 50, height: 50)
    // Enough other starts that the round counts them.
    let added = (0..<100).map { _ in View(frame: Rect(x: 100, y: 0, width: 50, height: 50)) }
    for view in added { holder.addSubview(view) }
    hooked.setNeedsLayout()
    hooked.onLayout = { _ in
      holder.frame = Rect(x: 0, y: 0, width: 393, height: 400)
      leaf.frame = Rect(x: 0, y: 2, width: 50, height: 50)
    }
    window.layoutIfNeeded()
    #expect(leaf.safeAreaInsets == EdgeInsets(top: 57))
    #expect(holder.safeAreaInsets == EdgeInsets(top: 59))
    #expect(added.allSatisfy { $0.safeAreaInsets == EdgeInsets(top: 59) })
  }
}
