import SafeAreaSim
import SafeAreaSimTesting
import Testing

@Suite("Scroll views (C-16, C-17)")
final class ScrollViewTests {
  /// The windows of the scroll views a test made; a view does not keep its window alive.
  private var windows: [Window] = []

  func scroll(
    contentHeight: Double, inset: EdgeInsets = .zero, behavior: ContentInsetAdjustmentBehavior,
    bounces: Bool = false
  ) -> ScrollView {
    let window = Window(device: .iPhone15Pro)
    let view = ScrollView(frame: window.bounds, name: "scroll")
    view.contentSize = Size(width: 393, height: contentHeight)
    view.contentInset = inset
    view.contentInsetAdjustmentBehavior = behavior
    view.alwaysBounceVertical = bounces
    window.addSubview(view)
    window.layoutIfNeeded()
    windows.append(window)  // kept for the test's duration, released with the suite instance
    return view
  }

  @Test("scrollableAxes adjusts an axis only when it scrolls or bounces")
  func scrollableAxes() {
    let tall = scroll(
      contentHeight: 2000, inset: EdgeInsets(top: 10), behavior: .scrollableAxes)
    #expect(tall.adjustedContentInset == EdgeInsets(top: 69, bottom: 34))
    let short = scroll(
      contentHeight: 400, inset: EdgeInsets(bottom: 5), behavior: .scrollableAxes)
    #expect(short.adjustedContentInset == EdgeInsets(bottom: 5))
    let bouncy = scroll(contentHeight: 400, behavior: .scrollableAxes, bounces: true)
    #expect(bouncy.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
  }

  @Test("never keeps the content inset; always adds the safe area")
  func neverAlways() {
    let never = scroll(
      contentHeight: 2000, inset: EdgeInsets(top: 10, bottom: 5), behavior: .never)
    #expect(never.adjustedContentInset == EdgeInsets(top: 10, bottom: 5))
    #expect(never.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    let always = scroll(contentHeight: 10, behavior: .always)
    #expect(always.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
  }

  @Test("automatic adjusts vertically for the root view of a controller in a navigation controller")
  func automaticInNavigation() {
    let window = Window(device: .iPhone15Pro)
    let list = ScrollController(name: "list")
    window.rootViewController = NavigationController(rootViewController: list, name: "nav")
    window.makeKeyAndVisible()
    let scroll = list.scrollView
    #expect(
      scroll.adjustedContentInset.isApproximatelyEqual(to: EdgeInsets(top: 97.667, bottom: 34)))
    #expect(scroll.changes >= 1)
    let alone = self.scroll(contentHeight: 100, behavior: .automatic)
    #expect(alone.adjustedContentInset == .zero)
  }

  @Test("contentOffset is the bounds origin and moves the subviews' bands")
  func contentOffset() {
    let view = scroll(contentHeight: 2000, behavior: .never)
    let row = View(frame: Rect(x: 0, y: 100, width: 393, height: 44), name: "row")
    view.addSubview(row)
    view.layoutIfNeeded()
    #expect(row.safeAreaInsets == .zero)
    view.contentOffset = Point(x: 0, y: 80)
    view.layoutIfNeeded()
    #expect(row.safeAreaInsets == EdgeInsets(top: 39))
  }
}

final class CountingScrollView: ScrollView {
  var changes = 0
  override func adjustedContentInsetDidChange() { changes += 1 }
}

final class ScrollController: ViewController {
  var scrollView: CountingScrollView { view as! CountingScrollView }
  override func loadView() {
    let scroll = CountingScrollView(name: name)
    scroll.contentSize = Size(width: 393, height: 100)
    view = scroll
  }

  @Test("a scroll view out of any window keeps its frame and guides whatever its content offset")
  func detachedOffsetKeepsFrame() {
    let view = ScrollView(frame: Rect(x: 0, y: 20, width: 393, height: 800), name: "feed")
    let child = View(frame: Rect(x: 10, y: 100, width: 50, height: 50), name: "row")
    view.addSubview(child)
    view.contentSize = Size(width: 393, height: 5000)
    view.contentOffset = Point(x: 0, y: 600)
    #expect(view.frameInWindow == Rect(x: 0, y: 20, width: 393, height: 800))
    #expect(view.convert(view.bounds, to: nil) == view.frame)
    #expect(
      view.convert(view.safeAreaLayoutGuide.layoutFrame, to: nil)
        == Rect(x: 0, y: 20, width: 393, height: 800))
    // Content scrolls: a subview moves up by the offset, through the root's own frame.
    #expect(child.frameInWindow == Rect(x: 10, y: -480, width: 50, height: 50))
    #expect(view.convert(Point(x: 10, y: 620), from: nil) == Point(x: 10, y: 1200))
  }
}
