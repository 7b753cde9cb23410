public import SafeAreaSim
public import Testing

/// Fails the current test when a window records a diagnostic whose code is not allowed.
///
/// The guard registers a diagnostic handler on the window (see
/// ``SafeAreaSim/Window/addDiagnosticHandler(_:)``); each unexpected diagnostic is recorded as
/// an issue as soon as it happens, so the failure points at the test and names the problem,
/// even when the test never asks for the window's diagnostics. The handler stays until the
/// window ends or ``cancel()`` is called; dropping the guard does not remove it.
///
/// ```swift
/// let guard = DiagnosticGuard(window, allowing: ["layoutFeedbackLoop"])
/// // ... drive the hierarchy ...
/// #expect(guard.unexpected.isEmpty)
/// ```
public final class DiagnosticGuard {
  /// The codes that do not fail the test.
  public let allowedCodes: Set<String>
  /// The unexpected diagnostics recorded so far, in order.
  public private(set) var unexpected: [Diagnostic] = []
  private let sourceLocation: SourceLocation
  private var token: WindowObservationToken?

  /// Starts failing the current test on each diagnostic of `window` whose code is not in
  /// `codes`.
  ///
  /// - Parameters:
  ///   - window: The window to watch.
  ///   - codes: The codes that do not fail the test.
  ///   - sourceLocation: Where to report failures; leave the default.
  public init(
    _ window: Window, allowing codes: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.allowedCodes = codes
    self.sourceLocation = sourceLocation
    let windowName = window.name
    // The window keeps the guard alive through its handler (the token holds the window
    // weakly), so a guard nobody keeps still works.
    token = window.addDiagnosticHandler { diagnostic in
      self.receive(diagnostic, windowName: windowName)
    }
  }

  /// Stops watching the window. Cancelling twice does nothing.
  public func cancel() {
    token?.cancel()
    token = nil
  }

  private func receive(_ diagnostic: Diagnostic, windowName: String) {
    guard !allowedCodes.contains(diagnostic.code) else { return }
    unexpected.append(diagnostic)
    Issue.record(
      Comment(rawValue: "Unexpected diagnostic in window '\(windowName)': \(diagnostic)"),
      sourceLocation: sourceLocation)
  }
}
