import SafeAreaSim
import SafeAreaSimScenes
import SafeAreaSimTesting
import Testing

/// The 1.1 additions of issue 11 points 3, 5 and 6: `largeTitleDisplayMode`, right-to-left
/// scenes (`layoutDirection`, `semanticContentAttribute`, `directionalLayoutMargins`) and the
/// new `set` properties.
@Suite("Scenes: titles, direction and the 1.1 set properties")
struct SceneTitlesAndDirectionTests {
  static func run(_ text: String) throws -> SceneReport {
    try SceneRunner.run(try SceneDecoder.decode(text))
  }

  static func controller(
    _ id: String, in step: SceneReport.Step
  ) throws -> SceneReport.ControllerState {
    try #require(step.controllers.first { $0.id == id }?.state)
  }

  static func view(_ id: String, in step: SceneReport.Step) throws -> SceneReport.ViewState {
    try #require(step.views.first { $0.id == id }?.state)
  }

  static func problems(_ text: String) -> [String] {
    do {
      _ = try SceneDecoder.decode(text)
      return []
    } catch {
      return error.problems.map { "\($0.path): \($0.message)" }
    }
  }

  @Test("a pushed `never` screen under a large-title root: 44-point bar, then 96 after the pop")
  func largeTitleDisplayMode() throws {
    let report = try Self.run(
      #"{"device": "iPhone X", "root": {"id": "nav", "type": "navigation", "#
        + #""navigationBar": {"prefersLargeTitles": true}, "#
        + #""viewControllers": [{"id": "list", "type": "controller"}]}, "actions": ["#
        + #"{"do": "push", "on": "nav", "controller": {"id": "detail", "type": "controller", "#
        + #""largeTitleDisplayMode": "never"}}, {"do": "pop", "on": "nav"}, "#
        + #"{"do": "set", "on": "list", "property": "largeTitleDisplayMode", "value": "never"}, "#
        + #"{"do": "set", "on": "nav", "property": "prefersLargeTitles", "value": false}]}"#)
    let steps = report.steps
    #expect(try Self.controller("list", in: steps[0]).safeAreaInsets.top == 140)
    #expect(try Self.controller("detail", in: steps[1]).safeAreaInsets.top == 88)
    #expect(try Self.controller("list", in: steps[2]).safeAreaInsets.top == 140)
    #expect(try Self.controller("list", in: steps[3]).safeAreaInsets.top == 88)
    #expect(try Self.controller("list", in: steps[4]).safeAreaInsets.top == 88)
  }

  @Test("right to left: leading margins go to the right; a forced left-to-right view keeps left")
  func rightToLeft() throws {
    let report = try Self.run(
      #"{"device": "iPhone 8", "layoutDirection": "rightToLeft", "#
        + #""root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "rtl", "frame": [0, 100, 375, 100], "#
        + #""directionalLayoutMargins": {"leading": 30, "trailing": 5}}, "#
        + #"{"id": "ltr", "frame": [0, 300, 375, 100], "semanticContentAttribute": "#
        + #""forceLeftToRight", "directionalLayoutMargins": {"leading": 30, "trailing": 5}}]}}, "#
        + #""actions": [{"do": "set", "on": "rtl", "property": "directionalLayoutMargins", "#
        + #""value": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}]}"#)
    let rtl = try Self.view("rtl", in: report.steps[0])
    #expect(rtl.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
    // The safe area is physical: unchanged by the direction.
    #expect(rtl.safeAreaInsets == .zero)
    let ltr = try Self.view("ltr", in: report.steps[0])
    #expect(ltr.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
    let changed = try Self.view("rtl", in: report.steps[1])
    #expect(changed.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test("a leading chrome panel docks on the right in a right-to-left scene, left otherwise")
  func leadingChrome() throws {
    func scene(_ direction: String) -> String {
      #"{"device": "iPad (9th generation)", "layoutDirection": ""# + direction + #"", "#
        + #""root": {"id": "shell", "type": "chrome", "content": {"id": "main", "#
        + #""type": "controller"}, "chrome": [{"id": "panel", "edge": "leading", "size": 300}]}}"#
    }
    let rtl = try Self.run(scene("rightToLeft")).steps[0]
    let panel = try #require(rtl.bars.first { $0.id == "panel" }?.state)
    #expect(panel.frame == Rect(x: 810 - 300, y: 0, width: 300, height: 1080))
    #expect(try Self.controller("main", in: rtl).safeAreaInsets.right == 300)
    let ltr = try Self.run(scene("leftToRight")).steps[0]
    let leftPanel = try #require(ltr.bars.first { $0.id == "panel" }?.state)
    #expect(leftPanel.frame == Rect(x: 0, y: 0, width: 300, height: 1080))
  }

  @Test("set prefersStatusBarHidden hides the status bar at once (with the update call)")
  func prefersStatusBarHidden() throws {
    let report = try Self.run(
      #"{"device": "iPhone 8", "root": {"id": "nav", "type": "navigation", "#
        + #""viewControllers": [{"id": "list", "type": "controller"}]}, "actions": ["#
        + #"{"do": "set", "on": "list", "property": "prefersStatusBarHidden", "value": true}, "#
        + #"{"do": "set", "on": "list", "property": "prefersStatusBarHidden", "value": false}]}"#)
    #expect(!report.steps[0].window.statusBarHidden)
    #expect(report.steps[1].window.statusBarHidden)
    #expect(try Self.controller("list", in: report.steps[1]).safeAreaInsets.top == 44)
    #expect(!report.steps[2].window.statusBarHidden)
    #expect(try Self.controller("list", in: report.steps[2]).safeAreaInsets.top == 64)
  }

  @Test("edgesForExtendedLayout none in tab > navigation: the view runs between the two bars")
  func edgesNoneInTabAndNavigation() throws {
    let report = try Self.run(
      #"{"device": "iPhone 15 Pro", "root": {"id": "tabs", "type": "tab", "viewControllers": ["#
        + #"{"id": "nav", "type": "navigation", "viewControllers": ["#
        + #"{"id": "list", "type": "controller"}]}]}, "actions": ["#
        + #"{"do": "set", "on": "list", "property": "edgesForExtendedLayout", "value": "none"}, "#
        + #"{"do": "set", "on": "list", "property": "extendedLayoutIncludesOpaqueBars", "#
        + #""value": true}]}"#)
    let before = try Self.controller("list", in: report.steps[0])
    #expect(before.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    let list = try Self.controller("list", in: report.steps[1])
    // From the navigation bar's bottom (97.667, B-10) to the tab bar's top (852 - 83).
    #expect(abs(list.frame.minY - 97.667) < 0.01)
    #expect(abs(list.frame.maxY - 769) < 0.01)
    #expect(list.safeAreaInsets == .zero)
    // extendedLayoutIncludesOpaqueBars matters only for edges that extend: no change.
    #expect(try Self.controller("list", in: report.steps[2]).frame == list.frame)
  }

  @Test("insetsLayoutMarginsFromSafeArea and preservesSuperviewLayoutMargins can be set")
  func marginFlags() throws {
    let report = try Self.run(
      #"{"device": "iPhone 8", "root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "band", "frame": [0, 0, 375, 100]}]}}, "actions": ["#
        + #"{"do": "set", "on": "band", "property": "insetsLayoutMarginsFromSafeArea", "#
        + #""value": false}, {"do": "set", "on": "band", "property": "#
        + #""preservesSuperviewLayoutMargins", "value": true}]}"#)
    #expect(try Self.view("band", in: report.steps[0]).layoutMargins.top == 28)
    #expect(try Self.view("band", in: report.steps[1]).layoutMargins.top == 8)
    // The root view's margins (16 on the sides) now reach into the band.
    #expect(try Self.view("band", in: report.steps[2]).layoutMargins.left == 16)
  }

  @Test("bad values get paths: an unknown mode, both margin keys, a wrong direction")
  func badInput() {
    let problems = Self.problems(
      #"{"layoutDirection": "upsideDown", "root": {"id": "c", "type": "controller", "#
        + #""largeTitleDisplayMode": "sometimes", "view": {"subviews": [{"id": "v", "#
        + #""layoutMargins": {}, "directionalLayoutMargins": {"left": 3}, "#
        + #""semanticContentAttribute": "mirror"}]}}, "actions": [{"do": "set", "on": "c", "#
        + #""property": "largeTitleDisplayMode", "value": 3}]}"#)
    #expect(problems.contains { $0.hasPrefix("layoutDirection:") })
    #expect(problems.contains { $0.hasPrefix("root.largeTitleDisplayMode:") })
    #expect(
      problems.contains {
        $0.hasPrefix("root.view.subviews[0].directionalLayoutMargins:")
          && $0.contains("not both")
      })
    #expect(problems.contains { $0.hasPrefix("root.view.subviews[0].directionalLayoutMargins") })
    #expect(problems.contains { $0.hasPrefix("root.view.subviews[0].semanticContentAttribute:") })
    #expect(problems.contains { $0.hasPrefix("actions[0].value:") })
  }
}
