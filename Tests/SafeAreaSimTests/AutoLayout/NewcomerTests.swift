import SafeAreaSim
import Testing

/// The examples of the Auto Layout article (Documentation/SafeAreaSim.docc/Articles/AutoLayout.md)
/// that the seed-sample suites do not already cover, written as a reader would copy them, with
/// the numbers the article states on an iPhone 15 Pro.
@MainActor
@Suite("The Auto Layout article's examples")
struct NewcomerTests {
  /// The rectangle as `[x, y, width, height]`, rounded to three decimals as the article prints.
  func values(_ rect: Rect) -> [Double] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
      ($0 * 1000).rounded() / 1000
    }
  }

  /// A plain controller shown as the root of a portrait iPhone 15 Pro window, laid out.
  func shown(_ controller: ViewController) -> Window {
    let window = Window(device: .iPhone15Pro, orientation: .portrait)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("A root view's guides match the article's table in both orientations")
  func guidesTable() {
    let controller = ViewController(name: "screen")
    let window = shown(controller)
    let view = controller.view
    #expect(values(view.safeAreaLayoutGuide.layoutFrame) == [0, 59, 393, 759])
    #expect(values(view.layoutMarginsGuide.layoutFrame) == [16, 59, 361, 759])
    #expect(values(view.readableContentGuide.layoutFrame) == [16, 59, 361, 759])
    #expect(values(view.keyboardLayoutGuide.layoutFrame) == [0, 818, 393, 34])
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(values(view.safeAreaLayoutGuide.layoutFrame) == [59, 0, 734, 372])
    #expect(values(view.layoutMarginsGuide.layoutFrame) == [75, 0, 702, 372])
    #expect(values(view.readableContentGuide.layoutFrame) == [75, 0, 702, 372])
    #expect(values(view.keyboardLayoutGuide.layoutFrame) == [0, 372, 852, 21])
  }

  @Test("A bar on the keyboard guide rides the keyboard and comes back to the safe area")
  func keyboardBar() {
    let controller = ViewController(name: "screen")
    let window = shown(controller)
    let bar = View(name: "bar")
    bar.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(values(bar.frame) == [16, 774, 361, 44])
    window.showKeyboard()
    window.layoutIfNeeded()
    #expect(values(bar.frame) == [16, 472, 361, 44])
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(values(bar.frame) == [75, 128, 702, 44])
    // Hidden again: the guide's top is the safe area's bottom, 393 - 21.
    window.hideKeyboard()
    window.layoutIfNeeded()
    #expect(values(bar.frame) == [75, 328, 702, 44])
  }

  @Test("A width against a view's translated mask logs the article's list, in its order")
  func unsatisfiableAgainstMask() {
    let controller = ViewController(name: "screen")
    let window = shown(controller)
    _ = window.takeDiagnostics()
    let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "a")
    controller.view.addSubview(a)
    let wide = a.widthAnchor.constraint(equalToConstant: 100)
    wide.isActive = true
    window.layoutIfNeeded()
    #expect(a.frame.size.width == 50)
    #expect(wide.isActive)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    #expect(
      message.contains(
        """
        (
            "<LayoutConstraint a.width == 100   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& a.width == 50   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <LayoutConstraint a.width == 100   (active)>

        """))
  }

  @Test("A header too tall for the safe area logs the guide's and root view's UIKit names")
  func unsatisfiableAgainstGuideAndRootView() {
    let controller = ViewController(name: "screen")
    let window = shown(controller)
    _ = window.takeDiagnostics()
    let view = controller.view
    let header = View(name: "header")
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    let guide = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: guide.topAnchor),
      header.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 1000),
    ])
    window.layoutIfNeeded()
    // The safe area's 852 - 59 - 34 points, once the tall height is broken.
    #expect(header.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["unsatisfiableConstraints"])
    let message = diagnostics.first?.message ?? ""
    // The root view's size is encapsulated, not a translated mask: no note.
    #expect(!message.contains("(Note:"))
    #expect(
      message.contains(
        """
        (
            "<LayoutConstraint header.top == 'UIViewSafeAreaLayoutGuide'(screen).top   (active)>",
            "<LayoutConstraint 'UIViewSafeAreaLayoutGuide-bottom' V:['UIViewSafeAreaLayoutGuide'(screen)]-(34)-|   (active, names: '|':screen )>",
            "<LayoutConstraint 'UIView-Encapsulated-Layout-Height' screen.height == 852   (active)>",
            "<LayoutConstraint header.bottom == 'UIViewSafeAreaLayoutGuide'(screen).bottom   (active)>",
            "<LayoutConstraint header.height == 1000   (active)>"
        )
        """), "\(message)")
    // The other ties and the root view's position, in the forms UIKit prints them.
    let vertical = view.constraintsAffectingLayout(for: .vertical).map(\.description)
    #expect(
      vertical.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint h=--& v=--& 'UIView-Encapsulated-Layout-Top' screen.minY == 0   (active, names: '|':") },
      "\(vertical)")
    // A width against the margins guide (not in conflict: the header spans the view).
    header.widthAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.widthAnchor)
      .isActive = true
    window.layoutIfNeeded()
    let horizontal = view.constraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(
      horizontal.contains(
        "<LayoutConstraint 'UIView-rightMargin-guide-constraint' H:['UIViewLayoutMarginsGuide'(screen)]-(16)-|(LTR)   (active, names: '|':screen )>"
      ), "\(horizontal)")
    #expect(
      horizontal.contains(
        "<LayoutConstraint 'UIViewSafeAreaLayoutGuide-right' H:['UIViewSafeAreaLayoutGuide'(screen)]-(0)-|(LTR)   (active, names: '|':screen )>"
      ), "\(horizontal)")
    // An identifier set by the app, nil included, replaces UIKit's name.
    let height = view.constraintsAffectingLayout(for: .vertical).first {
      $0.identifier == "UIView-Encapsulated-Layout-Height"
    }
    #expect(height != nil)
    height?.identifier = nil
    #expect(height?.identifier == nil)
    #expect(height?.description == "<LayoutConstraint screen.height == 852   (active)>")
  }

  @Test("A spacer guide a quarter of the view wide places a badge on a pixel boundary")
  func spacerGuide() {
    let controller = ViewController(name: "screen")
    let window = shown(controller)
    let view = controller.view
    let badge = View(name: "badge")
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    let spacer = LayoutGuide()
    view.addLayoutGuide(spacer)
    LayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25),
      spacer.topAnchor.constraint(equalTo: view.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      badge.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 93),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    // Guides are not rounded: 393 / 4. The badge's edges go to the nearest third of a point.
    #expect(values(spacer.layoutFrame) == [0, 0, 98.25, 1])
    #expect(values(badge.frame) == [98.333, 59, 93, 40])
    #expect(window.takeDiagnostics().isEmpty)
  }

  @Test("Masks share a rotation's change in proportion and print UIKit's notation")
  func masks() {
    let window = Window(device: .iPhone15Pro)
    let root = View(frame: window.bounds, name: "root")
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    let strip = View(frame: Rect(x: 0, y: 100, width: 393, height: 44), name: "strip")
    strip.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let badge = View(frame: Rect(x: 100, y: 200, width: 93, height: 40), name: "badge")
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    root.addSubview(strip)
    root.addSubview(badge)
    let follower = View(name: "follower")
    follower.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(follower)
    follower.leadingAnchor.constraint(equalTo: badge.leadingAnchor).isActive = true
    let descriptions = badge.constraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(
      descriptions.contains(
        "<NSAutoresizingMaskLayoutConstraint h=&-& v=--& badge.minX == 0.333*root.width - 31"
          + "   (active)>"))
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(values(strip.frame) == [0, 100, 852, 44])
    #expect(values(badge.frame) == [253, 200, 93, 40])
  }

  /// A view with an intrinsic size of 120x20, as in the article.
  final class Tag: View {
    override var intrinsicContentSize: Size { Size(width: 120, height: 20) }
  }

  @Test("Hugging (250) loses to 251 and compression resistance (750) beats 749")
  func huggingAndCompression() {
    let controller = ViewController(name: "screen")
    let window = shown(controller)
    let view = controller.view
    let tag = Tag(name: "tag")
    tag.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tag)
    LayoutConstraint.activate([
      tag.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tag.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(values(tag.frame) == [16, 59, 120, 20])
    #expect(!tag.hasAmbiguousLayout)
    let wide = tag.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = LayoutPriority(251)
    wide.isActive = true
    window.layoutIfNeeded()
    #expect(tag.frame.size.width == 300)
    wide.isActive = false
    let narrow = tag.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = LayoutPriority(749)
    narrow.isActive = true
    window.layoutIfNeeded()
    #expect(tag.frame.size.width == 120)
  }
}
