#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Prints results as a text table or as JSON lines, as they are measured.
struct BenchmarkReporter {
  let format: BenchmarkOptions.Format
  private var pendingNotes: [String] = []

  init(format: BenchmarkOptions.Format) {
    self.format = format
  }

  private static let columns: [(title: String, width: Int, isLeft: Bool)] = [
    ("benchmark", 62, true), ("size", 10, false), ("runs x batch", 13, false),
    ("median", 11, false), ("min", 11, false), ("p90", 11, false), ("p99", 11, false),
    ("max", 11, false), ("ns/node", 9, false), ("x kernel", 9, false),
    ("peak RSS", 10, false), ("x kiwi", 8, false),
  ]

  /// Prints the heading: the build and the sizes (text only; JSON lines carry no heading).
  mutating func begin(buildMode: String, isQuick: Bool, viewCount: Int) {
    guard format == .text else { return }
    print(
      "safearea-bench: \(buildMode) build, \(isQuick ? "quick" : "full") sizes "
        + "(up to \(grouped(viewCount)) views); \(MachineInfo.summary)")
    print(
      "Times are per iteration; ns/node is median / nodes (views, controllers or kernel "
        + "nodes); x kernel compares ns/node with the kernel over the same shape and size.")
    print()
    print(Self.row(Self.columns.map(\.title)))
    print(Self.row(Self.columns.map { String(repeating: "-", count: $0.width) }))
  }

  mutating func report(_ result: BenchmarkResult) {
    switch format {
    case .text:
      let s = result.statistics
      print(
        Self.row([
          result.name, grouped(result.size), "\(result.samples) x \(result.batch)",
          duration(s.median), duration(s.minimum), duration(s.p90), duration(s.p99),
          duration(s.maximum), result.nanosecondsPerNode.map { fixed($0, digits: 2) } ?? "-",
          result.ratioToKernel.map { fixed($0, digits: 2) + "x" } ?? "-",
          result.peakResidentBytes.map(mebibytes) ?? "-",
          result.ratioToKiwi.map { fixed($0, digits: 3) + "x" }
            ?? (result.kiwiSkipped == nil ? "-" : "kiwi skip"),
        ]))
      if let notes = result.notes, !pendingNotes.contains(notes.text) {
        pendingNotes.append(notes.text)
      }
      // Only a cost that grows (or shrinks) by a tenth or more over the runs is worth a line.
      if let trend = s.trend, trend >= 1.1 || trend <= 0.9 {
        pendingNotes.append(
          "\(result.name) (\(grouped(result.size))): the last tenth of the runs took "
            + "\(fixed(trend, digits: 2))x the first tenth (median against median).")
      }
    case .json:
      print(json(result))
    }
    flushStandardOutput()
  }

  /// Reports a benchmark skipped because it was predicted to run too long.
  mutating func reportSkipped(name: String, size: Int, reason: String) {
    switch format {
    case .text:
      print(Self.row([name, grouped(size), "skipped"]))
      pendingNotes.append("\(name) (\(grouped(size))) skipped: \(reason).")
    case .json:
      print(
        "{\"name\":\(quoted(name)),\"size\":\(size),\"skipped\":true,"
          + "\"reason\":\(quoted(reason))}")
    }
    flushStandardOutput()
  }

  /// Prints the notes gathered on the way (text only).
  mutating func end() {
    guard format == .text else { return }
    print()
    for note in pendingNotes { print(note) }
  }

  /// Prints one line per target, met or missed, with its numbers: on standard output in
  /// text, on standard error with JSON (standard output holds only benchmark objects).
  func report(_ targets: [TargetCheck]) {
    guard !targets.isEmpty else { return }
    var lines = ["", "Targets:"]
    for target in targets {
      let verdict = target.isMet.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
      lines.append("  \(verdict)  \(target.title): \(target.detail)")
    }
    switch format {
    case .text:
      for line in lines { print(line) }
    case .json:
      for line in lines.dropFirst() { printError(line) }
    }
    flushStandardOutput()
  }

  private static func row(_ cells: [String]) -> String {
    zip(cells, columns).map { cell, column in
      let padding = String(repeating: " ", count: max(0, column.width - cell.count))
      return column.isLeft ? cell + padding : padding + cell
    }.joined(separator: " ").trimmingTrailingSpaces()
  }

  private func json(_ result: BenchmarkResult) -> String {
    let s = result.statistics
    var fields: [(String, String)] = [
      ("name", quoted(result.name)),
      ("size", "\(result.size)"),
      ("iterations", "\(result.samples)"),
      ("batch", "\(result.batch)"),
      ("median_ns", number(s.median)),
      ("min_ns", number(s.minimum)),
      ("p90_ns", number(s.p90)),
      ("p99_ns", number(s.p99)),
      ("max_ns", number(s.maximum)),
      ("trend", s.trend.map(number) ?? "null"),
      ("nodes", result.nodes.map { "\($0)" } ?? "null"),
      ("ns_per_node", result.nanosecondsPerNode.map(number) ?? "null"),
      ("kernel", result.kernel.map(quoted) ?? "null"),
      ("ratio_to_kernel", result.ratioToKernel.map(number) ?? "null"),
      ("peak_rss_bytes", result.peakResidentBytes.map { "\($0)" } ?? "null"),
    ]
    if let metric = result.kiwiMetric {
      fields += [
        ("kiwi_scenario", quoted(metric.scenario)), ("kiwi_field", quoted(metric.field)),
        ("kiwi_ns", result.kiwiNanoseconds.map(number) ?? "null"),
        ("ratio_to_kiwi", result.ratioToKiwi.map { fixed($0, digits: 4) } ?? "null"),
      ]
      if let reason = result.kiwiSkipped { fields.append(("kiwi_skipped", quoted(reason))) }
    }
    for (key, value) in result.notes?.metrics ?? [] {
      fields.append((key, number(value)))
    }
    return "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}

/// Flushes standard output, so that each row shows as soon as it is measured even when the
/// output is piped.
func flushStandardOutput() {
  fflush(nil)  // every stream; `stdout` itself is a global C variable Swift 6 will not read
}

// MARK: Formatting without Foundation

/// `value` with `digits` decimals, or "-" when it is not finite.
func fixed(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value.magnitude * Double(scale)).rounded())
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard digits > 0 else { return sign + "\(scaled)" }
  let fraction = String(scaled % scale)
  return sign + "\(scaled / scale)."
    + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// A duration in nanoseconds with a unit that keeps three or four significant digits.
func duration(_ nanoseconds: Double) -> String {
  switch nanoseconds.magnitude {
  case ..<1e3: fixed(nanoseconds, digits: 1) + " ns"
  case ..<1e6: fixed(nanoseconds / 1e3, digits: 2) + " µs"
  case ..<1e9: fixed(nanoseconds / 1e6, digits: 2) + " ms"
  default: fixed(nanoseconds / 1e9, digits: 3) + " s"
  }
}

/// An integer with thousands separators: 1,000,000.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return (value < 0 ? "-" : "") + result
}

/// Bytes in MiB with one decimal.
func mebibytes(_ bytes: Int) -> String {
  fixed(Double(bytes) / 1_048_576, digits: 1) + " MiB"
}

/// A JSON number: three decimals at most, `null` when not finite.
private func number(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  if value == value.rounded() && value.magnitude < 1e15 { return "\(Int(value))" }
  return fixed(value, digits: 3)
}

/// A JSON string literal.
private func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
