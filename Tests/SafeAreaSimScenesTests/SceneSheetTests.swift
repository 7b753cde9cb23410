import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The sheet keys of `present` and the `selectDetent` action (SCENE-FORMAT 1.1).
@Suite("Sheets in scenes")
struct SceneSheetTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var present: String
    var expected: [String]
    var testDescription: String { name }
  }

  /// A scene presenting `sheet` from the root with the extra keys `present`.
  static func scene(
    present: String, more: String = "", orientation: String = "portrait"
  ) -> String {
    #"{"device": "iPhone 15 Pro", "orientation": "\#(orientation)", "root": {"id": "root", "type": "controller"}, "actions": [{"do": "present", "from": "root", "controller": {"id": "sheet", "type": "controller"}"#
      + present + "}" + more + "]}"
  }

  static func problems(_ text: String) -> [String] {
    do {
      _ = try SceneDecoder.decode(text)
      return []
    } catch {
      return error.problems.map { "\($0.path): \($0.message)" }
    }
  }

  static let cases: [Case] = [
    Case(
      name: "a misspelt key", present: #", "detent": ["medium"]"#,
      expected: [
        "actions[0].detent: Unknown key 'detent' in a 'present' action. Did you mean 'detents'?"
      ]),
    Case(
      name: "an unknown detent", present: #", "detents": ["meduim", "large"]"#,
      expected: [
        "actions[0].detents[0]: Unknown detent 'meduim'; expected one of 'medium', 'large'. "
          + "Did you mean 'medium'?"
      ]),
    Case(
      name: "a negative or misspelt custom height",
      present: #", "detents": [{"height": -5}, {"hieght": 5}]"#,
      expected: [
        "actions[0].detents[0].height: Expected a number of at least 0, found -5.",
        "actions[0].detents[1].hieght: Unknown key 'hieght' in a custom detent. "
          + "Did you mean 'height'?",
        "actions[0].detents[1].height: Missing required key 'height' in a custom detent.",
      ]),
    Case(
      name: "no detents", present: #", "detents": []"#,
      expected: [
        #"actions[0].detents: Expected at least one detent ('medium', 'large' or {"height": n})."#
      ]),
    Case(
      name: "a selected index out of range",
      present: #", "detents": ["medium", "large"], "selectedDetent": 2"#,
      expected: [
        "actions[0].selectedDetent: Detent index 2 is out of range: 'detents' has 2 entries."
      ]),
    Case(
      name: "wrong types",
      present: #", "prefersGrabberVisible": "yes", "isModalInPresentation": 1"#,
      expected: [
        #"actions[0].prefersGrabberVisible: Expected true or false, found the string "yes"."#,
        "actions[0].isModalInPresentation: Expected true or false, found a number.",
      ]),
    Case(
      name: "sheet keys on a full-screen presentation",
      present: #", "style": "fullScreen", "detents": ["medium"], "isModalInPresentation": true"#,
      expected: [
        "actions[0].detents: 'detents' applies to sheets only: style 'fullScreen' has no sheet "
          + "presentation controller; use 'pageSheet', 'formSheet', 'automatic' or 'popover'."
      ]),
  ]

  @Test("sheet keys are validated with their JSON paths and suggestions", arguments: cases)
  func decodingErrors(_ testCase: Case) {
    #expect(Self.problems(Self.scene(present: testCase.present)) == testCase.expected)
  }

  @Test("selectDetent needs 'on' and 'index'; a misspelt action gets a suggestion")
  func selectDetentDecoding() {
    #expect(
      Self.problems(Self.scene(present: "", more: #", {"do": "selectDetent", "on": "sheet"}"#))
        == ["actions[1].index: Missing required key 'index' in a 'selectDetent' action."])
    #expect(
      Self.problems(
        Self.scene(present: "", more: #", {"do": "selectDetent", "on": "nobody", "index": 0}"#)
      ).first?.hasPrefix("actions[1].on: ") == true)
  }
}

extension SceneSheetTests {
  static func run(_ text: String) throws -> SceneReport {
    try SceneRunner.run(try SceneDecoder.decode(text))
  }

  static func sheetState(_ step: SceneReport.Step) -> SceneReport.ControllerState? {
    step.controllers.first { $0.id == "sheet" }?.state
  }

  @Test("present without a style keeps the declared controller's modalPresentationStyle")
  func declaredStyle() throws {
    let text =
      #"{"device": "iPhone 15 Pro", "root": {"id": "root", "type": "controller"}, "actions": [{"do": "present", "from": "root", "controller": {"id": "sheet", "type": "controller", "modalPresentationStyle": "fullScreen"}}]}"#
    let step = try #require(try Self.run(text).steps.last)
    let state = try #require(Self.sheetState(step))
    #expect(state.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(state.sheet == nil)
    // Full screen: the presenter leaves the window.
    #expect(step.controllers.first { $0.id == "root" }?.state.inWindow == false)
    // The action's own style still wins.
    let explicit = try Self.run(
      #"{"device": "iPhone 15 Pro", "root": {"id": "root", "type": "controller"}, "actions": [{"do": "present", "from": "root", "style": "pageSheet", "controller": {"id": "sheet", "type": "controller", "modalPresentationStyle": "fullScreen"}}]}"#
    )
    let sheet = try #require(explicit.steps.last.flatMap(Self.sheetState))
    #expect(sheet.sheet?.mode == .edgeAttached)
    // Presented again by id after a dismiss: still full screen.
    let again = try Self.run(
      #"{"device": "iPhone 15 Pro", "root": {"id": "root", "type": "controller"}, "actions": [{"do": "present", "from": "root", "controller": {"id": "sheet", "type": "controller", "modalPresentationStyle": "fullScreen"}}, {"do": "dismiss", "on": "root"}, {"do": "present", "from": "root", "controller": "sheet"}]}"#
    )
    let last = try #require(again.steps.last)
    #expect(try #require(Self.sheetState(last)).sheet == nil)
    #expect(last.controllers.first { $0.id == "root" }?.state.inWindow == false)
  }

  @Test("on Apple TV a page sheet is presented full screen with a diagnostic")
  func appleTVPageSheet() throws {
    let report = try Self.run(
      #"{"device": "Apple TV", "root": {"id": "root", "type": "controller"}, "actions": [{"do": "present", "from": "root", "style": "pageSheet", "controller": {"id": "sheet", "type": "controller"}}]}"#
    )
    let step = try #require(report.steps.last)
    let state = try #require(Self.sheetState(step))
    #expect(state.frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
    #expect(state.sheet == nil)
    #expect(step.diagnostics.map { $0.code } == ["presentationStyleUnavailable"])
  }

  @Test("present configures the detents; selectDetent moves the sheet; the report shows it")
  func detentsAndSelection() throws {
    let report = try Self.run(
      Self.scene(
        present:
          #", "detents": ["medium", "large", {"height": 200}], "selectedDetent": 0, "prefersGrabberVisible": true"#,
        more:
          #", {"do": "selectDetent", "on": "sheet", "index": 1, "animated": true}, {"do": "selectDetent", "on": "sheet", "index": 2}"#
      ))
    let states = report.steps.dropFirst().compactMap(Self.sheetState)
    #expect(states.map(\.frame.minY) == [443.5, 69, 618])
    #expect(states.map { $0.sheet?.detent } == ["medium", "large", "custom(200)"])
    #expect(states.allSatisfy { $0.sheet?.grabber == true && $0.sheet?.mode == .edgeAttached })
    #expect(states.allSatisfy { $0.safeAreaInsets == EdgeInsets(bottom: 34) })
    let json = report.json.serialized()
    #expect(
      json.contains(
        #""sheet": {"mode": "edgeAttached", "detent": "medium", "grabber": true, "modalInPresentation": false}"#
      ))
    #expect(report.text.contains("sheet edgeAttached at custom(200)"))
  }

  @Test("a bad selectDetent index, or a controller in no sheet, gives a diagnostic")
  func selectDetentIgnored() throws {
    let report = try Self.run(
      Self.scene(
        present: #", "detents": ["medium", "large"]"#,
        more:
          #", {"do": "selectDetent", "on": "sheet", "index": 5}, {"do": "selectDetent", "on": "root", "index": 0}"#
      ))
    let steps = Array(report.steps.dropFirst(2))
    #expect(steps.map { $0.diagnostics.map(\.code) } == [["detentIgnored"], ["detentIgnored"]])
    #expect(
      steps.first?.diagnostics.first?.message
        == "<sheet> has 2 detents: index 5 selects none, and the sheet stays at its detent.")
    #expect(steps.compactMap(Self.sheetState).map(\.frame.minY) == [443.5, 443.5])
  }

  @Test("isModalInPresentation is reported and a scripted dismiss still dismisses")
  func modalInPresentation() throws {
    let report = try Self.run(
      Self.scene(
        present: #", "isModalInPresentation": true"#,
        more: #", {"do": "dismiss", "on": "sheet"}"#))
    #expect(Self.sheetState(report.steps[1])?.sheet?.modalInPresentation == true)
    let last = try #require(report.steps.last)
    #expect(Self.sheetState(last)?.inWindow == false)
    #expect(Self.sheetState(last)?.sheet == nil)
  }

  @Test("edge attachment in compact height comes from the present action")
  func edgeAttachedInLandscape() throws {
    let report = try Self.run(
      Self.scene(
        present: #", "prefersEdgeAttachedInCompactHeight": true"#, orientation: "landscapeLeft"))
    let state = try #require(report.steps.last.flatMap(Self.sheetState))
    #expect(state.frame == Rect(x: 59, y: 8, width: 734, height: 385))
  }
}

extension SceneSheetTests {
  static func runProblems(_ scene: Scene) -> [String] {
    do {
      _ = try SceneRunner.run(scene)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test("a scene built in code with bad sheet settings throws instead of running")
  func sheetSettingsBuiltInCode() throws {
    var scene = try SceneDecoder.decode(Self.scene(present: #", "detents": ["medium"]"#))
    guard case .present(let from, let controller, _, _, _) = scene.actions[0].operation else {
      Issue.record("expected a present action")
      return
    }
    scene.actions[0].operation = .present(
      from: from, controller: controller, style: .fullScreen,
      sheet: SheetSpec(detents: [.height(.nan)], selectedDetent: 3))
    #expect(
      Self.runProblems(scene) == [
        "actions[0].detents[0].height: Expected a finite number, found nan.",
        "actions[0].selectedDetent: Detent index 3 is out of range: 'detents' has 1 entry.",
        "actions[0].style: Sheet settings apply to sheets only: style 'fullScreen' has no sheet "
          + "presentation controller; use 'pageSheet', 'formSheet', 'automatic' or 'popover'.",
      ])
  }
}
