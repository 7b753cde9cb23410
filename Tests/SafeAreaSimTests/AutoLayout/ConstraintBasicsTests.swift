import SafeAreaSim
import Testing

@Suite("Constraints: anchors, guides and the layout pass")
struct ConstraintBasicsTests {
  @Test("A banner pinned to the safe-area guide follows the safe area through a rotation")
  func bannerFollowsRotation() {
    let (window, root) = makeWindow()
    let banner = constrained("banner", in: root)
    let guide = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: guide.topAnchor),
      banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    // iPhone 15 Pro portrait: top inset 59 (A group), no side insets.
    #expect(banner.frame == Rect(x: 0, y: 59, width: 393, height: 44))
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    // Landscape: 59 on both sides, no status bar, bottom 21.
    #expect(banner.frame == Rect(x: 59, y: 0, width: 852 - 118, height: 44))
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("The item form and the anchors pin a view to the four safe-area edges alike")
  func itemFormMatchesAnchors() {
    let (window, root) = makeWindow()
    let a = constrained("a", in: root)
    let b = constrained("b", in: root)
    let guide = root.safeAreaLayoutGuide
    for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
      LayoutConstraint(
        item: a, attribute: attribute, relatedBy: .equal, toItem: guide, attribute: attribute,
        multiplier: 1, constant: 0
      ).isActive = true
    }
    LayoutConstraint.activate([
      b.topAnchor.constraint(equalTo: guide.topAnchor),
      b.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      b.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    #expect(b.frame == a.frame)
    window.rotate(to: .landscapeRight)
    window.layoutIfNeeded()
    #expect(root.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(a.frame == Rect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
    #expect(b.frame == a.frame)
    #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
  }

  @Test("Leading and trailing follow a right-to-left layout; left and right do not")
  func rightToLeft() {
    let (window, root) = makeWindow()
    let leading = constrained("leading", in: root)
    let left = constrained("left", in: root)
    // The view the constraint places decides what leading means (as UIKit's views do).
    leading.semanticContentAttribute = .forceRightToLeft
    left.semanticContentAttribute = .forceRightToLeft
    for view in [leading, left] {
      LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
    leading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
    left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16).isActive = true
    window.layoutIfNeeded()
    // Right to left, leading is the right edge and the constant moves inward.
    #expect(leading.frame == Rect(x: 393 - 16 - 50, y: 100, width: 50, height: 20))
    #expect(left.frame == Rect(x: 16, y: 100, width: 50, height: 20))
  }

  @Test("Cousins are related in their common ancestor's coordinate space")
  func cousins() {
    let (window, root) = makeWindow()
    let left = View(frame: Rect(x: 10, y: 100, width: 100, height: 100), name: "left")
    let right = View(frame: Rect(x: 200, y: 300, width: 100, height: 100), name: "right")
    root.addSubview(left)
    root.addSubview(right)
    let a = constrained("a", in: left)
    let b = constrained("b", in: right)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
      a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
      a.widthAnchor.constraint(equalToConstant: 20),
      a.heightAnchor.constraint(equalToConstant: 20),
      // b's top lines up with a's bottom, across two superviews.
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    window.layoutIfNeeded()
    // a in root space: (15, 105, 20, 20); b's top is 125 in root space, 125 - 300 in right's.
    #expect(a.frame == Rect(x: 5, y: 5, width: 20, height: 20))
    #expect(b.frame == Rect(x: 36 - 200, y: 125 - 300, width: 40, height: 20))
    // Moving a's superview by code moves b with it.
    left.frame.origin.y = 150
    window.layoutIfNeeded()
    #expect(b.frame.minY == 175 - 300)
  }

  @Test("Changing a constant or deactivating moves the view at the next layout pass")
  func constantsAndDeactivation() {
    let (window, root) = makeWindow()
    let a = constrained("a", in: root)
    let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let fallback = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)
    fallback.priority = .defaultLow
    LayoutConstraint.activate([
      top, fallback, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(a.frame.minY == 10)
    top.constant = 40
    #expect(a.frame.minY == 10)  // Not before the pass.
    window.layoutIfNeeded()
    #expect(a.frame.minY == 40)
    top.isActive = false
    window.layoutIfNeeded()
    #expect(a.frame.minY == 300)
    #expect(!top.isActive && fallback.isActive)
  }

  @Test("Conflicting required constraints break the latest app constraint, which stays active")
  func unsatisfiable() {
    let (window, root) = makeWindow()
    let a = constrained("a", in: root)
    let first = a.heightAnchor.constraint(equalToConstant: 44)
    let second = a.heightAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), first,
    ])
    window.layoutIfNeeded()
    _ = window.takeDiagnostics()
    second.isActive = true
    window.layoutIfNeeded()
    #expect(a.frame.height == 44)
    #expect(second.isActive)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(message.contains("    \"<LayoutConstraint a.height == 44   (active)>\",\n"))
    #expect(
      message.contains(
        "Will attempt to recover by breaking constraint \n<LayoutConstraint a.height == 100   (active)>\n"
      ))
    #expect(!message.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
  }

  @Test("A view's translated mask is never the constraint broken")
  func maskIsNeverBroken() {
    let (window, root) = makeWindow()
    let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "a")
    root.addSubview(a)
    let width = a.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()
    #expect(a.frame.width == 50)
    let message = window.takeDiagnostics().first?.message ?? ""
    #expect(
      message.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& a.width == 50   (active)>"))
    #expect(message.contains("breaking constraint \n<LayoutConstraint a.width == 100   (active)>"))
    #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
  }

  @Test("Too few constraints leave a view ambiguous, once diagnosed")
  func ambiguity() {
    let (window, root) = makeWindow()
    let b = constrained("b", in: root)
    b.widthAnchor.constraint(equalToConstant: 10).isActive = true
    window.layoutIfNeeded()
    #expect(b.hasAmbiguousLayout)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["ambiguousLayout"])
    #expect(diagnostics.first?.message == "*b- AMBIGUOUS LAYOUT for b.minX, b.minY, b.Height")
    LayoutConstraint.activate([
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.leftAnchor.constraint(equalTo: root.leftAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(!b.hasAmbiguousLayout)
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("Views placed by constraints have their edges rounded to the screen's pixels")
  func pixelRounding() {
    let (window, root) = makeWindow(.iPhone8)  // scale 2
    let views = (0..<3).map { constrained("v\($0)", in: root) }
    var constraints = [
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      views[2].trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
    ]
    for (index, view) in views.enumerated() {
      constraints += [
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
        view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
      ]
      if index > 0 {
        constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
      }
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // Edges at 0, 33.33, 66.67, 100 round to half points at scale 2.
    #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
  }

  @Test("Removing a view deactivates its constraints to the rest and keeps its own")
  func removalDeactivatesCrossingConstraints() {
    let (window, root) = makeWindow()
    let card = constrained("card", in: root)
    let label = constrained("label", in: card)
    let outer = [
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ]
    let inner = [
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ]
    LayoutConstraint.activate(outer + inner)
    window.layoutIfNeeded()
    card.removeFromSuperview()
    // The constraints to root go; the card's own size constraints stay, as UIKit keeps the
    // constraints a view holds itself.
    #expect(outer.map(\.isActive) == [false, false, true, true])
    #expect(inner.allSatisfy { $0.isActive })
    root.addSubview(card)
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 8, y: 8, width: 50, height: 20))
  }

  @Test("A constrained view that goes away leaves nothing behind")
  func deinitialization() {
    let (window, root) = makeWindow()
    weak var weakView: View?
    var constraint: LayoutConstraint?
    do {
      let a = constrained("a", in: root)
      weakView = a
      constraint = a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
      constraint?.isActive = true
      window.layoutIfNeeded()
      a.removeFromSuperview()
    }
    window.layoutIfNeeded()
    #expect(weakView == nil)
    #expect(constraint?.isActive == false)
  }

  @Test("Constraints made in a detached tree work once the tree joins the window")
  func detachedTreeJoins() {
    let (window, root) = makeWindow()
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "card")
    let label = constrained("label", in: card)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
    ])
    let other = constrained("other", in: root)
    other.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.addSubview(card)
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 8, y: 8, width: 184, height: 84))
    card.frame.size.width = 300
    window.layoutIfNeeded()
    #expect(label.frame.width == 284)
  }

  @Test("Constraints of a joining tree with more constraints than the window stay editable")
  func joiningEngineWithMoreConstraints() {
    let (window, root) = makeWindow()
    let other = constrained("other", in: root)
    other.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "card")
    let label = constrained("label", in: card)
    let top = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    LayoutConstraint.activate([
      top, label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 10),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.addSubview(card)
    window.layoutIfNeeded()
    #expect(label.frame.minY == 8)
    top.constant = 20
    window.layoutIfNeeded()
    #expect(label.frame.minY == 20)
    top.isActive = false
    #expect(!top.isActive)
    window.layoutIfNeeded()
    #expect(label.hasAmbiguousLayout)
  }

  @Test("A guide added to a view is placed by constraints like an invisible view")
  func customGuide() {
    let (window, root) = makeWindow()
    let spacer = LayoutGuide()
    root.addLayoutGuide(spacer)
    let a = constrained("a", in: root)
    LayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      a.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(spacer.layoutFrame == Rect(x: 0, y: 0, width: 393 / 4, height: 1))
    #expect(a.frame.minX == (393.0 / 4 * 3).rounded() / 3)
    #expect(root.layoutGuides.count == 1)
  }

  @Test("Intrinsic size: hugging and compression resistance decide against other priorities")
  func intrinsicContentSize() {
    final class Label: View {
      var size = Size(width: 120, height: 20) {
        didSet { invalidateIntrinsicContentSize() }
      }
      override var intrinsicContentSize: Size { size }
    }
    let (window, root) = makeWindow()
    let label = Label(name: "label")
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let wide = label.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultLow + 1  // 251 beats hugging 250
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      wide,
    ])
    window.layoutIfNeeded()
    #expect(label.frame.size == Size(width: 300, height: 20))
    wide.constant = 50  // 251 loses to compression resistance 750
    window.layoutIfNeeded()
    #expect(label.frame.width == 120)
    label.size = Size(width: 80, height: 30)
    window.layoutIfNeeded()
    #expect(label.frame.size == Size(width: 80, height: 30))
    #expect(!label.hasAmbiguousLayout)
  }

  @Test("The keyboard guide sits below the safe area until a keyboard shows")
  func keyboardGuide() {
    let (window, root) = makeWindow()
    let bar = constrained("bar", in: root)
    LayoutConstraint.activate([
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 852 - 34, width: 393, height: 34))
    #expect(bar.frame.maxY == 852 - 34)
    window.showKeyboard()
    window.layoutIfNeeded()
    #expect(window.keyboardFrame == Rect(x: 0, y: 852 - 336, width: 393, height: 336))
    #expect(bar.frame.maxY == 852 - 336)
    #expect(root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(bar.frame.maxY == 393 - 221)
    window.hideKeyboard()
    window.layoutIfNeeded()
    #expect(bar.frame.maxY == 393 - 21)
  }

  @Test("topLayoutGuide and bottomLayoutGuide follow the safe area (iOS 11 meaning)")
  func layoutSupport() {
    let window = Window(device: .iPhone15Pro)
    let controller = ViewController(name: "content")
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = controller.view
    let a = constrained("a", in: view)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
      a.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -8),
      a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 59)
    #expect(controller.bottomLayoutGuide.length == 34)
    #expect(a.frame == Rect(x: 0, y: 67, width: 393, height: 852 - 59 - 34 - 16))
  }

  @Test("A view sized by its own safe area settles within the pass")
  func ownSafeAreaSettles() {
    let (window, root) = makeWindow()
    let header = constrained("header", in: root)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      // 44 points of content below the header's own top safe-area inset.
      header.bottomAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor, constant: 44),
    ])
    window.layoutIfNeeded()
    #expect(header.safeAreaInsets.top == 59)
    #expect(header.frame == Rect(x: 0, y: 0, width: 393, height: 59 + 44))
    #expect(window.takeDiagnostics().isEmpty)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    // No status bar in landscape: the header is 44 points.
    #expect(header.frame == Rect(x: 0, y: 0, width: 852, height: 44))
  }

  @Test("A constant change that contradicts the required constraints breaks one and reports it")
  func conflictingConstantChange() {
    let (window, root) = makeWindow()
    let a = constrained("a", in: root)
    let height = a.heightAnchor.constraint(equalToConstant: 50)
    let limit = a.heightAnchor.constraint(lessThanOrEqualToConstant: 60)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), height, limit,
    ])
    window.layoutIfNeeded()
    height.constant = 80
    window.layoutIfNeeded()
    let diagnostics = window.takeDiagnostics()
    // The changed constraint is the latest activated: it is broken, which leaves the height
    // held only by `<= 60`: ambiguous, as UIKit's hasAmbiguousLayout would say.
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints", "ambiguousLayout"])
    #expect(
      diagnostics.first?.message.contains("breaking constraint \n<LayoutConstraint a.height == 80")
        == true)
    #expect(a.frame.height <= 60)
    #expect(height.isActive && limit.isActive)
  }

  @Test("A chain of 10,000 constrained views builds, lays out and goes away in linear time")
  func deepChain() {
    let count = 10_000
    let (window, root) = makeWindow()
    var parent = root
    for index in 0..<count {
      let child = constrained("v\(index)", in: parent)
      LayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        child.widthAnchor.constraint(equalTo: parent.widthAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      parent = child
    }
    window.layoutIfNeeded()
    #expect(parent.frame.width == 393)
    #expect(parent.frame.minY == 1)
    root.removeFromSuperview()
  }
}
