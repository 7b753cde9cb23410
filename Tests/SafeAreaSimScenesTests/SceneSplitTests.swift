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

  /// An action presenting a double-column split view declared in it, as a form sheet.
  static let presentCompose = #"""
    {"do": "present", "from": "split", "style": "formSheet", "controller":
      {"id": "compose", "type": "split",
       "primary": {"id": "drafts", "type": "controller"},
       "secondary": {"id": "draft", "type": "controller"}}}
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

  @Test(
    "a column's move into its wrapping navigation controller is in the events; text indents it")
  func wrappingEvents() throws {
    let report = try SceneRunner.run(try SceneDecoder.decode(Self.document(Self.double)))
    let first = report.steps[0]
    let containment = first.events.filter { $0.event.hasSuffix("MoveToParent") }.map {
      "\($0.on).\($0.event)(\(($0.parent ?? nil) ?? "nil"))"
    }
    // UIKit's order: the controller moves into the navigation controller made around it,
    // which then moves into the split view.
    #expect(
      Array(containment.prefix(8)) == [
        "list.willMoveToParent(split.primaryNavigation)",
        "list.didMoveToParent(split.primaryNavigation)",
        "split.primaryNavigation.willMoveToParent(split)",
        "split.primaryNavigation.didMoveToParent(split)",
        "detail.willMoveToParent(split.secondaryNavigation)",
        "detail.didMoveToParent(split.secondaryNavigation)",
        "split.secondaryNavigation.willMoveToParent(split)",
        "split.secondaryNavigation.didMoveToParent(split)",
      ])
    // Heard once each, though the controller's own observer and the root's both listen
    // while the wrapper joins.
    #expect(containment.count == Set(containment).count)
    // The JSON report's parent is the wrapper; the text report indents under the split view.
    let list = try #require(first.controllers.first { $0.id == "list" }?.state)
    #expect(list.parent == "split.primaryNavigation")
    #expect(list.listedAncestor == "split")
    let lines = report.text.split(separator: "\n").map(String.init)
    let splitLine = try #require(lines.firstIndex { $0.hasPrefix("    split  ") })
    #expect(lines[splitLine + 1].hasPrefix("      list  "))
    #expect(lines[splitLine + 2].hasPrefix("      detail  "))
  }

  @Test("a split view an action declares logs its building's containment in the action's step")
  func declaredSplitEvents() throws {
    let report = try SceneRunner.run(
      try SceneDecoder.decode(Self.document(Self.double, actions: "[" + Self.presentCompose + "]")))
    let containment = report.steps[1].events.filter { $0.event.hasSuffix("MoveToParent") }.map {
      "\($0.on).\($0.event)(\(($0.parent ?? nil) ?? "nil"))"
    }
    #expect(
      containment == [
        "drafts.willMoveToParent(compose.primaryNavigation)",
        "drafts.didMoveToParent(compose.primaryNavigation)",
        "compose.primaryNavigation.willMoveToParent(compose)",
        "compose.primaryNavigation.didMoveToParent(compose)",
        "draft.willMoveToParent(compose.secondaryNavigation)",
        "draft.didMoveToParent(compose.secondaryNavigation)",
        "compose.secondaryNavigation.willMoveToParent(compose)",
        "compose.secondaryNavigation.didMoveToParent(compose)",
      ])
    // The presented split view's loading and appearance follow, heard once each.
    let loads = report.steps[1].events.filter { $0.event == "viewDidLoad" }.map(\.on)
    #expect(loads.count == Set(loads).count)
    #expect(loads.contains("compose"))
  }

  @Test("a split view presented as a form sheet in landscape takes its behaviour from the sheet")
  func presentedSplitShape() throws {
    // The window is landscape, the 580x640 sheet taller than wide: the automatic behaviour
    // overlays, so the secondary column shows alone, as when presented in portrait.
    let report = try SceneRunner.run(
      try SceneDecoder.decode(Self.document(Self.double, actions: "[" + Self.presentCompose + "]")))
    let presented = report.steps[1]
    #expect(Self.bar(presented, "compose.primary")?.hidden == true)
    #expect(Self.bar(presented, "compose.secondary")?.frame.width == 580)
  }

  @Test("a tab bar controller as the compact column: unwrapped, its tabs fill the split view")
  func compactTabs() throws {
    let root = #"""
      {"id": "split", "type": "split",
       "primary": {"id": "list", "type": "controller"},
       "secondary": {"id": "detail", "type": "controller"},
       "compact": {"id": "tabs", "type": "tab", "viewControllers": [
         {"id": "home", "type": "controller"},
         {"id": "more", "type": "navigation", "viewControllers": [
           {"id": "moreRoot", "type": "controller", "navigationItem": {"prompt": "More"}}]}]}}
      """#
    let report = try SceneRunner.run(
      try SceneDecoder.decode(
        Self.document(root, actions: #"[{"do": "resizeWindow", "frame": [0, 0, 400, 834]}]"#)))
    let collapsed = report.steps[1]
    // No navigation controller is made around the compact column's tab bar controller.
    #expect(Self.bar(collapsed, "split.compactNavigation.navigationBar") == nil)
    #expect(!collapsed.controllers.contains { $0.id == "split.compactNavigation" })
    let tabs = try #require(collapsed.controllers.first { $0.id == "tabs" }?.state)
    #expect(tabs.parent == "split")
    #expect(tabs.appearance == .appeared)
    #expect(tabs.frame == Rect(x: 0, y: 0, width: 400, height: 834))
    // The status bar's 24 points on top, the compact-width iPad tab bar (45 + 20) below.
    let home = try #require(collapsed.controllers.first { $0.id == "home" }?.state)
    #expect(home.safeAreaInsets == EdgeInsets(top: 24, bottom: 65))
    let detail = try #require(collapsed.controllers.first { $0.id == "detail" }?.state)
    #expect(detail.appearance == .disappeared)
  }

  @Test("a plain controller as the compact column: unwrapped, no bar above it, no id to act on")
  func compactPlain() throws {
    let root = #"""
      {"id": "split", "type": "split",
       "primary": {"id": "list", "type": "controller"},
       "secondary": {"id": "detail", "type": "controller"},
       "compact": {"id": "phone", "type": "controller"}}
      """#
    let report = try SceneRunner.run(
      try SceneDecoder.decode(
        Self.document(root, actions: #"[{"do": "resizeWindow", "frame": [0, 0, 400, 834]}]"#)))
    let collapsed = report.steps[1]
    // UIKit's header: "except for UISplitViewControllerColumnCompact".
    #expect(Self.bar(collapsed, "split.compactNavigation.navigationBar") == nil)
    let phone = try #require(collapsed.controllers.first { $0.id == "phone" }?.state)
    #expect(phone.parent == "split")
    #expect(phone.appearance == .appeared)
    #expect(phone.frame == Rect(x: 0, y: 0, width: 400, height: 834))
    // The iPad's status bar (24) and home indicator (20) only: no navigation bar (50).
    #expect(phone.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    let problems = Self.problems(
      Self.document(root, actions: #"[{"do": "pop", "on": "split.compactNavigation"}]"#))
    #expect(problems.count == 1)
    #expect(problems.first?.contains("No controller has the id 'split.compactNavigation'") == true)
    #expect(
      problems.first?.contains(
        "The compact column of 'split' is not wrapped in a navigation controller") == true)
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

  @Test("the width keys of both sidebars reach the split view, fraction, minimum and maximum")
  func widthKeys() throws {
    let root = #"""
      {"id": "split", "type": "split", "style": "tripleColumn",
       "preferredDisplayMode": "twoBesideSecondary",
       "preferredPrimaryColumnWidth": 380, "maximumPrimaryColumnWidth": 400,
       "preferredSupplementaryColumnWidthFraction": 0.5, "maximumSupplementaryColumnWidth": 360,
       "primary": {"id": "a", "type": "controller"},
       "supplementary": {"id": "b", "type": "controller"},
       "secondary": {"id": "c", "type": "controller"}}
      """#
    let step = try SceneRunner.run(try SceneDecoder.decode(Self.document(root))).steps[0]
    // Without the maximum the preferred 380 would be held at 320; half of 1194 at 360.
    #expect(Self.bar(step, "split.primary")?.frame == Rect(x: 0, y: 0, width: 380, height: 834))
    #expect(
      Self.bar(step, "split.supplementary")?.frame == Rect(x: 380, y: 0, width: 360, height: 834))
    let fraction = #"""
      {"id": "split", "type": "split", "preferredPrimaryColumnWidthFraction": 0.25,
       "minimumPrimaryColumnWidth": 100,
       "primary": {"id": "a", "type": "controller"},
       "secondary": {"id": "c", "type": "controller"}}
      """#
    let second = try SceneRunner.run(try SceneDecoder.decode(Self.document(fraction))).steps[0]
    #expect(
      Self.bar(second, "split.primary")?.frame == Rect(x: 0, y: 0, width: 298.5, height: 834))
    let minimum = #"""
      {"id": "split", "type": "split", "preferredPrimaryColumnWidth": 150,
       "minimumPrimaryColumnWidth": 200,
       "primary": {"id": "a", "type": "controller"},
       "secondary": {"id": "c", "type": "controller"}}
      """#
    let third = try SceneRunner.run(try SceneDecoder.decode(Self.document(minimum))).steps[0]
    #expect(Self.bar(third, "split.primary")?.frame.width == 200)
  }

  @Test("a scene changed in code is checked for the width keys too, at the same paths")
  func widthsInCode() throws {
    var scene = try SceneDecoder.decode(Self.document(Self.double))
    guard case .split(var split) = scene.root.kind else {
      Issue.record("the root is not a split view")
      return
    }
    split.preferredPrimaryColumnWidthFraction = 2
    split.minimumPrimaryColumnWidth = 300
    split.maximumPrimaryColumnWidth = 200
    split.maximumSupplementaryColumnWidth = -1
    scene.root.kind = .split(split)
    #expect(throws: SceneError.self) { try SceneRunner.run(scene) }
    do {
      _ = try SceneRunner.run(scene)
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "root.maximumSupplementaryColumnWidth: Expected a number of at least 0, found -1.",
          "root.preferredPrimaryColumnWidthFraction: Expected a fraction of the split view's "
            + "width from 0 to 1, found 2.",
          "root.minimumPrimaryColumnWidth: The minimum width 300 is greater than the maximum "
            + "200 (maximumPrimaryColumnWidth).",
        ])
    }
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
      name: "an unknown style is one error, not also a column error",
      root: #"""
        {"id": "s", "type": "split", "style": "triple",
         "primary": {"id": "a", "type": "controller"},
         "supplementary": {"id": "b", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"}}
        """#,
      expected: [
        "root.style: Unknown split view style 'triple'; expected one of 'doubleColumn', "
          + "'tripleColumn'. Did you mean 'tripleColumn'?"
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
      name: "a tab bar controller in a column other than the compact one",
      root: #"""
        {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "t", "type": "tab", "viewControllers": []}}
        """#,
      expected: [
        "root.secondary.type: A tab bar controller can be the 'compact' column of a split "
          + "view, not its 'secondary' column."
      ]),
    Mistake(
      name: "a split view controller in a column",
      root: #"""
        {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"},
         "compact": {"id": "t", "type": "split", "primary": {"id": "b", "type": "controller"},
          "secondary": {"id": "d", "type": "controller"}}}
        """#,
      expected: ["root.compact.type: A split view controller cannot be a column of a split view."]),
    Mistake(
      name: "a navigation item on a compact tab bar controller, which the split view does not wrap",
      root: #"""
        {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"},
         "compact": {"id": "t", "type": "tab", "navigationItem": {"prompt": "Tabs"},
          "viewControllers": []}}
        """#,
      expected: [
        "root.compact.navigationItem: 'navigationItem' applies only to a controller inside a "
          + "navigation controller: 't' is not in a 'navigation' controller's 'viewControllers' "
          + "nor a 'split' column other than 'compact'."
      ]),
    Mistake(
      name: "a navigation item on a plain compact column, which the split view does not wrap",
      root: #"""
        {"id": "s", "type": "split", "primary": {"id": "a", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"},
         "compact": {"id": "p", "type": "controller", "navigationItem": {"prompt": "Phone"}}}
        """#,
      expected: [
        "root.compact.navigationItem: 'navigationItem' applies only to a controller inside a "
          + "navigation controller: 'p' is not in a 'navigation' controller's 'viewControllers' "
          + "nor a 'split' column other than 'compact'."
      ]),
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
      name: "a fraction above 1, a minimum above the maximum and a negative maximum",
      root: #"""
        {"id": "s", "type": "split", "style": "tripleColumn",
         "preferredPrimaryColumnWidthFraction": 1.5,
         "minimumSupplementaryColumnWidth": 400, "maximumSupplementaryColumnWidth": 300,
         "maximumPrimaryColumnWidth": -1,
         "primary": {"id": "a", "type": "controller"},
         "supplementary": {"id": "b", "type": "controller"},
         "secondary": {"id": "c", "type": "controller"}}
        """#,
      expected: [
        "root.maximumPrimaryColumnWidth: Expected a number of at least 0, found -1.",
        "root.preferredPrimaryColumnWidthFraction: Expected a fraction of the split view's "
          + "width from 0 to 1, found 1.5.",
        "root.minimumSupplementaryColumnWidth: The minimum width 400 is greater than the "
          + "maximum 300 (maximumSupplementaryColumnWidth).",
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
  ]

  @Test("every mistake in a split scene is reported with its JSON path", arguments: mistakes)
  func reportsMistake(_ mistake: Mistake) {
    let problems = Self.problems(Self.document(mistake.root, actions: mistake.actions))
    #expect(problems == mistake.expected)
  }
}
