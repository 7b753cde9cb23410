import LayoutSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension BenchmarkSuite {
  /// The sizes of the Auto Layout scenarios: kiwi's 100 to 100,000, or 100 and 1,000 with
  /// `--quick`; or those `--sizes` gives.
  var autoLayoutSizes: [Int] {
    if let sizes = options.autoLayoutSizes { return sizes }
    return options.isQuick ? [100, 1_000] : [100, 1_000, 10_000, 100_000]
  }

  /// kiwi's repetitions (`reps_for` in `kiwi_bench.py`): the minimum is reported.
  func kiwiRepetitions(_ size: Int) -> Int {
    if options.isQuick { return 1 }
    return size <= 1_000 ? 7 : size <= 10_000 ? 5 : 3
  }

  /// The scenarios of `kiwi_bench.py`, built exactly as it builds them, on ``Solver``: the
  /// chain in both orders, the three edit cycles and the three tree shapes with their resize
  /// and one-view insertion. A build's time includes creating the variables and constraints
  /// (kiwi's `seconds` includes its Python-side construction); the `add` rows are the
  /// solver's own part, as kiwi's `add_s`.
  mutating func addKiwiSolverBenchmarks() {
    for order in [KiwiChain.Order.interleaved, .blocked] {
      for size in autoLayoutSizes { addKiwiChain(size: size, order: order) }
    }
    for mode in [KiwiChain.EditMode.pinned, .local, .push] {
      for size in autoLayoutSizes { addKiwiEdit(size: size, mode: mode) }
    }
    for shape in [KiwiTree.Shape.flat, .tree4, .chain] {
      for size in autoLayoutSizes { addKiwiTree(size: size, shape: shape) }
    }
  }

  private mutating func addKiwiChain(size: Int, order: KiwiChain.Order) {
    let name = order == .interleaved ? "chain" : "chain_blocked"
    let metric = { (field: String) in KiwiPeer.Metric(scenario: name, field: field) }
    var benchmark = Benchmark(
      title: "Auto Layout (solver): \(name)",
      phases: [
        .init(title: name, nodes: size, kiwi: metric("seconds")),
        .init(title: "\(name): make", nodes: size, kiwi: metric("make_s")),
        .init(title: "\(name): add", nodes: size, kiwi: metric("add_s")),
        .init(title: "\(name): update", nodes: size, kiwi: metric("update_s")),
      ],
      size: size, samples: kiwiRepetitions(size), warmups: 0,
      setup: { () },
      run: { _, stopwatch in
        var solver = Solver()
        let chain = stopwatch.measure(1) {
          KiwiChain(size: size, pinsFirst: true, order: order)
        }
        stopwatch.measure(2) { chain.add(to: &solver) }
        stopwatch.measure(3) { solver.updateVariables() }
        stopwatch.addSum(to: 0, of: 1..<4)
        chain.checkSettled()
      })
    // kiwi's exponent for the blocked chain is at least 3 (it measured N^3.3); a linear
    // solver's would be 1.
    // kiwi's `repeat`: at most 20 s of samples, at least one.
    benchmark.samplingBudget = 20e9
    benchmark.skipReason = Self.predictedTooLong(
      name, size: size, minimumExponent: order == .blocked ? 3 : 1)
    add(benchmark)
  }

  private mutating func addKiwiEdit(size: Int, mode: KiwiChain.EditMode) {
    let name = "edit_\(mode)"
    let box = EditBox()
    var benchmark = Benchmark(
      title: name, size: size,
      kiwi: KiwiPeer.Metric(scenario: name, field: "ns_per_cycle"),
      samples: options.isQuick ? 1 : size <= 10_000 ? 5 : 3, warmups: 4,
      fixedBatch: 1_000,
      setup: { () -> EditCycle in
        let cycle = EditCycle(size: size, mode: mode)
        box.cycle = cycle
        return cycle
      },
      run: { cycle in cycle.step() },
      notes: {
        box.cycle?.checkFinalState()
        box.cycle = nil
        return nil
      })
    // The row is `edit_...`; the title lets `--filter "auto layout"` select it.
    benchmark.title = "Auto Layout (solver): \(name)"
    // kiwi's 6 s per sample; half a second for CI.
    benchmark.sampleBudget = options.isQuick ? 5e8 : 6e9
    // kiwi's rule on the cycle's own cost (4 warm-up cycles, which no budget cuts, per run)
    // with kiwi's minimum exponent of 2: a cycle that pushes the whole chain may grow so.
    benchmark.skipReason = Self.predictedTooLong(
      name, size: size, minimumExponent: 2, iterationsPerRun: 4)
    add(benchmark)
  }

  private mutating func addKiwiTree(size: Int, shape: KiwiTree.Shape) {
    let name = "tree_\(shape)"
    let metric = { (field: String) in KiwiPeer.Metric(scenario: name, field: field) }
    var benchmark = Benchmark(
      title: "Auto Layout (solver): \(name)",
      phases: [
        .init(title: name, nodes: size, kiwi: metric("seconds")),
        .init(title: "\(name): make", nodes: size, kiwi: metric("make_s")),
        .init(title: "\(name): add", nodes: size, kiwi: metric("add_s")),
        .init(title: "\(name): update", nodes: size, kiwi: metric("update_s")),
        .init(title: "\(name): resize", nodes: size, kiwi: metric("resize_s")),
        .init(title: "\(name): insert1", kiwi: metric("insert1_us")),
      ],
      size: size, samples: kiwiRepetitions(size), warmups: 0,
      setup: { () },
      run: { _, stopwatch in
        var solver = Solver()
        let tree = stopwatch.measure(1) { KiwiTree(shape: shape, views: size) }
        stopwatch.measure(2) { tree.add(to: &solver) }
        stopwatch.measure(3) { solver.updateVariables() }
        stopwatch.addSum(to: 0, of: 1..<4)
        stopwatch.measure(4) { tree.rotate(&solver) }
        let extra = tree.constraints(ofView: size + 1, parent: tree.parents[size - 1])
        stopwatch.measure(5) { Self.insertKiwiView(extra, into: &solver) }
        tree.checkLastViews()
      })
    // kiwi's `repeat`: at most 20 s of samples, at least one.
    benchmark.samplingBudget = 20e9
    benchmark.skipReason = Self.predictedTooLong(name, size: size, minimumExponent: 1)
    add(benchmark)
  }

  /// kiwi's `insert1`: adds one more view's constraints, created beforehand, and publishes
  /// the solution. Not inlined, so that a profiler can collect this part alone
  /// (`valgrind --tool=callgrind --toggle-collect='*insertKiwiView*'`).
  @inline(never)
  static func insertKiwiView(_ constraints: [Constraint], into solver: inout Solver) {
    for constraint in constraints { add(constraint, to: &solver) }
    solver.updateVariables()
  }

  /// Adds a constraint the scenario knows to be satisfiable.
  static func add(_ constraint: Constraint, to solver: inout Solver) {
    do {
      try solver.addConstraint(constraint)
    } catch {
      preconditionFailure("the benchmark's constraint \(constraint) was refused: \(error)")
    }
  }

  /// kiwi's skipping rule (`sweep` in `kiwi_bench.py`): skip a size if twice the last
  /// size's time (times `iterationsPerRun`), scaled by the exponent fitted on the last two
  /// sizes (at least `minimumExponent`), exceeds 60 s.
  static func predictedTooLong(
    _ name: String, size: Int, minimumExponent: Double, iterationsPerRun: Double = 1
  ) -> ([BenchmarkResult]) -> String? {
    { results in
      let earlier = results.filter { $0.name == name && $0.size < size }
        .sorted { $0.size < $1.size }
      guard let last = earlier.last else { return nil }
      var exponent = minimumExponent
      if earlier.count >= 2 {
        let before = earlier[earlier.count - 2]
        if iterationsPerRun * before.statistics.minimum > 1e7 {
          exponent = max(
            exponent,
            log(last.statistics.minimum / before.statistics.minimum)
              / log(Double(last.size) / Double(before.size)))
        }
      }
      let predicted =
        2 * iterationsPerRun * last.statistics.minimum
        * pow(Double(size) / Double(last.size), exponent)
      guard predicted > 60e9 else { return nil }
      return "predicted \(fixed(predicted / 1e9, digits: 0)) s for one run "
        + "(N^\(fixed(exponent, digits: 1))) > limit 60 s"
    }
  }
}

/// Holds an edit benchmark's state so that its notes can check the final values.
private final class EditBox {
  var cycle: EditCycle?
}
