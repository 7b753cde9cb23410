import LayoutSolver

/// kiwi's chain (`make_chain` in `kiwi_bench.py`): `x0 == 0` (required, unless an edit moves
/// `x0`), `x[i+1] >= x[i] + 8` (required) and `x[i] == 10 i` (weak).
struct KiwiChain {
  /// The order the constraints are added in.
  enum Order {
    /// Per `i`, the required constraint then the weak one (a view-by-view builder's order).
    case interleaved
    /// Every required constraint first, then every weak one.
    case blocked
  }

  /// kiwi's three edit cycles on the chain.
  enum EditMode: CustomStringConvertible {
    /// `x0 == 0` stays required: the strong suggestion is overruled.
    case pinned
    /// `x0` is free and moves between 0 and 4: only `x0` moves.
    case local
    /// `x0` is free and moves between 0 and 2N: every `x[i]` is pushed.
    case push

    var description: String {
      switch self {
      case .pinned: "pinned"
      case .local: "local"
      case .push: "push"
      }
    }
  }

  let variables: [Variable]
  let constraints: [Constraint]

  init(size n: Int, pinsFirst: Bool, order: Order) {
    let xs = (0..<n).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    constraints.reserveCapacity(2 * n + 1)
    if pinsFirst { constraints.append(xs[0] == 0) }
    switch order {
    case .interleaved:
      constraints.append(Constraint(Expression(xs[0]), .equal, strength: .weak))
      for i in 1..<n {
        constraints.append(xs[i] >= xs[i - 1] + 8)
        constraints.append(Constraint(xs[i] - Double(10 * i), .equal, strength: .weak))
      }
    case .blocked:
      for i in 0..<(n - 1) { constraints.append(xs[i + 1] >= xs[i] + 8) }
      for i in 0..<n {
        constraints.append(Constraint(xs[i] - Double(10 * i), .equal, strength: .weak))
      }
    }
    variables = xs
    self.constraints = constraints
  }

  func add(to solver: inout Solver) {
    for constraint in constraints { BenchmarkSuite.add(constraint, to: &solver) }
  }

  /// kiwi's check: `x[i] == 10 i` is feasible, so every weak constraint holds.
  func checkSettled() {
    let n = variables.count
    let last = variables[n - 1].value
    precondition(abs(last - Double(10 * (n - 1))) < 1e-6, "chain of \(n): x[n-1] = \(last)")
  }
}

/// A chain with an edit variable on `x0`, and the cycle kiwi times: one `suggestValue` and one
/// `updateVariables`, alternating between two values.
final class EditCycle {
  private let chain: KiwiChain
  private let mode: KiwiChain.EditMode
  private var solver = Solver()
  private let values: (Double, Double)
  private var cycles = 0

  init(size n: Int, mode: KiwiChain.EditMode) {
    self.mode = mode
    chain = KiwiChain(size: n, pinsFirst: mode == .pinned, order: .interleaved)
    chain.add(to: &solver)
    do {
      try solver.addEditVariable(chain.variables[0], strength: .strong)
    } catch {
      preconditionFailure("cannot edit x0: \(error)")
    }
    solver.updateVariables()
    values = mode == .push ? (0, 2 * Double(n)) : (0, 4)
  }

  /// One cycle: suggest the next value for `x0`, then publish the solution.
  func step() {
    let value = cycles & 1 == 0 ? values.0 : values.1
    cycles += 1
    do {
      try solver.suggestValue(chain.variables[0], value)
    } catch {
      preconditionFailure("cannot suggest a value for x0: \(error)")
    }
    solver.updateVariables()
  }

  /// kiwi's check of the state after an even number of cycles (the last value suggested is
  /// the second one).
  func checkFinalState() {
    precondition(cycles.isMultiple(of: 2), "an odd number of edit cycles (\(cycles))")
    let xs = chain.variables
    let n = xs.count
    let last = values.1
    switch mode {
    case .push:
      let expected = max(Double(10 * (n - 1)), last + 8 * Double(n - 1))
      precondition(abs(xs[n - 1].value - expected) < 1e-3, "edit_push: \(xs[n - 1].value)")
    case .pinned:
      precondition(abs(xs[0].value) < 1e-9, "edit_pinned: x0 = \(xs[0].value)")
    case .local:
      precondition(
        abs(xs[0].value - last) < 1e-9 && abs(xs[n - 1].value - Double(10 * (n - 1))) < 1e-6,
        "edit_local: x0 = \(xs[0].value), x[n-1] = \(xs[n - 1].value)")
    }
  }
}

/// kiwi's tree (`run_tree_once` in `kiwi_bench.py`): views of four variables each, pinned to
/// their parent's safe-area guide (the parent's frame inset by constant insets), under a root
/// of 390 x 844 set through strong edit variables.
struct KiwiTree {
  /// The tree's shape.
  enum Shape: CustomStringConvertible {
    /// Every view a child of the root ("independent views").
    case flat
    /// A complete 4-ary tree.
    case tree4
    /// Each view the child of the one before (depth N).
    case chain

    var description: String {
      switch self {
      case .flat: "flat"
      case .tree4: "tree4"
      case .chain: "chain"
      }
    }

    /// The parent of views 1...n (view 0 is the root).
    func parents(_ n: Int) -> [Int] {
      switch self {
      case .flat: Array(repeating: 0, count: n)
      case .tree4: (1...n).map { ($0 - 1) / 4 }
      case .chain: (1...n).map { $0 - 1 }
      }
    }
  }

  /// kiwi's insets: a notch phone's left, top, right and bottom.
  static let insets = (left: 0.0, top: 47.0, right: 0.0, bottom: 34.0)

  let parents: [Int]
  let left: [Variable]
  let top: [Variable]
  let width: [Variable]
  let height: [Variable]
  /// The constraints of views 1...N, five per view.
  private(set) var constraints: [Constraint] = []

  /// Creates the variables of the root, N views and one more (for the insertion), and the
  /// constraints of the N views.
  init(shape: Shape, views n: Int) {
    parents = shape.parents(n)
    left = (0..<(n + 2)).map { _ in Variable() }
    top = (0..<(n + 2)).map { _ in Variable() }
    width = (0..<(n + 2)).map { _ in Variable() }
    height = (0..<(n + 2)).map { _ in Variable() }
    constraints.reserveCapacity(5 * n)
    for view in 1...n {
      constraints += self.constraints(ofView: view, parent: parents[view - 1])
    }
  }

  /// The five constraints pinning `view` to its parent's safe-area guide.
  func constraints(ofView v: Int, parent p: Int) -> [Constraint] {
    let (il, it, ir, ib) = Self.insets
    return [
      left[v] == left[p] + (il + 16),
      top[v] == top[p] + (it + 8),
      width[v] == width[p] - (il + ir + 32),
      height[v] >= 44,
      Constraint(height[v] - height[p] + (it + ib + 16), .equal, strength: .weak),
    ]
  }

  /// Adds the root's constraints and edit variables, then every view's constraints.
  func add(to solver: inout Solver) {
    addRoot(to: &solver)
    for constraint in constraints { BenchmarkSuite.add(constraint, to: &solver) }
  }

  /// Adds the root's constraints and edit variables (390 x 844 at the origin).
  func addRoot(to solver: inout Solver) {
    BenchmarkSuite.add(left[0] == 0, to: &solver)
    BenchmarkSuite.add(top[0] == 0, to: &solver)
    do {
      try solver.addEditVariable(width[0], strength: .strong)
      try solver.addEditVariable(height[0], strength: .strong)
      try solver.suggestValue(width[0], 390)
      try solver.suggestValue(height[0], 844)
    } catch {
      preconditionFailure("cannot edit the root: \(error)")
    }
  }

  /// kiwi's resize: the root rotates to 844 x 390, then the solution is published.
  func rotate(_ solver: inout Solver) {
    do {
      try solver.suggestValue(width[0], 844)
      try solver.suggestValue(height[0], 390)
    } catch {
      preconditionFailure("cannot edit the root: \(error)")
    }
    solver.updateVariables()
  }

  /// kiwi's check on the last view and the inserted one, after the rotation.
  func checkLastViews() {
    let n = parents.count
    var depth = 0
    var view = n
    while view != 0 {
      view = parents[view - 1]
      depth += 1
    }
    let (il, _, ir, _) = Self.insets
    let expected = 844 - Double(depth) * (il + ir + 32)
    let tolerance = 1e-6 * max(1, abs(expected))
    precondition(
      abs(width[n].value - expected) < tolerance && abs(width[n + 1].value - expected) < tolerance,
      "tree of \(n): widths \(width[n].value), \(width[n + 1].value), expected \(expected)")
    precondition(height[n].value >= 44 - 1e-6, "tree of \(n): height \(height[n].value)")
  }
}
