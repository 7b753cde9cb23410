import Testing

@testable import SafeAreaSim

/// The side table of state only some views have (additional insets, minimum margins, content
/// priorities): entries follow their view between stores and are reused once freed.
@Suite("Node extras")
struct NodeExtrasTests {
  @Test("a node's extras index takes what was padding: a node stays 184 bytes")
  func nodeSize() {
    #expect(MemoryLayout<ViewNode>.stride == 184)
  }

  @Test("extras move with their view when its store is absorbed into a larger one")
  func absorbed() {
    let view = View(name: "view")
    view.additionalInsets = EdgeInsets(top: 5)
    view.minimumMargins = EdgeInsets(left: 16, right: 16)
    view.setContentHuggingPriority(.required, for: .vertical)
    let host = View(name: "host")
    for index in 0..<3 { host.addSubview(View(name: "filler\(index)")) }
    host.addSubview(view)
    #expect(view.store === host.store)
    #expect(view.additionalInsets == EdgeInsets(top: 5))
    #expect(view.minimumMargins == EdgeInsets(left: 16, right: 16))
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(host.additionalInsets == .zero)
  }

  @Test("a freed view's entry is reused, and its slot's next view starts without extras")
  func reused() {
    let host = View(name: "host")
    do {
      let child = View(name: "child")
      host.addSubview(child)
      child.additionalInsets = EdgeInsets(bottom: 7)
      child.removeFromSuperview()
    }
    let entries = host.store.extras.count
    #expect(host.store.freeExtras.count == 1)
    let next = View(name: "next")
    host.addSubview(next)
    #expect(next.additionalInsets == .zero)
    next.minimumMargins = EdgeInsets(top: 1)
    #expect(host.store.extras.count == entries)
    #expect(next.minimumMargins == EdgeInsets(top: 1))
    #expect(next.additionalInsets == .zero)
  }

  @Test("an existing entry is changed in place: other fields kept, the view marked dirty once")
  func changedInPlace() {
    let window = Window(device: .iPhoneX)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "view")
    root.view.addSubview(view)
    view.additionalInsets = EdgeInsets(top: 5)
    window.layoutIfNeeded()
    let entries = view.store.extras.count
    #expect(!view.node.flags.contains(.isDirty))

    // The same value again changes nothing and marks nothing.
    view.additionalInsets = EdgeInsets(top: 5)
    #expect(!view.node.flags.contains(.isDirty))

    view.minimumMargins = EdgeInsets(left: 30, right: 30)
    #expect(view.store.extras.count == entries)
    #expect(view.node.flags.contains(.hasExtras))
    #expect(view.node.flags.contains(.isDirty))
    #expect(view.additionalInsets == EdgeInsets(top: 5))
    #expect(view.minimumMargins == EdgeInsets(left: 30, right: 30))
    window.layoutIfNeeded()
    // The next pass reads the new floor (30 over the default 8).
    #expect(view.layoutMargins.left == 30)
    #expect(view.layoutMargins.right == 30)
    #expect(view.safeAreaInsets.top >= 5)
  }
}

@Suite("Safe-area inputs' adjustment hint")
struct AdjustmentsHintTests {
  @Test("the solver's hint takes no part in the inputs' equality or hash")
  func hintIsNotAValue() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 50)
    var hinted = SafeAreaInputs(frame: frame)
    hinted.mayHaveAdjustments = false
    #expect(!hinted.mayHaveAdjustments)
    #expect(hinted == SafeAreaInputs(frame: frame))
    #expect(hinted.hashValue == SafeAreaInputs(frame: frame).hashValue)
    #expect(Set([hinted, SafeAreaInputs(frame: frame)]).count == 1)
  }
}
