/// The benchmarks of the executable, in the order they run, and the code that runs them.
///
/// Subjects add their benchmarks in `BenchmarkSuite` extensions, one file per subject
/// (`addKernelBenchmarks()`, `addBalancedTreeBenchmarks()`, `addDeepChainBenchmarks()`).
/// Kernels run first, so that the rows compared with them can print their ratio as they finish.
struct BenchmarkSuite {
  let options: BenchmarkOptions
  /// Trees shared by several benchmarks, built once.
  let fixtures = FixtureCache()
  private(set) var benchmarks: [Benchmark] = []

  init(options: BenchmarkOptions) {
    self.options = options
  }

  /// The number of views of the large trees: 1,000,000, or 10,000 with `--quick`.
  var viewCount: Int { options.isQuick ? 10_000 : 1_000_000 }

  mutating func add(_ benchmark: Benchmark) {
    benchmarks.append(benchmark)
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
    for benchmark in selected {
      let new = measure(benchmark, kernels: results)
      for result in new { reporter.report(result) }
      results += new
    }
    return results
  }

  private func measure(
    _ benchmark: Benchmark, kernels earlier: [BenchmarkResult]
  ) -> [BenchmarkResult] {
    let phaseCount = benchmark.phases.count
    let runSample = benchmark.prepare()

    // Warm-up, which also tells how long one iteration takes.
    var single = Double.infinity
    for _ in 0..<benchmark.warmups {
      var stopwatch = Stopwatch(phases: phaseCount)
      runSample(&stopwatch, 1)
      single = min(single, stopwatch.elapsed.reduce(.zero, +).nanoseconds)
    }
    let batch = benchmark.isBatchable ? batchSize(forIterationNanoseconds: single) : 1

    var samples = Array(repeating: [Double](), count: phaseCount)
    for _ in 0..<benchmark.samples {
      var stopwatch = Stopwatch(phases: phaseCount)
      runSample(&stopwatch, batch)
      for phase in 0..<phaseCount {
        samples[phase].append(stopwatch.elapsed[phase].nanoseconds / Double(batch))
      }
    }
    let notes = benchmark.notes()
    benchmark.finish()
    let peak = ProcessMemory.current()?.peakResident

    return benchmark.phases.indices.map { index in
      let phase = benchmark.phases[index]
      var result = BenchmarkResult(
        name: phase.title, size: benchmark.size, samples: benchmark.samples, batch: batch,
        statistics: SampleStatistics(samples[index]), nodes: phase.nodes,
        kernel: phase.kernel, notes: notes, peakResidentBytes: peak)
      if let kernelTitle = phase.kernel,
        let kernel = earlier.first(where: { $0.name == kernelTitle }),
        let own = result.nanosecondsPerNode, let base = kernel.nanosecondsPerNode, base > 0
      {
        result.ratioToKernel = own / base
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

/// The median, minimum and 90th percentile of a list of sample times.
struct SampleStatistics {
  var median: Double
  var minimum: Double
  /// The 90th percentile by nearest rank.
  var p90: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else {
      median = .nan
      minimum = .nan
      p90 = .nan
      return
    }
    let n = sorted.count
    median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    minimum = sorted[0]
    let rank = Int((0.9 * Double(n)).rounded(.up))
    p90 = sorted[max(0, min(n - 1, rank - 1))]
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
  /// VmHWM after the benchmark ran.
  var peakResidentBytes: Int?
  /// The median time per node divided by the kernel's.
  var ratioToKernel: Double?

  /// The median time per node.
  var nanosecondsPerNode: Double? {
    guard let nodes, nodes > 0 else { return nil }
    return statistics.median / Double(nodes)
  }
}
