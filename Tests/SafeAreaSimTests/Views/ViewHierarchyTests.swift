import SafeAreaSim
import Testing

@Suite("View hierarchy")
struct ViewHierarchyTests {
  @Test("addSubview appends, moves and re-parents")
  func addSubview() {
    let a = View(name: "a")
    let b = View(name: "b")
    let c = View(name: "c")
    a.addSubview(b)
    a.addSubview(c)
    #expect(a.subviews.map(\.name) == ["b", "c"])
    #expect(b.superview === a)
    a.addSubview(b)  // already a subview: brought to the front
    #expect(a.subviews.map(\.name) == ["c", "b"])
    c.addSubview(b)  // moved to another parent
    #expect(a.subviews.map(\.name) == ["c"])
    #expect(c.subviews.map(\.name) == ["b"])
    #expect(b.isDescendant(of: a) && !a.isDescendant(of: b))
  }

  @Test("insertSubview(_:at:) counts the index among the other subviews; below zero is the front")
  func insertionIndex() {
    let parent = View(name: "p")
    let views = (0..<4).map { View(name: "\($0)") }
    for view in views { parent.addSubview(view) }
    parent.insertSubview(views[0], at: 2)
    #expect(parent.subviews.map(\.name) == ["1", "2", "0", "3"])
    parent.insertSubview(views[3], at: 3)
    #expect(parent.subviews.map(\.name) == ["1", "2", "0", "3"])
    parent.insertSubview(View(name: "x"), at: -1)
    #expect(parent.subviews.map(\.name) == ["x", "1", "2", "0", "3"])
    let empty = View(name: "e")
    empty.insertSubview(View(name: "only"), at: -1)
    #expect(empty.subviews.map(\.name) == ["only"])
  }

  @Test("insertSubview, bringSubviewToFront and sendSubviewToBack reorder")
  func ordering() {
    let parent = View(name: "p")
    let views = (0..<4).map { View(name: "\($0)") }
    for view in views { parent.addSubview(view) }
    parent.insertSubview(View(name: "x"), at: 1)
    #expect(parent.subviews.map(\.name) == ["0", "x", "1", "2", "3"])
    parent.insertSubview(views[3], at: 0)
    #expect(parent.subviews.map(\.name) == ["3", "0", "x", "1", "2"])
    parent.insertSubview(View(name: "end"), at: 99)
    #expect(parent.subviews.last?.name == "end")
    parent.bringSubviewToFront(views[0])
    #expect(parent.subviews.last?.name == "0")
    parent.sendSubviewToBack(views[2])
    #expect(parent.subviews.first?.name == "2")
    views[1].removeFromSuperview()
    #expect(parent.subviews.map(\.name) == ["2", "3", "x", "end", "0"])
    #expect(views[1].superview == nil)
  }

  @Test("views joined from separate trees keep their subtrees")
  func joiningTrees() {
    let big = View(name: "big")
    for i in 0..<10 { big.addSubview(View(name: "b\(i)")) }
    let small = View(name: "small")
    small.addSubview(View(name: "s0"))
    small.addSubview(big)  // the larger tree absorbs the smaller
    #expect(small.subviews.map(\.name) == ["s0", "big"])
    #expect(big.subviews.count == 10)
    #expect(big.subviews[3].superview === big)
  }

  @Test("a subview held elsewhere survives its superview, with its own subviews")
  func survivors() {
    var kept: View?
    do {
      let root = View(name: "root")
      let middle = View(name: "middle")
      let leaf = View(name: "leaf")
      root.addSubview(middle)
      middle.addSubview(leaf)
      kept = middle
    }
    #expect(kept?.superview == nil)
    #expect(kept?.subviews.map(\.name) == ["leaf"])
    weak let weakLeaf = kept?.subviews.first
    kept = nil
    #expect(weakLeaf == nil)
  }

  @Test("window membership follows the tree")
  func windowMembership() {
    let window = Window(device: .iPhone15Pro)
    let a = View(name: "a")
    let b = View(name: "b")
    a.addSubview(b)
    #expect(b.window == nil)
    window.addSubview(a)
    #expect(b.window === window)
    a.removeFromSuperview()
    #expect(b.window == nil)
  }

  @Test("hooks report moves to superviews and windows")
  func hooks() {
    let log = Log()
    let window = Window(device: .iPhone15Pro)
    let a = RecordingView(name: "a", log: log)
    let b = RecordingView(name: "b", log: log)
    a.addSubview(b)
    window.addSubview(a)
    a.removeFromSuperview()
    #expect(
      log.lines == [
        "b.willMove(toSuperview: a)", "b.didMoveToSuperview", "a.willMove(toSuperview: window)",
        "a.willMove(toWindow: window)", "b.willMove(toWindow: window)", "a.didMoveToSuperview",
        "a.didMoveToWindow", "b.didMoveToWindow", "a.willMove(toSuperview: nil)",
        "a.willMove(toWindow: nil)", "b.willMove(toWindow: nil)", "a.didMoveToSuperview",
        "a.didMoveToWindow", "b.didMoveToWindow",
      ])
  }

  @Test("a view without subviews hears its own moves to and from a window, once each")
  func leafHooks() {
    let log = Log()
    let window = Window(device: .iPhone15Pro)
    let a = RecordingView(name: "a", log: log)
    window.addSubview(a)
    a.removeFromSuperview()
    #expect(
      log.lines == [
        "a.willMove(toSuperview: window)", "a.willMove(toWindow: window)",
        "a.didMoveToSuperview", "a.didMoveToWindow", "a.willMove(toSuperview: nil)",
        "a.willMove(toWindow: nil)", "a.didMoveToSuperview", "a.didMoveToWindow",
      ])
  }

  @Test("a subview added by willMove(toWindow:) hears didMoveToWindow, not willMove")
  func subviewAddedWhileMoving() {
    let log = Log()
    let window = Window(device: .iPhone15Pro)
    let b = RecordingView(name: "b", log: log)
    let a = AddingView(name: "a", log: log, adding: b)
    window.addSubview(a)
    #expect(
      log.lines == [
        "a.willMove(toSuperview: window)", "a.willMove(toWindow: window)",
        "b.willMove(toSuperview: a)", "b.didMoveToSuperview", "a.didMoveToSuperview",
        "a.didMoveToWindow", "b.didMoveToWindow",
      ])
  }

  @Test("a chain of 1,000,000 views builds, lays out and is torn down without recursion")
  func millionDeepChain() {
    weak var deepest: View?
    do {
      let window = Window(device: .iPhone15Pro)
      let top = View(frame: window.bounds, name: "top")
      window.addSubview(top)
      var tip = top
      for _ in 1..<1_000_000 {
        let next = View(frame: tip.bounds)
        tip.addSubview(next)
        tip = next
      }
      deepest = tip
      window.layoutIfNeeded()
      #expect(tip.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
      window.rotate(to: .landscapeLeft)
      window.layoutIfNeeded()
      // The chain keeps its portrait frames: it reaches the left and bottom bands only.
      #expect(tip.safeAreaInsets == EdgeInsets(left: 59, bottom: 21))
      #expect(window.lastLayoutPassStatistics.visitedNodes == 1_000_001)
    }
    #expect(deepest == nil)
  }
}

@Suite("View hierarchy misuse")
struct ViewMisuseTests {
  @Test("a view added to itself fails a precondition naming it")
  func ownSubview() async {
    await #expect(processExitsWith: .failure) {
      let view = View(name: "loop")
      view.addSubview(view)
    }
  }

  @Test("a view made its own ancestor fails a precondition naming both views")
  func ownAncestor() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "outer")
      let b = View(name: "inner")
      a.addSubview(b)
      b.addSubview(a)
    }
  }

  @Test("a window cannot become a subview")
  func windowAsSubview() async {
    await #expect(processExitsWith: .failure) {
      View(name: "host").addSubview(Window(device: .iPhone8))
    }
  }
}

final class Log {
  var lines: [String] = []
}

final class RecordingView: View {
  let log: Log
  init(frame: Rect = .zero, name: String, log: Log) {
    self.log = log
    super.init(frame: frame, name: name)
  }
  override func willMove(toSuperview newSuperview: View?) {
    log.lines.append("\(name).willMove(toSuperview: \(newSuperview?.name ?? "nil"))")
  }
  override func didMoveToSuperview() { log.lines.append("\(name).didMoveToSuperview") }
  override func willMove(toWindow newWindow: Window?) {
    log.lines.append("\(name).willMove(toWindow: \(newWindow?.name ?? "nil"))")
  }
  override func didMoveToWindow() { log.lines.append("\(name).didMoveToWindow") }
  override func safeAreaInsetsDidChange() {
    log.lines.append("\(name).safeAreaInsetsDidChange \(safeAreaInsets)")
  }
  override func layoutMarginsDidChange() {
    log.lines.append("\(name).layoutMarginsDidChange \(layoutMargins)")
  }
  override func layoutSubviews() { log.lines.append("\(name).layoutSubviews") }
}

/// A view that adds a subview when it is about to move to a window.
final class AddingView: View {
  let log: Log
  let added: View
  init(name: String, log: Log, adding added: View) {
    self.log = log
    self.added = added
    super.init(frame: .zero, name: name)
  }
  override func willMove(toSuperview newSuperview: View?) {
    log.lines.append("\(name).willMove(toSuperview: \(newSuperview?.name ?? "nil"))")
  }
  override func didMoveToSuperview() { log.lines.append("\(name).didMoveToSuperview") }
  override func willMove(toWindow newWindow: Window?) {
    log.lines.append("\(name).willMove(toWindow: \(newWindow?.name ?? "nil"))")
    if newWindow != nil { addSubview(added) }
  }
  override func didMoveToWindow() { log.lines.append("\(name).didMoveToWindow") }
}
