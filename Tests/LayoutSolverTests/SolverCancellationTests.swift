import LayoutSolver
import Testing

/// Dual pivots whose substitutions cancel most of each target row (the rows are relinked in
/// place while their cells go).
@Suite("Solver: substitutions that cancel cells")
struct SolverCancellationTests {
  /// The view-level chain's heights: `h[i] >= 44` and, weakly, `h[i] == h[i-1] - 16`, under
  /// a root height held by a required equality with a marker. Each level's height row holds
  /// the error of every ancestor; when the root shrinks, each level that reaches the floor
  /// pivots its own error in, which cancels the ancestors' errors from its rows.
  @Test(
    "a chain shrinking onto its floor keeps its lists consistent and its heights exact",
    arguments: [0, 1, 2])
  func chainOntoFloor(substitution: Int) throws {
    let depth = 60
    let heights = (0...depth).map { Variable("h\($0)") }
    var solver = Solver()
    solver._forceSubstitution(substitution)
    let root = heights[0] == 900
    try solver.addConstraint(root, allowingChanges: true)
    for level in 1...depth {
      try solver.addConstraint(heights[level] >= 44)
      try solver.addConstraint(
        Constraint(heights[level] - heights[level - 1] + 16, .equal, strength: .weak))
    }
    func expectHeights(root height: Double) {
      for level in 1...depth {
        let expected = max(44, height - 16 * Double(level))
        #expect(solver.value(of: heights[level]) == expected, "level \(level)")
      }
    }
    expectHeights(root: 900)
    #expect(solver._brokenLink == nil)
    let cellsBefore = solver._cellCount
    // From 53 levels above the floor to 22: 31 levels move onto it, each one's pivot
    // cancelling the errors of its ancestors.
    try solver.setConstant(-400, of: root)
    #expect(solver._brokenLink == nil, "\(solver._brokenLink ?? "")")
    expectHeights(root: 400)
    #expect(solver._cellCount < cellsBefore)
    // And back: the levels leave the floor again.
    try solver.setConstant(-900, of: root)
    #expect(solver._brokenLink == nil, "\(solver._brokenLink ?? "")")
    expectHeights(root: 900)
    // A batch of two changes whose net effect is a smaller root.
    try solver.setConstants([(root, -300), (root, -500)])
    #expect(solver._brokenLink == nil, "\(solver._brokenLink ?? "")")
    expectHeights(root: 500)
  }
}
