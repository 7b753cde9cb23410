import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the deep-nesting phases.
  enum DeepNestingTitle {
    static let build = "Nested controllers: build"
    static let show = "Nested controllers: show"
    static let rotate = "Nested controllers: rotate and lay out"
    static let release = "Nested controllers: release"
  }

  /// The depths of the plain nesting: 100,000 and 1,000,000 levels, or 10,000 with `--quick`.
  var deepNestingDepths: [Int] { options.isQuick ? [10_000] : [100_000, 1_000_000] }

  /// Plain controllers nested as deep as ``deepNestingDepths``, the lightest nesting a
  /// container can make: each level is a ``ViewController`` that is the only child of the one
  /// above (`addChild(_:)`, its view a subview, `didMove(toParent:)`), with a view that follows
  /// its superview's size. Four phases, timed separately: building the nesting outside a
  /// window, showing it (`makeKeyAndVisible()`: every level appears and is laid out), a
  /// rotation with its layout pass (every level hears the size transition, every view
  /// changes), and releasing the window, the only reference left. None of them may recurse
  /// on depth. The notes give the resident memory per level of the shown nesting.
  mutating func addDeepNestingBenchmarks() {
    for levels in deepNestingDepths {
      let holder = NestingHolder()
      add(
        Benchmark(
          title: "Nested controllers: build / show / rotate / release",
          phases: [
            .init(title: DeepNestingTitle.build, nodes: levels),
            .init(title: DeepNestingTitle.show, nodes: levels),
            .init(title: DeepNestingTitle.rotate, nodes: levels),
            .init(title: DeepNestingTitle.release, nodes: levels),
          ],
          size: levels, samples: levels >= 1_000_000 ? 3 : levels >= 100_000 ? 5 : 11,
          warmups: levels >= 1_000_000 ? 0 : 1,
          setup: { holder },
          run: { holder, stopwatch in holder.runOnce(levels: levels, &stopwatch) },
          notes: { holder.notes(levels: levels) }))
    }
  }
}

/// The state of the deep-nesting benchmark: the window between phases and what the runs saw.
final class NestingHolder {
  var window: Window?
  /// The largest growth of the resident set from before the build to after the show, in
  /// bytes, over the runs.
  var residentGrowth = 0
  /// Views the last rotation's layout pass visited.
  var visited = 0

  /// Builds, shows, rotates and releases `levels` nested controllers, timing each phase, and
  /// stops the program if a phase did not reach the innermost level.
  func runOnce(levels: Int, _ stopwatch: inout Stopwatch) {
    weak var innermost: ViewController?
    ProcessMemory.trimHeap()
    let before = ProcessMemory.current()?.resident ?? 0
    var root: ViewController? = stopwatch.measure(0) { () -> ViewController in
      let root = ViewController(name: "level0")
      var parent = root
      for level in 1..<levels {
        let child = ViewController(name: "level\(level)")
        parent.addChild(child)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent = child
      }
      innermost = parent
      return root
    }
    stopwatch.measure(1) {
      let window = Window(device: FixtureGeometry.device, name: "nesting")
      window.rootViewController = root
      root = nil  // the window's reference is the only one left
      window.makeKeyAndVisible()
      self.window = window
    }
    residentGrowth = max(residentGrowth, (ProcessMemory.current()?.resident ?? 0) - before)
    rotate(levels: levels, innermost: innermost, &stopwatch)

    stopwatch.measure(3) {
      // The holder keeps the only reference: every level goes here, not earlier.
      self.window = nil
    }
    precondition(innermost == nil, "The innermost of \(levels) controllers was not released.")
  }

  /// Rotates the shown window (phase 2) and checks that the innermost level follows. The
  /// window is borrowed here only, so that the holder's reference is the last one.
  private func rotate(levels: Int, innermost: ViewController?, _ stopwatch: inout Stopwatch) {
    guard let window, let shown = innermost?.view.safeAreaInsets,
      innermost?.appearanceState == .appeared
    else { preconditionFailure("The innermost of \(levels) nested controllers did not appear.") }
    stopwatch.measure(2) {
      window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
      window.layoutIfNeeded()
    }
    visited = window.lastLayoutPassStatistics.visitedNodes
    precondition(
      innermost?.view.safeAreaInsets != shown && innermost?.view.bounds.size == window.bounds.size,
      "A rotation did not reach the innermost of \(levels) nested controllers.")
  }

  func notes(levels: Int) -> Benchmark.Notes {
    let perLevel = Double(residentGrowth) / Double(levels)
    return Benchmark.Notes(
      metrics: [
        ("rss_delta_bytes", Double(residentGrowth)), ("bytes_per_level", perLevel),
        ("rotation_visited", Double(visited)),
      ],
      text: "Nested controllers, \(grouped(levels)) levels: RSS +\(mebibytes(residentGrowth)) "
        + "built and shown (\(fixed(perLevel, digits: 0)) bytes per level, the most of the runs); "
        + "the rotation's pass visited \(grouped(visited)) views.")
  }
}
