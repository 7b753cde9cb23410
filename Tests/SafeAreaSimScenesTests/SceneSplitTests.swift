import SafeAreaSim
import SafeAreaSimScenes
import Testing

@Suite("Scenes: split view controllers (1.1)")
struct SceneSplitTests {
  static func document(_ root: String, actions: String = "[]") -> String {
    #"{"device": "iPad Pro (11-inch) (4th generation)", "orientation": "landscapeLeft", "root": "#
      + root + #", "actions": "# + actions + "}"
  }

  static let double = #"""
    {"id": "split", "type": "split",
     "primary": {"id": "list", "type": "controller"},
     "secondary": {"id": "detail", "type": "controller"}}
    """#

  static func problems(_ text: String) -> [String] {
    do {
      _ = try SceneRunner.run(try SceneDecoder.decode(text))
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  static func bar(_ step: SceneReport.Step, _ id: String) -> SceneReport.BarState? {
    step.bars.first { $0.id == id }?.state
  }

  @Test("a split scene reports its columns and the column navigation bars under bars")
  func columnsInReport() throws {
    let report = try SceneRunner.run(
      try SceneDecoder.decode(
        Self.document(
          Self.double, actions: #"[{"do": "hideColumn", "on": "split", "column": "primary"}]"#)))
    let first = report.steps[0]
    #expect(Self.bar(first, "split.primary")?.frame == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(Self.bar(first, "split.primary")?.hidden == false)
    #expect(
      Self.bar(first, "split.secondary")?.frame == Rect(x: 320, y: 0, width: 874, height: 834))
    #expect(Self.bar(first, "split.supplementary") == nil)
    #expect(
      Self.bar(first, "split.primaryNavigation.navigationBar")?.frame
        == Rect(x: -100, y: 24, width: 420, height: 50))
    let detail = try #require(first.controllers.first { $0.id == "detail" }?.state)
    #expect(detail.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    let hidden = report.steps[1]
    #expect(Self.bar(hidden, "split.primary")?.hidden == true)
    #expect(Self.bar(hidden, "split.secondary")?.frame.width == 1194)
  }

  @Test("a split scene keys map to the split view controller's preferences")
  func preferences() throws {
    let root = #"""
      {"id": "split", "type": "split", "style": "tripleColumn",
       "preferredDisplayMode": "twoBesideSecondary", "preferredSplitBehavior": "tile",
       "preferredPrimaryColumnWidth": 200, "preferredSupplementaryColumnWidth": 300,
       "primaryEdge": "trailing",
       "primary": {"id": "a", "type": "controller"},
       "supplementary": {"id": "b", "type": "controller"},
       "secondary": {"id": "c", "type": "controller"}}
      """#
    let report = try SceneRunner.run(try SceneDecoder.decode(Self.document(root)))
    let step = report.steps[0]
    #expect(Self.bar(step, "split.primary")?.frame == Rect(x: 994, y: 0, width: 200, height: 834))
    #expect(
      Self.bar(step, "split.supplementary")?.frame == Rect(x: 694, y: 0, width: 300, height: 834))
    #expect(Self.bar(step, "split.secondary")?.frame == Rect(x: 0, y: 0, width: 694, height: 834))
  }

  struct Mistake: CustomTestStringConvertible, Sendable {
    var name: String
    var root: String
    var actions = "[]"
    var expected: [String]
    var testDescription: String { name }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      name: "a missing secondary column",
      root: #"{"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"}}"#,
      expected: ["root.secondary: Missing required key 'secondary' in a split view controller."]),
    Mistake(
      name: "a supplementary column in a double-column split",
      root: #"""
        {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
         "supplementary": {"id": "b", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"}}
        """#,
      expected: [
        "root.supplementary: A 'doubleColumn' split view controller has no supplementary "
          + "column. Did you mean \"style\": \"tripleColumn\"?"
      ]),
    Mistake(
      name: "a triple-column split without a supplementary column",
      root: #"""
        {"id": "s", "type": "split", "style": "tripleColumn",
         "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"}}
        """#,
      expected: [
        "root.supplementary: Missing required key 'supplementary' in a split view controller "
          + "with style 'tripleColumn'."
      ]),
    Mistake(
      name: "a tab bar controller in a column",
      root: #"""
        {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "t", "type": "tab", "viewControllers": []}}
        """#,
      expected: ["root.secondary.type: A tab bar controller cannot be a column of a split view."]),
    Mistake(
      name: "a split view pushed on a navigation stack",
      root: #"""
        {"id": "n", "type": "navigation", "viewControllers": [
          {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
           "secondary": {"id": "c", "type": "controller"}}]}
        """#,
      expected: [
        "root.viewControllers[0].type: A split view controller cannot be pushed on a "
          + "navigation stack."
      ]),
    Mistake(
      name: "an unknown display mode and a negative width",
      root: #"""
        {"id": "s", "type": "split", "preferredDisplayMode": "sideBySide",
         "preferredPrimaryColumnWidth": -5,
         "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"}}
        """#,
      expected: [
        "root.preferredDisplayMode: Unknown display mode 'sideBySide'; expected one of "
          + "'automatic', 'secondaryOnly', 'oneBesideSecondary', 'oneOverSecondary', "
          + "'twoBesideSecondary', 'twoOverSecondary', 'twoDisplaceSecondary'.",
        "root.preferredPrimaryColumnWidth: Expected a number of at least 0, found -5.",
      ]),
    Mistake(
      name: "showColumn on a navigation controller, and an unknown column",
      root: Self.double,
      actions: #"""
        [{"do": "showColumn", "on": "list", "column": "primary"},
         {"do": "hideColumn", "on": "split", "column": "inspector"},
         {"do": "showColumn", "on": "split"}]
        """#,
      expected: [
        "actions[0].on: 'list' is a plain controller, not a split view controller.",
        "actions[1].column: Unknown column 'inspector'; expected one of 'primary', "
          + "'supplementary', 'secondary'.",
        "actions[2].column: Missing required key 'column' in a 'showColumn' action.",
      ]),
    Mistake(
      name: "the supplementary column of a double-column split",
      root: Self.double,
      actions: #"[{"do": "showColumn", "on": "split", "column": "supplementary"}]"#,
      expected: [
        "actions[0].column: 'split' is a 'doubleColumn' split view: it has no supplementary "
          + "column."
      ]),
  ]

  @Test("every mistake in a split scene is reported with its JSON path", arguments: mistakes)
  func reportsMistake(_ mistake: Mistake) {
    let problems = Self.problems(Self.document(mistake.root, actions: mistake.actions))
    #expect(problems == mistake.expected)
  }
}
