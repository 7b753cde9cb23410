import SafeAreaSim
import Testing

/// A child view whose layout flips its parent's height every time: a loop through two views.
private final class ParentFlipper: View {
  var isFlipping = true
  override func layoutSubviews() {
    super.layoutSubviews()
    guard isFlipping, let parent = superview else { return }
    parent.frame.size.height = parent.frame.height == 852 ? 700 : 852
  }
}

/// A parent that lays out its child to its bounds, as a container does.
private final class FillingView: View {
  override func layoutSubviews() {
    super.layoutSubviews()
    for child in subviews { child.frame = bounds }
  }
}

/// A controller that keeps growing its own additional insets from its safe-area callback.
private final class GrowingController: ViewController {
  var grows = true
  var changes = 0
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    changes += 1
    if grows { additionalSafeAreaInsets.top += 1 }
  }
}

/// A controller that sets its additional insets once, from its first safe-area callback.
private final class OnceController: ViewController {
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    if additionalSafeAreaInsets.top == 0 { additionalSafeAreaInsets.top = 44 }
  }
}

@Suite("Layout feedback loops")
struct FeedbackLoopTests {
  @Test("a child that flips its parent's frame is stopped, naming both views")
  func twoViewLoop() {
    let window = Window(device: .iPhone15Pro)
    let parent = FillingView(frame: window.bounds, name: "parent")
    let child = ParentFlipper(name: "flipper")
    parent.addSubview(child)
    window.addSubview(parent)
    window.layoutIfNeeded()
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["layoutFeedbackLoop"])
    #expect(diagnostics.first?.subject == "parent")
    #expect(
      diagnostics.first?.message
        == "Degenerate layout! Layout feedback loop detected involving <parent>, <flipper>. "
        + "The layout pass stopped after 100 rounds; their values may be stale.")
    // Usable afterwards: once the loop is gone, a change lays out normally.
    child.isFlipping = false
    parent.frame = Rect(x: 0, y: 0, width: 393, height: 600)
    window.layoutIfNeeded()
    #expect(window.takeDiagnostics().isEmpty)
    #expect(child.frame == Rect(x: 0, y: 0, width: 393, height: 600))
    #expect(child.safeAreaInsets == EdgeInsets(top: 59))
  }

  @Test("additional insets that grow in viewSafeAreaInsetsDidChange are stopped")
  func growingAdditionalInsets() {
    let window = Window(device: .iPhone15Pro)
    let root = GrowingController(name: "grower")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["layoutFeedbackLoop"])
    #expect(diagnostics.first?.message.contains("<grower>") == true)
    // Bounded: at most 100 rounds in each of the two passes of an appearance.
    #expect(root.changes <= 202)
    #expect(root.appearanceState == .appeared)
    root.grows = false
    root.additionalSafeAreaInsets = EdgeInsets(top: 10)
    window.layoutIfNeeded()
    #expect(window.takeDiagnostics().isEmpty)
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 69, bottom: 34))
  }

  @Test("a callback that changes the layout once takes another round and no diagnostic")
  func legitimateSecondRound() {
    let window = Window(device: .iPhone15Pro)
    let root = OnceController(name: "once")
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(window.takeDiagnostics().isEmpty)
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 103, bottom: 34))
  }
}

@Suite("Feedback-loop message")
struct FeedbackLoopMessageTests {
  @Test("a loop across many views names the first eight and counts the others")
  func namesAreCapped() {
    let names = (0..<10).map { "v\($0)" }
    let diagnostic = Diagnostic.layoutFeedbackLoop(involving: names, rounds: 100)
    #expect(
      diagnostic.message
        == "Degenerate layout! Layout feedback loop detected involving <v0>, <v1>, <v2>, <v3>, "
        + "<v4>, <v5>, <v6>, <v7> and 2 more. The layout pass stopped after 100 rounds; their "
        + "values may be stale.")
    #expect(diagnostic.subject == "v0")
    let two = Diagnostic.layoutFeedbackLoop(involving: ["a", "b"], rounds: 100)
    #expect(two.message.contains("involving <a>, <b>. The layout pass"))
  }
}
