import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The `page` type, the `setPage` and `turnPage` actions and the `popover` style's keys
/// (SCENE-FORMAT 1.1).
@Suite("Pages and popovers in scenes")
struct ScenePagesAndPopoversTests {
  /// An iPad scene whose root is `root` with the actions `actions`.
  static func scene(root: String, actions: String = "") -> String {
    #"{"device": "iPad Pro (11-inch) (4th generation)", "root": "# + root + #", "actions": ["#
      + actions + "]}"
  }

  static let pages =
    #"{"id": "pages", "type": "page", "viewControllers": [{"id": "one", "type": "controller"}, {"id": "two", "type": "controller"}]}"#

  static func problems(_ text: String) -> [String] {
    do {
      let scene = try SceneDecoder.decode(text)
      _ = try SceneRunner.run(scene)
      return []
    } catch {
      return error.problems.map { "\($0.path): \($0.message)" }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a page controller without pages",
      scene: scene(root: #"{"id": "pages", "type": "page", "viewControllers": []}"#),
      expected: [
        "root.viewControllers: A page view controller needs at least one page in "
          + "'viewControllers'."
      ]),
    Case(
      name: "an index past the last page",
      scene: scene(
        root:
          #"{"id": "pages", "type": "page", "index": 2, "viewControllers": [{"id": "one", "type": "controller"}]}"#
      ),
      expected: ["root.index: Index 2 is out of range: the page view controller has 1 page."]),
    Case(
      name: "an unknown orientation",
      scene: scene(
        root:
          #"{"id": "pages", "type": "page", "navigationOrientation": "diagonal", "viewControllers": [{"id": "one", "type": "controller"}]}"#
      ),
      expected: [
        "root.navigationOrientation: Unknown navigation orientation 'diagonal'; expected one of "
          + "'horizontal', 'vertical'."
      ]),
    Case(
      name: "setPage on a controller that is not a page controller",
      scene: scene(
        root: #"{"id": "plain", "type": "controller"}"#,
        actions: #"{"do": "setPage", "on": "plain", "index": 0}"#),
      expected: ["actions[0].on: 'plain' is a plain controller, not a page view controller."]),
    Case(
      name: "setPage past the last page",
      scene: scene(root: pages, actions: #"{"do": "setPage", "on": "pages", "index": 5}"#),
      expected: ["actions[0].index: Index 5 is out of range: 'pages' has 2 pages."]),
    Case(
      name: "a misspelt direction",
      scene: scene(
        root: pages, actions: #"{"do": "turnPage", "on": "pages", "direction": "forwards"}"#),
      expected: [
        "actions[0].direction: Unknown direction 'forwards'; expected one of 'forward', "
          + "'reverse'. Did you mean 'forward'?"
      ]),
    Case(
      name: "a source rect on a sheet",
      scene: scene(
        root: #"{"id": "root", "type": "controller"}"#,
        actions:
          #"{"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"}, "style": "pageSheet", "sourceRect": [0, 0, 10, 10]}"#
      ),
      expected: [
        "actions[0].sourceRect: 'sourceRect' applies to popovers only: use the style 'popover' "
          + "(style 'pageSheet' has no popover presentation controller)."
      ]),
    Case(
      name: "no arrow direction, and an unknown one",
      scene: scene(
        root: #"{"id": "root", "type": "controller"}"#,
        actions:
          #"{"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"}, "style": "popover", "sourceRect": [0, 0, 10, 10], "permittedArrowDirections": []}, {"do": "present", "from": "root", "controller": {"id": "q", "type": "controller"}, "style": "popover", "sourceRect": [0, 0, 10, 10], "permittedArrowDirections": ["north"]}"#
      ),
      expected: [
        "actions[0].permittedArrowDirections: Expected at least one direction ('up', 'down', "
          + "'left', 'right').",
        "actions[1].permittedArrowDirections[0]: Unknown direction 'north'; expected one of "
          + "'up', 'down', 'left', 'right'.",
      ]),
    Case(
      name: "a negative preferred size",
      scene: scene(
        root: #"{"id": "root", "type": "controller"}"#,
        actions:
          #"{"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"}, "style": "popover", "sourceRect": [0, 0, 10, 10], "preferredContentSize": [-1, 10]}"#
      ),
      expected: ["actions[0].preferredContentSize[0]: Expected a number of at least 0, found -1."]),
    Case(
      name: "a popover without a source rect",
      scene: scene(
        root: #"{"id": "root", "type": "controller"}"#,
        actions:
          #"{"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"}, "style": "popover", "permittedArrowDirections": ["up"]}"#
      ),
      expected: [
        "actions[0].sourceRect: Missing required key 'sourceRect' in a 'popover' "
          + "presentation: UIKit raises an exception for a popover without a source; give the "
          + "rect the arrow points at, in the 'from' controller's view."
      ]),
  ]

  @Test("every mistake is reported at its JSON path", arguments: cases)
  func mistakes(_ c: Case) {
    #expect(Self.problems(c.scene) == c.expected)
  }

  @Test("setPage and turnPage move through the pages; a turn past the last one is ignored")
  func pageActions() throws {
    let text = Self.scene(
      root: Self.pages,
      actions: #"""
        {"do": "turnPage", "on": "pages"},
        {"do": "turnPage", "on": "pages"},
        {"do": "turnPage", "on": "pages", "direction": "reverse", "finish": false},
        {"do": "setPage", "on": "pages", "index": 0, "direction": "reverse"}
        """#)
    let report = try SceneRunner.run(try SceneDecoder.decode(text))
    func shown(_ step: Int) -> [String] {
      report.steps[step].controllers.filter { $0.state.parent == "pages" }.map(\.id)
    }
    #expect(shown(1) == ["two"])
    #expect(report.steps[2].diagnostics.map(\.code) == ["pageTurnIgnored"])
    #expect(shown(3) == ["two"])
    #expect(shown(4) == ["one"])
  }

  @Test("a popover's report lists its arrow; a compact window lists none")
  func popoverReport() throws {
    let text = Self.scene(
      root: #"{"id": "root", "type": "controller"}"#,
      actions:
        #"{"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"}, "style": "popover", "sourceRect": [100, 100, 44, 44], "preferredContentSize": [300, 200]}, {"do": "resizeWindow", "frame": [0, 0, 375, 1194]}"#
    )
    let report = try SceneRunner.run(try SceneDecoder.decode(text))
    let shown = try #require(report.steps[1].controllers.first { $0.id == "p" }?.state)
    #expect(shown.frame == Rect(x: 10, y: 144, width: 300, height: 213))
    #expect(shown.popover?.arrowDirection == "up")
    #expect(shown.popover?.arrowTip == Point(x: 122, y: 144))
    #expect(shown.sheet == nil)
    let adapted = try #require(report.steps[2].controllers.first { $0.id == "p" }?.state)
    #expect(adapted.popover == nil)
    #expect(adapted.frame.width == 375)
    // Adapted, it is laid out by its adaptive sheet presentation controller, and says so.
    #expect(adapted.sheet?.mode == .edgeAttached)
    #expect(adapted.sheet?.detent == "large")
  }

  @Test("a popover built in code without a source rect throws instead of running")
  func popoverWithoutSourceBuiltInCode() throws {
    var scene = try SceneDecoder.decode(
      Self.scene(
        root: #"{"id": "root", "type": "controller"}"#,
        actions:
          #"{"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"}, "style": "popover", "sourceRect": [0, 0, 10, 10]}"#
      ))
    guard
      case .present(let from, let controller, let style, let sheet, _) = scene.actions[0].operation
    else {
      Issue.record("expected a present action")
      return
    }
    scene.actions[0].operation = .present(
      from: from, controller: controller, style: style, sheet: sheet, popover: PopoverSpec())
    do {
      _ = try SceneRunner.run(scene)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.problems.map { "\($0.path): \($0.message)" } == [
          "actions[0].sourceRect: A 'popover' presentation needs a 'sourceRect': UIKit raises "
            + "an exception for a popover without a source."
        ])
    }
  }

  @Test("a popover's sheet keys configure its adaptive sheet on an iPhone; selectDetent moves it")
  func adaptiveSheet() throws {
    let text = #"""
      {"device": "iPhone 15 Pro", "root": {"id": "root", "type": "controller"}, "actions": [
        {"do": "present", "from": "root", "controller": {"id": "p", "type": "controller"},
         "style": "popover", "sourceRect": [300, 60, 44, 44], "detents": ["medium", "large"],
         "prefersGrabberVisible": true},
        {"do": "selectDetent", "on": "p", "index": 1},
        {"do": "rotate", "to": "landscapeLeft"}
      ]}
      """#
    let report = try SceneRunner.run(try SceneDecoder.decode(text))
    func state(_ step: Int) throws -> SceneReport.ControllerState {
      try #require(report.steps[step].controllers.first { $0.id == "p" }?.state)
    }
    let medium = try state(1)
    #expect(medium.frame == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
    #expect(medium.sheet?.mode == .edgeAttached)
    #expect(medium.sheet?.detent == "medium")
    #expect(medium.sheet?.grabber == true)
    #expect(medium.popover == nil)
    let large = try state(2)
    #expect(large.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    #expect(large.sheet?.detent == "large")
    #expect(report.steps[2].diagnostics.isEmpty)
    // Compact height: the sheet covers the window, as a page sheet does.
    #expect(try state(3).sheet?.mode == .fullScreen)
    #expect(try state(3).sheet?.detent == nil)
  }

  @Test("a source in a split's off-screen strip gives an arrow clear of the popover's corner")
  func arrowClearOfCorner() throws {
    let text = #"""
      {"device": "iPad Pro (11-inch) (4th generation)", "orientation": "landscapeLeft",
       "root": {"id": "split", "type": "split", "primary": {"id": "list", "type": "controller"},
                "secondary": {"id": "detail", "type": "controller"}},
       "actions": [
        {"do": "present", "from": "list", "controller": {"id": "p", "type": "controller"},
         "style": "popover", "sourceRect": [10, 300, 44, 44], "preferredContentSize": [200, 100],
         "permittedArrowDirections": ["up"]}
      ]}
      """#
    let report = try SceneRunner.run(try SceneDecoder.decode(text))
    let state = try #require(report.steps[1].controllers.first { $0.id == "p" }?.state)
    let popover = try #require(state.popover)
    // The list's view starts 100 points off the screen: the source, x -90...-46, is pinned to
    // the area's edge (x 10), and the popover below it starts there too.
    #expect(state.frame == Rect(x: 10, y: 344, width: 200, height: 113))
    #expect(popover.arrowDirection == "up")
    // The tip stays 26 points (13 of corner radius, half the 26-point base) from the corner.
    #expect(popover.arrowTip == Point(x: 36, y: 344))
  }

}
