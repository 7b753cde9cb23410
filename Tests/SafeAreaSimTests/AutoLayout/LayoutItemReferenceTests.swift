import SafeAreaSim
import Testing

@Suite("Constraints and guides see their items go")
struct LayoutItemReferenceTests {
  @Test("an inactive constraint's first item turns nil when its view goes away")
  func firstItemGoes() {
    let (_, root) = makeWindow()
    var constraint: LayoutConstraint?
    weak var weakView: View?
    do {
      let view = View(name: "a")
      weakView = view
      constraint = view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    }
    #expect(weakView == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem === root.safeAreaLayoutGuide)
    #expect(constraint?.description.contains("?.top") == true)
  }

  @Test("a guide kept after its view went away has no owning view")
  func guideOutlivesView() {
    var own: LayoutGuide?
    var added: LayoutGuide?
    var constraint: LayoutConstraint?
    do {
      let view = View(name: "holder")
      own = view.safeAreaLayoutGuide
      let custom = LayoutGuide()
      view.addLayoutGuide(custom)
      added = custom
      constraint = custom.widthAnchor.constraint(equalTo: view.widthAnchor)
      #expect(own?.owningView === view)
    }
    #expect(own?.owningView == nil)
    #expect(added?.owningView == nil)
    #expect(own?.layoutFrame == .zero)
    #expect(constraint?.secondItem == nil)
    #expect(constraint?.firstItem === added)
  }

  @Test("a guide removed from its view has no owning view, and its constraints lose it")
  func removedGuide() {
    let (window, root) = makeWindow()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let constraint = guide.heightAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    window.layoutIfNeeded()
    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(!constraint.isActive)
    #expect(constraint.firstItem === guide)
  }

  @Test("the constraints of a window that goes away become inactive, their items nil")
  func windowGoes() {
    var constraints: [LayoutConstraint] = []
    weak var weakWindow: Window?
    do {
      let (window, root) = makeWindow()
      weakWindow = window
      let view = constrained("a", in: root)
      constraints = [
        view.leftAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leftAnchor, constant: 16),
        view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 44),
      ]
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      #expect(view.frame == Rect(x: 16, y: 67, width: 100, height: 44))
    }
    #expect(weakWindow == nil)
    for constraint in constraints {
      #expect(!constraint.isActive)
      #expect(constraint.firstItem == nil)
      #expect(constraint.secondItem == nil)
    }
  }
}
