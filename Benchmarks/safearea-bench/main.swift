// safearea-bench: the performance of SafeAreaSim's layout passes on deep and wide view and
// controller hierarchies, beside a flat-array kernel that does the same arithmetic; controller
// lifecycle churn, scenes loaded from JSON, and independent simulations on two threads.
//
//   swift run -c release safearea-bench [--quick] [--filter NAME] [--format text|json]
//                                       [--plot FILE] [--kiwi FILE]
//
// See Documentation/Benchmarks.md for the scenarios and recorded results.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

func printError(_ message: String) {
  var standardError = StandardError()
  print(message, to: &standardError)
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    writeToStandardError(string)
  }
}

private func writeToStandardError(_ string: String) {
  var bytes = Array(string.utf8)
  _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let options: BenchmarkOptions
do {
  switch try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
  case .run(let parsed):
    options = parsed
  case .help:
    print(BenchmarkOptions.usage)
    exit(0)
  }
} catch {
  printError("error: \(error.message)\n\n\(BenchmarkOptions.usage)")
  exit(2)
}

#if DEBUG
  let buildMode = "debug"
  printError(
    "warning: safearea-bench was built in debug mode; its numbers are meaningless. "
      + "Run `swift run -c release safearea-bench`.")
#else
  let buildMode = "release"
#endif
#if SAFEAREA_INTERNAL_CHECKS
  printError(
    "warning: built with SAFEAREA_INTERNAL_CHECKS; whole-tree checks distort the numbers.")
#endif

var kiwi: KiwiPeer?
if let path = options.kiwiPath {
  guard let loaded = KiwiPeer.load(path: path) else {
    printError("error: cannot read kiwi's results from '\(path)'.")
    exit(1)
  }
  if loaded.count == 0 { printError("warning: no kiwi scenario rows in '\(path)'.") }
  kiwi = loaded
}

var suite = BenchmarkSuite(options: options, kiwi: kiwi)
suite.addKernelBenchmarks()
suite.addWideTreeBenchmarks()
suite.addFlatTreeBenchmarks()
suite.addFreshMemoryFloorBenchmarks()
suite.addDeepChainBenchmarks()
suite.addDeepNestingBenchmarks()
suite.addNestedChromeBenchmarks()
suite.addLifecycleChurnBenchmarks()
suite.addSceneBenchmarks()
suite.addThreadScalingBenchmarks()
suite.addSceneBatchBenchmarks()
suite.addKiwiSolverBenchmarks()
suite.addSolverCensusBenchmarks()
suite.addConstraintViewBenchmarks()

if suite.selected.isEmpty {
  printError("error: no benchmark matches '\(options.filter ?? "")'. Benchmarks:")
  for benchmark in suite.benchmarks {
    printError("  \(benchmark.title) (size \(grouped(benchmark.size)))")
  }
  exit(1)
}

var reporter = BenchmarkReporter(format: options.format)
reporter.begin(buildMode: buildMode, isQuick: options.isQuick, viewCount: suite.viewCount)
let results = suite.run(reporter: &reporter)
reporter.end()
// With --filter, only the targets the selected benchmarks measured.
reporter.report(
  BenchmarkTargets(results: results).checks.filter { options.filter == nil || $0.isMet != nil })

if let path = options.plotPath {
  let plot = ScalingPlot(
    results: results,
    subtitle: "safearea-bench, \(buildMode) build, \(options.isQuick ? "quick" : "full") sizes; "
      + MachineInfo.summary)
  if plot.write(to: path) {
    if options.format == .text { print("Plot written to \(path).") }
  } else {
    printError("error: cannot write the plot to '\(path)'.")
    exit(1)
  }
}
