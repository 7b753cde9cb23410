import LayoutSolver

extension BenchmarkSuite {
  /// kiwi's 4-ary tree built view by view with the solution published after each view,
  /// counting how many values of the views already there each view changes (the optimum's
  /// own change) against how many tableau rows the solver rewrote for it (its work).
  ///
  /// From depth 9 (view 87,381) each view's weak height contradicts its required minimum,
  /// and the build's cost per view grows (`tree_tree4` in the Auto Layout rows). This tells
  /// whether that growth is forced by the optimum, which then moves O(depth) values per
  /// view, or is the solver's own: rows rewritten by pivots that move no value. The time
  /// row is the build with an update after every view; the counts are in the notes.
  mutating func addSolverCensusBenchmarks() {
    for size in autoLayoutSizes where size >= 1_000 {
      addSolverCensus(size: size)
    }
  }

  private mutating func addSolverCensus(size: Int) {
    let census = SolverCensus()
    let benchmark = Benchmark(
      title: "Solver census: tree_tree4",
      phases: [.init(title: "census: tree_tree4 built view by view", nodes: size)],
      size: size, samples: 1, warmups: 0,
      setup: { () },
      run: { _, stopwatch in
        stopwatch.measure(0) { census.run(views: size) }
      },
      notes: { census.notes })
    add(benchmark)
  }
}

/// The counts of one census run (see ``BenchmarkSuite/addSolverCensusBenchmarks()``).
final class SolverCensus {
  /// Values of earlier views that changed, in all and at most for one view.
  private var changed = 0
  private var maximumChanged = 0
  /// Views that changed no earlier value.
  private var viewsChangingNothing = 0
  /// Tableau rows rewritten, in all and at most for one view.
  private var rows = 0
  private var maximumRows = 0
  private var views = 0

  func run(views count: Int) {
    let tree = KiwiTree(shape: .tree4, views: count)
    var solver = Solver()
    tree.addRoot(to: &solver)
    solver.updateVariables()
    (changed, maximumChanged, viewsChangingNothing, rows, maximumRows) = (0, 0, 0, 0, 0)
    views = count
    for view in 1...count {
      let before = solver._substitutedRows
      for constraint in tree.constraints(ofView: view, parent: tree.parents[view - 1]) {
        BenchmarkSuite.add(constraint, to: &solver)
      }
      var moved = 0
      solver.updateVariables { _ in moved += 1 }
      // The new view's own four variables go from 0 to their values: not a change of the
      // optimum of the views already there.
      let ownVariables = 4
      precondition(moved >= ownVariables, "census: the new view was not solved")
      moved -= ownVariables
      let rewritten = solver._substitutedRows - before
      changed += moved
      maximumChanged = max(maximumChanged, moved)
      if moved == 0 { viewsChangingNothing += 1 }
      rows += rewritten
      maximumRows = max(maximumRows, rewritten)
    }
    // The last view, unrotated: 390 wide less 32 per level, and at least 44 high.
    var depth = 0
    var node = count
    while node != 0 {
      node = tree.parents[node - 1]
      depth += 1
    }
    let expected = 390 - 32 * Double(depth)
    precondition(
      abs(tree.width[count].value - expected) < 1e-6 * max(1, abs(expected))
        && tree.height[count].value >= 44 - 1e-6,
      "census: the last view is \(tree.width[count].value) x \(tree.height[count].value)")
  }

  var notes: Benchmark.Notes {
    let perView = Double(rows) / Double(max(views, 1))
    return Benchmark.Notes(
      metrics: [
        ("changed_values", Double(changed)), ("max_changed_values", Double(maximumChanged)),
        ("views_changing_nothing", Double(viewsChangingNothing)),
        ("rows_rewritten", Double(rows)), ("max_rows_rewritten", Double(maximumRows)),
      ],
      text: "tree_tree4 census, \(views) views: the optimum changed \(changed) values of "
        + "earlier views (at most \(maximumChanged) for one view; \(viewsChangingNothing) "
        + "views changed none); the solver rewrote \(rows) rows (\(fixed(perView, digits: 1)) "
        + "per view, at most \(maximumRows) for one view).")
  }
}
