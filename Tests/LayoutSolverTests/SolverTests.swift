import LayoutSolver
import Testing

/// Compares solver values to 1e-6, as kiwi's `SolverTest.cpp` does.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}

@Suite("Solver: adding and removing constraints")
struct SolverTests {
  @Test("a required equality fixes its variable")
  func requiredEquality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x == 10)
    #expect(solver.value(of: x) == 10)
    #expect(x.value == 0)
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(solver.constraintCount == 1)
    #expect(!solver.hasConstraint(x == 10))
  }

  @Test("inequalities bound a variable pulled by a weak equality")
  func inequalitiesBoundWeakEquality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(x <= 20)
    let pull = (x == 50).with(.weak)
    try solver.addConstraint(pull)
    #expect(solver.value(of: x) == 20)
    try solver.removeConstraint(pull)
    try solver.addConstraint((x == 0).with(.weak))
    #expect(solver.value(of: x) == 10)
  }

  @Test("a stronger optional constraint wins over a weaker one")
  func strengthsOrder() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 10).with(.weak))
    try solver.addConstraint((x == 20).with(.strong))
    try solver.addConstraint((x == 30).with(.medium))
    #expect(isClose(solver.value(of: x), 20))
  }

  @Test("one constraint of priority p beats two of a priority 250 lower")
  func priorityMapping() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 0).with(Strength(priority: 500)))
    try solver.addConstraint((x == 10).with(Strength(priority: 250)))
    try solver.addConstraint((x == 10).with(Strength(priority: 250)))
    #expect(isClose(solver.value(of: x), 0))
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 999).isRequired == false)
    #expect(Strength(priority: 751) > .strong)
    #expect(isClose(Strength.strong.weight, 1000))
    #expect(isClose(Strength.medium.weight, 1))
    #expect(isClose(Strength.weak.weight, 0.001))
    #expect(Strength(priority: 2).weight > Strength(priority: 1).weight)
  }

  @Test("constraints between variables propagate along a chain")
  func chain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    var solver = Solver()
    try solver.addConstraint(a == 5)
    try solver.addConstraint(b == a + 16)
    try solver.addConstraint(c >= b + 8)
    try solver.addConstraint((c == 0).with(.weak))
    #expect(solver.value(of: b) == 21)
    #expect(solver.value(of: c) == 29)
  }

  @Test("removing a constraint restores the previous solution")
  func removalRestores() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint((x == 10).with(.weak))
    try solver.addConstraint((y == x + 5).with(.medium))
    let strong = (x == 40).with(.strong)
    let required = y <= 12
    try solver.addConstraint(strong)
    try solver.addConstraint(required)
    #expect(isClose(solver.value(of: x), 40))
    #expect(isClose(solver.value(of: y), 12))
    try solver.removeConstraint(required)
    #expect(isClose(solver.value(of: y), 45))
    try solver.removeConstraint(strong)
    #expect(isClose(solver.value(of: x), 10))
    #expect(isClose(solver.value(of: y), 15))
    #expect(solver.constraintCount == 2)
  }

  @Test("adding a constraint twice is an error naming it")
  func duplicate() throws {
    let x = Variable("x")
    var solver = Solver()
    let constraint = x == 1
    try solver.addConstraint(constraint)
    #expect(throws: SolverError.duplicateConstraint(constraint)) {
      try solver.addConstraint(constraint)
    }
  }

  @Test("removing a constraint that was never added is an error naming it")
  func unknown() {
    let x = Variable("x")
    var solver = Solver()
    let constraint = x == 1
    #expect(throws: SolverError.unknownConstraint(constraint)) {
      try solver.removeConstraint(constraint)
    }
    #expect(throws: SolverError.unknownConstraint(constraint)) {
      try solver.setConstant(3, of: constraint)
    }
  }

  @Test("two contradictory equalities are both reported, and the solver is unchanged")
  func unsatisfiableEqualities() throws {
    let x = Variable("x")
    var solver = Solver()
    let first = x == 10
    let second = x == 20
    try solver.addConstraint(first)
    let before = solver.dump()
    #expect(throws: SolverError.unsatisfiableConstraint(second, conflicting: [first, second])) {
      try solver.addConstraint(second)
    }
    #expect(solver.dump() == before)
    #expect(!solver.hasConstraint(second))
    #expect(solver.value(of: x) == 10)
  }

  @Test("contradictory inequalities are reported without an unrelated constraint")
  func unsatisfiableInequalities() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let unrelated = y == 3
    let lower = x >= 10
    let upper = x <= 5
    try solver.addConstraint(unrelated)
    try solver.addConstraint(lower)
    try solver.addConstraint((x == 7).with(.weak))
    let before = solver.dump()
    #expect(throws: SolverError.unsatisfiableConstraint(upper, conflicting: [lower, upper])) {
      try solver.addConstraint(upper)
    }
    #expect(solver.dump() == before)
    #expect(solver.value(of: x) == 10)
    #expect(solver.constraintCount == 3)
    // The solver still works after the refusal.
    try solver.addConstraint(x <= 12)
    #expect(solver.value(of: x) == 10)
  }

  @Test("a conflict through a chain names every link")
  func unsatisfiableChain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    var solver = Solver()
    let pinA = a == 0
    let ab = b >= a + 10
    let bc = c >= b + 10
    let unrelated = (c == 100).with(.strong)
    try solver.addConstraint(pinA)
    try solver.addConstraint(ab)
    try solver.addConstraint(bc)
    try solver.addConstraint(unrelated)
    let cap = c <= 15
    #expect(throws: SolverError.unsatisfiableConstraint(cap, conflicting: [pinA, ab, bc, cap])) {
      try solver.addConstraint(cap)
    }
    #expect(isClose(solver.value(of: c), 100))
  }

  @Test("a redundant equality is accepted and can be removed")
  func redundantEquality() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(x == y + 2)
    try solver.addConstraint(y == 3)
    let redundant = x == 5
    try solver.addConstraint(redundant)
    #expect(solver.value(of: x) == 5)
    try solver.removeConstraint(redundant)
    #expect(solver.value(of: x) == 5)
    #expect(solver.rowCount == 2)
  }

  @Test("updateVariables reports only the variables that changed")
  func updateReportsChanges() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(x == 1)
    try solver.addConstraint(y == 2)
    var changed: [String] = []
    solver.updateVariables { changed.append($0.name) }
    #expect(changed.sorted() == ["x", "y"])
    changed = []
    solver.updateVariables { changed.append($0.name) }
    #expect(changed.isEmpty)
    let z = Variable("z")
    try solver.addConstraint(z == x + 1)
    solver.updateVariables { changed.append($0.name) }
    #expect(changed == ["z"])
  }

  @Test("expressions combine variables, terms and numbers")
  func operators() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(2 * x + y / 2 - 1 == 10 - (-y))
    try solver.addConstraint(x - 3 >= 0.5 * y - (x * 2 + 1))
    try solver.addConstraint(-x <= -(y + x) + 20)
    try solver.addConstraint((x == 7).with(.strong))
    #expect(isClose(solver.value(of: x), 7))
    #expect(isClose(solver.value(of: y), 6))
    #expect("\((x * 2 - y + 3 >= 0))" == "2 * x - y + 3 >= 0 (required)")
  }
}
