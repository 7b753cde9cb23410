import LayoutSolver
import Testing

@Suite("Solver: large systems")
struct SolverScaleTests {
  @Test("a chain of 100,000 variables builds, solves and is released without recursion")
  func longChain() throws {
    let count = 100_000
    do {
      let variables = (0..<count).map { Variable("x\($0)") }
      var solver = Solver()
      let head = variables[0] == 0
      try solver.addConstraint(head)
      for index in 1..<count {
        try solver.addConstraint(variables[index] == variables[index - 1] + 1)
      }
      var changed = 0
      solver.updateVariables { _ in changed += 1 }
      #expect(changed == count - 1)  // x0 stays 0
      #expect(variables[count - 1].value == Double(count - 1))
      #expect(solver.rowCount == count)
      // Moving the head moves every link.
      try solver.setConstant(-5, of: head)
      #expect(solver.value(of: variables[count - 1]) == Double(count + 4))
    }
    // Leaving the scope released the solver and every variable and constraint.
  }

  /// kiwi's blocked chain: `x0 == 0` and `x[i+1] >= x[i] + 8` first, then `x[i] == 10 i`
  /// (weak). Each weak equality's pivot substitutes a short row into the long rows of the
  /// chain, the case for indexing columns instead of walking the long rows.
  func blockedChain(_ count: Int, substitution mode: Int) throws -> (Solver, [Variable]) {
    let variables = (0..<count).map { Variable("x\($0)") }
    var solver = Solver()
    solver._forceSubstitution(mode)
    try solver.addConstraint(variables[0] == 0)
    for index in 1..<count {
      try solver.addConstraint(variables[index] >= variables[index - 1] + 8)
    }
    for index in 0..<count {
      try solver.addConstraint(
        Constraint(variables[index] - Double(10 * index), .equal, strength: .weak))
    }
    return (solver, variables)
  }

  @Test("a blocked chain substitutes its short rows through columns and solves as by rows")
  func blockedChainSubstitutesByColumn() throws {
    let (chosen, variables) = try blockedChain(300, substitution: 0)
    #expect(chosen._substitutionCounts.byColumn > 0)
    for (index, variable) in variables.enumerated() {
      #expect(chosen.value(of: variable) == Double(10 * index))
    }
    let (byRow, rowVariables) = try blockedChain(300, substitution: 1)
    #expect(byRow._substitutionCounts.byColumn == 0)
    #expect(rowVariables.map { byRow.value(of: $0) } == variables.map { chosen.value(of: $0) })
  }
}
