/// One measured operation, or several phases of one operation measured separately.
///
/// A benchmark sets up its state once, outside the timing, then runs warm-up iterations and
/// timed samples against that state. A single-phase benchmark may be batched: a sample then
/// runs the operation several times and reports the mean, so that operations much shorter than
/// a clock read are still measured. A phased benchmark times each phase with a ``Stopwatch``
/// and reports one result row per phase.
///
/// ```swift
/// suite.add(
///   Benchmark(
///     title: "Layout pass with nothing dirty (balanced tree)", size: n, samples: 101,
///     setup: { fixtures.balancedTree(views: n).window },
///     run: { window in window.layoutIfNeeded() }))
/// ```
struct Benchmark {
  /// One result row a benchmark produces.
  struct Phase {
    /// The row's name, "Subject operation (shape)".
    var title: String
    /// The number of nodes the phase processes, for `ns_per_node`; `nil` when the time is not
    /// proportional to a number of nodes.
    var nodes: Int?
    /// The title of the kernel result this phase is compared with, per node: the kernel row
    /// of that title and the same size.
    var kernel: String?
    /// kiwi's figure for the same work, compared with this phase's minimum (`--kiwi`).
    var kiwi: KiwiPeer.Metric?
  }

  /// Extra measurements a benchmark reports beside its times (memory, one-off costs).
  struct Notes {
    /// Named values, added to the JSON object.
    var metrics: [(key: String, value: Double)]
    /// The same, as a line of text under the table.
    var text: String
  }

  /// The name matched by `--filter`, and the heading of a phased benchmark.
  var title: String
  /// The result rows.
  var phases: [Phase]
  /// The size of the benchmark's subject (views, or kernel nodes).
  var size: Int
  /// The number of timed samples.
  var samples: Int
  /// The number of untimed iterations before the samples.
  var warmups: Int
  /// Whether a sample may run the operation several times (single-phase benchmarks only).
  var isBatchable: Bool
  /// The iterations each sample runs, instead of a batch sized from the warm-up; fewer (and
  /// fewer samples) when the warm-up shows a sample would take over ``sampleBudget``, as
  /// kiwi's script cuts its edit cycles.
  var fixedBatch: Int?
  /// The longest a sample of a ``fixedBatch`` benchmark may take, in nanoseconds (kiwi: 6 s);
  /// all its samples together take at most twice that.
  var sampleBudget = 6e9
  /// Stop taking samples once they have taken this long in all, in nanoseconds, after at
  /// least one (kiwi's `repeat`: 20 s); `nil` takes every sample.
  var samplingBudget: Double?
  /// Decides, from the results so far, to skip the benchmark (returns why), as kiwi's script
  /// skips a size predicted to run too long.
  var skipReason: ([BenchmarkResult]) -> String? = { _ in nil }
  /// Creates the benchmark's state and returns the closure that runs one sample of `batch`
  /// iterations, recording its phases' times in the stopwatch.
  var prepare: () -> (inout Stopwatch, _ batch: Int) -> Void
  /// Called after the samples, to read extra measurements.
  var notes: () -> Notes?
  /// Called when the benchmark is done, to release shared fixtures.
  var finish: () -> Void
  /// The shared fixture the benchmark uses, if any: the suite releases the fixture cache
  /// between benchmarks of different groups, so that at most one large tree is alive.
  var fixtureGroup: String?

  /// The same benchmark, using the fixtures of `group`.
  func sharingFixtures(_ group: String) -> Benchmark {
    var copy = self
    copy.fixtureGroup = group
    return copy
  }

  /// Creates a single-phase benchmark.
  ///
  /// - Parameters:
  ///   - title: The result's name, "Subject operation (shape)".
  ///   - size: The size of the subject.
  ///   - nodes: The nodes one iteration processes, for `ns_per_node`; `nil` if not meaningful.
  ///   - kernel: The title of the kernel result to compare with, per node.
  ///   - samples: The number of timed samples.
  ///   - warmups: The number of untimed iterations first.
  ///   - isBatchable: Whether a sample may run several iterations.
  ///   - setup: Makes the state, once, untimed.
  ///   - run: One iteration.
  ///   - notes: Extra measurements, read after the samples.
  ///   - finish: Releases shared fixtures when the benchmark is done.
  ///   - kiwi: kiwi's figure for the same work.
  ///   - fixedBatch: The iterations of every sample, if not sized from the warm-up.
  init<State>(
    title: String, size: Int, nodes: Int? = nil, comparingTo kernel: String? = nil,
    kiwi: KiwiPeer.Metric? = nil, samples: Int, warmups: Int = 2, isBatchable: Bool = false,
    fixedBatch: Int? = nil,
    setup: @escaping () -> State, run: @escaping (inout State) -> Void,
    notes: @escaping () -> Notes? = { nil }, finish: @escaping () -> Void = {}
  ) {
    self.title = title
    self.phases = [Phase(title: title, nodes: nodes, kernel: kernel, kiwi: kiwi)]
    self.size = size
    self.samples = samples
    self.warmups = warmups
    self.isBatchable = isBatchable
    self.fixedBatch = fixedBatch
    self.prepare = {
      var state = setup()
      return { stopwatch, batch in
        stopwatch.measure(0) {
          for _ in 0..<batch { run(&state) }
        }
      }
    }
    self.notes = notes
    self.finish = finish
  }

  /// Creates a benchmark whose iterations time several phases separately, never batched.
  ///
  /// - Parameters:
  ///   - title: The name matched by `--filter`.
  ///   - phases: One result row per phase; `run` measures phase `i` with
  ///     `stopwatch.measure(i) { ... }`.
  ///   - run: One iteration; work outside `measure` is not timed.
  ///   - notes: Extra measurements, read after the samples.
  init<State>(
    title: String, phases: [Phase], size: Int, samples: Int, warmups: Int = 1,
    setup: @escaping () -> State, run: @escaping (inout State, inout Stopwatch) -> Void,
    notes: @escaping () -> Notes? = { nil }
  ) {
    self.title = title
    self.phases = phases
    self.size = size
    self.samples = samples
    self.warmups = warmups
    self.isBatchable = false
    self.prepare = {
      var state = setup()
      return { stopwatch, _ in run(&state, &stopwatch) }
    }
    self.notes = notes
    self.finish = {}
  }
}

/// Times the phases of one sample with `ContinuousClock`.
struct Stopwatch {
  private let clock = ContinuousClock()
  /// The time spent in each phase during this sample.
  private(set) var elapsed: [Duration]

  init(phases: Int) {
    elapsed = Array(repeating: .zero, count: phases)
  }

  /// Runs `body` and adds its duration to phase `phase`.
  @discardableResult
  mutating func measure<Result, Failure: Error>(
    _ phase: Int, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let start = clock.now
    let result = try body()
    elapsed[phase] += start.duration(to: clock.now)
    return result
  }

  /// Adds the time of phases `parts` to phase `phase`: a total measured in consecutive parts.
  mutating func addSum(to phase: Int, of parts: Range<Int>) {
    elapsed[phase] += elapsed[parts].reduce(.zero, +)
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
