import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// The 1.1 report fields (each view's `layoutGuides`, each step's `keyboard`), the keyboard
/// actions, autoresizing masks and when a scene's constraints are activated.
@Suite("Scene report: layout guides, keyboard, Auto Layout")
struct SceneAutoLayoutReportTests {
  static func run(_ text: String) throws -> SceneReport {
    try SceneRunner.run(try SceneDecoder.decode(text))
  }

  static func view(_ id: String, in step: SceneReport.Step) throws -> SceneReport.ViewState {
    try #require(step.views.first { $0.id == id }?.state)
  }

  /// A full-screen controller `c` on an iPhone 15 Pro: safe area 59 top, 34 bottom in
  /// portrait; 59 left and right, 21 bottom in landscape (A-10).
  static let keyboardScene =
    #"{"root": {"id": "c", "type": "controller"}, "actions": [{"do": "showKeyboard"}, "#
    + #"{"do": "rotate", "to": "landscapeLeft"}, {"do": "hideKeyboard"}, "#
    + #"{"do": "showKeyboard", "height": 300}, {"do": "rotate", "to": "portrait"}]}"#

  @Test("the iPhone 15 Pro keyboard: 336 in portrait, 221 in landscape, below the screen hidden")
  func keyboard() throws {
    let steps = try Self.run(Self.keyboardScene).steps
    // Hidden: just below the screen, at the usual portrait height.
    #expect(steps[0].keyboard.hidden)
    #expect(steps[0].keyboard.frame == Rect(x: 0, y: 852, width: 393, height: 336))
    // Shown in portrait: 336 high at the bottom of the 852-point screen.
    #expect(!steps[1].keyboard.hidden)
    #expect(steps[1].keyboard.frame == Rect(x: 0, y: 852 - 336, width: 393, height: 336))
    // Rotated: the usual landscape height, 221, at the bottom of the 393-point screen.
    #expect(steps[2].keyboard.frame == Rect(x: 0, y: 393 - 221, width: 852, height: 221))
    // Hidden in landscape.
    #expect(steps[3].keyboard.hidden)
    #expect(steps[3].keyboard.frame == Rect(x: 0, y: 393, width: 852, height: 221))
    // A given height is kept through a rotation.
    #expect(steps[4].keyboard.frame == Rect(x: 0, y: 393 - 300, width: 852, height: 300))
    #expect(steps[5].keyboard.frame == Rect(x: 0, y: 852 - 300, width: 393, height: 300))
  }

  @Test("the keyboard guide of a full-screen view follows the keyboard, or the safe area's bottom")
  func keyboardGuide() throws {
    let steps = try Self.run(Self.keyboardScene).steps
    let hidden = try Self.view("c", in: steps[0]).layoutGuides.keyboard
    #expect(hidden == Rect(x: 0, y: 852 - 34, width: 393, height: 34))
    let shown = try Self.view("c", in: steps[1]).layoutGuides.keyboard
    #expect(shown == Rect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test("the keyboard and the guides are in the JSON report")
  func json() throws {
    let json = try Self.run(Self.keyboardScene).json.serialized()
    #expect(json.contains(#""keyboard": {"frame": [0, 852, 393, 336], "hidden": true}"#))
    #expect(json.contains(#""keyboard": {"frame": [0, 516, 393, 336], "hidden": false}"#))
    #expect(
      json.contains(
        #""layoutGuides": {"safeArea": [0, 59, 393, 759], "margins": [16, 59, 361, 759], "#
          + #""readable": [16, 59, 361, 759], "keyboard": [0, 818, 393, 34]}"#))
  }

  @Test("showKeyboard on Apple TV gives keyboardUnavailable in its step")
  func appleTV() throws {
    let report = try Self.run(
      #"{"device": "Apple TV", "root": {"id": "c", "type": "controller"}, "#
        + #""actions": [{"do": "showKeyboard", "height": 200}]}"#)
    let step = report.steps[1]
    #expect(step.diagnostics.map(\.code) == ["keyboardUnavailable"])
    #expect(step.keyboard.hidden)
    #expect(step.keyboard.frame == Rect(x: 0, y: 1080, width: 1920, height: 0))
    #expect(report.steps[0].diagnostics.isEmpty)
  }

  @Test("guides are in screen coordinates, offset by a window smaller than the screen")
  func screenCoordinates() throws {
    let report = try Self.run(
      #"{"device": "iPad (9th generation)", "window": {"frame": [400, 0, 410, 1080]}, "#
        + #""root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "v", "frame": [10, 30, 100, 50]}]}}}"#)
    let step = report.steps[0]
    let root = try Self.view("c", in: step)
    #expect(root.frame.minX == 400)
    #expect(root.layoutGuides.safeArea == root.frame.inset(by: root.safeAreaInsets))
    #expect(root.layoutGuides.margins == root.frame.inset(by: root.layoutMargins))
    let view = try Self.view("v", in: step)
    #expect(view.frame == Rect(x: 410, y: 30, width: 100, height: 50))
    #expect(view.layoutGuides.margins == view.frame.inset(by: view.layoutMargins))
    #expect(view.layoutGuides.safeArea == view.frame.inset(by: view.safeAreaInsets))
  }

  @Test("constraints are activated in document order: the later of two conflicting ones breaks")
  func activationOrder() throws {
    // `b`'s own constraint comes after `a`'s constraint on `b` in preorder: it is broken.
    let report = try Self.run(
      #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "a", "constraints": ["b.height == 44", "a.height == 1", "a.width == 1", "#
        + #""a.top == c.top", "a.left == c.left"]}, {"id": "b", "constraints": ["#
        + #""b.height == 100", "b.width == 10", "b.top == c.top", "b.left == c.left"]}]}}}"#)
    let step = report.steps[0]
    #expect(try Self.view("b", in: step).frame.height == 44)
    let diagnostic = try #require(step.diagnostics.first { $0.code == "unsatisfiableConstraints" })
    #expect(
      diagnostic.message.contains(
        "Will attempt to recover by breaking constraint \n<LayoutConstraint b.height == 100"))
  }

  @Test("a view's frame is its start: after the first layout its constraints decide")
  func frames() throws {
    let report = try Self.run(
      #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "a", "frame": [1, 2, 3, 4], "constraints": ["a.width == 20", "#
        + #""a.height == 30", "a.top == c.safeArea.top", "a.leading == c.margins.leading"]}, "#
        + #"{"id": "b", "constraints": ["b.width == 20"]}]}}}"#)
    let step = report.steps[0]
    // 59 safe-area top; 16 system minimum margin on a 393-point iPhone.
    #expect(try Self.view("a", in: step).frame == Rect(x: 16, y: 59, width: 20, height: 30))
    // `b` gives only its width: the rest is ambiguous, as UIKit's log says.
    #expect(step.diagnostics.contains { $0.code == "ambiguousLayout" && $0.subject == "b" })
  }

  @Test("a multi-line diagnostic prints as indented lines, tabs as 4 spaces")
  func textDiagnostic() throws {
    let report = try Self.run(
      #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "h", "constraints": ["h.height == 44", "h.height == 100", "#
        + #""h.top == c.safeArea.top", "h.left == c.left", "h.width == 100"]}]}}}"#)
    let text = report.text
    #expect(!text.contains("\t"))
    #expect(!text.contains("\\u{9}"))
    #expect(
      text.contains(
        "  [error] unsatisfiableConstraints: [LayoutConstraints] Unable to simultaneously "
          + "satisfy constraints.\n            Probably at least one"))
    #expect(text.contains("\n                (1) look at each constraint"))
    #expect(text.contains("\n        <LayoutConstraint h.height == 100   (active)>\n"))
    #expect(text.contains("  keyboard hidden (below the screen: [0, 852, 393, 336])"))
    #expect(
      text.contains(
        "      guides: safe area [0, 59, 100, 44]  margins [8, 67, 84, 28]  readable "
          + "[8, 67, 84, 28]  keyboard [0, 103, 100, 0]"))
  }

  @Test("the text report lists a controller's root view's guides when constraints place views")
  func textControllerGuides() throws {
    // iPhone 15 Pro, portrait: safe area {top 59, bottom 34}, margins 16 at the sides; the
    // keyboard guide sits on the bottom of the safe area while no keyboard shows.
    let constrained = try Self.run(
      #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "h", "constraints": ["h.top == c.safeArea.top", "h.left == c.left", "#
        + #""h.width == 100", "h.height == 44"]}]}}}"#)
    #expect(
      constrained.text.contains(
        "\n    c  appeared  frame [0, 0, 393, 852]  safe area {top 59, bottom 34}  margins "
          + "{top 59, left 16, bottom 34, right 16}\n      guides: safe area [0, 59, 393, 759]  "
          + "margins [16, 59, 361, 759]  readable [16, 59, 361, 759]  "
          + "keyboard [0, 818, 393, 34]\n"))
    // Without constraints the controller lines stay as they were.
    let framed = try Self.run(
      #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "h", "frame": [0, 59, 100, 44]}]}}}"#)
    #expect(
      framed.text.contains(
        "\n    c  appeared  frame [0, 0, 393, 852]  safe area {top 59, bottom 34}  margins "
          + "{top 59, left 16, bottom 34, right 16}\n  views:\n"))
  }

  @Test("an autoresizing mask applies from the first layout; set changes it")
  func autoresizing() throws {
    let report = try Self.run(
      #"{"root": {"id": "c", "type": "controller", "view": {"subviews": ["#
        + #"{"id": "s", "frame": [16, 100, 361, 60], "autoresizingMask": ["flexibleWidth"]}, "#
        + #"{"id": "f", "frame": [16, 200, 361, 60]}]}}, "actions": ["#
        + #"{"do": "set", "on": "f", "property": "autoresizingMask", "#
        + #""value": ["flexibleLeftMargin", "flexibleRightMargin"]}, "#
        + #"{"do": "rotate", "to": "landscapeLeft"}]}"#)
    // The scene's frames are those of the root view at its first size (393 wide).
    #expect(try Self.view("s", in: report.steps[0]).frame.width == 361)
    // 459 more points of width: all to the flexible width; split 16:16 between the margins.
    let rotated = report.steps[2]
    #expect(try Self.view("s", in: rotated).frame == Rect(x: 16, y: 100, width: 820, height: 60))
    #expect(
      try Self.view("f", in: rotated).frame == Rect(x: 16 + 229.5, y: 200, width: 361, height: 60)
    )
  }
}
