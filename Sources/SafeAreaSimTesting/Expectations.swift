public import SafeAreaSim
public import SafeAreaSimFixtures
public import Testing

/// Expects a trace to match its golden file, reporting a line diff when it does not.
///
/// The golden lives at `Goldens/<suite file name>/<name>.trace` beside the calling test file
/// (found through `#filePath`); list `Goldens` in the test target's `exclude:`. A missing
/// golden is recorded and the test fails once with "Recorded new golden ... re-run"; set
/// `RECORD_GOLDENS` to `all`, `failed` or `never` to change that.
///
/// ```swift
/// expectTrace(recorder.trace(.appearance), named: "push")
/// ```
///
/// - Parameters:
///   - trace: The trace recorded now.
///   - name: The golden's name (without `.trace`).
///   - mode: The record mode; from `RECORD_GOLDENS` by default.
///   - filePath: The calling file; leave the default.
///   - sourceLocation: Where to report a failure; leave the default.
public func expectTrace(
  _ trace: Trace, named name: String, mode: GoldenRecordMode = .fromEnvironment,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let path = goldenPath(named: name, filePath: filePath)
  if let mismatch = verifyTrace(trace, against: path, mode: mode) {
    Issue.record(Comment(rawValue: mismatch.description), sourceLocation: sourceLocation)
    if !mismatch.diff.isEmpty {
      Attachment.record(
        trace.description, named: "\(name).actual.trace", sourceLocation: sourceLocation)
    }
  }
}

/// Expects a trace's lines to equal the given lines, reporting a line diff when they do not.
public func expectTrace(
  _ trace: Trace, equals expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  guard trace.lines != expected else { return }
  Issue.record(
    Comment(rawValue: "Trace differs:\n" + lineDiff(expected, trace.lines)),
    sourceLocation: sourceLocation)
}

/// Expects a view's safe-area insets to equal `expected` within `tolerance` points.
public func expectInsets(
  _ view: View, _ expected: EdgeInsets, tolerance: Double = 0.01,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectApproximately(
    "\(view.name).safeAreaInsets", view.safeAreaInsets, expected, tolerance, sourceLocation)
}

/// Expects a view's frame in window coordinates to equal `expected` within `tolerance`.
public func expectFrame(
  _ view: View, _ expected: Rect, inWindow: Bool = true, tolerance: Double = 0.01,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = inWindow ? view.frameInWindow : view.frame
  expectApproximately("\(view.name).frame", frame, expected, tolerance, sourceLocation)
}

private func expectApproximately<Value: ApproximatelyEquatable & CustomStringConvertible>(
  _ label: String, _ actual: Value, _ expected: Value, _ tolerance: Double,
  _ sourceLocation: SourceLocation
) {
  guard !actual.isApproximatelyEqual(to: expected, tolerance: tolerance) else { return }
  Issue.record(
    Comment(rawValue: "\(label) is \(actual), expected \(expected)"),
    sourceLocation: sourceLocation)
}

/// `<directory of filePath>/Goldens/<file name without .swift>/<name>.trace`.
func goldenPath(named name: String, filePath: String) -> String {
  let slash = filePath.lastIndex(of: "/").map { filePath.index(after: $0) } ?? filePath.startIndex
  let directory = filePath[..<slash]
  var file = String(filePath[slash...])
  if file.hasSuffix(".swift") { file.removeLast(6) }
  return "\(directory)Goldens/\(file)/\(name).trace"
}
