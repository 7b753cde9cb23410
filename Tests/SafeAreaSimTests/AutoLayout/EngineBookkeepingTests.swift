import SafeAreaSim
import Testing

/// The engine's records of which constraints use which items (kept on the items and the
/// constraints, with stale entries dropped in bulk) and how a conflict's solver constraints
/// are traced back to layout constraints.
@Suite("The engine's bookkeeping of constraints and items")
struct EngineBookkeepingTests {
  @Test("a constraint activated and deactivated many times is listed once while active")
  func toggledConstraint() {
    let (window, root) = makeWindow()
    let a = constrained("a", in: root)
    let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
    LayoutConstraint.activate([
      left,
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      a.heightAnchor.constraint(equalToConstant: 20),
    ])
    let width = a.widthAnchor.constraint(equalToConstant: 50)
    for round in 0..<100 {
      width.isActive = true
      window.layoutIfNeeded()
      #expect(a.frame.width == 50)
      let listed = a.constraintsAffectingLayout(for: .horizontal)
      #expect(listed.count == 2, "round \(round)")
      #expect(listed.first === left)
      #expect(listed.last === width)
      width.isActive = false
      window.layoutIfNeeded()
      #expect(a.constraintsAffectingLayout(for: .horizontal).map { $0 === left } == [true])
    }
    #expect(!width.isActive)
  }

  @Test("a conflict through a guide that many constraints name lists the constraints in it")
  func conflictThroughSharedGuide() throws {
    let (window, root) = makeWindow()
    let guide = root.safeAreaLayoutGuide
    var views: [View] = []
    for index in 0..<50 {
      let view = constrained("v\(index)", in: root)
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 16),
        view.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
        view.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: -32),
        view.heightAnchor.constraint(equalToConstant: 44),
      ])
      views.append(view)
    }
    window.layoutIfNeeded()
    _ = window.takeDiagnostics()
    let late = views[25].leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 30)
    late.isActive = true
    window.layoutIfNeeded()
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = try #require(diagnostics.first?.message)
    #expect(message.contains("v25.left == 'UIViewSafeAreaLayoutGuide'(root).left + 16"))
    #expect(message.contains("v25.left == 'UIViewSafeAreaLayoutGuide'(root).left + 30"))
    #expect(!message.contains("v24."))
    #expect(views[25].frame.minX == views[24].frame.minX)
  }

  @Test("a conflict among constraints made in a hierarchy later absorbed lists them")
  func conflictAfterAbsorb() throws {
    let (window, root) = makeWindow()
    let holder = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "holder")
    let inner = constrained("inner", in: holder)
    let height = inner.heightAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      inner.leftAnchor.constraint(equalTo: holder.leftAnchor),
      inner.topAnchor.constraint(equalTo: holder.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 30),
      height,
    ])
    let other = constrained("other", in: root)
    LayoutConstraint.activate([
      other.leftAnchor.constraint(equalTo: root.leftAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 30),
      other.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.addSubview(holder)
    window.layoutIfNeeded()
    _ = window.takeDiagnostics()
    inner.heightAnchor.constraint(equalToConstant: 90).isActive = true
    window.layoutIfNeeded()
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = try #require(diagnostics.first?.message)
    #expect(message.contains("\"<LayoutConstraint inner.height == 40   (active)>\""))
    #expect(inner.frame.height == 40)
    #expect(height.isActive)
  }

  @Test("views that leave the engine free their items' places and later views still move")
  func itemSlotsReused() {
    let (window, root) = makeWindow()
    func pinned(_ name: String, left: Double) -> (View, LayoutConstraint) {
      let view = constrained(name, in: root)
      let leading = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: left)
      LayoutConstraint.activate([
        leading,
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        view.widthAnchor.constraint(equalToConstant: 40),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
      return (view, leading)
    }
    var first = (0..<10).map { pinned("a\($0)", left: Double($0)) }
    window.layoutIfNeeded()
    for (view, _) in first.prefix(5) { view.removeFromSuperview() }
    first.removeFirst(5)
    let second = (0..<8).map { pinned("b\($0)", left: 100 + Double($0)) }
    window.layoutIfNeeded()
    for (index, (view, leading)) in (first + second).enumerated() {
      leading.constant += 50
      window.layoutIfNeeded()
      #expect(view.frame.minX == leading.constant, "view \(index)")
      #expect(view.frame.size == Size(width: 40, height: 20))
    }
  }

  @Test("after two hierarchies' engines merge, changes in either still move their views")
  func absorbedItemsStillMove() {
    let (window, root) = makeWindow()
    let holder = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "holder")
    let inner = constrained("inner", in: holder)
    let innerLeft = inner.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 5)
    LayoutConstraint.activate([
      innerLeft,
      inner.topAnchor.constraint(equalTo: holder.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 30),
    ])
    let other = constrained("other", in: root)
    let otherLeft = other.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7)
    LayoutConstraint.activate([
      otherLeft,
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 30),
      other.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    root.addSubview(holder)
    window.layoutIfNeeded()
    #expect(inner.frame.minX == 5)
    #expect(other.frame.minX == 7)
    innerLeft.constant = 25
    otherLeft.constant = 27
    window.layoutIfNeeded()
    #expect(inner.frame.minX == 25)
    #expect(other.frame.minX == 27)
  }
}
