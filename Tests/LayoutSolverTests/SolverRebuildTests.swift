import Testing

@testable import LayoutSolver

/// The first change of a dummy-less required equality's constant rebuilds the tableau by
/// replaying the constraints; these check the replay against the reference and against a
/// solver that makes the same additions, and the solver left by a refused replay.
@Suite("Solver: replaying the constraints for a changed constant")
struct SolverReplayTests {
  @Test(
    "a changed constant agrees with the reference and with the same additions replayed",
    arguments: 1...150)
  func changedConstantAgrees(seed: UInt64) throws {
    var system = SolverPropertyTests.System(seed: seed)
    var solver = Solver()
    solver._forceSubstitution(Int(seed % 3))
    var added: [(constraint: Constraint, allowing: Bool)] = []
    var constants: [ObjectIdentifier: Double] = [:]
    for step in 0..<Int.random(in: 3...8, using: &system.random) {
      let constraint = system.constraint()
      let allowing = Int.random(in: 0..<4, using: &system.random) == 0
      if (try? solver.addConstraint(constraint, allowingChanges: allowing)) != nil {
        added.append((constraint, allowing))
      }
      // Removing a constraint that has a marker frees its slot without a rebuild; the
      // next one takes it, so slots no longer follow the order of addition.
      if step == 1, let index = added.firstIndex(where: { $0.constraint.relation != .equal }) {
        try solver.removeConstraint(added.remove(at: index).constraint)
      }
    }
    let candidates = added.filter { entry in
      entry.constraint.relation == .equal && entry.constraint.strength.isRequired
        && !entry.allowing
    }
    guard let changed = candidates.randomElement(using: &system.random)?.constraint else {
      return
    }
    let constant = Double(Int.random(in: -10...10, using: &system.random))
    guard constant != changed.expression.constant else { return }
    constants[ObjectIdentifier(changed)] = constant
    let model = system.reference(added.map(\.constraint), constants: constants)
    let before = solver.dump()
    do {
      try solver.setConstant(constant, of: changed)
    } catch {
      #expect(model.solve() == nil, "refused a feasible constant: \(error)")
      #expect(solver.dump() == before)
      #expect(solver._spilledCounts == (0, 0))
      #expect(solver._rebuildCount == 0)
      return
    }
    #expect(solver._rebuildCount == 1)
    #expect(solver._spilledCounts == (0, 0))
    let reference = try #require(model.solve(), "accepted an infeasible constant")
    let values = system.variables.map { solver.value(of: $0) }
    let cost = try #require(model.cost(at: values), "required violated")
    #expect(isClose(cost, reference.cost), "cost \(cost) vs reference \(reference.cost)")
    // The rebuild is the same additions made to a new solver, in the order of addition,
    // the changed constraint with a dummy: the same tableau.
    var replayed = Solver()
    replayed._forceSubstitution(Int(seed % 3))
    for (constraint, allowing) in added {
      let isChanged = constraint === changed
      try replayed.add(
        constraint, constant: isChanged ? constant : constraint.expression.constant,
        withDummy: allowing || isChanged)
    }
    #expect(solver.dump() == replayed.dump())
  }

  @Test("a refused constant leaves a dummy-less chain whole, its hints included")
  func refusedReplayRestoresHints() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    var links = [x[0] == 5]
    for index in 1..<x.count { links.append(x[index] == x[index - 1] + 1) }
    var solver = Solver()
    // A constraint removed first leaves its slot and symbols to later ones, so the replay
    // numbers slots and symbols differently from this solver.
    let removed = x[0] >= -100
    try solver.addConstraint(removed)
    for link in links { try solver.addConstraint(link) }
    try solver.removeConstraint(removed)
    try solver.addConstraint(x[29] <= 40)
    let before = solver.dump()
    // x29 = 5 + 29 + 20 = 54 > 40: the replay fails at the last constraint.
    #expect(throws: SolverError.self) { try solver.setConstant(-20, of: links[10]) }
    #expect(solver.dump() == before)
    #expect(solver._rebuildCount == 0)
    #expect(solver._spilledCounts == (0, 0))
    #expect(links.allSatisfy(solver.hasConstraint))
    #expect(solver.value(of: x[29]) == 34)
    try solver.setConstant(-3, of: links[10])
    #expect(solver._rebuildCount == 1)
    #expect(solver._spilledCounts == (0, 0))
    #expect(solver.value(of: x[29]) == 36)
    try solver.setConstant(-4, of: links[10])
    #expect(solver._rebuildCount == 1)
    #expect(solver.value(of: x[29]) == 37)
  }

  @Test("a copy of the solver keeps its hints while the original rebuilds")
  func copyDuringRebuild() throws {
    let x = (0..<10).map { Variable("x\($0)") }
    var links = [x[0] == 1]
    for index in 1..<x.count { links.append(x[index] == x[index - 1] + 2) }
    var solver = Solver()
    for link in links { try solver.addConstraint(link) }
    let copy = solver
    try solver.setConstant(-4, of: links[3])
    #expect(solver._rebuildCount == 1)
    #expect(solver.value(of: x[9]) == 21)
    #expect(copy.value(of: x[9]) == 19)
    #expect(links.allSatisfy(copy.hasConstraint))
    #expect(links.allSatisfy(solver.hasConstraint))
  }
}
