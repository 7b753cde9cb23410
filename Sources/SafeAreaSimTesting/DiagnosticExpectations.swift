public import SafeAreaSim
public import Testing

/// Expects that the window recorded no diagnostics since they were last taken, except those
/// with an allowed code; reports each other one as an issue.
///
/// It takes the window's diagnostics (``SafeAreaSim/Window/takeDiagnostics()``), so the next
/// call looks only at what happens after this one.
///
/// ```swift
/// window.rootViewController = container
/// window.makeKeyAndVisible()
/// expectNoDiagnostics(window)
/// ```
///
/// - Parameters:
///   - window: The window whose diagnostics to check.
///   - codes: The codes that do not fail the expectation, such as `"layoutFeedbackLoop"`.
///   - sourceLocation: Where to report a failure; leave the default.
/// - Returns: The diagnostics taken, allowed ones included.
@discardableResult
public func expectNoDiagnostics(
  _ window: Window, allowing codes: Set<String> = [],
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  let diagnostics = window.takeDiagnostics()
  let unexpected = diagnostics.filter { !codes.contains($0.code) }
  if !unexpected.isEmpty {
    let list = unexpected.map { "  \($0)" }.joined(separator: "\n")
    Issue.record(
      Comment(
        rawValue: "Window '\(window.name)' recorded \(unexpected.count) diagnostic(s):\n\(list)"),
      sourceLocation: sourceLocation)
  }
  return diagnostics
}

extension Window {
  /// Makes every diagnostic the window records from now on fail the current test, unless its
  /// code is allowed: the opt-in strict mode.
  ///
  /// Each unexpected diagnostic is recorded as an issue as it happens, at the line that
  /// called this method, with the diagnostic's text; allowed ones are ignored. The mode lasts
  /// as long as the window, or until the returned guard is cancelled. The window still keeps
  /// the diagnostics for ``takeDiagnostics()``.
  ///
  /// ```swift
  /// let window = Window(device: .iPhone15Pro)
  /// window.failsOnUnexpectedDiagnostics(allowing: ["orientationNotSupported"])
  /// ```
  ///
  /// - Parameters:
  ///   - codes: The codes that do not fail the test.
  ///   - sourceLocation: Where to report a failure; leave the default.
  /// - Returns: The guard, which lists what it caught.
  @discardableResult
  public func failsOnUnexpectedDiagnostics(
    allowing codes: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
  ) -> DiagnosticGuard {
    DiagnosticGuard(self, allowing: codes, sourceLocation: sourceLocation)
  }
}
