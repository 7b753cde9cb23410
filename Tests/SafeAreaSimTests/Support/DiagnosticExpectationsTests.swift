import SafeAreaSim
import SafeAreaSimTesting
import Testing

/// A shown window and a closure that records one `unbalancedAppearanceTransition` on it.
private func shownWindow() -> (Window, misuse: () -> Void) {
  let window = Window(device: .iPhone15Pro)
  let root = ViewController(name: "root")
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (window, { root.endAppearanceTransition() })
}

private let unbalanced =
  "[warning] unbalancedAppearanceTransition: Unbalanced calls to begin/end appearance "
  + "transitions for <root>."

@Suite("Testing helpers: diagnostics")
struct DiagnosticExpectationsTests {
  @Test("expectNoDiagnostics passes on a clean window and takes what it checked")
  func expectNoDiagnosticsPasses() {
    let (window, misuse) = shownWindow()
    expectNoDiagnostics(window)
    misuse()
    let taken = expectNoDiagnostics(window, allowing: ["unbalancedAppearanceTransition"])
    #expect(taken.map(\.code) == ["unbalancedAppearanceTransition"])
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("expectNoDiagnostics fails with each diagnostic's severity, code and message")
  func expectNoDiagnosticsFails() {
    let (window, misuse) = shownWindow()
    misuse()
    withKnownIssue {
      expectNoDiagnostics(window)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["Window 'window' recorded 1 diagnostic(s):\n  \(unbalanced)"]
    }
  }

  @Test("the strict mode fails the test as soon as an unexpected diagnostic is recorded")
  func strictModeFails() {
    let (window, misuse) = shownWindow()
    let diagnosticGuard = window.failsOnUnexpectedDiagnostics()
    withKnownIssue {
      misuse()
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["Unexpected diagnostic in window 'window': \(unbalanced)"]
    }
    #expect(diagnosticGuard.unexpected.map(\.code) == ["unbalancedAppearanceTransition"])
    // The window keeps its diagnostics for takeDiagnostics().
    #expect(window.takeDiagnostics().count == 1)
  }

  @Test("the strict mode keeps working when its guard is not kept")
  func strictModeWithoutKeepingTheGuard() {
    let (window, misuse) = shownWindow()
    window.failsOnUnexpectedDiagnostics()
    withKnownIssue {
      misuse()
    }
  }

  @Test("the strict mode ignores allowed codes, and stops when cancelled")
  func strictModeAllowsAndCancels() {
    let (window, misuse) = shownWindow()
    let allowing = DiagnosticGuard(window, allowing: ["unbalancedAppearanceTransition"])
    misuse()
    #expect(allowing.unexpected.isEmpty)
    let strict = DiagnosticGuard(window)
    strict.cancel()
    strict.cancel()
    misuse()
    #expect(strict.unexpected.isEmpty)
  }
}
