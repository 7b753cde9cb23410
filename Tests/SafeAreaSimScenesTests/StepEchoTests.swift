import Testing

@testable import SafeAreaSimScenes

/// The line that opens each step of the text report echoes the action, values included.
@Suite("The text report's step line")
struct StepEchoTests {
  @Test("a set action's value is shown, whatever its kind")
  func setValues() throws {
    let scene = """
      {"device": "iPhone 15 Pro", "root": {"id": "player", "type": "chrome",
        "content": {"id": "queue", "type": "controller", "view": {"type": "scroll",
          "contentSize": [393, 3000], "subviews": [{"id": "artwork", "frame": [0, 0, 393, 300]}]}},
        "chrome": [{"id": "bottom", "edge": "bottom", "size": 64}]},
       "actions": [
        {"do": "set", "on": "queue", "property": "additionalSafeAreaInsets", "value": {"top": 10}},
        {"do": "set", "on": "artwork", "property": "frame", "value": [0, 10, 200, 100]},
        {"do": "set", "on": "artwork", "property": "hidden", "value": true},
        {"do": "set", "on": "bottom", "property": "size", "value": 96.5},
        {"do": "set", "on": "queue", "property": "contentSize", "value": [393, 4000]},
        {"do": "set", "on": "queue", "property": "contentInsetAdjustmentBehavior",
         "value": "never"},
        {"do": "set", "on": "artwork", "property": "layoutMargins",
         "value": {"top": 1, "left": 2, "bottom": 3, "right": 4}}
      ]}
      """
    let result = CommandLineTool.runScene(text: scene, arguments: [])
    #expect(result.code == 0, "\(result.stderr)")
    let steps = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Step ") }
    #expect(
      steps == [
        "Step 0: initial display",
        #"Step 1: set on queue property additionalSafeAreaInsets value {"top": 10}"#,
        "Step 2: set on artwork property frame value [0, 10, 200, 100]",
        "Step 3: set on artwork property hidden value true",
        "Step 4: set on bottom property size value 96.5",
        "Step 5: set on queue property contentSize value [393, 4000]",
        "Step 6: set on queue property contentInsetAdjustmentBehavior value never",
        "Step 7: set on artwork property layoutMargins value "
          + #"{"top": 1, "left": 2, "bottom": 3, "right": 4}"#,
      ])
  }
}
