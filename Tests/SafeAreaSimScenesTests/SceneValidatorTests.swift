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
    Case(
      name: "a custom device with a small scale, negative bar and corner, insets too large",
      document: #"""
        {"device": {"name": "Odd", "idiom": "phone", "size": [400, 800], "scale": 0.5,
                    "statusBarHeight": -1, "cornerRadius": -2, "safeAreaInsets": {
                      "portrait": {"top": 500, "bottom": 400},
                      "landscape": {"left": 500, "right": 400}}},
         "root": {"id": "c", "type": "controller"}}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(#"{"root": {"id": "c", "type": "controller"}}"#)
        scene.device = DeviceProfile(
          name: "Odd", idiom: .phone, size: Size(width: 400, height: 800), scale: 0.5,
          displayCornerRadius: -2, statusBarHeight: -1,
          portraitInsets: EdgeInsets(top: 500, left: 0, bottom: 400, right: 0),
          landscapeInsets: EdgeInsets(top: 0, left: 500, bottom: 0, right: 400))
        return scene
      },
      expected: [
        "device.scale: Expected a number of at least 1, found 0.5.",
        "device.statusBarHeight: Expected a number of at least 0, found -1.",
        "device.cornerRadius: Expected a number of at least 0, found -2.",
        "device.safeAreaInsets.portrait: The top and bottom insets add up to 900, more than the "
          + "screen's height in portrait (800).",
        "device.safeAreaInsets.landscape: The left and right insets add up to 900, more than the "
          + "screen's width in landscape (800).",
      ]),
    Case(
      name: "a custom device with a huge width and a negative inset",
      document: #"""
        {"device": {"name": "Big", "idiom": "pad", "size": [1e300, 800], "scale": 2,
                    "safeAreaInsets": {"portrait": {"top": -1}}},
         "root": {"id": "c", "type": "controller"}}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(#"{"root": {"id": "c", "type": "controller"}}"#)
        scene.device = DeviceProfile(
          name: "Big", idiom: .pad, size: Size(width: 1e300, height: 800), scale: 2,
          statusBarHeight: 0, portraitInsets: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0),
          landscapeInsets: .zero)
        return scene
      },
      expected: [
        "device.size[0]: Expected a number between -1000000000 and 1000000000, found 1e+300.",
        "device.safeAreaInsets.portrait.top: Expected a number of at least 0, found -1.",
      ]),
    Case(
      name: "a custom device whose screen has no area",
      document: #"""
        {"device": {"name": "Flat", "idiom": "phone", "size": [0, 800], "scale": 2},
         "root": {"id": "c", "type": "controller"}}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(#"{"root": {"id": "c", "type": "controller"}}"#)
        scene.device = DeviceProfile(
          name: "Flat", idiom: .phone, size: Size(width: 0, height: 800), scale: 2,
          statusBarHeight: 0, landscapeInsets: .zero)
        return scene
      },
      expected: ["device.size: A screen needs a width and a height."]),
    Case(
      name: "numbers of a view out of range, each at its own path",
      document: #"""
        {"root": {"id": "c", "type": "controller", "view": {"subviews": [
          {"id": "s", "type": "scroll", "frame": [0, 0, -5, 10], "layoutMargins": {"left": 2e9},
           "contentSize": [-1, 5], "contentInset": {"bottom": -3e9}}]}}}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(
          #"{"root": {"id": "c", "type": "controller", "view": {"subviews": [{"id": "s", "type": "scroll"}]}}}"#
        )
        scene.root.view?.subviews[0].frame = Rect(x: 0, y: 0, width: -5, height: 10)
        scene.root.view?.subviews[0].layoutMargins = EdgeInsets(
          top: 0, left: 2e9, bottom: 0, right: 0)
        scene.root.view?.subviews[0].contentSize = Size(width: -1, height: 5)
        scene.root.view?.subviews[0].contentInset = EdgeInsets(
          top: 0, left: 0, bottom: -3e9, right: 0)
        return scene
      },
      expected: [
        "root.view.subviews[0].frame[2]: Expected a number of at least 0, found -5.",
        "root.view.subviews[0].layoutMargins.left: Expected a number between -1000000000 and "
          + "1000000000, found 2000000000.",
        "root.view.subviews[0].contentSize[0]: Expected a number of at least 0, found -1.",
        "root.view.subviews[0].contentInset.bottom: Expected a number between -1000000000 and "
          + "1000000000, found -3000000000.",
      ]),
    Case(
      name: "a set action's number out of range, at its index",
      document: #"""
        {"root": {"id": "c", "type": "controller"}, "actions": [
          {"do": "set", "on": "c", "property": "frame", "value": [1e308, 0, 10, -10]}]}
        """#,
      inCode: {
        var scene = try SceneDecoder.decode(#"{"root": {"id": "c", "type": "controller"}}"#)
        scene.actions = [
          ActionSpec(
            .set(on: "c", change: .frame(Rect(x: 1e308, y: 0, width: 10, height: -10))),
            path: "actions[0]")
        ]
        return scene
      },
      expected: [
        "actions[0].value[0]: Expected a number between -1000000000 and 1000000000, found 1e+308.",
        "actions[0].value[3]: Expected a number of at least 0, found -10.",
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
