/// How a window hands out diagnostics: as they are recorded (closures and async streams) and
/// in batches (``Window/takeDiagnostics()``).
extension Window {
  /// Registers a closure called with each diagnostic as it is recorded.
  ///
  /// The closure runs synchronously, inside the call that found the problem (a layout pass,
  /// an appearance transition, a rotation), so a breakpoint or a test failure in it shows
  /// where the problem came from. Diagnostics recorded while a controller's hierarchy was in
  /// no window reach the closure when the hierarchy becomes the window's root. Handlers do
  /// not consume diagnostics: ``takeDiagnostics()`` still returns them.
  ///
  /// ```swift
  /// let token = window.addDiagnosticHandler { diagnostic in print(diagnostic) }
  /// // ...
  /// token.cancel()
  /// ```
  ///
  /// UIKit prints these problems to the console; the library never prints, and this is where
  /// code that wants them in its own log or its test results receives them.
  ///
  /// - Parameter handle: Called with each diagnostic, in the order they are recorded.
  /// - Returns: A token; the closure stays registered until it is cancelled or the window
  ///   ends.
  @discardableResult
  public func addDiagnosticHandler(
    _ handle: @escaping (Diagnostic) -> Void
  ) -> WindowObservationToken {
    lastObserverID += 1
    diagnosticHandlers.append((lastObserverID, handle))
    return WindowObservationToken(window: self, id: lastObserverID)
  }

  /// A stream of the diagnostics recorded from now on, each once, in order.
  ///
  /// The stream buffers what it has not handed out yet; it finishes when the window is
  /// deallocated. Like the closures of ``addDiagnosticHandler(_:)``, it does not consume
  /// diagnostics.
  ///
  /// ```swift
  /// let diagnostics = window.diagnosticUpdates()
  /// Task { for await diagnostic in diagnostics { log(diagnostic) } }
  /// ```
  public func diagnosticUpdates() -> AsyncStream<Diagnostic> {
    let (stream, continuation) = AsyncStream<Diagnostic>.makeStream()
    diagnosticStreams.append(continuation)
    return stream
  }

  /// Returns the diagnostics recorded since the last call, and forgets them.
  public func takeDiagnostics() -> [Diagnostic] {
    defer { recordedDiagnostics.removeAll() }
    return recordedDiagnostics
  }

  /// Keeps diagnostics for ``takeDiagnostics()`` and hands each to the handlers and streams.
  func record(_ new: [Diagnostic]) {
    recordedDiagnostics.append(contentsOf: new)
    guard !diagnosticHandlers.isEmpty || !diagnosticStreams.isEmpty else { return }
    for diagnostic in new {
      // A handler may cancel itself or add another: iterate over a copy.
      for handler in diagnosticHandlers { handler.handle(diagnostic) }
      diagnosticStreams.removeAll { continuation in
        if case .terminated = continuation.yield(diagnostic) { return true }
        return false
      }
    }
  }
}

extension Window {
  /// Ends the current turn of the run loop, unless a `viewDidAppear(_:)` callback is running
  /// (a pass it runs itself belongs to its turn).
  ///
  /// The `appearanceAfterDidAppear` diagnostic looks at what changes between a controller's
  /// `viewDidAppear(_:)` and the end of the layout pass that follows it.
  func endTurnUnlessInDidAppear() {
    if didAppearCallbackDepth == 0 { turnSerial &+= 1 }
  }
}
