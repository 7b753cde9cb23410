import SafeAreaSimSupport

/// When golden files are written instead of compared.
///
/// Chosen by the environment variable `RECORD_GOLDENS` (`missing`, `all`, `failed` or
/// `never`), `missing` when it is not set, as snapshot-testing's record modes.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Write goldens that do not exist yet; compare the others.
  case missing
  /// Write every golden (except oracle goldens captured from UIKit).
  case all
  /// Write goldens that are missing or differ.
  case failed
  /// Never write; a missing golden is a failure.
  case never

  /// The mode `RECORD_GOLDENS` asks for.
  public static var fromEnvironment: GoldenRecordMode {
    FileSystem.environment("RECORD_GOLDENS").flatMap(GoldenRecordMode.init(rawValue:))
      ?? .missing
  }
}

/// Why a trace does not match its golden file.
public struct TraceMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// A one-line summary.
  public var summary: String
  /// A line diff of the golden (`−`) against the actual trace (`+`), with `@@` hunks; empty
  /// when the golden was missing.
  public var diff: String
  /// Where the actual trace was written, if it was.
  public var actualPath: String?

  public var description: String {
    [summary, diff].filter { !$0.isEmpty }.joined(separator: "\n")
  }
}

/// Compares a trace with its golden file, recording it as the mode says.
///
/// On a mismatch the actual trace is also written to `.build/goldens-actual/` (beside the
/// package's `.build`, found from the golden's path) so that it can be inspected or copied.
///
/// - Parameters:
///   - trace: The trace recorded now.
///   - path: The golden file's path.
///   - mode: When to write the golden; by default from `RECORD_GOLDENS`.
/// - Returns: `nil` when the trace matches; otherwise the mismatch. A golden just written is
///   also a mismatch ("Recorded new golden ... re-run"), so that recording never passes
///   silently.
public func verifyTrace(
  _ trace: Trace, against path: String, mode: GoldenRecordMode = .fromEnvironment
) -> TraceMismatch? {
  let existing = FileSystem.read(path).map(Trace.init(parsing:))
  guard let golden = existing else {
    if mode == .never {
      return TraceMismatch(summary: "No golden at \(path) (record mode: never).", diff: "")
    }
    FileSystem.write(trace.description, to: path)
    return TraceMismatch(summary: "Recorded new golden at \(path); re-run the test.", diff: "")
  }
  let matches = golden.lines == trace.lines
  if matches && mode != .all { return nil }
  if golden.isOracle {
    guard !matches else { return nil }
    return mismatch(golden, trace, path, note: " (oracle golden from UIKit: never re-recorded)")
  }
  if mode == .all || mode == .failed {
    var recorded = trace
    if recorded.header.isEmpty { recorded.header = golden.header }
    FileSystem.write(recorded.description, to: path)
    if matches { return nil }
    return TraceMismatch(
      summary: "Re-recorded golden at \(path); re-run the test.",
      diff: lineDiff(golden.lines, trace.lines))
  }
  return mismatch(golden, trace, path, note: "")
}

private func mismatch(
  _ golden: Trace, _ trace: Trace, _ path: String, note: String
)
  -> TraceMismatch
{
  let actualPath = actualTracePath(for: path)
  let written = actualPath.map { FileSystem.write(trace.description, to: $0) } ?? false
  let actualNote = written ? " The actual trace is at \(actualPath ?? "")." : ""
  return TraceMismatch(
    summary: "Trace differs from golden \(path)\(note).\(actualNote)",
    diff: lineDiff(golden.lines, trace.lines), actualPath: written ? actualPath : nil)
}

/// `<package>/.build/goldens-actual/<path below Tests/>` for a golden under `Tests/`.
private func actualTracePath(for path: String) -> String? {
  let marker = Array("/Tests/")
  let characters = Array(path)
  // The last `/Tests/`: the package's test folder, even inside a folder named Tests.
  guard characters.count >= marker.count,
    let start = (0...(characters.count - marker.count)).last(where: {
      Array(characters[$0..<$0 + marker.count]) == marker
    })
  else { return nil }
  let root = String(characters[..<start])
  let below = String(characters[(start + marker.count)...])
  return "\(root)/.build/goldens-actual/\(below)"
}

/// A unified line diff: `−` for lines only in `old`, `+` for lines only in `new`, two lines
/// of context, `@@ −a,b +c,d @@` hunk headers.
public func lineDiff(_ old: [String], _ new: [String]) -> String {
  // Longest common subsequence table, from the ends.
  let n = old.count
  let m = new.count
  var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
  for i in stride(from: n - 1, through: 0, by: -1) {
    for j in stride(from: m - 1, through: 0, by: -1) {
      lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
    }
  }
  enum Op { case same(String), removed(String), added(String) }
  var ops: [(op: Op, oldIndex: Int, newIndex: Int)] = []
  var i = 0
  var j = 0
  while i < n || j < m {
    if i < n && j < m && old[i] == new[j] {
      ops.append((.same(old[i]), i, j))
      i += 1
      j += 1
    } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
      ops.append((.removed(old[i]), i, j))  // removals first, as diff tools show them
      i += 1
    } else {
      ops.append((.added(new[j]), i, j))
      j += 1
    }
  }
  let context = 2
  var changed = ops.indices.filter {
    if case .same = ops[$0].op { return false }
    return true
  }
  guard !changed.isEmpty else { return "" }
  var output: [String] = []
  while let first = changed.first {
    var last = first
    while let next = changed.first(where: { $0 > last }), next - last <= 2 * context + 1 {
      last = next
    }
    changed.removeAll { $0 <= last }
    let start = max(0, first - context)
    let end = min(ops.count - 1, last + context)
    let hunk = ops[start...end]
    let oldCount = hunk.filter { if case .added = $0.op { return false } else { return true } }
      .count
    let newCount = hunk.filter { if case .removed = $0.op { return false } else { return true } }
      .count
    output.append(
      "@@ −\(ops[start].oldIndex + 1),\(oldCount) +\(ops[start].newIndex + 1),\(newCount) @@")
    for entry in hunk {
      switch entry.op {
      case .same(let line): output.append("  \(line)")
      case .removed(let line): output.append("− \(line)")
      case .added(let line): output.append("+ \(line)")
      }
    }
  }
  return output.joined(separator: "\n")
}
