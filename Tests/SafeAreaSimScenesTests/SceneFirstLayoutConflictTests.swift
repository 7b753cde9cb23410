import SafeAreaSim
import SafeAreaSimScenes
import Testing

/// A scene activates a view's constraints when it builds the view, before the view is in the
/// window: they are judged on the first layout's inputs, as UIKit judges those activated in
/// `viewDidLoad`.
@Suite("Scene constraints before the first layout")
struct SceneFirstLayoutConflictTests {
  /// A controller `screen` on `device` whose header is pinned between its safe area's top and
  /// bottom, spanning the view, with the height constraint `height`.
  static func scene(device: String, height: String, actions: String = "") -> String {
    #"{"device": "\#(device)", "root": {"id": "screen", "type": "controller", "view": "#
      + #"{"subviews": [{"id": "header", "constraints": ["header.top == superview.safeArea.top", "#
      + #""header.bottom == superview.safeArea.bottom", "header.leading == superview.leading", "#
      + #""header.trailing == superview.trailing", "\#(height)"]}]}}\#(actions)}"#
  }

  static func run(_ text: String) throws -> SceneReport {
    try SceneRunner.run(try SceneDecoder.decode(text))
  }

  static func header(in step: SceneReport.Step) throws -> Rect {
    try #require(step.views.first { $0.id == "header" }?.state).frame
  }

  @Test(
    "a height that fits the iPhone 15 Pro's 759-point safe area gives no diagnostic",
    arguments: ["header.height <= 800", "header.height == 759"])
  func fitsOnPhone(height: String) throws {
    let report = try Self.run(Self.scene(device: "iPhone 15 Pro", height: height))
    let step = try #require(report.steps.first)
    #expect(step.diagnostics.isEmpty, "\(step.diagnostics.map(\.message))")
    #expect(try Self.header(in: step) == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("a height at most 1150 fits the iPad Pro 11-inch's safe area")
  func fitsOnPad() throws {
    let report = try Self.run(
      Self.scene(device: "iPad Pro (11-inch) (4th generation)", height: "header.height <= 1150"))
    let step = try #require(report.steps.first)
    #expect(step.diagnostics.isEmpty, "\(step.diagnostics.map(\.message))")
    #expect(try Self.header(in: step) == Rect(x: 0, y: 24, width: 834, height: 1150))
  }

  @Test("a height of 1000 is reported with the laid-out insets, and a rotation follows")
  func realConflict() throws {
    let report = try Self.run(
      Self.scene(
        device: "iPhone 15 Pro", height: "header.height == 1000",
        actions: #", "actions": [{"do": "rotate", "to": "landscapeLeft"}]"#))
    let first = try #require(report.steps.first)
    #expect(first.diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = first.diagnostics.first?.message ?? ""
    // The article's list, the root view's size last: it enters the engine in the pass.
    #expect(
      message.contains(
        """
        (
            "<LayoutConstraint header.top == 'UIViewSafeAreaLayoutGuide'(screen).top   (active)>",
            "<LayoutConstraint 'UIViewSafeAreaLayoutGuide-bottom' V:['UIViewSafeAreaLayoutGuide'(screen)]-(34)-|   (active, names: '|':screen )>",
            "<LayoutConstraint header.bottom == 'UIViewSafeAreaLayoutGuide'(screen).bottom   (active)>",
            "<LayoutConstraint header.height == 1000   (active)>",
            "<LayoutConstraint 'UIView-Encapsulated-Layout-Height' screen.height == 852   (active)>"
        )
        """), "\(message)")
    #expect(try Self.header(in: first) == Rect(x: 0, y: 59, width: 393, height: 759))
    let rotated = try #require(report.steps.last)
    #expect(report.steps.count == 2)
    #expect(rotated.diagnostics.isEmpty, "\(rotated.diagnostics.map(\.message))")
    #expect(try Self.header(in: rotated) == Rect(x: 0, y: 0, width: 852, height: 372))
  }
}
