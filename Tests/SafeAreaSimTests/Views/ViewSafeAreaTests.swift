import SafeAreaSim
import Testing

@Suite("Views in a window: safe area, margins and guides")
struct ViewSafeAreaTests {
  static func phone(_ device: DeviceProfile = .iPhone15Pro) -> (Window, View) {
    let window = Window(device: device)
    let content = View(frame: window.bounds, name: "content")
    window.addSubview(content)
    window.layoutIfNeeded()
    return (window, content)
  }

  @Test("a subview at y = 20 gets 59 - 20 = 39 on an iPhone 15 Pro (C-03)")
  func offsetSubview() {
    let (window, content) = Self.phone()
    let band = View(frame: Rect(x: 0, y: 20, width: 393, height: 200), name: "band")
    content.addSubview(band)
    window.layoutIfNeeded()
    #expect(content.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(band.safeAreaInsets == EdgeInsets(top: 39))
    #expect(band.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 39, width: 393, height: 161))
  }

  @Test("outside a window insets are zero and the guide equals the bounds (C-01)")
  func outsideWindow() {
    let (window, content) = Self.phone()
    let band = View(frame: Rect(x: 0, y: 0, width: 393, height: 100), name: "band")
    content.addSubview(band)
    window.layoutIfNeeded()
    #expect(band.safeAreaInsets == EdgeInsets(top: 59))
    band.removeFromSuperview()
    band.layoutIfNeeded()
    #expect(band.safeAreaInsets == .zero)
    #expect(band.safeAreaLayoutGuide.layoutFrame == band.bounds)
    #expect(band.layoutMargins == EdgeInsets(all: 8))
  }

  @Test("layout margins add the safe area: a view filling an iPhone X window has (52, 8, 42, 8)")
  func marginsFromSafeArea() {
    let (window, content) = Self.phone(.iPhoneX)
    #expect(window.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
    #expect(content.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
    #expect(content.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 718))
    content.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(content.layoutMargins == EdgeInsets(all: 8))
  }

  @Test("directional margins follow the layout direction")
  func directionalMargins() {
    let (window, content) = Self.phone(.iPhone8)
    content.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    window.layoutIfNeeded()
    #expect(content.layoutMargins == EdgeInsets(top: 20, left: 30, bottom: 0, right: 10))
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    #expect(content.layoutMargins == EdgeInsets(top: 20, left: 10, bottom: 0, right: 30))
    content.semanticContentAttribute = .forceLeftToRight
    window.layoutIfNeeded()
    #expect(content.layoutMargins == EdgeInsets(top: 20, left: 30, bottom: 0, right: 10))
    // Setting absolute margins stores them as directional ones in the view's direction.
    content.semanticContentAttribute = .unspecified
    content.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      content.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }

  @Test("preserved superview margins reach into a subview near the superview's edge (C-22)")
  func preservedMargins() {
    let (window, content) = Self.phone(.iPhone8)
    content.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    let row = View(frame: Rect(x: 0, y: 100, width: 375, height: 44), name: "row")
    content.addSubview(row)
    row.preservesSuperviewLayoutMargins = true
    window.layoutIfNeeded()
    #expect(row.layoutMargins == EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
  }

  @Test("the readable content guide is 664 wide and centred in regular width (C-23)")
  func readableGuide() {
    let (window, content) = Self.phone(.iPadPro11)
    #expect(window.traits.horizontal == .regular)
    let guide = content.readableContentGuide.layoutFrame
    #expect(guide.width == 664)
    #expect(guide.midX == 417)
    #expect(content.readableContentGuide === content.readableContentGuide)
    let (phoneWindow, phoneContent) = Self.phone(.iPhone15Pro)
    defer { withExtendedLifetime(phoneWindow) {} }
    #expect(
      phoneContent.readableContentGuide.layoutFrame == phoneContent.layoutMarginsGuide.layoutFrame)
  }

  @Test("rotation and status-bar changes update the window and every view")
  func rotationAndStatusBar() {
    let (window, content) = Self.phone(.iPhone8)
    #expect(content.safeAreaInsets == EdgeInsets(top: 20))
    window.isStatusBarHidden = true
    window.layoutIfNeeded()
    #expect(content.safeAreaInsets == .zero)
    window.isStatusBarHidden = false
    window.rotate(to: .landscapeRight)
    window.layoutIfNeeded()
    #expect(window.frame == Rect(x: 0, y: 0, width: 667, height: 375))
    #expect(window.statusBarFrame == nil)
    #expect(window.safeAreaInsets == .zero)
  }

  @Test("a window smaller than the screen gets the bands it covers (iPad split view)")
  func splitWindow() {
    let window = Window(
      device: .iPadPro11, orientation: .landscapeLeft,
      frame: Rect(x: 0, y: 0, width: 590, height: 834))
    window.layoutIfNeeded()
    #expect(window.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    #expect(window.traits.horizontal == .compact)
    let right = Window(
      device: .iPhoneX, orientation: .landscapeLeft,
      frame: Rect(x: 406, y: 0, width: 406, height: 375))
    right.layoutIfNeeded()
    #expect(right.safeAreaInsets == EdgeInsets(bottom: 21, right: 44))
  }

  @Test("converting points and rects between views, scrolled bounds and windows")
  func converting() {
    let (window, content) = Self.phone()
    let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100), name: "a")
    let b = View(frame: Rect(x: 5, y: 5, width: 50, height: 50), name: "b")
    content.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(Point(x: 1, y: 1), to: nil) == Point(x: 16, y: 26))
    #expect(b.convert(Point(x: 1, y: 1), to: a) == Point(x: 6, y: 6))
    #expect(a.convert(Point(x: 6, y: 6), to: b) == Point(x: 1, y: 1))
    #expect(b.convert(Point(x: 16, y: 26), from: nil) == Point(x: 1, y: 1))
    #expect(
      b.convert(Rect(x: 0, y: 0, width: 5, height: 5), to: window)
        == Rect(x: 15, y: 25, width: 5, height: 5))
    var bounds = a.bounds
    bounds.origin.y = 30  // scrolled: content moves up
    a.bounds = bounds
    #expect(b.convert(Point.zero, to: nil) == Point(x: 15, y: -5))
    #expect(b.frameInWindow == Rect(x: 15, y: -5, width: 50, height: 50))
  }

  @Test("frame, bounds and center stay consistent")
  func frameBoundsCenter() {
    let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
    #expect(view.center == Point(x: 60, y: 35))
    view.center = Point(x: 100, y: 100)
    #expect(view.frame == Rect(x: 50, y: 75, width: 100, height: 50))
    view.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == Rect(x: 90, y: 95, width: 20, height: 10))
    view.isHidden = true
    #expect(view.isHidden)
  }
}

@Suite("Change notifications")
struct ChangeNotificationTests {
  @Test("insets and margins notify once per change, parent before child")
  func onceParentFirst() {
    let log = Log()
    let window = Window(device: .iPhone15Pro)
    let content = RecordingView(frame: window.bounds, name: "content", log: log)
    let band = RecordingView(
      frame: Rect(x: 0, y: 20, width: 393, height: 200), name: "band", log: log)
    window.addSubview(content)
    content.addSubview(band)
    log.lines.removeAll()
    window.layoutIfNeeded()
    #expect(
      log.lines == [
        "content.safeAreaInsetsDidChange {top 59, bottom 34}",
        "content.layoutMarginsDidChange {top 67, left 8, bottom 42, right 8}",
        "content.layoutSubviews",
        "band.safeAreaInsetsDidChange {top 39}",
        "band.layoutMarginsDidChange {top 47, left 8, bottom 8, right 8}",
        "band.layoutSubviews",
      ])
    log.lines.removeAll()
    window.layoutIfNeeded()
    band.frame.origin.x = 0  // no change at all
    window.layoutIfNeeded()
    #expect(log.lines.isEmpty)
    band.frame = Rect(x: 0, y: 25, width: 393, height: 180)  // top inset 39 -> 34
    window.layoutIfNeeded()
    #expect(
      log.lines == [
        "band.safeAreaInsetsDidChange {top 34}",
        "band.layoutMarginsDidChange {top 42, left 8, bottom 8, right 8}",
        "band.layoutSubviews",
      ])
  }

  @Test("a view moved within the safe rect is not notified")
  func noChangeNoNotification() {
    let log = Log()
    let (window, content) = ViewSafeAreaTests.phone()
    let card = RecordingView(
      frame: Rect(x: 20, y: 200, width: 100, height: 100), name: "card", log: log)
    content.addSubview(card)
    window.layoutIfNeeded()
    log.lines.removeAll()
    card.frame.origin.y = 300
    window.layoutIfNeeded()
    #expect(log.lines.isEmpty)
  }

  @Test("frames set in layoutSubviews are laid out in the same pass, notified once")
  func layoutSubviewsInSamePass() {
    let log = Log()
    let window = Window(device: .iPhone15Pro)
    let container = PinningView(frame: window.bounds, name: "container", log: log)
    let child = RecordingView(
      frame: Rect(x: 0, y: 300, width: 10, height: 10), name: "child", log: log)
    container.addSubview(child)
    window.addSubview(container)
    window.layoutIfNeeded()
    // The container pins the child to its bounds in layoutSubviews: the child is notified
    // once, with its final insets, not first with those of its old frame.
    #expect(
      log.lines.filter { $0.hasPrefix("child.safeArea") } == [
        "child.safeAreaInsetsDidChange {top 59, bottom 34}"
      ])
    #expect(child.frame == window.bounds)
  }

  @Test("closure observers and async streams see each change once; cancelled ones none")
  func closuresAndStreams() async {
    let (window, content) = ViewSafeAreaTests.phone(.iPhone8)
    var seen: [EdgeInsets] = []
    var margins: [EdgeInsets] = []
    let token = content.onSafeAreaInsetsChange { seen.append($0.safeAreaInsets) }
    content.onLayoutMarginsChange { margins.append($0.layoutMargins) }
    let stream = content.safeAreaInsetsUpdates()
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    token.cancel()
    window.isStatusBarHidden = true
    window.layoutIfNeeded()
    #expect(seen == [.zero, EdgeInsets(top: 20)])
    #expect(
      margins == [
        EdgeInsets(all: 8), EdgeInsets(top: 28, left: 8, bottom: 8, right: 8), EdgeInsets(all: 8),
      ])
    var streamed: [EdgeInsets] = []
    for await insets in stream {
      streamed.append(insets)
      if streamed.count == 3 { break }
    }
    #expect(streamed == [.zero, EdgeInsets(top: 20), .zero])
  }

  @Test("a view removed from its window has zero insets at once, without a callback")
  func removal() {
    let log = Log()
    let (window, content) = ViewSafeAreaTests.phone()
    let band = RecordingView(
      frame: Rect(x: 0, y: 0, width: 393, height: 100), name: "band", log: log)
    content.addSubview(band)
    window.layoutIfNeeded()
    log.lines.removeAll()
    band.removeFromSuperview()
    // Zero at once, without a callback: nothing outside the window is laid out.
    #expect(band.safeAreaInsets == .zero)
    band.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(!log.lines.contains { $0.contains("safeAreaInsetsDidChange") })
    // Back in the window, it catches up with one notification.
    content.addSubview(band)
    window.layoutIfNeeded()
    #expect(log.lines.filter { $0.contains("safeAreaInsetsDidChange") }.count == 1)
    #expect(band.safeAreaInsets != .zero)
  }

  @Test("a view that keeps invalidating layout is cut off with a diagnostic")
  func feedbackLoop() {
    let window = Window(device: .iPhone15Pro)
    let restless = RestlessView(frame: window.bounds, name: "restless")
    window.addSubview(restless)
    window.layoutIfNeeded()
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["layoutFeedbackLoop"])
    #expect(diagnostics.first?.subject == "restless")
    #expect(window.takeDiagnostics().isEmpty)
  }
}

/// Pins its first subview to its bounds, as a container does.
final class PinningView: View {
  let log: Log
  init(frame: Rect, name: String, log: Log) {
    self.log = log
    super.init(frame: frame, name: name)
  }
  override func layoutSubviews() {
    log.lines.append("\(name).layoutSubviews")
    subviews.first?.frame = bounds
  }
}

/// Asks for another layout every time it is laid out.
/// Alternates its height, which changes its bottom inset every time: a genuine loop (a view
/// that only asks for layout again from its own `layoutSubviews()` is served by that layout).
final class RestlessView: View {
  override func layoutSubviews() {
    frame.size.height = frame.height == 852 ? 800 : 852
  }
}
