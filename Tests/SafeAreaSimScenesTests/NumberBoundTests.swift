import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// Every number of a scene is at most `SceneDecoder.maximumMagnitude` (a billion points) in
/// magnitude, so that no sum of them overflows and every number of a report is finite.
@Suite("Numbers no screen can hold")
struct NumberBoundTests {
  static func problems(_ text: String) -> [String] {
    do {
      _ = try SceneDecoder.decode(text)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  static let range = "between -1000000000 and 1000000000"

  @Test(
    "a number beyond a billion points is an error naming its JSON path",
    arguments: [
      (
        #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "a", "frame": [1e308, 0, 10, 10]}]}}}"#,
        "root.view.subviews[0].frame[0]: Expected a number \(range), found 1e+308."
      ),
      (
        #"{"root": {"id": "c", "type": "controller", "additionalSafeAreaInsets": {"bottom": 9007199254740992}}}"#,
        "root.additionalSafeAreaInsets.bottom: Expected a number \(range), found 9007199254740992."
      ),
      (
        #"{"root": {"id": "c", "type": "controller", "additionalSafeAreaInsets": {"top": -1000000000.5}}}"#,
        "root.additionalSafeAreaInsets.top: Expected a number \(range), found -1000000000.5."
      ),
      (
        #"{"device": {"name": "Big", "idiom": "phone", "size": [1e300, 800], "scale": 2}, "root": {"id": "c", "type": "controller"}}"#,
        "device.size[0]: Expected a number \(range), found 1e+300."
      ),
      (
        #"{"root": {"id": "c", "type": "chrome", "content": {"id": "d", "type": "controller"}, "chrome": [{"id": "bar", "edge": "top", "size": 2e9}]}}"#,
        "root.chrome[0].size: Expected a number \(range), found 2000000000."
      ),
      (
        #"{"root": {"id": "c", "type": "controller"}, "actions": [{"do": "set", "on": "c", "property": "frame", "value": [0, 0, 1e10, 10]}]}"#,
        "actions[0].value[2]: Expected a number \(range), found 10000000000."
      ),
    ])
  func beyondTheBound(document: String, expected: String) {
    #expect(Self.problems(document) == [expected])
  }

  @Test("numbers at the bound are accepted and every number of the report is finite")
  func atTheBound() throws {
    let scene = try SceneDecoder.decode(
      #"""
      {"root": {"id": "c", "type": "controller", "view": {"subviews": [
        {"id": "a", "frame": [1000000000, -1000000000, 1000000000, 1000000000], "subviews": [
          {"id": "b", "frame": [1000000000, 1000000000, 1000000000, 1000000000],
           "layoutMargins": {"left": -1000000000, "right": 1000000000}}]}]}}}
      """#)
    let report = try SceneRunner.run(scene)
    for (_, view) in report.steps[0].views {
      let numbers = [
        view.frame.x, view.frame.y, view.frame.width, view.frame.height,
        view.safeAreaInsets.top, view.safeAreaInsets.left, view.layoutMargins.left,
        view.layoutMargins.right,
      ]
      #expect(numbers.allSatisfy { $0.isFinite }, "\(numbers)")
    }
    // The written report is valid JSON.
    _ = try JSONParser.parse(report.json.serialized())
  }

  @Test("a scene built in code with a number beyond the bound gives the document's problems")
  func builtInCode() throws {
    let base =
      #"{"root": {"id": "c", "type": "chrome", "content": {"id": "d", "type": "controller"}, "#
      + #""chrome": [{"id": "bar", "edge": "top", "size": 10}]}"#
    var scene = try SceneDecoder.decode(base + "}")
    scene.actions = [
      ActionSpec(
        .set(on: "d", change: .frame(Rect(x: 1e308, y: 0, width: 10, height: 10))),
        path: "actions[0]"),
      ActionSpec(.set(on: "bar", change: .size(2e9)), path: "actions[1]"),
      ActionSpec(
        .set(
          on: "c",
          change: .additionalSafeAreaInsets(EdgeInsets(top: -2e9, left: 0, bottom: 0, right: 0))),
        path: "actions[2]"),
    ]
    let document =
      base + #", "actions": ["#
      + #"{"do": "set", "on": "d", "property": "frame", "value": [1e308, 0, 10, 10]}, "#
      + #"{"do": "set", "on": "bar", "property": "size", "value": 2e9}, "#
      + #"{"do": "set", "on": "c", "property": "additionalSafeAreaInsets", "#
      + #""value": {"top": -2e9, "left": 0, "bottom": 0, "right": 0}}]}"#
    let expected = [
      "actions[0].value[0]: Expected a number \(Self.range), found 1e+308.",
      "actions[1].value: Expected a number \(Self.range), found 2000000000.",
      "actions[2].value.top: Expected a number \(Self.range), found -2000000000.",
    ]
    #expect(Self.problems(document) == expected)
    do {
      _ = try SceneRunner.run(scene)
      Issue.record("ran")
    } catch {
      #expect(error.problems.map(\.description) == expected)
    }
  }
}
