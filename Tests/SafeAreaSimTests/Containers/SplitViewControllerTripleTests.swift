import SafeAreaSim
import Testing

@Suite("Split view controller, triple column and widths")
struct SplitViewControllerTripleTests {
  @Test("triple column in landscape displaces: the supplementary column beside the secondary")
  func tripleLandscape() {
    let shown = SplitViewControllerTests.shown(.tripleColumn)
    let split = shown.split
    #expect(split.splitBehavior == .displace)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(!split.isShowing(.primary))
    #expect(split.frame(of: .supplementary) == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(split.frame(of: .secondary) == Rect(x: 320, y: 0, width: 874, height: 834))
    #expect(shown.middle.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    split.show(.primary)
    #expect(split.displayMode == .twoDisplaceSecondary)
    #expect(split.frame(of: .primary) == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(split.frame(of: .supplementary) == Rect(x: 320, y: 0, width: 320, height: 834))
    // The secondary keeps its width and moves partly off screen.
    #expect(split.frame(of: .secondary) == Rect(x: 640, y: 0, width: 874, height: 834))
    #expect(shown.list.view.safeAreaInsets == EdgeInsets(top: 74, left: 100, bottom: 20))
    split.hide(.supplementary)
    #expect(split.displayMode == .secondaryOnly)
    #expect(shown.middle.appearanceState == .disappeared)
    #expect(shown.list.appearanceState == .disappeared)
  }

  @Test("showing the secondary column while displacing leaves one sidebar beside it")
  func showSecondaryDisplacing() {
    let shown = SplitViewControllerTests.shown(.tripleColumn)
    let split = shown.split
    split.show(.primary)
    #expect(split.displayMode == .twoDisplaceSecondary)
    split.show(.secondary)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(!split.isShowing(.primary))
    #expect(split.frame(of: .secondary) == Rect(x: 320, y: 0, width: 874, height: 834))
    #expect(shown.list.appearanceState == .disappeared)
  }

  @Test("a double-column split view ignores showing or hiding the supplementary column")
  func supplementaryOfDoubleColumn() {
    let shown = SplitViewControllerTests.shown()
    let split = shown.split
    split.hide(.supplementary)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.isShowing(.primary))
    split.hide(.primary)
    split.show(.supplementary)
    #expect(split.displayMode == .secondaryOnly)
    #expect(!split.isShowing(.primary))
  }

  @Test("a tile preference shows all three columns side by side")
  func tripleTile() {
    let shown = SplitViewControllerTests.shown(.tripleColumn) {
      $0.preferredSplitBehavior = .tile
      $0.preferredDisplayMode = .twoBesideSecondary
      $0.preferredSupplementaryColumnWidth = 300
    }
    let split = shown.split
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.frame(of: .supplementary) == Rect(x: 320, y: 0, width: 300, height: 834))
    #expect(split.frame(of: .secondary) == Rect(x: 620, y: 0, width: 574, height: 834))
    #expect(shown.detail.view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
  }

  @Test("a preferred display mode is interpreted in the split behaviour (Apple's rule)")
  func interpretation() {
    let split = SplitViewController(style: .tripleColumn, name: "s")
    split.preferredSplitBehavior = .overlay
    split.preferredDisplayMode = .twoBesideSecondary
    #expect(split.displayMode == .twoOverSecondary)
    split.preferredSplitBehavior = .displace
    #expect(split.displayMode == .twoDisplaceSecondary)
    let double = SplitViewController(style: .doubleColumn, name: "d")
    double.preferredDisplayMode = .twoBesideSecondary
    #expect(double.displayMode == .oneBesideSecondary)
    double.preferredDisplayMode = .oneOverSecondary
    #expect(double.splitBehavior == .overlay)
  }

  struct WidthCase: CustomTestStringConvertible, Sendable {
    var name: String
    var preferred: Double = SplitViewController.automaticDimension
    var fraction: Double = SplitViewController.automaticDimension
    var minimum: Double = SplitViewController.automaticDimension
    var maximum: Double = SplitViewController.automaticDimension
    var expected: Double
    var testDescription: String { name }
  }

  static let widthCases: [WidthCase] = [
    WidthCase(name: "automatic", expected: 320),
    WidthCase(name: "preferred below the automatic maximum", preferred: 250, expected: 250),
    WidthCase(name: "preferred above the automatic maximum", preferred: 400, expected: 320),
    WidthCase(name: "preferred with a raised maximum", preferred: 400, maximum: 500, expected: 400),
    WidthCase(name: "fraction", fraction: 0.2, expected: 238.8),
    WidthCase(name: "preferred wins over fraction", preferred: 200, fraction: 0.2, expected: 200),
    WidthCase(name: "minimum", preferred: 100, minimum: 150, expected: 150),
  ]

  @Test(
    "the primary column's width: preferred, fraction, automatic, held by min and max (F-07)",
    arguments: widthCases)
  func widths(_ test: WidthCase) {
    let shown = SplitViewControllerTests.shown {
      $0.preferredPrimaryColumnWidth = test.preferred
      $0.preferredPrimaryColumnWidthFraction = test.fraction
      $0.minimumPrimaryColumnWidth = test.minimum
      $0.maximumPrimaryColumnWidth = test.maximum
    }
    #expect(abs(shown.split.primaryColumnWidth - test.expected) < 0.001)
    #expect(abs((shown.split.frame(of: .secondary)?.minX ?? -1) - test.expected) < 0.001)
  }

  @Test("SplitLayout mirrors every column when the primary is on the right")
  func mirroredLayout() {
    let layout = SplitLayout(
      size: Size(width: 1000, height: 800), style: .tripleColumn,
      displayMode: .twoBesideSecondary, primaryWidth: 200, supplementaryWidth: 300,
      primaryOnRight: true)
    #expect(layout.primary == Rect(x: 800, y: 0, width: 200, height: 800))
    #expect(layout.supplementary == Rect(x: 500, y: 0, width: 300, height: 800))
    #expect(layout.secondary == Rect(x: 0, y: 0, width: 500, height: 800))
  }
}
