import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// Scenes with mistakes: every problem is listed with its JSON path, the run exits 2 and
/// writes nothing to standard output; actions UIKit only logs give diagnostics.
@Suite("Bad scene input")
struct BadInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var expected: [String]
    var testDescription: String { name }
  }

  static func run(_ scene: String, _ arguments: [String] = []) -> CommandLineTool.Result {
    CommandLineTool.runScene(text: scene, arguments: arguments)
  }

  static let cases: [Case] = [
    Case(
      name: "malformed JSON", scene: #"{"root": {"id": "a", "type": "controller",}"#,
      expected: ["Malformed JSON at line 1, column 43: expected a key in double quotes."]),
    Case(
      name: "missing root", scene: #"{"device": "iPhone X"}"#,
      expected: ["root: Missing required key 'root'"]),
    Case(
      name: "a report given as a scene",
      scene: #"{"device": {"name": "iPhone 15 Pro"}, "steps": [{"action": null}]}"#,
      expected: [
        "This is a report that safearea-sim wrote (it has 'steps' and no 'root'), not a scene: "
          + "run the scene it was made from."
      ]),
    Case(
      name: "unknown key with a suggestion",
      scene: #"{"root": {"id": "a", "type": "controller", "edgesForExtendedLayot": "none"}}"#,
      expected: [
        "root.edgesForExtendedLayot: Unknown key 'edgesForExtendedLayot' in a controller. Did you mean 'edgesForExtendedLayout'?"
      ]),
    Case(
      name: "wrong types",
      scene:
        #"{"statusBarHidden": "yes", "root": {"id": 7, "type": "controller", "additionalSafeAreaInsets": {"top": "10"}}}"#,
      expected: [
        "statusBarHidden: Expected true or false, found the string \"yes\".",
        "root.id: Expected a string, found a number.",
        "root.additionalSafeAreaInsets.top: Expected a number, found the string \"10\".",
      ]),
    Case(
      name: "duplicate ids",
      scene:
        #"{"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "A", "type": "controller"}, {"id": "A", "type": "controller"}]}}"#,
      expected: [
        "root.viewControllers[1].id: Duplicate id 'A' (first declared at root.viewControllers[0].id)."
      ]),
    Case(
      name: "unknown device with a suggestion",
      scene: #"{"device": "iPhone 15 Pri", "root": {"id": "a", "type": "controller"}}"#,
      expected: ["device: Unknown device 'iPhone 15 Pri'. Did you mean 'iPhone 15 Pro'?"]),
    Case(
      name: "a device's shorthand suggests the newest device with its words",
      scene: #"{"device": "iPad Pro 11", "root": {"id": "a", "type": "controller"}}"#,
      expected: ["device: Unknown device 'iPad Pro 11'. Did you mean 'iPad Pro 11-inch (M4)'?"]),
    Case(
      name: "a shortened value suggests the one it begins",
      scene: #"{"root": {"id": "s", "type": "split", "style": "triple"}}"#,
      expected: ["Did you mean 'tripleColumn'?"]),
    Case(
      name: "a split view's wrapper that is not made points to the column's own controller",
      scene:
        #"{"root": {"id": "s", "type": "split", "primary": {"id": "p", "type": "controller"}, "#
        + #""secondary": {"id": "nav", "type": "navigation", "viewControllers": "#
        + #"[{"id": "m", "type": "controller"}]}}, "actions": [{"do": "pop", "on": "#
        + #""s.secondaryNavigation"}]}"#,
      expected: [
        "'s' makes a navigation controller around its secondary column only when it has that "
          + "column and the column's controller is not one: act on the column's own "
          + "navigation controller."
      ]),
    Case(
      name: "unknown and unsupported orientations",
      scene:
        #"{"device": "iPhone X", "orientation": "sideways", "root": {"id": "a", "type": "controller"}, "actions": [{"do": "rotate", "to": "portraitUpsideDown"}]}"#,
      expected: ["orientation: Unknown orientation 'sideways'"]),
    Case(
      name: "negative and fractional numbers",
      scene:
        #"{"root": {"id": "nav", "type": "tab", "selectedIndex": 0.5, "viewControllers": [{"id": "a", "type": "controller", "view": {"subviews": [{"id": "v", "frame": [0, 0, -10, 1]}]}}]}}"#,
      expected: [
        "root.selectedIndex: Expected a whole number, found 0.5.",
        "root.viewControllers[0].view.subviews[0].frame[2]: Expected a number of at least 0, found -10.",
      ]),
    Case(
      name: "a number too large for a double",
      scene: #"{"root": {"id": "a", "type": "controller", "view": {"frame": [0, 0, 10, 1e999]}}}"#,
      expected: [
        "Malformed JSON at line 1, column 73: the number 1e999 is too large for a double."
      ]),
    Case(
      name: "an id of the wrong kind",
      scene:
        #"{"root": {"id": "tabs", "type": "tab", "viewControllers": [{"id": "a", "type": "controller"}]}, "actions": [{"do": "push", "on": "tabs", "controller": {"id": "b", "type": "controller"}}, {"do": "selectTab", "on": "nowhere", "index": 0}]}"#,
      expected: [
        "actions[0].on: 'tabs' is a tab controller, not a navigation controller.",
        "actions[1].on: No controller has the id 'nowhere'.",
      ]),
    Case(
      name: "a tab bar controller pushed",
      scene:
        #"{"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller"}]}, "actions": [{"do": "push", "on": "nav", "controller": {"id": "t", "type": "tab"}}]}"#,
      expected: ["actions[0].controller.type: A tab bar controller cannot be pushed."]),
    Case(
      name: "an unknown action with a suggestion",
      scene:
        #"{"root": {"id": "a", "type": "controller"}, "actions": [{"do": "rotat", "to": "portrait"}]}"#,
      expected: ["actions[0].do: Unknown action 'rotat'", "Did you mean 'rotate'?"]),
    Case(
      name: "a constraint with an unknown attribute",
      scene:
        #"{"root": {"id": "a", "type": "controller", "view": {"subviews": [{"id": "g", "#
        + #""constraints": ["g.top == superview.safeArea.tpo"]}]}}}"#,
      expected: [
        "root.view.subviews[0].constraints[0]: Unknown attribute 'tpo' in "
          + "'superview.safeArea.tpo'.",
        "Did you mean 'top'?",
      ]),
  ]

  @Test("each mistake gives exit status 2 and a message with its JSON path", arguments: cases)
  func loadErrors(_ c: Case) {
    let result = Self.run(c.scene)
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    for line in c.expected {
      #expect(result.stderr.contains(line), "stderr: \(result.stderr)")
    }
  }

  @Test("all problems are listed at once")
  func allAtOnce() {
    let result = Self.run(
      #"{"device": "Nokia", "orientaton": "portrait", "root": {"id": "a b", "type": "widget"}}"#)
    #expect(result.code == 2)
    #expect(result.stderr.hasPrefix("error: the scene has 4 problems:"))
    #expect(
      result.stderr.contains(
        "orientaton: Unknown key 'orientaton' in a scene. Did you mean 'orientation'?"))
    #expect(result.stderr.contains("root.type: Unknown controller type 'widget'"))
    #expect(result.stderr.contains("root.id: The id 'a b' must match [A-Za-z0-9_.-]+."))
  }

  @Test("pushing a controller already on the stack is an error found while running")
  func runtimeError() {
    let result = Self.run(
      #"{"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "A", "type": "controller"}]}, "actions": [{"do": "push", "on": "nav", "controller": "A"}]}"#
    )
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("actions[0].controller: 'A' is already on a stack"))
  }

  @Test("popping the last controller or selecting a missing tab gives a diagnostic in its step")
  func loggedProblems() throws {
    let result = Self.run(
      #"{"root": {"id": "tabs", "type": "tab", "viewControllers": [{"id": "nav", "type": "navigation", "viewControllers": [{"id": "A", "type": "controller"}]}]}, "actions": [{"do": "pop", "on": "nav"}, {"do": "selectTab", "on": "tabs", "index": 5}]}"#,
      ["--format", "json"])
    #expect(result.code == 0)
    #expect(result.stdout.contains(#""code": "popIgnored""#))
    #expect(result.stdout.contains(#""code": "selectionIgnored""#))
  }

  @Test(
    "usage errors exit 2",
    arguments: [
      (["--format", "yaml"], "Unknown format 'yaml'"),
      (["--events", "some"], "Unknown event selection 'some'"),
      (["--colour"], "Unknown option '--colour'"),
      (["--jobs", "0"], "--jobs takes how many scenes to run at once"),
      (["/nonexistent/scene.json"], "Cannot read the scene file"),
    ])
  func usage(arguments: [String], message: String) {
    let result = CommandLineTool.run(["run"] + arguments)
    #expect(result.code == 2)
    #expect(result.stderr.contains(message))
  }
}
