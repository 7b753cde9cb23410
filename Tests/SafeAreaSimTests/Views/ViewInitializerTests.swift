import SafeAreaSim
import Testing

/// A view initialized as UIKit code does, overriding `init(frame:)`.
private final class BadgeView: View {
  let label = View(name: "label")
  override init(frame: Rect) {
    super.init(frame: frame)
    addSubview(label)
  }
}

@Suite("View initializers")
struct ViewInitializerTests {
  @Test("init(frame:) names the view after its class")
  func namedAfterClass() {
    let frame = Rect(x: 1, y: 2, width: 30, height: 40)
    let badge = BadgeView(frame: frame)
    #expect(badge.name == "BadgeView")
    #expect(badge.frame == frame)
    #expect(badge.subviews.map(\.name) == ["label"])
    #expect(View(frame: frame).name == "View")
    #expect(ScrollView(frame: frame).name == "ScrollView")
  }

  @Test("an explicit name still wins, and a view made with no argument is a zero-sized View")
  func explicitName() {
    #expect(View(frame: .zero, name: "header").name == "header")
    #expect(ScrollView(frame: .zero, name: "list").name == "list")
    let plain = View()
    #expect(plain.name == "View")
    #expect(plain.frame == .zero)
  }
}
