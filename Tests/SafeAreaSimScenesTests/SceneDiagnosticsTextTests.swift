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
}
