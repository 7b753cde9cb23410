import SafeAreaSim

/// The smallest ``SafeAreaTree``: nodes in an array, children found by scanning parents.
struct ArrayTree: SafeAreaTree {
  struct Node {
    var parent: Int?
    var inputs: SafeAreaInputs
    var outputs = SafeAreaOutputs(safeAreaInsets: .zero, layoutMargins: .zero)
  }

  var nodes: [Node] = []
  var rootEnvironment = SafeAreaEnvironment.detached
  /// How many times each node's results were stored.
  var writes: [Int: Int] = [:]
  /// Whether the solver returns after every node.
  var pausesEverywhere = false

  @discardableResult
  mutating func add(_ frame: Rect, under parent: Int?) -> Int {
    nodes.append(Node(parent: parent, inputs: SafeAreaInputs(frame: frame)))
    return nodes.count - 1
  }

  func parent(of node: Int) -> Int? { nodes[node].parent }
  func firstChild(of node: Int) -> Int? { nodes.indices.first { nodes[$0].parent == node } }
  func nextSibling(of node: Int) -> Int? {
    nodes.indices.first { $0 > node && nodes[$0].parent == nodes[node].parent }
  }
  func inputs(of node: Int) -> SafeAreaInputs { nodes[node].inputs }
  func outputs(of node: Int) -> SafeAreaOutputs { nodes[node].outputs }
  mutating func setOutputs(_ outputs: SafeAreaOutputs, of node: Int) {
    nodes[node].outputs = outputs
    nodes[node].inputs.invalidatesChildren = false
    writes[node, default: 0] += 1
  }
  func environment(ofRoot node: Int) -> SafeAreaEnvironment { rootEnvironment }
  func bounds(of node: Int) -> Rect { nodes[node].inputs.bounds }
  func pausesAfter(_ node: Int, change: SafeAreaChange) -> Bool { pausesEverywhere }

  /// Solves the whole tree from scratch.
  mutating func solveFully(from root: Int = 0) -> SafeAreaSolverStatistics {
    var solver = SafeAreaSolver<ArrayTree>()
    solver.enqueue(root, in: self, mode: .full)
    while solver.run(&self) != nil {}
    return solver.statistics
  }

  /// Solves incrementally from the given starts (parent-first).
  mutating func solveIncrementally(from starts: [Int]) -> SafeAreaSolverStatistics {
    var solver = SafeAreaSolver<ArrayTree>()
    for start in starts { solver.enqueue(start, in: self, mode: .incremental) }
    while solver.run(&self) != nil {}
    return solver.statistics
  }
}
