import LayoutSolver
import Testing

/// ``Solver/setConstants(_:)`` against the brute-force reference.
@Suite("Solver: batched changes of constants")
struct SolverConstantBatchTests {
  typealias System = SolverPropertyTests.System

  @Test(
    "a batch of constant changes agrees with the reference",
    arguments: [false, true], 1...150)
  func batchAgrees(keepsDummies: Bool, seed: UInt64) throws {
    var system = System(seed: seed)
    var solver = Solver(_keepsDummies: keepsDummies)
    // Each way of substituting rows (the cheaper, by row, by column) on a third of the seeds.
    solver._forceSubstitution(Int(seed % 3))
    var constraints: [Constraint] = []
    var constants: [ObjectIdentifier: Double] = [:]
    for _ in 0..<Int.random(in: 2...6, using: &system.random) {
      let constraint = system.constraint()
      // Some required equalities get a dummy from the start, the others rebuild once.
      let allowing = Bool.random(using: &system.random)
      if (try? solver.addConstraint(constraint, allowingChanges: allowing)) != nil {
        constraints.append(constraint)
      }
    }
    guard !constraints.isEmpty else { return }
    for _ in 0..<6 {
      // A random subset, in a random order, sometimes naming a constraint twice.
      var batch: [(constraint: Constraint, constant: Double)] = []
      for _ in 0..<Int.random(in: 1...4, using: &system.random) {
        let constraint = constraints.randomElement(using: &system.random) ?? constraints[0]
        batch.append((constraint, Double(Int.random(in: -10...10, using: &system.random))))
      }
      if Int.random(in: 0..<8, using: &system.random) == 0 {
        // A stranger in the batch: nothing changes.
        let before = solver.dump()
        let stranger = system.constraint()
        #expect(throws: SolverError.unknownConstraint(stranger)) {
          try solver.setConstants(batch + [(stranger, 1)])
        }
        #expect(solver.dump() == before)
        continue
      }
      // A batch is refused when its final constants have no solution, and then names the
      // first change whose prefix of the batch has none.
      var changed = constants
      var firstInfeasible: Constraint?
      for change in batch {
        changed[ObjectIdentifier(change.constraint)] = change.constant
        if firstInfeasible == nil,
          system.reference(constraints, constants: changed).solve() == nil
        {
          firstInfeasible = change.constraint
        }
      }
      let isFeasible = system.reference(constraints, constants: changed).solve() != nil
      do {
        try solver.setConstants(batch)
        #expect(isFeasible, "accepted an infeasible batch")
        constants = changed
      } catch {
        guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
          throw error
        }
        #expect(!isFeasible, "refused a feasible batch")
        #expect(refused === firstInfeasible, "refused \(refused), not the first infeasible")
        #expect(conflicting.allSatisfy { $0.strength.isRequired })
      }
      // Accepted or not, the solution is optimal for the constants the solver now has.
      let model = system.reference(constraints, constants: constants)
      let reference = try #require(model.solve())
      let values = system.variables.map { solver.value(of: $0) }
      let cost = try #require(model.cost(at: values), "required violated")
      #expect(isClose(cost, reference.cost), "cost \(cost) vs reference \(reference.cost)")
    }
  }

  @Test("a batch needs only its final constants to be consistent")
  func batchNeedsOnlyFinalConsistency() throws {
    // 0 <= x <= 10, required, and x == 0, weak.
    let x = Variable("x")
    let upper = Constraint(Expression([Term(x)], constant: -10), .lessThanOrEqual)
    let lower = Constraint(Expression([Term(x)], constant: 0), .greaterThanOrEqual)
    var solver = Solver()
    try solver.addConstraint(upper)
    try solver.addConstraint(lower)
    try solver.addConstraint(
      Constraint(Expression([Term(x)], constant: 0), .equal, strength: .weak))
    // x >= 20 first would contradict x <= 10; together with x <= 30 it holds.
    var single = solver
    #expect(throws: SolverError.self) { try single.setConstant(-20, of: lower) }
    try solver.setConstants([(lower, -20), (upper, -30)])
    solver.updateVariables()
    #expect(x.value == 20)
    // x >= 40 and x <= 35 cannot hold: the first change is named, nothing changes.
    let before = solver.dump()
    #expect {
      try solver.setConstants([(lower, -40), (upper, -35)])
    } throws: { error in
      guard case .unsatisfiableConstraint(let refused, _) = error as? SolverError else {
        return false
      }
      return refused === lower
    }
    #expect(solver.dump() == before)
    // The last constant of a constraint named twice wins.
    try solver.setConstants([(lower, -25), (lower, -22)])
    solver.updateVariables()
    #expect(x.value == 22)
  }
}
