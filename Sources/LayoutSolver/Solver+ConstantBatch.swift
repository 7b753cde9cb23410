extension Solver {
  /// Changes the constants of several added constraints, then re-solves once.
  ///
  /// The changes are made together: every marker is shifted first, then a single dual
  /// simplex restores feasibility, where one ``setConstant(_:of:)`` per change runs one dual
  /// simplex each, with pivots that a later change often undoes (a window's new size, then
  /// its root view's new guide constants). The result has the constraints and constants of
  /// those calls in order, and a solution of the same optimal value (where several solutions
  /// are optimal, it may be another of them). Only the final constants must be consistent:
  /// moving two bounds of a variable past each other is fine in either order.
  ///
  /// A constraint may appear more than once; its last constant wins.
  ///
  /// ```swift
  /// try solver.setConstants([(width, -852), (height, -393)])
  /// solver.updateVariables()
  /// ```
  ///
  /// - Parameter changes: Each constraint with its new constant (see ``setConstant(_:of:)``).
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if a constraint is not in the solver;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if the required constraints
  ///   cannot hold with all the new constants; it names the first change, in order, that
  ///   contradicts them together with the changes before it. The constraints then keep their
  ///   constants: the solver makes none of the changes.
  /// - Complexity: Proportional to the rows containing the markers and the dual pivots made.
  ///   A batch that changes a required equality's constant for the first time rebuilds the
  ///   tableau once, as ``setConstant(_:of:)`` would for that change.
  public mutating func setConstants(
    _ changes: [(constraint: Constraint, constant: Double)]
  )
    throws(SolverError)
  {
    var slots: [Int32] = []
    slots.reserveCapacity(changes.count)
    var needsRebuild = false
    for change in changes {
      guard let slot = slot(of: change.constraint), let info = infos[Int(slot)] else {
        throw .unknownConstraint(change.constraint)
      }
      if info.marker < 0 && change.constant != info.constant { needsRebuild = true }
      slots.append(slot)
    }
    if needsRebuild {
      // One rebuild with every new constant (the last of a constraint named twice).
      var constants: [Int32: Double] = [:]
      for (change, slot) in zip(changes, slots) { constants[slot] = change.constant }
      do {
        try rebuild(changing: constants)
      } catch {
        // Find the change to blame the way single changes report it.
        try setConstantsOneAtATime(changes)
      }
      return
    }
    // Each shift is undone, newest first, if the dual simplex finds the system infeasible.
    var shifts: [(slot: Int32, shift: Double, constant: Double)] = []
    shifts.reserveCapacity(changes.count)
    var markerShifts: [(symbol: Int32, shift: Double)] = []
    markerShifts.reserveCapacity(changes.count)
    var isRequired = false
    for (change, slot) in zip(changes, slots) {
      guard let info = infos[Int(slot)] else { continue }
      let delta = change.constant - info.constant
      guard delta != 0 else { continue }
      let shift = -delta / info.markerCoefficient
      if change.constraint.strength.isRequired && !isRequired {
        isRequired = true
        tableau.pivotLog = []
      }
      markerShifts.append((info.marker, shift))
      shifts.append((slot, shift, info.constant))
      infos[Int(slot)]?.constant = change.constant
    }
    guard !shifts.isEmpty else { return }
    tableau.shift(markerShifts)
    guard tableau.dualOptimize() != nil else {
      tableau.pivotLog = nil
      return
    }
    precondition(isRequired, "LayoutSolver: an optional constraint made the system infeasible")
    tableau.undoLoggedPivots()
    for (slot, shift, constant) in shifts.reversed() {
      if let marker = infos[Int(slot)]?.marker { tableau.shift(marker, by: -shift) }
      infos[Int(slot)]?.constant = constant
    }
    tableau.infeasible.removeAll(keepingCapacity: true)
    // Find the change to blame (and its conflict) the way single changes report it.
    try setConstantsOneAtATime(changes)
  }

  /// Applies the changes with ``setConstant(_:of:)`` in order; on an error, puts back the
  /// constants changed before it, newest first, and rethrows.
  private mutating func setConstantsOneAtATime(
    _ changes: [(constraint: Constraint, constant: Double)]
  )
    throws(SolverError)
  {
    var applied: [(constraint: Constraint, constant: Double)] = []
    for change in changes {
      guard let slot = slot(of: change.constraint), let info = infos[Int(slot)] else {
        throw .unknownConstraint(change.constraint)
      }
      do {
        try setConstant(change.constant, of: change.constraint)
      } catch {
        for old in applied.reversed() {
          // Each state on the way back was reached before, so it is feasible.
          do {
            try setConstant(old.constant, of: old.constraint)
          } catch {
            preconditionFailure("LayoutSolver: undoing a change of constant failed: \(error)")
          }
        }
        throw error
      }
      applied.append((change.constraint, info.constant))
    }
  }
}
