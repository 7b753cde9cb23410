import SafeAreaSim
import Testing

/// Findings of the review of the Auto Layout layer (issue 10), one test each.
@Suite("Auto Layout review findings")
struct ReviewFindingsTests {
  @Test("A view that goes away takes its added guides' constraints with it")
  func addedGuideOfDyingView() {
    let (window, root) = makeWindow()
    weak var weakHolder: View?
    weak var weakGuide: LayoutGuide?
    var constraint: LayoutConstraint?
    do {
      // Only the guide is constrained: the holder itself has no variables in the engine.
      let holder = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "holder")
      root.addSubview(holder)
      let guide = LayoutGuide()
      holder.addLayoutGuide(guide)
      weakHolder = holder
      weakGuide = guide
      constraint = guide.heightAnchor.constraint(equalToConstant: 10)
      constraint?.isActive = true
      window.layoutIfNeeded()
      holder.removeFromSuperview()
    }
    #expect(weakHolder == nil)
    #expect(weakGuide == nil)
    #expect(constraint?.isActive == false)
    // Editing the stale constraint and laying out again must not touch the freed guide.
    constraint?.constant = 20
    window.layoutIfNeeded()
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("A tree's root constrained while detached follows its mask once it joins a superview")
  func joiningRootMaskFollowsSuperview() {
    let (window, root) = makeWindow()
    let panel = View(frame: Rect(x: 0, y: 0, width: 393, height: 100), name: "panel")
    panel.autoresizingMask = [.flexibleWidth]
    let label = constrained("label", in: panel)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: panel.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.addSubview(panel)
    window.layoutIfNeeded()
    #expect(panel.frame == Rect(x: 0, y: 0, width: 393, height: 100))
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    // The panel's flexible width follows root (852 wide in landscape), as without constraints.
    #expect(panel.frame == Rect(x: 0, y: 0, width: 852, height: 100))
    #expect(label.frame == Rect(x: 16, y: 0, width: 852 - 32, height: 20))
  }

  @Test("A view removed, constrained meanwhile and added again follows its new superview")
  func readdedViewMaskFollowsSuperview() {
    let (window, root) = makeWindow()
    let panel = View(frame: Rect(x: 0, y: 0, width: 393, height: 100), name: "panel")
    panel.autoresizingMask = [.flexibleWidth]
    root.addSubview(panel)
    let label = constrained("label", in: panel)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: panel.topAnchor),
    ])
    window.layoutIfNeeded()
    panel.removeFromSuperview()
    // An activation while the panel has no superview makes its mask again, without one.
    label.heightAnchor.constraint(equalToConstant: 20).isActive = true
    root.addSubview(panel)
    window.layoutIfNeeded()
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(panel.frame == Rect(x: 0, y: 0, width: 852, height: 100))
    #expect(label.frame.width == 852 - 32)
  }

  @Test("Subviews that outlive their superview lose the constraints between them")
  func survivorsLoseCrossingConstraints() {
    let (window, root) = makeWindow()
    let a = View(name: "a")
    let b = View(name: "b")
    a.translatesAutoresizingMaskIntoConstraints = false
    b.translatesAutoresizingMaskIntoConstraints = false
    let between = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
    let own = a.heightAnchor.constraint(equalToConstant: 20)
    do {
      let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "card")
      root.addSubview(card)
      card.addSubview(a)
      card.addSubview(b)
      LayoutConstraint.activate([between, own])
      window.layoutIfNeeded()
      card.removeFromSuperview()
    }
    // The card went away; a and b survive as the roots of trees of their own, as a view
    // removed from its superview does: the constraint between them goes, a's own stays.
    #expect(a.superview == nil && b.superview == nil)
    #expect(!between.isActive)
    #expect(own.isActive)
  }

  @Test("Leading constraints follow a layout direction set after they were activated")
  func directionChangeAfterActivation() {
    let (window, root) = makeWindow()
    let view = constrained("view", in: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(view.frame.minX == 16)
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    // Not fixed: an active constraint keeps the direction it was activated in.
    withKnownIssue("leading and trailing are resolved once, when a constraint is activated") {
      #expect(view.frame.minX == 393 - 16 - 50)
    }
  }

  @Test("A constant that is not finite fails a precondition naming the constraint")
  func nonFiniteConstant() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let card = View(name: "card")
      root.addSubview(card)
      let height = card.heightAnchor.constraint(equalToConstant: 10)
      height.isActive = true
      height.constant = .infinity
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("constant is not finite! That's illegal. constant: inf"))
    #expect(text.contains("card.height"))
  }

  @Test("A multiplier that is not finite fails a precondition naming the constraint")
  func nonFiniteMultiplier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let card = View(name: "card")
      root.addSubview(card)
      _ = card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("multiplier is not finite! That's illegal. multiplier: nan"))
    #expect(text.contains("card.width"))
  }

  @Test("Views constrained in a detached tree get pixel-rounded frames once it joins a window")
  func detachedTreeRoundsOnJoining() {
    let (window, root) = makeWindow()
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "card")
    let label = constrained("label", in: card)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10.2),
      label.topAnchor.constraint(equalTo: card.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    card.layoutIfNeeded()
    // Without a window there is no screen scale: the solved value stays.
    #expect(label.frame.minX == 10.2)
    root.addSubview(card)
    window.layoutIfNeeded()
    // On a 3x screen 10.2 rounds to 10 1/3, as in a tree constrained in the window.
    #expect(label.frame.minX == (10.2 * 3).rounded() / 3)
  }

  @Test("A priority above required fails a precondition naming the constraint")
  func priorityAboveRequired() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let card = View(name: "card")
      root.addSubview(card)
      let height = card.heightAnchor.constraint(equalToConstant: 10)
      height.priority = LayoutPriority(2000)
      height.isActive = true
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("It's illegal to set priority 2000"))
    #expect(text.contains("card.height == 10"))
  }

  @Test("A view in a scroll view pinned to a view outside it stays put when the content scrolls")
  func pinnedAcrossScrollView() {
    let (window, root) = makeWindow()
    let scroll = ScrollView(frame: root.bounds, name: "scroll")
    scroll.contentSize = Size(width: 393, height: 2000)
    root.addSubview(scroll)
    let header = constrained("header", in: scroll)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 100),
      header.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(header.frame.minY == 100)
    scroll.contentOffset = Point(x: 0, y: 300)
    window.layoutIfNeeded()
    // UIKit solves in the common ancestor's space: the header moves with the offset in the
    // scroll view's content so that it stays 100 points below root's top.
    withKnownIssue("a bounds origin is read when a constraint is activated, not followed") {
      #expect(header.frame.minY == 400)
    }
  }
}
