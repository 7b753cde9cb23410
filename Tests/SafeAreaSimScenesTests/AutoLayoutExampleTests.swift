import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimScenes
import Testing

/// The key numbers of the Auto Layout examples of `Documentation/Examples/Scenes`, derived
/// from the documented rules (shared/reference/uikit-behaviour.md), not copied from the tool.
@Suite("Auto Layout examples: key numbers")
struct AutoLayoutExampleTests {
  static func report(_ name: String) throws -> SceneReport {
    let text = try #require(FileSystem.read(ExampleScenes.scenePath(name)))
    return try SceneRunner.run(try SceneDecoder.decode(text))
  }

  static func frame(_ id: String, _ step: SceneReport.Step) throws -> Rect {
    try #require(step.views.first { $0.id == id }?.state.frame)
  }

  // iPhone 15 Pro: 393x852, safe area (59, 0, 34, 0) portrait and (0, 59, 21, 59) landscape
  // (A-10), status bar 54 (A-22), scale 3.
  static let width = 393.0
  static let height = 852.0

  @Test("the banner sits under the navigation bar, the list fills the rest of the safe area")
  func banner() throws {
    let steps = try Self.report("auto-layout-banner").steps
    // Portrait: the navigation bar starts one pixel above the status bar's bottom on
    // 59-point Dynamic Island phones (B-10): 54 - 1/3; it is 44 high (B-01).
    let navigationBottom = 54 - 1.0 / 3 + 44
    // The tab bar: 49 plus the 34-point home-indicator inset.
    let tabBarTop = Self.height - (49 + 34)
    for step in [steps[0], steps[2]] {
      let banner = try Self.frame("banner", step)
      #expect(
        banner.isApproximatelyEqual(to: Rect(x: 0, y: navigationBottom, width: 393, height: 44)))
      let list = try Self.frame("list", step)
      #expect(
        list.isApproximatelyEqual(
          to: Rect(
            x: 0, y: navigationBottom + 44, width: 393, height: tabBarTop - navigationBottom - 44)))
    }
    // Landscape: no status bar (A-23), the compact 32-point navigation bar (B-02) from the
    // top, the safe area's 59-point sides; the compact tab bar is 32 plus 21 (A-21).
    let landscape = steps[1]
    let banner = try Self.frame("banner", landscape)
    #expect(banner == Rect(x: 59, y: 32, width: Self.height - 2 * 59, height: 44))
    let list = try Self.frame("list", landscape)
    #expect(list == Rect(x: 59, y: 76, width: Self.height - 2 * 59, height: Self.width - 53 - 76))
  }

  @Test("the text field keeps system spacing below the safe area; the bar rides the keyboard")
  func keyboard() throws {
    let steps = try Self.report("auto-layout-keyboard").steps
    // Portrait: 8 below the 59-point safe area, within the 16-point system margins.
    #expect(try Self.frame("field", steps[0]) == Rect(x: 16, y: 67, width: 361, height: 34))
    // The bar sits on the safe area's bottom without a keyboard, on the 336-point keyboard
    // with one, then on the 221-point landscape keyboard.
    #expect(
      try Self.frame("bottom", steps[0]) == Rect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
    #expect(
      try Self.frame("bottom", steps[1]) == Rect(x: 0, y: 852 - 336 - 44, width: 393, height: 44))
    #expect(
      try Self.frame("bottom", steps[2]) == Rect(x: 0, y: 393 - 221 - 44, width: 852, height: 44))
    #expect(
      try Self.frame("bottom", steps[3]) == Rect(x: 0, y: 393 - 21 - 44, width: 852, height: 44))
    // Landscape: margins 59 + 16 on each side, no top inset.
    #expect(try Self.frame("field", steps[2]) == Rect(x: 75, y: 8, width: 852 - 150, height: 34))
    #expect(steps[1].keyboard.frame == Rect(x: 0, y: 516, width: 393, height: 336))
    #expect(steps[3].keyboard.hidden)
  }

  @Test("the unsatisfiable pair keeps the first height and logs UIKit's message")
  func unsatisfiable() throws {
    let step = try Self.report("auto-layout-unsatisfiable").steps[0]
    #expect(try Self.frame("header", step) == Rect(x: 0, y: 59, width: 393, height: 44))
    let diagnostic = try #require(step.diagnostics.first)
    #expect(diagnostic.code == "unsatisfiableConstraints")
    #expect(diagnostic.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy"))
    #expect(diagnostic.message.contains(#""<LayoutConstraint header.height == 44   (active)>","#))
    #expect(
      diagnostic.message.contains(
        "breaking constraint \n<LayoutConstraint header.height == 100   (active)>"))
  }

  @Test("a flexible-width strip follows the rotation; a view without a mask does not")
  func autoresizing() throws {
    let steps = try Self.report("autoresizing").steps
    let grown = 361 + (852 - 393.0)
    #expect(try Self.frame("strip", steps[0]) == Rect(x: 16, y: 100, width: 361, height: 60))
    #expect(try Self.frame("strip", steps[1]) == Rect(x: 16, y: 100, width: grown, height: 60))
    #expect(try Self.frame("fixed", steps[1]) == Rect(x: 16, y: 200, width: 361, height: 60))
    #expect(try Self.frame("strip", steps[2]) == Rect(x: 16, y: 100, width: 361, height: 60))
    // After `set` gives it a flexible left margin, all the new width goes to that margin.
    #expect(
      try Self.frame("fixed", steps[4]) == Rect(x: 16 + 852 - 393, y: 200, width: 361, height: 60))
  }
}
