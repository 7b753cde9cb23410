import SafeAreaSim
import Testing

/// A shown window whose root controller then gets an unbalanced `endAppearanceTransition()`:
/// one `unbalancedAppearanceTransition` diagnostic per call of `misuse`.
private func shownWindow() -> (Window, misuse: () -> Void) {
  let window = Window(device: .iPhone15Pro)
  let root = ViewController(name: "root")
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (window, { root.endAppearanceTransition() })
}

@Suite("Diagnostic delivery: handlers and streams")
struct DiagnosticDeliveryTests {
  @Test("a handler receives each diagnostic as it is recorded, and takeDiagnostics still has it")
  func handlerReceivesDiagnostics() {
    let (window, misuse) = shownWindow()
    var received: [Diagnostic] = []
    window.addDiagnosticHandler { received.append($0) }
    misuse()
    #expect(received.map(\.code) == ["unbalancedAppearanceTransition"])
    #expect(received.first?.subject == "root")
    misuse()
    #expect(received.count == 2)
    #expect(window.takeDiagnostics() == received)
  }

  @Test("a cancelled handler is no longer called; the others still are")
  func cancelledHandler() {
    let (window, misuse) = shownWindow()
    var first = 0
    var second = 0
    let token = window.addDiagnosticHandler { _ in first += 1 }
    window.addDiagnosticHandler { _ in second += 1 }
    misuse()
    token.cancel()
    misuse()
    #expect(first == 1)
    #expect(second == 2)
  }

  @Test("cancelling a diagnostic handler leaves the lifecycle observers registered")
  func cancellationIsPerRegistration() {
    let (window, misuse) = shownWindow()
    var events = 0
    window.addLifecycleObserver { _ in events += 1 }
    window.addDiagnosticHandler { _ in }.cancel()
    misuse()
    window.rootViewController = ViewController(name: "other")
    #expect(events > 0)
  }

  @Test("diagnostics recorded outside a window reach the handler when the hierarchy joins it")
  func pendingDiagnosticsReachHandler() {
    let window = Window(device: .iPhone15Pro)
    var received: [String] = []
    window.addDiagnosticHandler { received.append($0.code) }
    let root = ViewController(name: "root")
    root.endAppearanceTransition()
    #expect(received.isEmpty)
    window.rootViewController = root
    #expect(received == ["unbalancedAppearanceTransition"])
  }

  @Test("the async stream yields each diagnostic once, in order")
  func stream() async {
    let (window, misuse) = shownWindow()
    let stream = window.diagnosticUpdates()
    misuse()
    window.rotate(to: .portraitUpsideDown)  // not supported on an iPhone 15 Pro
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.code == "unbalancedAppearanceTransition")
    #expect(second?.code == "orientationNotSupported")
    #expect(window.takeDiagnostics().count == 2)
  }

  @Test("the async stream finishes when the window is deallocated", .timeLimit(.minutes(1)))
  func streamFinishes() async {
    var window: Window? = Window(device: .iPhone15Pro)
    guard let stream = window?.diagnosticUpdates() else { return }
    window?.rotate(to: .portraitUpsideDown)
    window = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 1)
  }
}
