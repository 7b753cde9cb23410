import SafeAreaSim

extension BenchmarkSuite {
  /// The titles of the chain's phases, which the targets and the plot look up.
  enum ChainTitle {
    static let build = "Deep chain: build and add to window"
    static let layout = "Deep chain: full layout"
    static let teardown = "Deep chain: teardown"
    static let grown = "Deep chain grown inside its window: build"
  }

  /// A chain of views at every size of the deep family, each view the only subview of the
  /// one before: its build (outside a window, then added to one), its first layout pass
  /// (every view dirty) and its teardown (dropping the window, the only reference left), each
  /// timed separately. Nothing here may recurse on depth: a recursive walk or a recursive
  /// chain of `deinit`s overflows the stack long before a million levels.
  mutating func addDeepChainBenchmarks() {
    for views in familySizes {
      addDeepChainBenchmark(views: views)
    }

    // The same chain grown inside its window: each `addSubview(_:)` looks up the window of
    // the deepest view. The time per view stays flat as the depth grows tenfold: the lookup
    // no longer walks up to the root.
    for depth in options.isQuick ? [1_000, 10_000] : [10_000, 100_000] {
      add(
        Benchmark(
          title: ChainTitle.grown,
          phases: [.init(title: ChainTitle.grown, nodes: depth)],
          size: depth, samples: 5, warmups: 1,
          setup: { WindowHolder() },
          run: { holder, stopwatch in
            stopwatch.measure(0) {
              let window = Window(device: FixtureGeometry.device, name: "chain")
              TreeBuilder.growChain(of: depth, inside: window)
              holder.window = window
            }
            holder.window = nil
          }))
    }
  }

  private mutating func addDeepChainBenchmark(views: Int) {
    let holder = WindowHolder()
    add(
      Benchmark(
        title: "Deep chain: build / full layout / teardown",
        phases: [
          .init(title: ChainTitle.build, nodes: views, kernel: FloorTitle.build),
          .init(title: ChainTitle.layout, nodes: views, kernel: KernelTitle.chain),
          .init(title: ChainTitle.teardown, nodes: views, kernel: FloorTitle.release),
        ],
        size: views, samples: views >= 1_000_000 ? 5 : views >= 100_000 ? 7 : 21, warmups: 1,
        // A trimmed heap: the warm-up build takes fresh memory from the system, and its faults
        // count it.
        setup: {
          ProcessMemory.trimHeap()
          return holder
        },
        run: { holder, stopwatch in
          let faults = MinorFaults.count
          stopwatch.measure(0) {
            let window = Window(device: FixtureGeometry.device, name: "chain")
            TreeBuilder.addChain(of: views, to: window)
            holder.window = window
          }
          holder.buildFaults.record(MinorFaults.count - faults)
          stopwatch.measure(1) {
            holder.window?.layoutIfNeeded()
          }
          blackHole(holder.window?.subviews.first?.safeAreaInsets)
          holder.statistics = holder.window?.lastLayoutPassStatistics
          stopwatch.measure(2) {
            // The holder keeps the only reference: the whole chain goes here, not earlier.
            holder.window = nil
          }
        },
        notes: {
          guard let statistics = holder.statistics else { return nil }
          let first = Double(holder.buildFaults.first) / Double(views)
          let last = Double(holder.buildFaults.last) / Double(views)
          return Benchmark.Notes(
            metrics: [
              ("first_layout_visited", Double(statistics.visitedNodes)),
              ("first_layout_pauses", Double(statistics.pauses)),
              ("first_build_minor_faults_per_view", first),
              ("last_build_minor_faults_per_view", last),
            ],
            text: "Deep chain of \(grouped(views)) views, first layout: "
              + "\(grouped(statistics.visitedNodes)) views visited, "
              + "\(grouped(statistics.pauses)) pauses for callbacks; "
              + "minor page faults per view \(fixed(first, digits: 3)) in the first build "
              + "(the warm-up), \(fixed(last, digits: 3)) in the last.")
        }))
  }
}

/// A reference to a window whose release point is exactly where it is set to `nil` (a local
/// variable's lifetime may end at its last use).
final class WindowHolder {
  var window: Window?
  /// What the last layout pass over the window did.
  var statistics: SafeAreaSolverStatistics?
  /// The minor page faults of the first and the last build.
  var buildFaults = BuildFaults()
}
