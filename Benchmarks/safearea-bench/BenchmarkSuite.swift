/// The benchmarks of the executable, in the order they run, and the code that runs them.
///
/// Subjects add their benchmarks in `BenchmarkSuite` extensions, one file per subject
/// (`addKernelBenchmarks()`, `addWideTreeBenchmarks()`, `addDeepChainBenchmarks()`, ...).
/// Kernels run first, so that the rows compared with them can print their ratio as they finish.
struct BenchmarkSuite {
  let options: BenchmarkOptions
  /// Trees shared by several benchmarks, built once.
  let fixtures = FixtureCache()
  /// kiwi's results for the Auto Layout scenarios, when `--kiwi` names them.
  let kiwi: KiwiPeer?
  private(set) var benchmarks: [Benchmark] = []

  init(options: BenchmarkOptions, kiwi: KiwiPeer? = nil) {
    self.options = options
    self.kiwi = kiwi
  }

  /// The number of views of the largest trees: 1,000,000, or 10,000 with `--quick`.
  var viewCount: Int { options.isQuick ? 10_000 : 1_000_000 }

  /// The sizes of the deep and wide families (chain and balanced tree), smallest first, for
  /// cost per node against size: 1k to 1M, or 1k and 10k with `--quick`.
  var familySizes: [Int] {
    options.isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
  }

  /// The depths of the nested chrome containers: 1k to 100k, or 1k with `--quick`.
  var nestingDepths: [Int] { options.isQuick ? [1_000] : [1_000, 10_000, 100_000] }

  /// The number of sibling views under one view: 100,000, or 10,000 with `--quick`.
  var siblingCount: Int { options.isQuick ? 10_000 : 100_000 }

  /// The number of cycles of the lifecycle churn benchmarks: 100,000, or 2,000 with `--quick`.
  var churnCycles: Int { options.isQuick ? 2_000 : 100_000 }

  /// The number of controllers of the scene benchmark: 10,000, or 1,000 with `--quick`.
  var sceneControllerCount: Int { options.isQuick ? 1_000 : 10_000 }

  /// The number of views each thread's simulation holds in the scaling benchmark.
  var threadViewCount: Int { options.isQuick ? 10_000 : 100_000 }

  mutating func add(_ benchmark: Benchmark) {
    benchmarks.append(benchmark)
  }

  /// Adds a benchmark that uses the shared fixtures of `group` (see ``FixtureCache``).
  mutating func add(_ group: String, _ benchmark: Benchmark) {
    benchmarks.append(benchmark.sharingFixtures(group))
  }

  /// The benchmarks `--filter` selects: those whose title or a phase's title contains the
  /// filter, ignoring case.
  var selected: [Benchmark] {
    guard let filter = options.filter?.lowercased() else { return benchmarks }
    return benchmarks.filter { benchmark in
      ([benchmark.title] + benchmark.phases.map(\.title)).contains {
        $0.lowercased().contains(filter)
      }
    }
  }

  /// Runs the selected benchmarks, reporting each result as soon as it is measured.
  ///
  /// - Returns: The results, in order.
  @discardableResult
  func run(reporter: inout BenchmarkReporter) -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    var group: String?
    for benchmark in selected {
      if let reason = benchmark.skipReason(results) {
        for phase in benchmark.phases {
          reporter.reportSkipped(name: phase.title, size: benchmark.size, reason: reason)
        }
        continue
      }
      if benchmark.fixtureGroup == nil || benchmark.fixtureGroup != group { fixtures.release() }
      group = benchmark.fixtureGroup
      let new = measure(benchmark, kernels: results)
      for result in new { reporter.report(result) }
      results += new
    }
    fixtures.release()
    return results
  }

  private func measure(
    _ benchmark: Benchmark, kernels earlier: [BenchmarkResult]
  ) -> [BenchmarkResult] {
    let phaseCount = benchmark.phases.count
    // The samples' storage is written once before the setup, so that its pages do not count
    // as the benchmark's own growth (100,000 samples are 800 KB).
    var samples = Array(
      repeating: [Double](repeating: 0, count: benchmark.samples), count: phaseCount)
    // The peak resident set from here on is this benchmark's (setup included), starting
    // from what is resident now that the heap's free pages went back to the system.
    ProcessMemory.trimHeap()
    ProcessMemory.resetPeak()
    let runSample = benchmark.prepare()

    // Warm-up, which also tells how long one iteration takes.
    var single = Double.infinity
    var slowest = 0.0
    for _ in 0..<benchmark.warmups {
      var stopwatch = Stopwatch(phases: phaseCount)
      runSample(&stopwatch, 1)
      single = min(single, stopwatch.elapsed.reduce(.zero, +).nanoseconds)
      slowest = max(slowest, stopwatch.elapsed.reduce(.zero, +).nanoseconds)
    }
    var batch = benchmark.isBatchable ? batchSize(forIterationNanoseconds: single) : 1
    var sampleCount = benchmark.samples
    if let fixed = benchmark.fixedBatch {
      // kiwi's rule for its edit cycles: a sample stays near the budget (6 s; the slowest
      // warm-up iteration tells), in an even number of iterations, all samples near twice it.
      let iteration = max(slowest, 1)
      batch = max(2, min(fixed, Int(benchmark.sampleBudget / iteration)))
      batch += batch & 1
      sampleCount = max(
        1, min(sampleCount, Int(2 * benchmark.sampleBudget / (iteration * Double(batch)))))
    }

    let clock = ContinuousClock()
    let samplingStart = clock.now
    for sample in 0..<sampleCount {
      var stopwatch = Stopwatch(phases: phaseCount)
      runSample(&stopwatch, batch)
      for phase in 0..<phaseCount {
        samples[phase][sample] = stopwatch.elapsed[phase].nanoseconds / Double(batch)
      }
      if let budget = benchmark.samplingBudget,
        samplingStart.duration(to: clock.now).nanoseconds > budget
      {
        sampleCount = sample + 1
        break
      }
    }
    let notes = benchmark.notes()
    benchmark.finish()
    let peak = ProcessMemory.current()?.peakResident

    return benchmark.phases.indices.map { index in
      let phase = benchmark.phases[index]
      var result = BenchmarkResult(
        name: phase.title, size: benchmark.size, samples: sampleCount, batch: batch,
        statistics: SampleStatistics(Array(samples[index].prefix(sampleCount))),
        nodes: phase.nodes,
        kernel: phase.kernel, notes: notes, peakResidentBytes: peak)
      if let kernelTitle = phase.kernel,
        let kernel = earlier.first(where: { $0.name == kernelTitle && $0.size == benchmark.size }),
        let own = result.nanosecondsPerNode, let base = kernel.nanosecondsPerNode, base > 0
      {
        result.ratioToKernel = own / base
      }
      if let metric = phase.kiwi, let value = kiwi?.value(metric, size: benchmark.size) {
        result.kiwiMetric = metric
        switch value {
        case .nanoseconds(let nanoseconds):
          result.kiwiNanoseconds = nanoseconds
          if nanoseconds > 0 { result.ratioToKiwi = result.statistics.minimum / nanoseconds }
        case .skipped(let reason):
          result.kiwiSkipped = reason
        }
      } else if let metric = phase.kiwi {
        result.kiwiMetric = metric
      }
      return result
    }
  }

  /// How many iterations a batched sample runs: enough for about 200 µs (1,000 clock reads).
  private func batchSize(forIterationNanoseconds nanoseconds: Double) -> Int {
    let target = 200_000.0
    guard nanoseconds.isFinite, nanoseconds > 0 else { return 1 }
    return max(1, min(1_000_000, Int(target / nanoseconds)))
  }
}

/// The median, extremes and high percentiles of a list of sample times, and their trend.
struct SampleStatistics {
  var median: Double
  var minimum: Double
  /// The 90th percentile by nearest rank.
  var p90: Double
  /// The 99th percentile by nearest rank (the maximum below 100 samples).
  var p99: Double
  var maximum: Double
  /// The median of the last tenth of the samples over the median of the first tenth, in the
  /// order they were taken: above 1 when iterations slow down as they repeat (state that
  /// grows). `nil` below 100 samples.
  var trend: Double?

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else {
      median = .nan
      minimum = .nan
      p90 = .nan
      p99 = .nan
      maximum = .nan
      return
    }
    median = Self.median(of: sorted)
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
    p90 = Self.percentile(90, of: sorted)
    p99 = Self.percentile(99, of: sorted)
    if samples.count >= 100 {
      let tenth = samples.count / 10
      let early = Self.median(of: samples.prefix(tenth).sorted())
      let late = Self.median(of: samples.suffix(tenth).sorted())
      trend = early > 0 ? late / early : nil
    }
  }

  private static func median(of sorted: [Double]) -> Double {
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }

  /// The nearest-rank percentile.
  private static func percentile(_ p: Double, of sorted: [Double]) -> Double {
    let n = sorted.count
    let rank = Int((p / 100 * Double(n)).rounded(.up))
    return sorted[max(0, min(n - 1, rank - 1))]
  }
}

/// What one benchmark phase measured.
struct BenchmarkResult {
  var name: String
  var size: Int
  /// The number of timed samples.
  var samples: Int
  /// Iterations per sample; the statistics are per iteration.
  var batch: Int
  /// Nanoseconds per iteration.
  var statistics: SampleStatistics
  var nodes: Int?
  var kernel: String?
  var notes: Benchmark.Notes?
  /// The peak resident set while the benchmark ran, setup included (VmHWM, reset before it
  /// started where the kernel allows it).
  var peakResidentBytes: Int?
  /// The median time per node divided by the kernel's.
  var ratioToKernel: Double?
  /// kiwi's figure this row compares with, if any.
  var kiwiMetric: KiwiPeer.Metric?
  /// kiwi's time for the same work (its minimum over repetitions), from `--kiwi`.
  var kiwiNanoseconds: Double?
  /// Why kiwi did not run this size, from `--kiwi`.
  var kiwiSkipped: String?
  /// The minimum time divided by kiwi's (kiwi reports minima): below 1 is faster than kiwi.
  var ratioToKiwi: Double?

  /// The median time per node.
  var nanosecondsPerNode: Double? {
    guard let nodes, nodes > 0 else { return nil }
    return statistics.median / Double(nodes)
  }

  /// The value of one of the notes' metrics.
  func metric(_ key: String) -> Double? {
    notes?.metrics.first { $0.key == key }?.value
  }
}
