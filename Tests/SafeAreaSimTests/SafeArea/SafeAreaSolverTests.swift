import SafeAreaSim
import Testing

@Suite("Safe-area solver")
struct SafeAreaSolverTests {
  /// A window on an iPhone 15 Pro with a full-screen content view and two bands.
  static func phoneTree() -> ArrayTree {
    var tree = ArrayTree()
    tree.rootEnvironment = SafeAreaEnvironment(
      bounds: Rect(x: 0, y: 0, width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    let root = tree.add(Rect(x: 0, y: 0, width: 393, height: 852), under: nil)
    let content = tree.add(Rect(x: 0, y: 0, width: 393, height: 852), under: root)
    tree.add(Rect(x: 0, y: 20, width: 393, height: 200), under: content)
    tree.add(Rect(x: 0, y: 300, width: 393, height: 100), under: content)
    return tree
  }

  /// A detached chain of full-size views under a root without insets, the walk's fast path
  /// for only children, with every way out of it: additional insets halfway down, a view
  /// that takes its superview's margins, a sibling, and the end of the chain.
  static func chainTree() -> ArrayTree {
    var tree = ArrayTree()
    let frame = Rect(x: 0, y: 0, width: 400, height: 800)
    var parent = tree.add(frame, under: nil)
    for depth in 1...8 {
      let node = tree.add(frame, under: parent)
      if depth == 3 { tree.nodes[node].inputs.additionalInsets = EdgeInsets(top: 20) }
      if depth == 5 {
        tree.nodes[node].inputs.margins = EdgeInsets(all: 30)
      }
      if depth == 6 { tree.nodes[node].inputs.preservesSuperviewLayoutMargins = true }
      parent = node
    }
    // A sibling of the fifth view's child: the chain forks there.
    tree.add(Rect(x: 0, y: 400, width: 400, height: 400), under: 5)
    return tree
  }

  @Test("a chain of only children is walked as any tree: insets, margins, siblings, pauses")
  func chainOfOnlyChildren() {
    var straight = Self.chainTree()
    var paused = Self.chainTree()
    paused.pausesEverywhere = true
    #expect(straight.solveFully().visitedNodes == 10)
    #expect(paused.solveFully().visitedNodes == 10)
    let safe = straight.nodes.map(\.outputs.safeAreaInsets)
    let margins = straight.nodes.map(\.outputs.layoutMargins)
    #expect(safe == paused.nodes.map(\.outputs.safeAreaInsets))
    #expect(margins == paused.nodes.map(\.outputs.layoutMargins))
    // Nothing above the third view has insets; from it down the 20 points of its additional
    // insets are inherited (same frames), and the margins are measured from the safe area.
    #expect(safe[0...2].allSatisfy { $0 == .zero })
    #expect(safe[3...8].allSatisfy { $0 == EdgeInsets(top: 20) })
    #expect(margins[2] == EdgeInsets(all: 8))
    #expect(margins[3] == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
    #expect(margins[5] == EdgeInsets(top: 50, left: 30, bottom: 30, right: 30))
    // The sixth view takes its superview's 30-point margins where they intrude.
    #expect(margins[6] == EdgeInsets(top: 50, left: 30, bottom: 30, right: 30))
    #expect(margins[7] == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
    // The sibling, in the lower half, is below the 20-point band.
    #expect(safe[9] == .zero)
  }

  @Test("a full solve visits every node and applies the overlap rule")
  func fullSolve() {
    var tree = Self.phoneTree()
    let stats = tree.solveFully()
    #expect(stats.visitedNodes == 4)
    #expect(tree.nodes[0].outputs.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(tree.nodes[1].outputs.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(tree.nodes[2].outputs.safeAreaInsets == EdgeInsets(top: 39))
    #expect(tree.nodes[3].outputs.safeAreaInsets == .zero)
    #expect(
      tree.nodes[2].outputs.layoutMargins == EdgeInsets(top: 47, left: 8, bottom: 8, right: 8))
  }

  @Test("a detached tree has zero insets and its own margins (C-01)")
  func detached() {
    var tree = Self.phoneTree()
    tree.rootEnvironment = .detached
    _ = tree.solveFully()
    #expect(tree.nodes.allSatisfy { $0.outputs.safeAreaInsets == .zero })
    #expect(tree.nodes.allSatisfy { $0.outputs.layoutMargins == EdgeInsets(all: 8) })
  }

  @Test("an incremental solve stops below nodes whose results did not change")
  func incrementalStops() {
    var tree = Self.phoneTree()
    _ = tree.solveFully()
    // Move the lower band within the safe rect: only it is visited.
    tree.nodes[3].inputs.frame.origin.y = 350
    var stats = tree.solveIncrementally(from: [3])
    #expect(stats.visitedNodes == 1)
    #expect(stats.changedSafeAreaInsets == 0)
    // Resize the content without changing its insets: its bounds changed, so its children are
    // recomputed, but not below them.
    tree.nodes[1].inputs.frame.size.width = 390
    tree.nodes[1].inputs.invalidatesChildren = true
    stats = tree.solveIncrementally(from: [1])
    #expect(stats.visitedNodes == 3)
  }

  @Test("a change at the root reaches every node whose results change")
  func rootChange() {
    var tree = Self.phoneTree()
    _ = tree.solveFully()
    tree.rootEnvironment.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    let stats = tree.solveIncrementally(from: [0])
    #expect(stats.visitedNodes == 4)
    #expect(tree.nodes[2].outputs.safeAreaInsets == EdgeInsets(top: 27))
  }

  @Test("a chain of 200,000 nodes solves without recursion")
  func deepChain() {
    var tree = ChainTree(depth: 200_000)
    var solver = SafeAreaSolver<ChainTree>()
    solver.enqueue(0, in: tree, mode: .full)
    while solver.run(&tree) != nil {}
    #expect(solver.statistics.visitedNodes == 200_000)
    #expect(tree.outputs[199_999].safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
  }

  @Test("the walk pauses where asked and resumes with the node's children")
  func pausing() {
    var tree = Self.phoneTree()
    tree.pausesEverywhere = true
    var solver = SafeAreaSolver<ArrayTree>()
    solver.enqueue(0, in: tree, mode: .full)
    var order: [Int] = []
    while let visit = solver.run(&tree) {
      order.append(visit.node)
      if visit.node == 1 {
        // What a layoutSubviews would do: move a child before it is walked.
        tree.nodes[3].inputs.frame.origin.y = 800
      }
    }
    #expect(order == [0, 1, 2, 3])
    #expect(tree.nodes[3].outputs.safeAreaInsets == EdgeInsets(bottom: 34))
  }

  @Test("a solver reused after a walk that went deeper walks new starts in queue order")
  func reusedSolver() {
    var tree = Self.phoneTree()
    // A child under the first band, which has a sibling: the full walk stacks a level for it.
    tree.add(Rect(x: 0, y: 0, width: 393, height: 50), under: 2)
    var solver = SafeAreaSolver<ArrayTree>()
    solver.enqueue(0, in: tree, mode: .full)
    while solver.run(&tree) != nil {}
    #expect(solver.isIdle)
    #expect(solver.statistics.visitedNodes == 5)

    // Both bands move into the unsafe bands; the second start is queued below the first.
    tree.nodes[2].inputs.frame.origin.y = 0
    tree.nodes[3].inputs.frame.origin.y = 800
    tree.pausesEverywhere = true
    solver.enqueue(2, in: tree, mode: .incremental)
    solver.enqueue(3, in: tree, mode: .incremental)
    var order: [Int] = []
    while let visit = solver.run(&tree) { order.append(visit.node) }
    #expect(order == [2, 4, 3])
    #expect(solver.isIdle)

    var fresh = tree
    _ = fresh.solveFully()
    #expect(tree.nodes.map(\.outputs) == fresh.nodes.map(\.outputs))
    #expect(tree.nodes[4].outputs.safeAreaInsets == EdgeInsets(top: 59))
    #expect(tree.nodes[3].outputs.safeAreaInsets == EdgeInsets(bottom: 34))
  }
}

/// A chain stored as arrays: node i's parent is i - 1.
struct ChainTree: SafeAreaTree {
  var outputs: [SafeAreaOutputs]
  init(depth: Int) {
    outputs = Array(
      repeating: SafeAreaOutputs(safeAreaInsets: .zero, layoutMargins: .zero), count: depth)
  }
  func parent(of node: Int) -> Int? { node > 0 ? node - 1 : nil }
  func firstChild(of node: Int) -> Int? { node + 1 < outputs.count ? node + 1 : nil }
  func nextSibling(of node: Int) -> Int? { nil }
  func inputs(of node: Int) -> SafeAreaInputs {
    SafeAreaInputs(frame: Rect(x: 0, y: 0, width: 393, height: 852))
  }
  func bounds(of node: Int) -> Rect { Rect(x: 0, y: 0, width: 393, height: 852) }
  func outputs(of node: Int) -> SafeAreaOutputs { outputs[node] }
  mutating func setOutputs(_ outputs: SafeAreaOutputs, of node: Int) {
    self.outputs[node] = outputs
  }
  func environment(ofRoot node: Int) -> SafeAreaEnvironment {
    SafeAreaEnvironment(
      bounds: Rect(x: 0, y: 0, width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  }
}
