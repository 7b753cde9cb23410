import LayoutSolver
import Testing

/// Random small systems checked against ``ReferenceLP``, which shares no code with the solver.
@Suite("Solver: random systems against a brute-force reference")
struct SolverPropertyTests {
  /// A random system: its variables and a generator of constraints over them.
  struct System {
    var variables: [Variable]
    var random: SplitMix64
    /// The largest magnitude of a constant; small ranges make many constraints tight at
    /// once (degenerate optima).
    var constantBound: Int

    init(seed: UInt64, constantBound: Int = 10) {
      random = SplitMix64(seed: seed)
      self.constantBound = constantBound
      let count = Int.random(in: 2...4, using: &random)
      variables = (0..<count).map { Variable("x\($0)") }
    }

    mutating func strength() -> Strength {
      [.required, .required, .strong, .medium, .weak].randomElement(using: &random) ?? .weak
    }

    mutating func constraint() -> Constraint {
      var terms: [Term] = []
      for variable in variables where Bool.random(using: &random) {
        let coefficient = Double(Int.random(in: -3...3, using: &random))
        if coefficient != 0 { terms.append(Term(variable, coefficient: coefficient)) }
      }
      if terms.isEmpty, let variable = variables.randomElement(using: &random) {
        terms.append(Term(variable))
      }
      let constant = Double(Int.random(in: -constantBound...constantBound, using: &random))
      let relation =
        [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)
        ?? .equal
      return Constraint(Expression(terms, constant: constant), relation, strength: strength())
    }

    /// The reference model of constraints, with constants overridden where given.
    func reference(
      _ constraints: [Constraint], constants: [ObjectIdentifier: Double] = [:]
    ) -> ReferenceLP {
      let rows = constraints.map { constraint in
        var coefficients = [Double](repeating: 0, count: variables.count)
        for term in constraint.expression.terms {
          if let index = variables.firstIndex(where: { $0 === term.variable }) {
            coefficients[index] += term.coefficient
          }
        }
        let relation: Int
        switch constraint.relation {
        case .equal: relation = 0
        case .greaterThanOrEqual: relation = 1
        case .lessThanOrEqual: relation = -1
        }
        return ReferenceLP.Row(
          coefficients: coefficients,
          constant: constants[ObjectIdentifier(constraint)] ?? constraint.expression.constant,
          relation: relation,
          weight: constraint.strength.isRequired ? nil : constraint.strength.weight)
      }
      return ReferenceLP(variableCount: variables.count, rows: rows)
    }
  }

  @Test(
    "adding constraints one by one agrees with the reference",
    arguments: [false, true], 1...150)
  func addingAgrees(keepsDummies: Bool, seed: UInt64) throws {
    var system = System(seed: seed)
    var solver = Solver(_keepsDummies: keepsDummies)
    // Each way of substituting rows (the cheaper, by row, by column) on a third of the seeds.
    solver._forceSubstitution(Int(seed % 3))
    var accepted: [Constraint] = []
    let count = Int.random(in: 1...6, using: &system.random)
    for _ in 0..<count {
      let constraint = system.constraint()
      let expected = system.reference(accepted + [constraint]).solve()
      let before = solver.dump()
      do {
        try solver.addConstraint(constraint)
        accepted.append(constraint)
        #expect(expected != nil, "accepted an infeasible constraint \(constraint)")
      } catch {
        // (A pattern in the catch clause crashes the 6.3.1 compiler's SILGen cleanup.)
        guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
          throw error
        }
        #expect(refused === constraint)
        #expect(expected == nil, "refused a feasible constraint \(constraint)")
        #expect(conflicting.last === constraint)
        #expect(conflicting.allSatisfy { $0.strength.isRequired })
        #expect(system.reference(conflicting).solve() == nil, "the conflict set is feasible")
        #expect(solver.dump() == before)
      }
    }
    let reference = try #require(system.reference(accepted).solve())
    let values = system.variables.map { solver.value(of: $0) }
    let cost = try #require(system.reference(accepted).cost(at: values), "required violated")
    #expect(isClose(cost, reference.cost), "cost \(cost) vs reference \(reference.cost)")
  }

  @Test(
    "removals, batch removals, constant changes and edits agree with a fresh solver",
    arguments: [false, true], 1...150)
  func incrementalAgrees(keepsDummies: Bool, seed: UInt64) throws {
    var system = System(seed: seed)
    var solver = Solver(_keepsDummies: keepsDummies)
    // Each way of substituting rows (the cheaper, by row, by column) on a third of the seeds.
    solver._forceSubstitution(Int(seed % 3))
    var constraints: [Constraint] = []
    var constants: [ObjectIdentifier: Double] = [:]
    var edits: [(Variable, Strength, Double)] = []
    for _ in 0..<Int.random(in: 2...6, using: &system.random) {
      let constraint = system.constraint()
      // Some required equalities get a dummy from the start (incremental changes).
      let allowing = Bool.random(using: &system.random)
      if (try? solver.addConstraint(constraint, allowingChanges: allowing)) != nil {
        constraints.append(constraint)
      }
    }
    for _ in 0..<8 {
      switch Int.random(in: 0..<5, using: &system.random) {
      case 4 where !constraints.isEmpty:
        // Batch removal of a random subset; with a stranger in the list, nothing goes.
        let chosen = constraints.filter { _ in Bool.random(using: &system.random) }
        if Int.random(in: 0..<4, using: &system.random) == 0 {
          let before = solver.dump()
          #expect(throws: SolverError.self) {
            try solver.removeConstraints(chosen + [system.constraint()])
          }
          #expect(solver.dump() == before)
        } else {
          try solver.removeConstraints(chosen + chosen.prefix(1))
          constraints.removeAll { constraint in chosen.contains { $0 === constraint } }
        }
      case 0 where !constraints.isEmpty:
        let index = Int.random(in: constraints.indices, using: &system.random)
        try solver.removeConstraint(constraints.remove(at: index))
      case 1 where !constraints.isEmpty:
        let constraint = constraints.randomElement(using: &system.random) ?? constraints[0]
        let constant = Double(Int.random(in: -10...10, using: &system.random))
        var changed = constants
        changed[ObjectIdentifier(constraint)] = constant
        let feasible = system.reference(constraints, constants: changed).solve() != nil
        do {
          try solver.setConstant(constant, of: constraint)
          constants = changed
          #expect(feasible)
        } catch {
          #expect(!feasible, "refused a feasible constant: \(error)")
        }
      case 2:
        let variable = system.variables.randomElement(using: &system.random) ?? system.variables[0]
        guard !solver.hasEditVariable(variable) else { continue }
        let strength = [Strength.strong, .medium, .weak].randomElement(using: &system.random)
        try solver.addEditVariable(variable, strength: strength ?? .weak)
        edits.append((variable, strength ?? .weak, solver.value(of: variable)))
      default:
        guard !edits.isEmpty else { continue }
        let index = Int.random(in: edits.indices, using: &system.random)
        let value = Double(Int.random(in: -20...20, using: &system.random))
        try solver.suggestValue(edits[index].0, value)
        edits[index].2 = value
      }
    }
    // The final system: remaining constraints with their constants, plus one optional
    // equality per edit variable.
    let editConstraints = edits.map { variable, strength, value in
      Constraint(Expression([Term(variable)], constant: -value), .equal, strength: strength)
    }
    let finalSet =
      constraints.map { constraint in
        Constraint(
          Expression(
            constraint.expression.terms,
            constant: constants[ObjectIdentifier(constraint)] ?? constraint.expression.constant),
          constraint.relation, strength: constraint.strength)
      } + editConstraints
    var fresh = Solver()
    for constraint in finalSet { try fresh.addConstraint(constraint) }
    let model = system.reference(finalSet)
    let reference = try #require(model.solve())
    let values = system.variables.map { solver.value(of: $0) }
    let freshValues = system.variables.map { fresh.value(of: $0) }
    let cost = try #require(model.cost(at: values), "required violated")
    let freshCost = try #require(model.cost(at: freshValues), "fresh: required violated")
    #expect(isClose(cost, reference.cost), "cost \(cost) vs reference \(reference.cost)")
    #expect(isClose(freshCost, reference.cost))
    if reference.optima.count == 1 && !system.variables.contains(where: fresh.isAmbiguous) {
      for (value, expected) in zip(values, reference.optima[0]) {
        #expect(isClose(value, expected), "values \(values) vs \(reference.optima[0])")
      }
    }
  }
}
