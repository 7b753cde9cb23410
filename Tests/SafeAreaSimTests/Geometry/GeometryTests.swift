import SafeAreaSim
import Testing

@Suite("Geometry values")
struct GeometryTests {
  @Test("rect accessors normalize negative sizes")
  func accessors() {
    let r = Rect(x: 10, y: 20, width: -4, height: 30)
    #expect(r.minX == 6)
    #expect(r.maxX == 10)
    #expect(r.midX == 8)
    #expect(r.minY == 20 && r.midY == 35 && r.maxY == 50)
    #expect(r.standardized == Rect(x: 6, y: 20, width: 4, height: 30))
    #expect(r.center == Point(x: 8, y: 35))
  }

  @Test("insetBy shrinks on both sides and collapses when too large")
  func insetBy() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(r.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
    #expect(r.insetBy(dx: 60, dy: 0) == Rect(x: 50, y: 25, width: 0, height: 0))
  }

  @Test("inset(by:) moves each edge and does not clamp")
  func insetByEdges() {
    let screen = Rect(x: 0, y: 0, width: 393, height: 852)
    #expect(
      screen.inset(by: EdgeInsets(top: 59, bottom: 34))
        == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(
      Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(left: 8, right: 8)).width == -6)
  }

  @Test("union and intersection")
  func unionIntersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
    #expect(
      a.intersection(Rect(x: 10, y: 0, width: 5, height: 5))
        == Rect(x: 10, y: 0, width: 0, height: 5))
    #expect(a.intersects(b))
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
  }

  @Test("contains points half-open and rects inclusive")
  func contains() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.contains(Point(x: 0, y: 0)))
    #expect(!a.contains(Point(x: 10, y: 5)))
    #expect(a.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(!a.contains(Rect(x: 1, y: 1, width: 10, height: 1)))
  }

  @Test("edge insets arithmetic, edgewise maximum and clamping")
  func insetsArithmetic() {
    let window = EdgeInsets(top: 59, bottom: 34)
    let chrome = EdgeInsets(bottom: 50)
    #expect(window + chrome == EdgeInsets(top: 59, bottom: 84))
    #expect(window - chrome == EdgeInsets(top: 59, bottom: -16))
    #expect(-chrome == EdgeInsets(bottom: -50))
    #expect(window * 2 == EdgeInsets(top: 118, bottom: 68))
    #expect(
      EdgeInsets.edgewiseMaximum(EdgeInsets(top: 1, left: 5), EdgeInsets(top: 3, left: 2))
        == EdgeInsets(top: 3, left: 5))
    #expect(
      EdgeInsets(top: 80, bottom: -3).clamped(to: .zero...EdgeInsets(top: 59, bottom: 34))
        == EdgeInsets(top: 59, bottom: 0))
    #expect(EdgeInsets(top: -1, left: 2).clampedToNonNegative == EdgeInsets(left: 2))
    #expect(window.vertical == 93 && window.horizontal == 0)
    #expect(EdgeInsets.zero.isZero && !window.isZero)
    var x = window
    x[.left] = 4
    #expect(x.left == 4 && x[.top] == 59)
  }

  @Test("directional insets resolve leading and trailing by layout direction")
  func directional() {
    let margins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 6, trailing: 4)
    #expect(
      margins.resolved(for: .leftToRight) == EdgeInsets(top: 8, left: 20, bottom: 6, right: 4))
    #expect(
      margins.resolved(for: .rightToLeft) == EdgeInsets(top: 8, left: 4, bottom: 6, right: 20))
    for direction in LayoutDirection.allCases {
      #expect(
        DirectionalEdgeInsets(margins.resolved(for: direction), direction: direction) == margins)
    }
  }

  @Test("approximate equality uses a tolerance")
  func approximate() {
    let a = Rect(x: 0, y: 97.667, width: 393, height: 44)
    #expect(a.isApproximatelyEqual(to: Rect(x: 0, y: 97.6667, width: 393, height: 44)))
    #expect(!a.isApproximatelyEqual(to: Rect(x: 0, y: 97.7, width: 393, height: 44)))
    #expect(EdgeInsets(top: 1).isApproximatelyEqual(to: EdgeInsets(top: 1.05), tolerance: 0.1))
  }

  @Test(
    "numbers print with at most three decimals",
    arguments: [
      (53.6666667, "53.667"), (20, "20"), (0.5, "0.5"), (-0.0, "0"), (-12.25, "-12.25"),
      (97.66666, "97.667"), (1e-9, "0"), (Double.nan, "nan"),
    ])
  func formatting(value: Double, text: String) {
    #expect(formatPoints(value) == text)
  }

  @Test("rects encode as [x, y, width, height]")
  func rectDescription() {
    #expect(Rect(x: 0, y: 53.6667, width: 393, height: 44).description == "[0, 53.667, 393, 44]")
    #expect(EdgeInsets(top: 59, bottom: 34).description == "{top 59, bottom 34}")
  }
}
