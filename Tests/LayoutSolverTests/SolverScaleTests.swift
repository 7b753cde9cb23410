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
}
