import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// Issue 11, point 4 in scenes: `supportedInterfaceOrientations`, `resizeWindow`, trait
/// collections and `traitCollectionDidChange` events in the report.
@Suite("Scene transitions and traits")
struct SceneTransitionsTests {
  static func problems(_ text: String) -> [String] {
    do {
      _ = try SceneRunner.run(try SceneDecoder.decode(text))
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value else { return nil }
    return members.first { $0.0 == key }?.1
  }

  static func element(_ value: JSONValue?, _ index: Int) -> JSONValue? {
    guard case .array(let items)? = value, items.indices.contains(index) else { return nil }
    return items[index]
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var document: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    BadCase(
      name: "an unknown orientation",
      document: #"""
        {"root": {"id": "a", "type": "controller",
                  "supportedInterfaceOrientations": ["portrait", "sideways"]}}
        """#,
      expected: [
        "root.supportedInterfaceOrientations[1]: Unknown orientation 'sideways'; expected one "
          + "of 'portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight'."
      ]),
    BadCase(
      name: "no orientation at all",
      document: #"""
        {"root": {"id": "nav", "type": "navigation", "viewControllers": [
          {"id": "a", "type": "controller", "supportedInterfaceOrientations": []}]}}
        """#,
      expected: [
        "root.viewControllers[0].supportedInterfaceOrientations: A controller must support at "
          + "least one orientation (UIKit raises UIApplicationInvalidInterfaceOrientation)."
      ]),
    BadCase(
      name: "orientations that are not an array",
      document: #"""
        {"root": {"id": "a", "type": "tab", "supportedInterfaceOrientations": "portrait"}}
        """#,
      expected: [
        "root.supportedInterfaceOrientations: Expected an array of orientations, found the "
          + "string \"portrait\"."
      ]),
    BadCase(
      name: "a window frame that does not fit the screen",
      document: #"""
        {"device": "iPad Pro (11-inch) (4th generation)",
         "root": {"id": "a", "type": "controller"},
         "actions": [{"do": "resizeWindow", "frame": [500, 0, 500, 1194]}]}
        """#,
      expected: [
        "actions[0].frame: The frame [500, 0, 500, 1194] does not fit the screen [0, 0, 834, 1194] "
          + "of the iPad Pro (11-inch) (4th generation) in portrait."
      ]),
    BadCase(
      name: "a window frame that fitted before a rotation",
      document: #"""
        {"device": "iPad Pro (11-inch) (4th generation)",
         "root": {"id": "a", "type": "controller"},
         "actions": [{"do": "rotate", "to": "landscapeLeft"},
                     {"do": "resizeWindow", "frame": [0, 0, 412, 1194]}]}
        """#,
      expected: [
        "actions[1].frame: The frame [0, 0, 412, 1194] does not fit the screen [0, 0, 1194, 834] "
          + "of the iPad Pro (11-inch) (4th generation) in landscapeLeft."
      ]),
    BadCase(
      name: "a resized iPhone window",
      document: #"""
        {"device": "iPhone 15 Pro", "root": {"id": "a", "type": "controller"},
         "actions": [{"do": "resizeWindow", "frame": [0, 0, 200, 400]}]}
        """#,
      expected: [
        "actions[0].frame: iPhone 15 Pro has no multitasking: only an iPad window can be resized."
      ]),
    BadCase(
      name: "a resize without a frame",
      document: #"""
        {"root": {"id": "a", "type": "controller"}, "actions": [{"do": "resizeWindow"}]}
        """#,
      expected: ["actions[0].frame: Missing required key 'frame' in a 'resizeWindow' action."]),
  ]

  @Test("bad orientations and window frames are errors at their JSON paths", arguments: badCases)
  func badInput(_ item: BadCase) {
    #expect(Self.problems(item.document) == item.expected)
  }

  @Test("a scene built in code with no supported orientation is an error, not a trap")
  func emptyMaskInCode() throws {
    var scene = try SceneDecoder.decode(
      #"""
      {"root": {"id": "a", "type": "controller"},
       "actions": [{"do": "rotate", "to": "landscapeLeft"}]}
      """#)
    scene.root.supportedInterfaceOrientations = []
    var problems: [String] = []
    do {
      _ = try SceneRunner.run(scene)
    } catch {
      problems = error.problems.map(\.description)
    }
    #expect(
      problems == [
        "root.supportedInterfaceOrientations: A controller must support at least one "
          + "orientation (UIKit raises UIApplicationInvalidInterfaceOrientation)."
      ])
  }

  @Test("a rotation the root does not support leaves the window as it is, with a diagnostic")
  func unsupportedRotation() throws {
    let scene = try SceneDecoder.decode(
      #"""
      {"device": "iPhone 15 Pro",
       "root": {"id": "nav", "type": "navigation", "viewControllers": [
         {"id": "list", "type": "controller", "supportedInterfaceOrientations": ["portrait"]}]},
       "actions": [{"do": "rotate", "to": "landscapeLeft"},
                   {"do": "push", "on": "nav", "controller": {"id": "video", "type": "controller"}},
                   {"do": "rotate", "to": "landscapeLeft"}]}
      """#)
    let report = try SceneRunner.run(scene)
    let refused = report.steps[1]
    #expect(refused.window.orientation == .portrait)
    #expect(refused.diagnostics.map(\.code) == ["orientationNotSupported"])
    #expect(refused.events.isEmpty)
    let turned = report.steps[3]
    #expect(turned.window.orientation == .landscapeLeft)
    #expect(turned.diagnostics.isEmpty)
  }

  @Test("resizeWindow makes a size transition with new traits, in the JSON report")
  func resize() throws {
    let scene = try SceneDecoder.decode(
      #"""
      {"device": "iPad Pro (11-inch) (4th generation)", "orientation": "landscapeLeft",
       "root": {"id": "tabs", "type": "tab", "viewControllers": [
         {"id": "a", "type": "controller"}, {"id": "b", "type": "controller"}]},
       "actions": [{"do": "resizeWindow", "frame": [0, 0, 592, 834]},
                   {"do": "rotate", "to": "portrait"}]}
      """#)
    let report = try SceneRunner.run(scene)
    let resized = report.steps[1]
    #expect(resized.window.frame == Rect(x: 0, y: 0, width: 592, height: 834))
    #expect(
      resized.events.map { "\($0.on).\($0.event)" }.filter {
        $0.contains("trait") || $0.contains("Transition")
      } == [
        "tabs.viewWillTransitionToSize", "a.viewWillTransitionToSize",
        "tabs.traitCollectionDidChange", "a.traitCollectionDidChange",
      ])
    let step = Self.element(Self.member(report.json, "steps"), 1)
    let a = Self.member(Self.member(Self.member(step, "controllers"), "a"), "traitCollection")
    #expect(
      a?.serialized()
        == #"{"horizontalSizeClass": "compact", "verticalSizeClass": "regular", "#
        + #""userInterfaceIdiom": "pad", "layoutDirection": "leftToRight"}"#)
    // The half keeps its arrangement in portrait: (834 - 10) / 2.
    #expect(report.steps[2].window.frame == Rect(x: 0, y: 0, width: 412, height: 1194))
    #expect(report.text.contains("traits horizontal compact, vertical regular, pad, leftToRight"))
  }
}
