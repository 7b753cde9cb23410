import SafeAreaSim
import SafeAreaSimFixtures
import Testing

/// Pages from an array, as most apps' data sources serve them.
final class ArrayPageSource: PageViewControllerDataSource {
  let pages: [ViewController]

  init(_ names: [String]) { pages = names.map { ViewController(name: $0) } }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }),
      index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }
}

/// A delegate that writes down what it hears.
final class PageDelegateLog: PageViewControllerDelegate {
  var lines: [String] = []

  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {
    lines.append("willTransitionTo \(pendingViewControllers.map(\.name))")
  }

  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {
    lines.append(
      "didFinishAnimating \(finished) \(previousViewControllers.map(\.name)) completed \(completed)"
    )
  }
}

@Suite("Page view controller")
struct PageViewControllerTests {
  struct Shown {
    var window: Window
    var pages: PageViewController
    var source: ArrayPageSource
    var delegate: PageDelegateLog
    var recorder: LifecycleRecorder
  }

  /// A page view controller showing page A of A, B, C as the root of a shown window.
  static func shown(
    _ device: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait,
    navigationOrientation: PageViewController.NavigationOrientation = .horizontal,
    spacing: Double = 0
  ) -> Shown {
    let window = Window(device: device, orientation: orientation)
    let pages = PageViewController(
      navigationOrientation: navigationOrientation, interPageSpacing: spacing, name: "pages")
    let source = ArrayPageSource(["A", "B", "C"])
    let delegate = PageDelegateLog()
    pages.dataSource = source
    pages.delegate = delegate
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    window.runUntilIdle()
    return Shown(
      window: window, pages: pages, source: source, delegate: delegate,
      recorder: LifecycleRecorder(window: window))
  }

  static let turnEvents = TraceFilter.appearance.and(.subjects(["A", "B", "C"]))

  @Test(
    "a page fills the page controller and shares its safe area",
    arguments: [
      (Orientation.portrait, EdgeInsets(top: 59, bottom: 34)),
      (.landscapeLeft, EdgeInsets(left: 59, bottom: 21, right: 59)),
    ])
  func pageFrame(_ orientation: Orientation, _ insets: EdgeInsets) {
    let s = Self.shown(orientation: orientation)
    let page = s.source.pages[0]
    #expect(page.view.frame == s.pages.view.bounds)
    #expect(page.view.safeAreaInsets == insets)
    #expect(s.pages.children.map(\.name) == ["A"])
    #expect(s.pages.viewControllers.map(\.name) == ["A"])
  }

  @Test("the first page, set before the window shows, joins and then appears with its parent")
  func firstPage() {
    let window = Window(device: .iPhone15Pro)
    let pages = PageViewController(name: "pages")
    let recorder = LifecycleRecorder(controller: pages)
    let page = ViewController(name: "A")
    pages.setViewControllers([page], direction: .forward, animated: false)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    window.runUntilIdle()
    #expect(
      recorder.trace(Self.turnEvents).lines == [
        "A.willMoveToParent(pages)",
        "A.didMoveToParent(pages)",
        "A.viewDidLoad",
        "A.viewWillAppear(animated: false)",
        "A.viewIsAppearing(animated: false)",
        "A.viewDidAppear(animated: false)",
      ])
  }

  @Test("setViewControllers: the new page begins to appear before the old one disappears")
  func programmaticTurn() {
    let s = Self.shown()
    var completed: [Bool] = []
    s.pages.setViewControllers([s.source.pages[2]], direction: .forward, animated: false) {
      completed.append($0)
    }
    #expect(
      s.recorder.trace(Self.turnEvents).lines == [
        "C.willMoveToParent(pages)",
        "C.viewDidLoad",
        "C.viewWillAppear(animated: false)",
        "A.viewWillDisappear(animated: false)",
        "C.viewIsAppearing(animated: false)",
        "C.viewDidAppear(animated: false)",
        "A.viewDidDisappear(animated: false)",
        "C.didMoveToParent(pages)",
        "A.willMoveToParent(nil)",
        "A.didMoveToParent(nil)",
      ])
    #expect(completed == [true])
    #expect(s.delegate.lines.isEmpty)
    #expect(s.pages.children.map(\.name) == ["C"])
    #expect(s.source.pages[0].viewIfLoaded?.superview == nil)
    #expect(s.source.pages[2].view.frame == s.pages.view.bounds)
    #expect(s.window.takeDiagnostics().isEmpty)
  }

  @Test("an animated setViewControllers ends when the clock advances by the page-turn duration")
  func animatedTurn() {
    let s = Self.shown()
    var completed: [Bool] = []
    s.pages.setViewControllers([s.source.pages[1]], direction: .reverse, animated: true) {
      completed.append($0)
    }
    #expect(s.source.pages[1].appearanceState == .appearing)
    #expect(s.source.pages[0].appearanceState == .disappearing)
    #expect(completed.isEmpty)
    s.window.advance(by: TransitionDuration.pageTurn)
    #expect(completed == [true])
    #expect(s.source.pages[1].appearanceState == .appeared)
    #expect(s.source.pages[0].appearanceState == .disappeared)
    #expect(s.pages.viewControllers.map(\.name) == ["B"])
  }

  @Test("giving the page already shown changes nothing and completes")
  func samePage() {
    let s = Self.shown()
    var completed: [Bool] = []
    s.pages.setViewControllers([s.source.pages[0]], direction: .forward, animated: true) {
      completed.append($0)
    }
    #expect(completed == [true])
    #expect(s.recorder.trace(Self.turnEvents).lines.isEmpty)
  }

  @Test("an interactive turn finished: UIKit's scroll order, then the delegate (Fidelity: Pages)")
  func interactiveFinish() throws {
    let s = Self.shown()
    let turn = try #require(s.pages.beginInteractiveTurn(.forward))
    #expect(s.delegate.lines == ["willTransitionTo [\"B\"]"])
    #expect(s.pages.children.map(\.name) == ["A", "B"])
    turn.finish()
    #expect(
      s.recorder.trace(Self.turnEvents).lines == [
        "B.willMoveToParent(pages)",
        "B.viewDidLoad",
        "B.viewWillAppear(animated: true)",
        "A.viewWillDisappear(animated: true)",
        "B.viewIsAppearing(animated: true)",
        "B.viewDidAppear(animated: true)",
        "A.viewDidDisappear(animated: true)",
        "B.didMoveToParent(pages)",
        "A.willMoveToParent(nil)",
        "A.didMoveToParent(nil)",
      ])
    #expect(
      s.delegate.lines == [
        "willTransitionTo [\"B\"]", "didFinishAnimating true [\"A\"] completed true",
      ])
    #expect(s.pages.viewControllers.map(\.name) == ["B"])
    #expect(s.source.pages[1].view.frame == s.pages.view.bounds)
    #expect(!turn.isRunning)
    #expect(s.window.takeDiagnostics().isEmpty)
  }

  @Test("an interactive turn cancelled: the shown page reappears, then the new one disappears")
  func interactiveCancel() throws {
    let s = Self.shown()
    let turn = try #require(s.pages.beginInteractiveTurn(.forward))
    turn.update(progress: 0.3)
    turn.cancel()
    #expect(
      s.recorder.trace(Self.turnEvents).lines == [
        "B.willMoveToParent(pages)",
        "B.viewDidLoad",
        "B.viewWillAppear(animated: true)",
        "A.viewWillDisappear(animated: true)",
        "B.viewIsAppearing(animated: true)",
        "A.viewWillAppear(animated: true)",
        "A.viewIsAppearing(animated: true)",
        "A.viewDidAppear(animated: true)",
        "B.viewWillDisappear(animated: true)",
        "B.viewDidDisappear(animated: true)",
        "B.willMoveToParent(nil)",
        "B.didMoveToParent(nil)",
      ])
    #expect(
      s.delegate.lines == [
        "willTransitionTo [\"B\"]", "didFinishAnimating true [\"A\"] completed false",
      ])
    #expect(s.pages.viewControllers.map(\.name) == ["A"])
    #expect(s.pages.children.map(\.name) == ["A"])
    #expect(s.source.pages[0].view.frame == s.pages.view.bounds)
    #expect(s.source.pages[1].viewIfLoaded?.superview == nil)
    #expect(s.window.takeDiagnostics().isEmpty)
  }

  @Test("no page before the first: a reverse turn does not begin and nothing is called")
  func noNeighbour() {
    let s = Self.shown()
    #expect(s.pages.beginInteractiveTurn(.reverse) == nil)
    #expect(s.delegate.lines.isEmpty)
    #expect(s.recorder.trace(Self.turnEvents).lines.isEmpty)
  }

  @Test("a reverse turn asks for the page before")
  func reverseTurn() throws {
    let s = Self.shown()
    s.pages.setViewControllers([s.source.pages[2]], direction: .forward, animated: false)
    let turn = try #require(s.pages.beginInteractiveTurn(.reverse))
    turn.finish()
    #expect(s.pages.viewControllers.map(\.name) == ["B"])
  }

  struct DragCase: CustomTestStringConvertible, Sendable {
    var orientation: Orientation
    var axis: PageViewController.NavigationOrientation
    var direction: PageViewController.NavigationDirection
    var spacing: Double
    var fromFrame: Rect
    var toFrame: Rect
    var fromInsets: EdgeInsets
    var toInsets: EdgeInsets
    var testDescription: String { "\(axis) \(direction) \(orientation) spacing \(spacing)" }
  }

  /// iPhone 15 Pro: 393x852 in portrait, insets {top 59, bottom 34}; 852x393 in landscape,
  /// insets {left 59, bottom 21, right 59}. Half-way, each page is half of (extent +
  /// spacing) from its resting place; its safe area is its frame's overlap with the window's.
  static let dragCases: [DragCase] = [
    DragCase(
      orientation: .landscapeLeft, axis: .horizontal, direction: .forward, spacing: 0,
      fromFrame: Rect(x: -426, y: 0, width: 852, height: 393),
      toFrame: Rect(x: 426, y: 0, width: 852, height: 393),
      fromInsets: EdgeInsets(left: 59, bottom: 21), toInsets: EdgeInsets(bottom: 21, right: 59)),
    DragCase(
      orientation: .portrait, axis: .horizontal, direction: .reverse, spacing: 10,
      fromFrame: Rect(x: 201.5, y: 0, width: 393, height: 852),
      toFrame: Rect(x: -201.5, y: 0, width: 393, height: 852),
      fromInsets: EdgeInsets(top: 59, bottom: 34), toInsets: EdgeInsets(top: 59, bottom: 34)),
    DragCase(
      orientation: .portrait, axis: .vertical, direction: .forward, spacing: 10,
      fromFrame: Rect(x: 0, y: -431, width: 393, height: 852),
      toFrame: Rect(x: 0, y: 431, width: 393, height: 852),
      fromInsets: EdgeInsets(top: 59), toInsets: EdgeInsets(bottom: 34)),
  ]

  @Test("half-way through a drag, the pages sit side by side, spacing apart", arguments: dragCases)
  func dragFrames(_ c: DragCase) throws {
    let s = Self.shown(
      orientation: c.orientation, navigationOrientation: c.axis, spacing: c.spacing)
    if c.direction == .reverse {
      s.pages.setViewControllers([s.source.pages[1]], direction: .forward, animated: false)
    }
    let from = try #require(s.pages.viewControllers.first)
    let turn = try #require(s.pages.beginInteractiveTurn(c.direction))
    turn.update(progress: 0.5)
    let to = try #require(s.pages.children.last)
    #expect(from.view.frame == c.fromFrame)
    #expect(to.view.frame == c.toFrame)
    #expect(from.view.safeAreaInsets == c.fromInsets)
    #expect(to.view.safeAreaInsets == c.toInsets)
    turn.finish()
    #expect(to.view.frame == s.pages.view.bounds)
  }

  @Test("a page count other than one fails a precondition naming the page controller")
  func pageCount() async {
    await #expect(processExitsWith: .failure) {
      let pages = PageViewController(name: "pages")
      pages.setViewControllers(
        [ViewController(name: "A"), ViewController(name: "B")], direction: .forward,
        animated: false)
    }
  }

  @Test("setViewControllers with another container's child fails a precondition naming both")
  func foreignPageSet() async {
    await #expect(processExitsWith: .failure) {
      let pages = PageViewController(name: "pages")
      let other = FixtureContainerController(name: "other")
      let page = ViewController(name: "A")
      FixtureContainerController.embed(page, in: other, frame: nil)
      pages.setViewControllers([page], direction: .forward, animated: false)
    }
  }

  @Test("a data source that returns another container's child fails a precondition naming both")
  func foreignPage() async {
    await #expect(processExitsWith: .failure) {
      let s = Self.shown()
      let other = FixtureContainerController(name: "other")
      FixtureContainerController.embed(s.source.pages[1], in: other, frame: nil)
      _ = s.pages.beginInteractiveTurn(.forward)
    }
  }
}
