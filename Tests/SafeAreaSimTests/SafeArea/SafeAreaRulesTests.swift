import SafeAreaSim
import Testing

@Suite("Safe-area rules (reference group C)")
struct SafeAreaRulesTests {
  static let screen = Rect(x: 0, y: 0, width: 393, height: 852)
  static let window = EdgeInsets(top: 59, bottom: 34)

  struct OverlapCase: CustomTestStringConvertible, Sendable {
    var name: String
    var frame: Rect
    var expected: EdgeInsets
    var testDescription: String { name }
  }

  /// C-03: overlap, capped at the superview's inset, zero inside the safe rect.
  static let overlapCases: [OverlapCase] = [
    OverlapCase(
      name: "pinned to all edges gets the superview's insets",
      frame: screen, expected: window),
    OverlapCase(
      name: "top at y = 20 gets 59 - 20 = 39 (CSL)",
      frame: Rect(x: 0, y: 20, width: 393, height: 200), expected: EdgeInsets(top: 39)),
    OverlapCase(
      name: "inside the safe rect gets zero",
      frame: Rect(x: 0, y: 100, width: 393, height: 300), expected: .zero),
    OverlapCase(
      name: "across the bottom band gets the overlap",
      frame: Rect(x: 0, y: 700, width: 393, height: 130), expected: EdgeInsets(bottom: 12)),
    OverlapCase(
      name: "beyond the superview is capped at its inset (MARTIAN)",
      frame: Rect(x: -20, y: -100, width: 433, height: 1052), expected: window),
    OverlapCase(
      name: "inside the top band gets the full band, not its own height",
      frame: Rect(x: 0, y: 0, width: 393, height: 20), expected: EdgeInsets(top: 59)),
  ]

  @Test(
    "a subview inherits the part of its frame in the superview's bands", arguments: overlapCases)
  func overlap(_ c: OverlapCase) {
    #expect(
      SafeAreaRules.inheritedInsets(
        frame: c.frame, parentBounds: Self.screen, parentInsets: Self.window)
        == c.expected)
  }

  @Test("a scrolled superview's bounds origin moves its bands with the content")
  func scrolledParent() {
    let bounds = Rect(x: 0, y: 100, width: 393, height: 852)  // scrolled down by 100
    let insets = SafeAreaRules.inheritedInsets(
      frame: Rect(x: 0, y: 120, width: 393, height: 50), parentBounds: bounds,
      parentInsets: Self.window)
    #expect(insets == EdgeInsets(top: 39))
  }

  @Test("additional insets add to the inherited ones and the sum is never negative (C-04, C-05)")
  func additional() {
    #expect(
      SafeAreaRules.safeAreaInsets(inherited: Self.window, additional: EdgeInsets(bottom: 50))
        == EdgeInsets(top: 59, bottom: 84))
    #expect(
      SafeAreaRules.safeAreaInsets(inherited: Self.window, additional: EdgeInsets(top: -80))
        == EdgeInsets(top: 0, bottom: 34))
  }

  @Test("margins are measured from the safe area: iPhone X window gets (52, 8, 42, 8)")
  func marginsAdditive() {
    let inputs = SafeAreaInputs(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    #expect(
      SafeAreaRules.layoutMargins(
        inputs: inputs, safeAreaInsets: EdgeInsets(top: 44, bottom: 34),
        parentBounds: .zero, parentMargins: .zero)
        == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
    var outside = inputs
    outside.insetsLayoutMarginsFromSafeArea = false
    #expect(
      SafeAreaRules.layoutMargins(
        inputs: outside, safeAreaInsets: EdgeInsets(top: 44, bottom: 34),
        parentBounds: .zero, parentMargins: .zero) == EdgeInsets(all: 8))
  }

  @Test("minimum margins raise the own margins before the safe area is added (C-19, C-20)")
  func minimumMargins() {
    // iPhone 14 Pro landscape root view: 59 + 16 = 75 at the sides, top and bottom the insets.
    let inputs = SafeAreaInputs(
      frame: Rect(x: 0, y: 0, width: 852, height: 393), margins: .zero,
      minimumMargins: EdgeInsets(left: 16, right: 16))
    #expect(
      SafeAreaRules.layoutMargins(
        inputs: inputs, safeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59),
        parentBounds: .zero, parentMargins: .zero)
        == EdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
  }

  @Test("preserved superview margins push edges inward by the smallest amount needed (C-22)")
  func preserves() {
    let parent = Rect(x: 0, y: 0, width: 300, height: 300)
    let parentMargins = EdgeInsets(all: 20)
    var inputs = SafeAreaInputs(
      frame: Rect(x: 5, y: 0, width: 290, height: 100), preservesSuperviewLayoutMargins: true)
    // Left: 20 - 5 = 15 > 8; top: 20 - 0 = 20; right: 20 - 5 = 15; bottom: 20 - 200 < 8.
    #expect(
      SafeAreaRules.layoutMargins(
        inputs: inputs, safeAreaInsets: .zero, parentBounds: parent, parentMargins: parentMargins)
        == EdgeInsets(top: 20, left: 15, bottom: 8, right: 15))
    inputs.preservesSuperviewLayoutMargins = false
    #expect(
      SafeAreaRules.layoutMargins(
        inputs: inputs, safeAreaInsets: .zero, parentBounds: parent, parentMargins: parentMargins)
        == EdgeInsets(all: 8))
  }
}
