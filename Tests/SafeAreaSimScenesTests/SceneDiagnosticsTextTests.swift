import SafeAreaSim
import SafeAreaSimScenes
import Testing

@Suite("Diagnostics in the text report")
struct SceneDiagnosticsTextTests {
  @Test("a step's doubleCountedSafeArea shows in the text report with its severity and code")
  func doubleCountedInTextReport() {
    // The content fills the container and inherits its 59 and 34 points; the set action
    // copies the container's safe area into the content's additional insets.
    let scene = #"""
      {"device": "iPhone 15 Pro",
       "root": {"id": "shell", "type": "custom", "children": [
         {"id": "content", "type": "controller", "frame": [0, 0, 393, 852]}]},
       "actions": [{"do": "set", "on": "content", "property": "additionalSafeAreaInsets",
                    "value": {"top": 59, "bottom": 34}}]}
      """#
    let result = CommandLineTool.runScene(text: scene, arguments: [])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard let step1 = lines.firstIndex(where: { $0.hasPrefix("Step 1:") }) else {
      Issue.record("no step 1 in:\n\(result.stdout)")
      return
    }
    let step = lines[step1...].map(String.init)
    #expect(step.contains("  diagnostics:"))
    #expect(
      step.contains(
        "    [warning] doubleCountedSafeArea: <content>'s additionalSafeAreaInsets count "
          + "<shell>'s safe area twice: top 59 includes the 59 points it already inherits; "
          + "bottom 34 includes the 34 points it already inherits. Start from zero, not from "
          + "the container's safeAreaInsets, and add only the size of the chrome that covers "
          + "the child."))
    // The initial display has no diagnostics.
    #expect(!lines[..<step1].contains("  diagnostics:"))
  }

  /// A scene whose initial display logs an error (unsatisfiableConstraints) and whose step 1
  /// a warning (doubleCountedSafeArea).
  static let errorThenWarning = #"""
    {"device": "iPhone 15 Pro",
     "root": {"id": "shell", "type": "custom", "children": [
       {"id": "content", "type": "controller", "frame": [0, 0, 393, 852],
        "view": {"subviews": [{"id": "header", "constraints": [
          "header.top == superview.top", "header.leading == superview.leading",
          "header.trailing == superview.trailing", "header.height == 44",
          "header.height == 100"]}]}}]},
     "actions": [
       {"do": "set", "on": "content", "property": "additionalSafeAreaInsets",
        "value": {"top": 59, "bottom": 34}}]}
    """#

  @Test("--fail-on error exits 1 after an error diagnostic, keeping the report; warning takes both")
  func failOnSeverity() {
    let scene = Self.errorThenWarning
    let plain = CommandLineTool.runScene(text: scene, arguments: [])
    #expect(plain.code == 0, "\(plain.stderr)")
    let codes = plain.stdout.split(separator: "\n").filter { $0.contains("] ") && $0.contains(": ") }
    #expect(codes.contains { $0.contains("[warning] doubleCountedSafeArea") }, "\(plain.stdout)")
    #expect(codes.contains { $0.contains("[error] unsatisfiableConstraints") }, "\(plain.stdout)")

    let onError = CommandLineTool.runScene(text: scene, arguments: ["--fail-on", "error"])
    #expect(onError.code == 1)
    #expect(onError.stdout == plain.stdout)
    #expect(
      onError.stderr
        == "error: --fail-on error: 1 diagnostic at error level; the first, at step 0: "
        + "[error] unsatisfiableConstraints.\n")

    let onWarning = CommandLineTool.runScene(text: scene, arguments: ["--fail-on=warning"])
    #expect(onWarning.code == 1)
    #expect(
      onWarning.stderr
        == "error: --fail-on warning: 2 diagnostics at warning or error level; the first, at "
        + "step 0: [error] unsatisfiableConstraints.\n")

    // A batch counts every run's reports: two orientations, twice the diagnostics.
    let batch = CommandLineTool.runScene(
      text: scene, arguments: ["--orientation", "portrait,landscapeLeft", "--fail-on", "error"])
    #expect(batch.code == 1)
    #expect(
      batch.stderr.hasSuffix(
        "error: --fail-on error: 2 diagnostics at error level; the first, in -: iPhone 15 Pro, "
          + "portrait, at step 0: [error] unsatisfiableConstraints.\n"), "\(batch.stderr)")

    // A clean scene passes, and a bad severity is a usage error.
    let clean = CommandLineTool.runScene(
      text: #"{"device": "iPhone 15 Pro", "root": {"id": "a", "type": "controller"}}"#,
      arguments: ["--fail-on", "warning"])
    #expect(clean.code == 0)
    #expect(clean.stderr.isEmpty)
    let bad = CommandLineTool.runScene(text: scene, arguments: ["--fail-on", "errors"])
    #expect(bad.code == 2)
    #expect(bad.stderr.hasPrefix("error: Unknown severity 'errors' for --fail-on. Use error or warning.\n"))
  }
}
