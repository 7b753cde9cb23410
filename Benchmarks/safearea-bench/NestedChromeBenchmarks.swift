import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the nested-chrome results, which the targets and the plot look up.
  enum NestedChromeTitle {
    static let fullPass = "Full pass (nested chrome containers)"
    static let rootInsets = "Full pass, outermost additional insets (nested chrome)"
    static let contentReplaced = "Incremental pass, innermost content replaced (nested chrome)"
    static let rotationFloor = "Callback floor, rotation (nested chrome)"
    static let rootInsetsFloor = "Callback floor, outermost additional insets (nested chrome)"
  }

  /// The deepest nesting the rotation benchmark runs at: every depth. Size transitions reach
  /// the controllers through a walk from the window, without recursion (earlier the default
  /// `viewWillTransition(to:with:)` forwarded recursively and overflowed at about 15,000).
  static let maximumRotationDepth = 1_000_000

  /// Chrome containers nested ``nestingDepths`` deep, each a ``ChromeContainerController``
  /// with a bottom chrome view and the next container as its content (a plain controller at
  /// the bottom), the outermost the window's root: a full pass after a rotation (up to
  /// ``maximumRotationDepth``), and after the outermost container's
  /// `additionalSafeAreaInsets` changed. Both reach every level: each container lays out its
  /// chrome and gives its content its share, in the same pass.
  mutating func addNestedChromeBenchmarks() {
    let fixtures = self.fixtures
    // The calls each pass makes per level, counted once (on a nesting of 16 levels).
    let floors = [
      (
        NestedChromeTitle.rotationFloor, "a rotation",
        NestedChromeCallbacks { $0.window.rotate(to: .landscapeLeft) }
      ),
      (
        NestedChromeTitle.rootInsetsFloor, "the outermost insets changed",
        NestedChromeCallbacks {
          $0.outermost.additionalSafeAreaInsets = EdgeInsets(
            top: 0, left: 10, bottom: 0, right: 10)
        }
      ),
    ]
    for depth in nestingDepths {
      let group = "nested chrome \(depth)"
      let nesting = { fixtures.fixture(group) { NestedChromeFixture(depth: depth) } }
      let views = 2 * depth + 1
      let samples = depth >= 100_000 ? 5 : depth >= 10_000 ? 11 : 51

      if depth <= Self.maximumRotationDepth {
      add(
        group,
        Benchmark(
          title: NestedChromeTitle.fullPass, size: depth, nodes: views,
          comparingTo: KernelTitle.nestedChrome, samples: samples, warmups: 1,
          setup: {
            let fixture = nesting()
            fixture.checkThatEveryView(
              changesWhen: "A rotation", { fixture.window.rotate(to: .landscapeLeft) },
              undo: { fixture.window.rotate(to: .portrait) })
            return fixture
          },
          run: { fixture in
            let window = fixture.window
            window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
            window.layoutIfNeeded()
            blackHole(fixture.leaf.view.safeAreaInsets)
          },
          notes: { nesting().notes }))
      }

      add(
        group,
        Benchmark(
          title: NestedChromeTitle.rootInsets, size: depth, nodes: views,
          comparingTo: KernelTitle.nestedChrome, samples: samples, warmups: 1,
          setup: {
            let fixture = nesting()
            fixture.window.rotate(to: .portrait)  // the rotation benchmark may leave it turned
            let outermost = fixture.outermost
            fixture.checkThatEveryView(
              changesWhen: "Changing the outermost additionalSafeAreaInsets",
              { outermost.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10) },
              undo: { outermost.additionalSafeAreaInsets = .zero })
            return fixture
          },
          run: { fixture in
            // 10 more points on both sides reach every view of every level.
            let outermost = fixture.outermost
            outermost.additionalSafeAreaInsets =
              outermost.additionalSafeAreaInsets.left == 0
              ? EdgeInsets(top: 0, left: 10, bottom: 0, right: 10) : .zero
            fixture.window.layoutIfNeeded()
            blackHole(fixture.leaf.view.safeAreaInsets)
          },
          notes: { nesting().notes }))

      // The floors: per level, only the calls the two passes above make there (counted by a
      // lifecycle recorder on a small nesting), made directly on this nesting's objects.
      for (title, what, callbacks) in floors {
        add(
          group,
          Benchmark(
            title: title, size: depth, nodes: views,
            comparingTo: KernelTitle.nestedChrome, samples: samples, warmups: 1,
            setup: { NestedChromeCallbackReplay(callbacks, over: nesting()) },
            run: { replay in replay.run() },
            notes: {
              Benchmark.Notes(
                metrics: [("calls_per_level", Double(callbacks.calls.count))],
                text: "Callback floor of \(what), per level (recorded): "
                  + "\(callbacks.calls.count) calls, \(callbacks.summary).")
            }))
      }

      add(
        group,
        Benchmark(
          title: NestedChromeTitle.contentReplaced, size: depth,
          samples: depth >= 100_000 ? 101 : 1001, warmups: 4,
          setup: {
            let fixture = nesting()
            fixture.window.rotate(to: .portrait)
            return fixture
          },
          run: { fixture in
            // A structural change at the bottom: one controller leaves, another joins and
            // appears, and the innermost container lays out again. Its cost should not
            // depend on what is above.
            fixture.replaceInnermostContent()
            fixture.window.layoutIfNeeded()
            blackHole(fixture.innermost.content?.view.safeAreaInsets)
          }))
    }
  }
}

/// A window whose root is the outermost of `depth` nested chrome containers, shown.
///
/// The nesting is built bottom-up, as an app would compose it: the innermost content first,
/// then each container around the one below (`ChromeContainerController(content:name:)`),
/// each with one chrome view docked at the bottom, 1 point thick. The outermost becomes the
/// window's root, and `makeKeyAndVisible()` loads and shows every level.
///
/// The fixture's `deinit` takes the nesting apart in O(depth) itself. It was written when
/// releasing a deep nesting overflowed the stack; the library now releases controllers
/// iteratively, and the fixture's way keeps the teardown out of the measured runs.
final class NestedChromeFixture {
  let window: Window
  /// Every container, innermost first.
  private var levels: [ChromeContainerController]
  /// Every container, innermost first.
  var containers: [ChromeContainerController] { levels }
  /// The window's root.
  var outermost: ChromeContainerController { levels[levels.count - 1] }
  /// The container around the leaf.
  var innermost: ChromeContainerController { levels[0] }
  /// The controller that takes the leaf's place in the innermost container, and back.
  private let spare = ViewController(name: "spare")
  /// The plain controller at the bottom.
  let leaf: ViewController
  let depth: Int
  /// The time the controllers took to create, in nanoseconds (one run).
  let buildNanoseconds: Double
  /// The time `makeKeyAndVisible()` took: every view loaded, added and laid out, every
  /// controller appearing (one run).
  let showNanoseconds: Double
  /// The growth of the resident set while building and showing, in bytes.
  let residentGrowth: Int

  init(depth: Int) {
    let clock = ContinuousClock()
    ProcessMemory.trimHeap()
    let before = ProcessMemory.current()?.resident ?? 0
    let start = clock.now
    let leaf = ViewController(name: "leaf")
    let levels = Self.buildLevels(depth: depth, around: leaf)
    guard let outermost = levels.last else { preconditionFailure("The nesting has no container.") }
    let built = clock.now
    let window = Self.show(outermost)
    let shown = clock.now
    self.window = window
    self.levels = levels
    self.leaf = leaf
    self.depth = depth
    self.buildNanoseconds = start.duration(to: built).nanoseconds
    self.showNanoseconds = built.duration(to: shown).nanoseconds
    self.residentGrowth = (ProcessMemory.current()?.resident ?? 0) - before
    precondition(
      leaf.appearanceState == .appeared && leaf.view.window === window,
      "The innermost controller of \(depth) nested containers did not appear.")
  }

  /// Creates `depth` chrome containers around `leaf`, innermost first, each with its chrome.
  ///
  /// Kept out of line (like ``show(_:)``) so that a profiler can count the building and the
  /// showing apart: `--toggle-collect='*NestedChromeFixture*buildLevels*'`.
  @inline(never)
  private static func buildLevels(
    depth: Int, around leaf: ViewController
  ) -> [ChromeContainerController] {
    var levels: [ChromeContainerController] = []
    levels.reserveCapacity(depth)
    var inner: ViewController = leaf
    for level in stride(from: depth, through: 1, by: -1) {
      let container = ChromeContainerController(content: inner, name: "level\(level)")
      container.addChrome(ChromeView(name: "chrome\(level)", edge: .bottom, size: 1))
      levels.append(container)
      inner = container
    }
    return levels
  }

  /// Makes a window with `outermost` as its root and shows it: every view loaded, added and
  /// laid out, every controller appearing. Out of line for a profiler:
  /// `--toggle-collect='*NestedChromeFixture*show*'`.
  @inline(never)
  private static func show(_ outermost: ChromeContainerController) -> Window {
    let window = Window(device: FixtureGeometry.device, name: "nested")
    window.rootViewController = outermost
    window.makeKeyAndVisible()
    return window
  }

  /// Replaces the innermost container's content: the leaf by the spare controller, or back.
  func replaceInnermostContent() {
    innermost.content = innermost.content === leaf ? spare : leaf
  }

  deinit {
    // 1. Each controller lets go of its view for an empty one, so that the view tree is
    //    owned by the tree alone and the window's release takes it apart in one sweep.
    leaf.view = View(name: "released")
    spare.view = View(name: "released")
    for container in levels { container.view = View(name: "released") }
    // 2. The window lets go of the outermost container (only its own, new view disappears).
    window.rootViewController = nil
    // 3. The containers go outermost first, each releasing a content the array still holds:
    //    no `deinit` releases another.
    while !levels.isEmpty { levels.removeLast() }
  }

  /// Checks that `change` followed by a layout pass changes the safe-area insets of every
  /// view of the nesting; `undo` puts things back. Stops the program if not.
  func checkThatEveryView(
    changesWhen what: String, _ change: () -> Void, undo: () -> Void
  ) {
    let views = outermost.view.subtreeViews()
    precondition(views.count == 2 * depth + 1, "The nesting has \(views.count) views.")
    let before = views.map(\.safeAreaInsets)
    change()
    window.layoutIfNeeded()
    let unchanged = zip(views, before).filter { $0.safeAreaInsets == $1 }.count
    undo()
    window.layoutIfNeeded()
    precondition(
      unchanged == 0,
      "\(what) leaves the insets of \(unchanged) of \(views.count) views unchanged: the "
        + "benchmark would not update them all.")
  }

  var notes: Benchmark.Notes {
    Benchmark.Notes(
      metrics: [
        ("build_ns", buildNanoseconds), ("show_ns", showNanoseconds),
        ("rss_delta_bytes", Double(residentGrowth)),
      ],
      text: "Nested chrome, \(grouped(depth)) levels: creating the controllers "
        + "\(duration(buildNanoseconds)), makeKeyAndVisible() \(duration(showNanoseconds)) "
        + "(\(fixed(showNanoseconds / Double(depth) / 1e3, digits: 2)) µs per level), RSS +"
        + "\(mebibytes(residentGrowth)) (one run).")
  }
}
