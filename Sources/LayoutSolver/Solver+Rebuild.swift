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
  ///
  /// The replay is the same sequence of additions a new solver would make, so the result is
  /// that solver's; it only saves work around them. The fresh solver's storage is reserved
  /// from this one's sizes, and when this solver holds its identity alone the fresh one takes
  /// it over for the replay: it writes the hints of the objects it adds as it goes, instead of
  /// spilling every one into its dictionaries (hashing each lookup) and taking the hints over
  /// afterwards. If the replay fails, this solver gets its identity back and its hints are
  /// rewritten (see ``restoreHints()``).
  private mutating func rebuild(
    _ constant: (Int32, ConstraintInfo) -> Double?
  )
    throws(SolverError)
  {
    var fresh = Solver(keepsDummies: keepsDummies)
    fresh.tableau.substitutionMode = tableau.substitutionMode
    fresh.reserveCapacity(like: self)
    let handsOverIdentity = ownsIdentity()
    if handsOverIdentity { swap(&identity, &fresh.identity) }
    do {
      for slot in slotsInOrderOfAddition() {
        guard let info = infos[Int(slot)], let value = constant(slot, info) else { continue }
        let changed = value != info.constant
        let hasDummy = info.marker >= 0 && tableau.kinds[Int(info.marker)] == .dummy
        try fresh.add(info.constraint, constant: value, withDummy: changed || hasDummy)
      }
    } catch {
      if handsOverIdentity {
        swap(&identity, &fresh.identity)
        restoreHints()
      }
      throw error
    }
    fresh.edits = edits.filter { fresh.hasConstraint($0.value) }
    fresh.rebuildCount = rebuildCount + 1
    self = fresh
  }

  /// The slots of the added constraints, in the order they were added.
  ///
  /// Slots are handed out in order of addition until a constraint is removed (a rebuild
  /// hands them out again in that order), so the list usually comes out sorted and is only
  /// checked.
  private func slotsInOrderOfAddition() -> [Int32] {
    var slots: [Int32] = []
    slots.reserveCapacity(constraintSlots.count)
    var isSorted = true
    var lastSerial = Int.min
    for (index, info) in infos.enumerated() {
      guard let info else { continue }
      slots.append(Int32(index))
      if info.serial < lastSerial { isSorted = false }
      lastSerial = info.serial
    }
    if !isSorted {
      slots.sort { (infos[Int($0)]?.serial ?? 0) < (infos[Int($1)]?.serial ?? 0) }
    }
    return slots
  }

  /// Reserves this solver's storage for a replay of `other`'s constraints: as many
  /// constraint slots, symbols, rows and cells as `other` uses.
  private mutating func reserveCapacity(like other: Solver) {
    infos.reserveCapacity(other.infos.count)
    tableau.reserveCapacity(like: other.tableau)
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
  /// Makes the hints of this solver's objects name their symbols and slots here again,
  /// after a failed replay into a solver that had taken over the identity and rewritten them.
  ///
  /// Only objects whose hint names this solver's identity are touched: the others belong to
  /// other solvers, are in this solver's dictionaries, and the replay left them alone. The
  /// solver holds its identity alone here (it handed it over), so no copy relies on the hints.
  fileprivate mutating func restoreHints() {
    let owner = ObjectIdentifier(identity)
    for (symbol, variable) in tableau.variables.enumerated() {
      guard let variable, variable.solverHint.isWritten(by: owner) else { continue }
      variable.solverHint = SolverHint(owner: owner, index: Int32(symbol))
    }
    for (slot, info) in infos.enumerated() {
      guard let constraint = info?.constraint, constraint.solverHint.isWritten(by: owner)
      else { continue }
      constraint.solverHint = SolverHint(owner: owner, index: Int32(slot))
    }
  }
}

extension Tableau {
  /// Reserves room for as many symbols, rows and cells as `other` has.
  fileprivate mutating func reserveCapacity(like other: Tableau) {
    let symbols = other.symbols.count
    self.symbols.reserveCapacity(symbols)
    variables.reserveCapacity(symbols)
    dirty.reserveCapacity(symbols)
    rows.reserveCapacity(other.rows.count)
    cells.reserveCapacity(other.cells.count)
  }
}
