import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The actions of split views in scenes: the column actions UIKit ignores, and the navigation
/// controllers the split view makes around its columns as the targets of actions.
@Suite("Scenes: split view actions")
struct SceneSplitActionTests {
  static func report(
    _ root: String = SceneSplitTests.double, actions: String
  ) throws -> SceneReport {
    try SceneRunner.run(try SceneDecoder.decode(SceneSplitTests.document(root, actions: actions)))
  }

  static func diagnostics(_ step: SceneReport.Step) -> [String] {
    step.diagnostics.map { "\($0.code) \($0.subject ?? "") \($0.message)" }
  }

  @Test("hideColumn on a collapsed split view leaves a columnActionIgnored diagnostic")
  func hideWhenCollapsed() throws {
    let report = try Self.report(
      actions: #"""
        [{"do": "resizeWindow", "frame": [0, 0, 375, 834]},
         {"do": "hideColumn", "on": "split", "column": "primary"}]
        """#)
    #expect(report.steps[1].diagnostics.isEmpty)
    let messages = Self.diagnostics(report.steps[2])
    #expect(
      messages == [
        "columnActionIgnored split <split> is collapsed: it has no primary column to hide. "
          + "hideColumn primary is ignored."
      ])
  }

  @Test("the supplementary column of a double-column split is ignored with a diagnostic")
  func supplementaryOfDoubleColumn() throws {
    let report = try Self.report(
      actions: #"""
        [{"do": "hideColumn", "on": "split", "column": "supplementary"},
         {"do": "showColumn", "on": "split", "column": "supplementary"}]
        """#)
    #expect(
      Self.diagnostics(report.steps[1]) == [
        "columnActionIgnored split <split> is a 'doubleColumn' split view: it has no "
          + "supplementary column. hideColumn supplementary is ignored."
      ])
    #expect(
      Self.diagnostics(report.steps[2]) == [
        "columnActionIgnored split <split> is a 'doubleColumn' split view: it has no "
          + "supplementary column. showColumn supplementary is ignored."
      ])
    // The primary column stays as it was.
    #expect(SceneSplitTests.bar(report.steps[1], "split.primary")?.hidden == false)
    #expect(SceneSplitTests.bar(report.steps[2], "split.primary")?.hidden == false)
  }

  @Test("showColumn on a collapsed split view with a compact column leaves a diagnostic")
  func showWhenCollapsedWithCompact() throws {
    let report = try Self.report(
      #"""
      {"id": "split", "type": "split",
       "primary": {"id": "list", "type": "controller"},
       "secondary": {"id": "detail", "type": "controller"},
       "compact": {"id": "phone", "type": "controller"}}
      """#,
      actions: #"""
        [{"do": "resizeWindow", "frame": [0, 0, 375, 834]},
         {"do": "showColumn", "on": "split", "column": "primary"}]
        """#)
    #expect(report.steps[1].diagnostics.isEmpty)
    #expect(
      Self.diagnostics(report.steps[2]) == [
        "columnActionIgnored split <split> is collapsed and shows its compact column: it "
          + "cannot show its primary column. showColumn primary is ignored."
      ])
  }

  @Test("hideColumn secondary on an expanded split view leaves a columnActionIgnored diagnostic")
  func hideSecondary() throws {
    let report = try Self.report(
      actions: #"""
        [{"do": "hideColumn", "on": "split", "column": "secondary"},
         {"do": "hideColumn", "on": "split", "column": "primary"}]
        """#)
    #expect(
      Self.diagnostics(report.steps[1]) == [
        "columnActionIgnored split <split> cannot hide its secondary column. "
          + "hideColumn secondary is ignored."
      ])
    #expect(
      SceneSplitTests.bar(report.steps[1], "split.primary")?.hidden == false)
    // Hiding a sidebar of an expanded split view is not ignored.
    #expect(report.steps[2].diagnostics.isEmpty)
    #expect(SceneSplitTests.bar(report.steps[2], "split.primary")?.hidden == true)
  }

  @Test("push, pop and set act on the navigation controller a split view made for a column")
  func generatedNavigationAsTarget() throws {
    let report = try Self.report(
      actions: #"""
        [{"do": "push", "on": "split.primaryNavigation",
          "controller": {"id": "folder", "type": "controller"}},
         {"do": "pop", "on": "split.primaryNavigation"},
         {"do": "setViewControllers", "on": "split.secondaryNavigation",
          "controllers": ["detail", {"id": "more", "type": "controller"}]},
         {"do": "set", "on": "split.secondaryNavigation", "property": "navigationBarHidden",
          "value": true}]
        """#)
    let pushed = try #require(report.steps[1].controllers.first { $0.id == "folder" }?.state)
    #expect(pushed.parent == "split.primaryNavigation")
    #expect(pushed.inWindow)
    #expect(report.steps[2].controllers.first { $0.id == "folder" }?.state.inWindow != true)
    let more = try #require(report.steps[3].controllers.first { $0.id == "more" }?.state)
    #expect(more.parent == "split.secondaryNavigation")
    #expect(more.safeAreaInsets.top == 74)
    let hidden = try #require(report.steps[4].controllers.first { $0.id == "more" }?.state)
    #expect(hidden.safeAreaInsets.top == 24)
  }

  @Test("a column that is a navigation controller has no generated one to act on")
  func noGeneratedNavigation() {
    let root = #"""
      {"id": "split", "type": "split",
       "primary": {"id": "nav", "type": "navigation",
                   "viewControllers": [{"id": "list", "type": "controller"}]},
       "secondary": {"id": "detail", "type": "controller"}}
      """#
    let problems = SceneSplitTests.problems(
      SceneSplitTests.document(root, actions: #"[{"do": "pop", "on": "split.primaryNavigation"}]"#))
    #expect(problems.count == 1)
    #expect(problems.first?.contains("No controller has the id 'split.primaryNavigation'") == true)
    // A double-column split view has no supplementary column, so no navigation controller.
    let supplementary = SceneSplitTests.problems(
      SceneSplitTests.document(
        SceneSplitTests.double,
        actions: #"[{"do": "pop", "on": "split.supplementaryNavigation"}]"#))
    #expect(supplementary.count == 1)
  }

  @Test("a controller declared with a generated navigation controller's id is a duplicate")
  func generatedIDTaken() {
    let root = #"""
      {"id": "split", "type": "split",
       "primary": {"id": "split.secondaryNavigation", "type": "controller"},
       "secondary": {"id": "detail", "type": "controller"}}
      """#
    let problems = SceneSplitTests.problems(SceneSplitTests.document(root))
    #expect(problems.contains { $0.contains("Duplicate id 'split.secondaryNavigation'") })
  }

  @Test("a collapsed split view's stack is listed in stack order, the primary's below")
  func collapsedStackOrder() throws {
    let root = #"""
      {"id": "split", "type": "split",
       "primary": {"id": "nav", "type": "navigation",
                   "viewControllers": [{"id": "list", "type": "controller"}]},
       "secondary": {"id": "detail", "type": "controller"}}
      """#
    let report = try Self.report(
      root,
      actions: #"""
        [{"do": "resizeWindow", "frame": [0, 0, 375, 834]},
         {"do": "push", "on": "nav", "controller": {"id": "more", "type": "controller"}}]
        """#)
    func children(_ step: SceneReport.Step) -> [String] {
      step.controllers.filter { $0.state.parent == "nav" }.map(\.id)
    }
    #expect(children(report.steps[1]) == ["list", "detail"])
    #expect(children(report.steps[2]) == ["list", "detail", "more"])
    let text = report.text
    let list = try #require(text.firstRange(of: "        list  disappeared"))
    let detail = try #require(text.firstRange(of: "        detail  appeared"))
    #expect(list.lowerBound < detail.lowerBound)
  }
}
