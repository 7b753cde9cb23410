import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The checks that span a scene exist once: the decoder calls them as it reads a document, the
/// runner calls them on a scene built or changed in code, and both give the same problems.
@Suite("Scene validator: one set of checks for documents and scenes built in code")
struct SceneValidatorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// A document with the mistake.
    var document: String
    /// The same mistake made in code, on a valid scene.
    var inCode: @Sendable () throws -> Scene
    var expected: [String]
    var testDescription: String { name }
  }

  static func decodingProblems(_ text: String) -> [String] {
    do {
      _ = try SceneDecoder.decode(text)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  static func runningProblems(_ scene: Scene) -> [String] {
    do {
      _ = try SceneRunner.run(scene)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  static let navigationAndTabs = #"""
    {"root": {"id": "box", "type": "custom", "children": [
      {"id": "nav", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller"}]},
      {"id": "tabs", "type": "tab", "viewControllers": [{"id": "b", "type": "controller"}]}]}
    """#

  static func scene(actions: String = "[]") throws -> Scene {
    try SceneDecoder.decode(navigationAndTabs + #", "actions": \#(actions)}"#)
  }

  static let cases: [Case] = [
    Case(
      name: "a selected tab out of range",
      document: #"""
        {"root": {"id": "tabs", "type": "tab", "selectedIndex": 3,
                  "viewControllers": [{"id": "a", "type": "controller"}]}}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(
          #"{"root": {"id": "tabs", "type": "tab", "viewControllers": [{"id": "a", "type": "controller"}]}}"#
        )
        if case .tab(let children, _, let bar) = scene.root.kind {
          scene.root.kind = .tab(children: children, selectedIndex: 3, bar: bar)
        }
        return scene
      },
      expected: ["root.selectedIndex: Index 3 is out of range: the tab bar controller has 1 tabs."]
    ),
    Case(
      name: "an action on a controller of the wrong kind",
      document: navigationAndTabs
        + #", "actions": [{"do": "selectTab", "on": "nav", "index": 0}]}"#,
      inCode: {
        var scene = try Self.scene()
        scene.actions = [ActionSpec(.selectTab(on: "nav", index: 0), path: "actions[0]")]
        return scene
      },
      expected: ["actions[0].on: 'nav' is a navigation controller, not a tab bar controller."]),
    Case(
      name: "a tab bar controller put on a stack by setViewControllers",
      document: navigationAndTabs
        + #", "actions": [{"do": "setViewControllers", "on": "nav", "controllers": ["tabs"]}]}"#,
      inCode: {
        var scene = try Self.scene()
        scene.actions = [
          ActionSpec(.setViewControllers(on: "nav", controllers: [.id("tabs")]), path: "actions[0]")
        ]
        return scene
      },
      expected: ["actions[0].controllers[0]: A tab bar controller cannot be pushed."]),
    Case(
      name: "an unknown id, with a suggestion",
      document: navigationAndTabs + #", "actions": [{"do": "pop", "on": "nab"}]}"#,
      inCode: {
        var scene = try Self.scene()
        scene.actions = [ActionSpec(.pop(on: "nab"), path: "actions[0]")]
        return scene
      },
      expected: ["actions[0].on: No controller has the id 'nab'. Did you mean 'nav'?"]),
    Case(
      name: "a status-bar child no controller has, below the root",
      document: #"""
        {"root": {"id": "nav", "type": "navigation", "viewControllers": [
          {"id": "a", "type": "controller", "childForStatusBarHidden": "ghost"}]}}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(
          #"{"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller"}]}}"#
        )
        if case .navigation(var stack, let bar, let toolbar) = scene.root.kind {
          stack[0].childForStatusBarHidden = "ghost"
          scene.root.kind = .navigation(stack: stack, bar: bar, toolbar: toolbar)
        }
        return scene
      },
      expected: [
        "root.viewControllers[0].childForStatusBarHidden: No controller has the id 'ghost'."
      ]),
  ]

  @Test(
    "a document and a scene built in code with the same mistake give the same problems",
    arguments: cases)
  func sameProblems(_ testCase: Case) throws {
    #expect(Self.decodingProblems(testCase.document) == testCase.expected)
    let scene = try testCase.inCode()
    #expect(Self.runningProblems(scene) == testCase.expected)
  }
}
