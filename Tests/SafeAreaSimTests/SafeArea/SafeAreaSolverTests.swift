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
