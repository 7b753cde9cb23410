import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The 1.1 additions for tabs and navigation items: `mode` on `tab`, `navigationItem`,
/// `hidesBarsOnSwipe` and the `scroll` action, read, validated, run and reported.
@Suite("Scene tab modes and navigation items")
struct SceneTabsAndNavigationItemTests {
  static func report(_ text: String) throws -> SceneReport {
    try SceneRunner.run(try SceneDecoder.decode(text))
  }

  static func bar(_ id: String, in step: SceneReport.Step) -> SceneReport.BarState? {
    step.bars.first { $0.id == id }?.state
  }

  static func insets(_ id: String, in step: SceneReport.Step) -> EdgeInsets? {
    step.controllers.first { $0.id == id }?.state.safeAreaInsets
  }

  static let searchScene = #"""
    {"root": {"id": "nav", "type": "navigation", "navigationBar": {"prefersLargeTitles": true},
      "hidesBarsOnSwipe": false,
      "viewControllers": [{"id": "list", "type": "controller",
        "navigationItem": {"searchBar": true, "prompt": "Pick one"},
        "view": {"type": "scroll", "contentSize": [393, 3000]}}]},
     "actions": [{"do": "scroll", "on": "list", "contentOffset": [0, -100]}]}
    """#

  @Test("a search bar and a prompt are read and reported as nav.searchBar inside the bar")
  func searchAndPrompt() throws {
    let report = try Self.report(Self.searchScene)
    let first = try #require(report.steps.first)
    // 44 + 30 (prompt) + 52 (large title) + 52 (search), from 53.667.
    #expect(Self.bar("nav.navigationBar", in: first)?.frame.height == 178)
    let search = try #require(Self.bar("nav.searchBar", in: first))
    #expect(search.frame.minY.isApproximatelyEqual(to: 179.667))
    #expect(search.kind == .searchBar && !search.hidden)
    #expect(Self.insets("list", in: first)?.top.isApproximatelyEqual(to: 231.667) == true)
    // Scrolled by 131.667 from the top: the search row and the large title collapse.
    let scrolled = report.steps[1]
    #expect(Self.bar("nav.searchBar", in: scrolled)?.hidden == true)
    #expect(Self.insets("list", in: scrolled)?.top.isApproximatelyEqual(to: 127.667) == true)
  }

  @Test("a split column's controller gives a navigationItem shown in its column's bar")
  func splitColumnNavigationItem() throws {
    let scene = try SceneDecoder.decode(
      #"{"device": "iPad Pro (11-inch) (4th generation)", "orientation": "landscapeLeft", "root": {"id": "split", "type": "split", "style": "doubleColumn", "primary": {"id": "list", "type": "controller", "navigationItem": {"prompt": "Pick one", "searchBar": true}}, "secondary": {"id": "detail", "type": "controller"}}}"#
    )
    let step = try #require(try SceneRunner.run(scene).steps.first)
    // 24 + 50 (bar) + 30 (prompt) + 52 (search row) in the primary column; the secondary
    // column's bar is the plain 50 points.
    #expect(Self.insets("list", in: step) == EdgeInsets(top: 156, left: 100, bottom: 20))
    #expect(Self.insets("detail", in: step) == EdgeInsets(top: 74, bottom: 20))
  }

  @Test("a scene without search bars lists no searchBar; a tab bar without a sidebar none")
  func noExtraBars() throws {
    let report = try Self.report(
      #"{"root": {"id": "tabs", "type": "tab", "viewControllers": [{"id": "nav", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller"}]}]}}"#
    )
    let ids = try #require(report.steps.first).bars.map(\.id)
    #expect(ids == ["statusBar", "tabs.tabBar", "nav.navigationBar", "nav.toolbar"])
  }

  @Test("mode tabSidebar on iPad reports tabs.sidebar over the selected child's leading edge")
  func sidebar() throws {
    let report = try Self.report(
      #"{"device": "iPad Pro (11-inch) (4th generation)", "orientation": "landscapeLeft", "root": {"id": "tabs", "type": "tab", "mode": "tabSidebar", "viewControllers": [{"id": "a", "type": "controller"}]}}"#
    )
    let step = try #require(report.steps.first)
    let sidebar = try #require(Self.bar("tabs.sidebar", in: step))
    #expect(sidebar.frame == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(sidebar.kind == .sidebar)
    #expect(Self.bar("tabs.tabBar", in: step)?.hidden == true)
    #expect(Self.insets("a", in: step) == EdgeInsets(top: 24, left: 320, bottom: 20))
  }

  @Test("the iPad's floating tab bar is reported as the tab bar's frame")
  func floating() throws {
    let report = try Self.report(
      #"{"device": "iPad Pro (11-inch) (4th generation)", "root": {"id": "tabs", "type": "tab", "mode": "tabBar", "viewControllers": [{"id": "a", "type": "controller"}]}}"#
    )
    let step = try #require(report.steps.first)
    #expect(Self.bar("tabs.tabBar", in: step)?.frame == Rect(x: 0, y: 28, width: 834, height: 46))
    #expect(Self.insets("a", in: step) == EdgeInsets(top: 74, bottom: 20))
  }

  @Test("hidesBarsOnSwipe and the scroll action hide the bar on an upward scroll")
  func swipe() throws {
    let report = try Self.report(
      #"{"root": {"id": "nav", "type": "navigation", "hidesBarsOnSwipe": true, "viewControllers": [{"id": "a", "type": "controller", "view": {"type": "scroll", "contentSize": [393, 3000]}}]}, "actions": [{"do": "scroll", "on": "a", "contentOffset": [0, 300]}, {"do": "scroll", "on": "a", "contentOffset": [0, 200]}]}"#
    )
    #expect(Self.bar("nav.navigationBar", in: report.steps[1])?.hidden == true)
    #expect(Self.insets("a", in: report.steps[1]) == EdgeInsets(top: 59, bottom: 34))
    #expect(Self.bar("nav.navigationBar", in: report.steps[2])?.hidden == false)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown tab mode",
      scene: #"{"root": {"id": "t", "type": "tab", "mode": "sidebar"}}"#,
      expected: ["root.mode: Unknown tab bar mode 'sidebar'"]),
    Case(
      name: "mode on a navigation controller",
      scene: #"{"root": {"id": "n", "type": "navigation", "mode": "tabBar"}}"#,
      expected: ["root.mode: Unknown key 'mode' in a controller."]),
    Case(
      name: "hidesBarsOnSwipe of the wrong type",
      scene: #"{"root": {"id": "n", "type": "navigation", "hidesBarsOnSwipe": "yes"}}"#,
      expected: ["root.hidesBarsOnSwipe: Expected true or false, found the string \"yes\"."]),
    Case(
      name: "navigationItem outside a navigation controller",
      scene:
        #"{"root": {"id": "t", "type": "tab", "viewControllers": [{"id": "a", "type": "controller", "navigationItem": {"prompt": "Hi"}}]}}"#,
      expected: [
        "root.viewControllers[0].navigationItem: 'navigationItem' applies only to a controller inside a navigation controller: 'a' is not in a 'navigation' controller's 'viewControllers' nor a 'split' column other than 'compact'."
      ]),
    Case(
      name: "navigationItem on a presented controller",
      scene:
        #"{"root": {"id": "a", "type": "controller"}, "actions": [{"do": "present", "from": "a", "controller": {"id": "b", "type": "controller", "navigationItem": {"searchBar": true}}}]}"#,
      expected: ["actions[0].controller.navigationItem: 'navigationItem' applies only"]),
    Case(
      name: "navigationItem keys and types",
      scene:
        #"{"root": {"id": "n", "type": "navigation", "viewControllers": [{"id": "a", "type": "controller", "navigationItem": {"searchbar": true, "prompt": 3, "hidesSearchBarWhenScrolling": 1}}]}}"#,
      expected: [
        "root.viewControllers[0].navigationItem.searchbar: Unknown key 'searchbar' in a navigation item. Did you mean 'searchBar'?",
        "root.viewControllers[0].navigationItem.prompt: Expected a string, found a number.",
        "root.viewControllers[0].navigationItem.hidesSearchBarWhenScrolling: Expected true or false, found a number.",
      ]),
    Case(
      name: "scroll on a plain view, a missing id and a bad offset",
      scene:
        #"{"root": {"id": "a", "type": "controller", "view": {"subviews": [{"id": "v"}]}}, "actions": [{"do": "scroll", "on": "v", "contentOffset": [0, 10]}, {"do": "scroll", "on": "nope", "contentOffset": [0, 1]}, {"do": "scroll", "on": "a", "contentOffset": [0]}, {"do": "scroll", "on": "a"}]}"#,
      expected: [
        "actions[0].on: 'v' is not a scroll view: it cannot scroll.",
        "actions[1].on: No controller or view has the id 'nope'.",
        "actions[2].contentOffset: Expected a content offset [x, y], found an array.",
        "actions[3].contentOffset: Missing required key 'contentOffset'",
      ]),
  ]

  @Test("each mistake gives a message with its JSON path", arguments: cases)
  func mistakes(_ c: Case) {
    let result = CommandLineTool.runScene(text: c.scene, arguments: [])
    #expect(result.code == 2)
    for line in c.expected {
      #expect(result.stderr.contains(line), "stderr: \(result.stderr)")
    }
  }

  @Test("scrolling a controller whose root view is not a scroll view fails while running")
  func scrollPlainRoot() {
    let result = CommandLineTool.runScene(
      text:
        #"{"root": {"id": "a", "type": "controller"}, "actions": [{"do": "scroll", "on": "a", "contentOffset": [0, 10]}]}"#,
      arguments: [])
    #expect(result.code == 2)
    #expect(result.stderr.contains("actions[0].on: 'a' is not a scroll view: it cannot scroll."))
  }

  @Test("a scene built in code gets the same navigationItem check")
  func builtInCode() {
    var root = ControllerSpec(id: "a", path: "root")
    root.navigationItem = NavigationItemSpec(prompt: "Hi")
    #expect(throws: SceneError.self) { try SceneRunner.run(Scene(root: root)) }
  }
}
