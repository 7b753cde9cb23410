extension Solver {
  /// Rebuilds the tableau from the constraints, leaving out some (removing a required
  /// equality, which has no marker column to pivot on).
  ///
  /// - Parameter removed: The slots of the constraints to leave out.
  /// - Complexity: That of adding every remaining constraint, O(size of the system) for
  ///   tree-shaped layouts.
  mutating func rebuild(excluding removed: Set<Int32>) {
    do {
      try rebuild { slot, info in removed.contains(slot) ? nil : info.constant }
    } catch {
      // A subset of a satisfiable set of constraints is satisfiable.
      preconditionFailure("LayoutSolver: rebuilding after a removal failed: \(error)")
    }
  }

  /// Rebuilds the tableau with a new constant for one constraint (changing the constant of a
  /// required equality without a dummy). On failure the solver is unchanged.
  ///
  /// The constraint gets a dummy in the rebuilt tableau, so that later changes of its
  /// constant are incremental: constants that change once tend to change again (layout
  /// guides, animated insets).
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if the new constant
  ///   contradicts the other required constraints.
  mutating func rebuild(changing changed: Int32, to constant: Double) throws(SolverError) {
    do {
      try rebuild { slot, info in slot == changed ? constant : info.constant }
    } catch {
      // The replay may trip over a later constraint; the one to blame is the changed one.
      guard let constraint = infos[Int(changed)]?.constraint else { throw error }
      throw .unsatisfiableConstraint(
        constraint, conflicting: explain(constraint, constant: constant, or: [constraint]))
    }
  }

  /// Rebuilds the tableau with new constants for several constraints, each of which then has
  /// a dummy if it is a required equality. On failure the solver is unchanged.
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if the new constants
  ///   contradict the required constraints; it names the constraint the replay tripped over.
  mutating func rebuild(changing constants: [Int32: Double]) throws(SolverError) {
    try rebuild { slot, info in constants[slot] ?? info.constant }
  }

  /// Adds every constraint, in the order they were first added, to a fresh solver and
  /// replaces this one with it; `constant` gives each constraint's constant, or nil to drop
  /// it. Edit variables are kept.
  private mutating func rebuild(
    _ constant: (Int32, ConstraintInfo) -> Double?
  )
    throws(SolverError)
  {
    var fresh = Solver(keepsDummies: keepsDummies)
    fresh.tableau.substitutionMode = tableau.substitutionMode
    let ordered = infos.indices.compactMap { index in
      infos[index].map { (Int32(index), $0) }
    }.sorted { $0.1.serial < $1.1.serial }
    for (slot, info) in ordered {
      guard let value = constant(slot, info) else { continue }
      let changed = value != info.constant
      let hasDummy = info.marker >= 0 && tableau.kinds[Int(info.marker)] == .dummy
      try fresh.add(info.constraint, constant: value, withDummy: changed || hasDummy)
    }
    fresh.edits = edits.filter { fresh.hasConstraint($0.value) }
    fresh.rebuildCount = rebuildCount + 1
    if ownsIdentity() { fresh.adoptHints(from: identity) }
    self = fresh
  }

  /// The required constraints that conflict with `constraint` (with the given constant):
  /// replays the other required constraints into a solver that keeps dummy columns and reads
  /// the conflict from the row that proves it.
  ///
  /// Used only when a required constraint is refused, so its cost (quadratic in the length
  /// of chains of equalities) is paid only on errors.
  ///
  /// - Parameter fallback: Returned when this solver keeps dummies already (its own proof is
  ///   complete) or when the replay finds no conflict.
  func explain(
    _ constraint: Constraint, constant: Double, or fallback: [Constraint]
  )
    -> [Constraint]
  {
    guard !keepsDummies else { return fallback }
    var explainer = Solver(keepsDummies: true)
    let required = infos.compactMap { $0 }
      .filter { $0.constraint.strength.isRequired && $0.constraint !== constraint }
      .sorted { $0.serial < $1.serial }
    for info in required {
      // These were all satisfiable together; a failure here cannot happen.
      try? explainer.add(info.constraint, constant: info.constant)
    }
    do {
      try explainer.add(constraint, constant: constant)
    } catch {
      if case .unsatisfiableConstraint(_, let conflicting) = error { return conflicting }
    }
    return fallback
  }
}

extension Solver {
  /// Takes over the hints of the solver this one replaces, which held `previous` alone: its
  /// variables and constraints, spilled into this solver's dictionaries while it was built,
  /// are found through their hints again.
  fileprivate mutating func adoptHints(from previous: SolverIdentity) {
    let variables = tableau.variables.enumerated().lazy.compactMap { index, variable in
      variable.map { ($0, Int32(index)) }
    }
    symbolOfVariable.adoptHints(from: previous, identity: identity, objects: variables)
    let constraints = infos.enumerated().lazy.compactMap { index, info in
      info.map { ($0.constraint, Int32(index)) }
    }
    constraintSlots.adoptHints(from: previous, identity: identity, objects: constraints)
  }
}
