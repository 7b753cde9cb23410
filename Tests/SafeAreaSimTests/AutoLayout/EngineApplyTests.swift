import SafeAreaSim
import Testing

@Suite("The engine moves views and asks their superviews for layout")
struct EngineApplyTests {
  /// A view that counts its layouts and the sizes its subviews had then.
  final class CountingView: View {
    var layouts = 0
    var subviewWidths: [Double] = []

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      subviewWidths = subviews.map(\.frame.width)
    }
  }

  @Test(
    "a superview with callbacks lays out again, after its subview moved, when a constant changes")
  func superviewLaysOut() {
    let (window, root) = makeWindow()
    let holder = CountingView(frame: Rect(x: 0, y: 100, width: 300, height: 300), name: "holder")
    root.addSubview(holder)
    let child = constrained("child", in: holder)
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: holder.leftAnchor),
      child.topAnchor.constraint(equalTo: holder.topAnchor),
      width,
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    let before = holder.layouts
    #expect(holder.subviewWidths == [100])
    width.constant = 150
    window.layoutIfNeeded()
    #expect(holder.layouts == before + 1)
    #expect(holder.subviewWidths == [150])
    // Nothing changed since: no other layout.
    window.layoutIfNeeded()
    #expect(holder.layouts == before + 1)
  }

  @Test("a view left ambiguous is reported once, however many constraints name it")
  func ambiguityReportedOnce() {
    let (window, root) = makeWindow()
    let child = constrained("child", in: root)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 20),
    ])
    window.layoutIfNeeded()
    let ambiguous = window.takeDiagnostics().filter { $0.code == "ambiguousLayout" }
    #expect(ambiguous.count == 1)
    #expect(child.hasAmbiguousLayout)
  }
}
