import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// Scenes built or changed through the public API into inconsistent states: the runner
/// reports each problem with its path instead of trapping.
@Suite("Scene runner: inconsistent scenes are reported, never trapped")
struct SceneRunnerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: @Sendable () throws -> Scene
    var expected: [String]
    var testDescription: String { name }
  }

  /// A navigation controller `nav` holding `a`, inside a tab bar controller `tabs`.
  static func tabsAndNavigation() -> Scene {
    let stack = [ControllerSpec(id: "a", path: "root.viewControllers[0].viewControllers[0]")]
    let navigation = ControllerSpec(
      id: "nav",
      kind: .navigation(stack: stack, bar: BarSpec(hidden: false), toolbar: BarSpec(hidden: true)),
      path: "root.viewControllers[0]")
    let tabs = ControllerSpec(
      id: "tabs", kind: .tab(children: [navigation], selectedIndex: 0, bar: BarSpec(hidden: false)),
      path: "root")
    return Scene(root: tabs)
  }

  static func problems(_ scene: Scene) -> [String] {
    do {
      _ = try SceneRunner.run(scene)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  static let cases: [Case] = [
    Case(
      name: "an action on an unknown id",
      scene: {
        var scene = tabsAndNavigation()
        scene.actions = [ActionSpec(.pop(on: "ghost"), path: "actions[0]")]
        return scene
      }, expected: ["actions[0].on: No controller has the id 'ghost'."]),
    Case(
      name: "an action on an id of the wrong kind",
      scene: {
        var scene = tabsAndNavigation()
        scene.actions = [
          ActionSpec(.selectTab(on: "nav", index: 0), path: "actions[0]"),
          ActionSpec(.set(on: "a", change: .navigationBarHidden(true)), path: "actions[1]"),
          ActionSpec(.set(on: "tabs", change: .size(10)), path: "actions[2]"),
        ]
        return scene
      },
      expected: [
        "actions[0].on: 'nav' is a navigation controller, not a tab bar controller.",
        "actions[1].on: 'a' is not a navigation controller: 'navigationBarHidden' cannot be set "
          + "on it.",
        "actions[2].on: 'tabs' is not a chrome view: 'size' cannot be set on it.",
      ]),
    Case(
      name: "duplicate ids, in the hierarchy and in an action",
      scene: {
        var scene = tabsAndNavigation()
        scene.root.id = "a"
        scene.actions = [
          ActionSpec(
            .push(
              on: "nav", controller: .new(ControllerSpec(id: "nav", path: "actions[0].controller"))),
            path: "actions[0]")
        ]
        return scene
      },
      expected: [
        "root.viewControllers[0].viewControllers[0].id: Duplicate id 'a' (first declared at "
          + "root.id).",
        "actions[0].controller.id: Duplicate id 'nav' (first declared at "
          + "root.viewControllers[0].id).",
      ]),
    Case(
      name: "a selected tab out of range",
      scene: {
        var scene = tabsAndNavigation()
        if case .tab(let children, _, let bar) = scene.root.kind {
          scene.root.kind = .tab(children: children, selectedIndex: 3, bar: bar)
        }
        return scene
      },
      expected: [
        "root.selectedIndex: Index 3 is out of range: the tab bar controller has 1 tabs."
      ]),
    Case(
      name: "a tab bar controller on a navigation stack",
      scene: {
        let tabs = ControllerSpec(
          id: "tabs", kind: .tab(children: [], selectedIndex: 0, bar: BarSpec(hidden: false)),
          path: "root.viewControllers[0]")
        let root = ControllerSpec(
          id: "nav",
          kind: .navigation(
            stack: [tabs], bar: BarSpec(hidden: false), toolbar: BarSpec(hidden: true)),
          path: "root")
        return Scene(root: root)
      },
      expected: [
        "root.viewControllers[0].type: A tab bar controller cannot be pushed on a navigation stack."
      ]),
    Case(
      name: "a reference to a controller a later action declares",
      scene: {
        var scene = tabsAndNavigation()
        scene.actions = [
          ActionSpec(.push(on: "nav", controller: .id("b")), path: "actions[0]"),
          ActionSpec(
            .push(
              on: "nav", controller: .new(ControllerSpec(id: "b", path: "actions[1].controller"))),
            path: "actions[1]"),
        ]
        return scene
      }, expected: ["actions[0].controller: No controller has the id 'b'. Did you mean 'a'?"]),
    Case(
      name: "a status-bar child no controller has",
      scene: {
        var scene = tabsAndNavigation()
        scene.root.childForStatusBarHidden = "ghost"
        return scene
      }, expected: ["root.childForStatusBarHidden: No controller has the id 'ghost'."]),
    Case(
      name: "an unsupported orientation and non-finite numbers",
      scene: {
        var scene = tabsAndNavigation()
        scene.orientation = .portraitUpsideDown
        scene.actions = [
          ActionSpec(
            .set(on: "a", change: .frame(Rect(x: 0, y: 0, width: .infinity, height: 1))),
            path: "actions[0]")
        ]
        return scene
      },
      expected: [
        "orientation: iPhone 15 Pro does not support portraitUpsideDown. It supports portrait, "
          + "landscapeLeft, landscapeRight.",
        "actions[0].value[2]: Expected a finite number, found inf.",
      ]),
  ]

  @Test("the runner lists every problem of an inconsistent scene", arguments: cases)
  func inconsistent(_ testCase: Case) throws {
    #expect(Self.problems(try testCase.scene()) == testCase.expected)
  }

  @Test("a decoded scene whose ids were renamed no longer runs, with the actions' paths")
  func renamedAfterDecoding() throws {
    var scene = try SceneDecoder.decode(
      #"""
      {"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller"}]},
       "actions": [{"do": "pop", "on": "nav"}]}
      """#)
    #expect(Self.problems(scene).isEmpty)
    scene.root.id = "stack"
    #expect(Self.problems(scene) == ["actions[0].on: No controller has the id 'nav'."])
  }

  @Test(
    "a container pushed into or presented from inside itself is an error, not a trap",
    arguments: [
      #"{"do": "push", "on": "nav", "controller": "box"}"#,
      #"{"do": "setViewControllers", "on": "nav", "controllers": ["box"]}"#,
      #"{"do": "present", "from": "a", "controller": "box"}"#,
    ])
  func containerIntoItself(action: String) throws {
    let scene = try SceneDecoder.decode(
      #"""
      {"root": {"id": "box", "type": "custom", "children": [
        {"id": "nav", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller"}]}]},
       "actions": [\#(action)]}
      """#)
    let problems = Self.problems(scene)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("actions[0].controller") == true, "\(problems)")
  }

  @Test("set actions are decoded into typed property changes")
  func typedSet() throws {
    let scene = try SceneDecoder.decode(
      #"""
      {"root": {"id": "nav", "type": "navigation"},
       "actions": [{"do": "set", "on": "nav", "property": "navigationBarHidden", "value": true},
                   {"do": "set", "on": "nav", "property": "additionalSafeAreaInsets",
                    "value": {"top": 4}}]}
      """#)
    guard case .set(let on, let change) = scene.actions[0].operation else {
      Issue.record("not a set action: \(scene.actions[0].operation)")
      return
    }
    #expect(on == "nav")
    #expect(change == .navigationBarHidden(true))
    guard case .set(_, let insets) = scene.actions[1].operation else {
      Issue.record("not a set action: \(scene.actions[1].operation)")
      return
    }
    #expect(insets == .additionalSafeAreaInsets(EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)))
  }

  @Test("the report names each view's owner and each bar's container")
  func ownersAndContainers() throws {
    let report = try SceneRunner.run(try SceneDecoder.decode(DemoScene.json))
    let step = try #require(report.steps.last)
    let views = Dictionary(step.views.map { ($0.id, $0.state) }, uniquingKeysWith: { a, _ in a })
    #expect(views["header"]?.owner == "library")
    #expect(views["library"]?.owner == "library")
    #expect(views["nav"]?.owner == "nav")
    let bars = Dictionary(step.bars.map { ($0.id, $0.state) }, uniquingKeysWith: { a, _ in a })
    #expect(bars["statusBar"].map { $0.container == nil } == true)
    #expect(bars["nav.navigationBar"]?.container == "nav")
    #expect(bars["tabs.tabBar"]?.container == "tabs")
    #expect(bars["side"]?.container == "music")
    #expect(bars["nowPlaying"]?.container == "music")
    let json = report.json.serialized()
    #expect(json.contains(#""header": {"#))
    #expect(json.contains(#""owner": "library", "layoutGuides": {"#))
    #expect(json.contains(#""container": "music"}"#))
    #expect(json.contains(#""container": null}"#))
  }
}

@Suite("Unsupported orientations in scenes")
struct UnsupportedOrientationSceneTests {
  @Test("rotating a Face ID iPhone upside down leaves the window and gives a diagnostic")
  func rotateUpsideDownIsIgnored() throws {
    let scene = #"""
      {"device": "iPhone 15 Pro", "root": {"id": "a", "type": "controller"},
       "actions": [{"do": "rotate", "to": "portraitUpsideDown"}]}
      """#
    let result = CommandLineTool.runScene(text: scene, arguments: ["--format", "json"])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    let report = try JSONParser.parse(result.stdout)
    guard case .object(let top) = report,
      case .array(let steps)? = top.first(where: { $0.0 == "steps" })?.1,
      steps.count == 2, case .object(let step) = steps[1],
      case .object(let window)? = step.first(where: { $0.0 == "window" })?.1,
      case .array(let diagnostics)? = step.first(where: { $0.0 == "diagnostics" })?.1
    else {
      Issue.record("unexpected report shape: \(result.stdout.prefix(400))")
      return
    }
    #expect(window.first(where: { $0.0 == "orientation" })?.1 == .string("portrait"))
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first.map { "\($0)" }.map { $0.contains("orientationNotSupported") } == true)
  }
}
