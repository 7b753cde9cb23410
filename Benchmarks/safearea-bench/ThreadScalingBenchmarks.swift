import Dispatch
import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the scaling results, which the targets look up.
  enum ThreadTitle {
    static let one = "Independent simulations: one, on one thread"
    static let two = "Independent simulations: two, on two threads at once"
  }

  /// The number of full passes each simulation of the scaling benchmark runs.
  static let threadPasses = 40

  /// Two independent simulations on two threads against one on one thread: each builds its
  /// own window, root controller and balanced tree of ``threadViewCount`` views, lays it out,
  /// turns the screen ``threadPasses`` times with a layout pass after each, and releases it
  /// all. Nothing is shared between the threads (each even makes its own plan). The two run
  /// through `DispatchQueue.concurrentPerform(iterations: 2)`.
  ///
  /// `ns/node` is the time per view of one simulation over the views simulated: with
  /// perfect scaling the two-thread row shows half the one-thread row. The speed-up is
  /// twice the one-thread median over the two-thread median.
  mutating func addThreadScalingBenchmarks() {
    let views = threadViewCount
    let passes = Self.threadPasses
    add(
      Benchmark(
        title: "Independent simulations: one thread / two threads",
        phases: [
          .init(title: ThreadTitle.one, nodes: views),
          .init(title: ThreadTitle.two, nodes: 2 * views),
        ],
        size: views, samples: options.isQuick ? 5 : 7, warmups: 1,
        setup: { () },
        run: { _, stopwatch in
          let one = stopwatch.measure(0) { IndependentSimulation.run(views: views, passes: passes) }
          let two = stopwatch.measure(1) {
            IndependentSimulation.runConcurrently(count: 2, views: views, passes: passes)
          }
          precondition(
            two.allSatisfy { $0 == one },
            "The simulations on two threads disagree with the one on one thread.")
        }))
  }
}

/// One simulation of the scaling benchmark, which owns everything it touches.
enum IndependentSimulation {
  /// Builds, lays out, turns `passes` times and releases a window whose root controller's
  /// view holds a balanced tree of `views` views.
  ///
  /// - Returns: A checksum of the leaf's safe-area insets after each pass, the same on
  ///   every thread.
  static func run(views: Int, passes: Int) -> Double {
    let window = Window(device: FixtureGeometry.device, name: "thread")
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let leaf = TreeBuilder.addTree(.balancedFixture(views: views), to: root.view).last
    window.layoutIfNeeded()
    var checksum = 0.0
    for _ in 0..<passes {
      window.rotate(to: window.orientation == .portrait ? .landscapeLeft : .portrait)
      window.layoutIfNeeded()
      let insets = leaf?.safeAreaInsets ?? .zero
      checksum += insets.top + insets.left + insets.bottom + insets.right
    }
    return checksum
  }

  /// Runs `count` simulations at once, one per thread.
  ///
  /// - Returns: Their checksums.
  static func runConcurrently(count: Int, views: Int, passes: Int) -> [Double] {
    let results = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
    defer { results.deallocate() }
    results.initialize(repeating: 0)
    // Each iteration writes its own element only.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots[index] = run(views: views, passes: passes)
    }
    return Array(results)
  }
}
