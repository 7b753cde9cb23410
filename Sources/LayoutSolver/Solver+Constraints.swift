extension Solver {
  /// A constraint turned into a row, before it enters the tableau (kiwi `createRow`).
  struct PendingRow {
    /// `0 = constant + Σ cells`, with basic symbols already substituted.
    var cells: [(symbol: Int32, coefficient: Double)] = []
    var constant = 0.0
    var marker: Int32 = -1
    var other: Int32 = -1
    var markerCoefficient = 1.0
    /// The weight of the error symbols (the marker and `other` when they are errors), added
    /// to the objective once the row is in; 0 for a required constraint. Kept as a number
    /// rather than a list, so that an optional constraint allocates no array for it.
    var errorWeight = 0.0

    func coefficient(of symbol: Int32) -> Double {
      cells.first { $0.symbol == symbol }?.coefficient ?? 0
    }
  }

  /// Adds a constraint and re-solves.
  ///
  /// Required constraints must hold exactly; optional ones are satisfied as well as their
  /// strengths allow.
  ///
  /// ```swift
  /// try solver.addConstraint(view.left == parent.left + 16)
  /// try solver.addConstraint((view.height == 44).with(.weak))
  /// ```
  ///
  /// - Parameter constraint: The constraint; the same object later identifies it.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was already added;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and
  ///   contradicts the required constraints already added (the solver is then unchanged).
  /// - Complexity: Proportional to the rows reachable through the constraint's variables and
  ///   the pivots needed, not to the total number of constraints.
  public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try add(constraint, constant: constraint.expression.constant)
  }

  /// Adds a constraint and re-solves, choosing how a required equality is represented.
  ///
  /// By default (``addConstraint(_:)``) a required equality gets no marker column, so chains
  /// of them build in linear time, but removing one or changing its constant for the first
  /// time rebuilds the whole tableau (see ``Solver``). With `allowingChanges` it gets a dummy
  /// marker from the start, as in the Cassowary paper, so that ``setConstant(_:of:)`` and
  /// ``removeConstraint(_:)`` on it are incremental and never rebuild.
  ///
  /// Use it for required equalities whose constant will change or that will be removed while
  /// the rest of the system stays: layout guides that follow insets or margins, translated
  /// autoresizing masks, constraints of views that come and go. The cost is one dummy cell in
  /// every row that depends on the constraint: a leaf constraint `g == c` that other
  /// variables depend on adds one cell to each of their rows, but a chain of `n` such
  /// equalities, each depending on the previous one, holds n²/2 dummy cells. For other
  /// constraints the flag changes nothing (they always have a marker).
  ///
  /// ```swift
  /// let inset = guide.minX == view.minX + 20
  /// try solver.addConstraint(inset, allowingChanges: true)
  /// try solver.setConstant(-44, of: inset)  // guide.minX == view.minX + 44, no rebuild
  /// ```
  ///
  /// - Parameters:
  ///   - constraint: The constraint; the same object later identifies it.
  ///   - allowingChanges: Whether a required equality gets a dummy marker column.
  /// - Throws: As ``addConstraint(_:)``.
  /// - Complexity: As ``addConstraint(_:)``, plus one cell per row that substitutes the
  ///   constraint's subject.
  public mutating func addConstraint(
    _ constraint: Constraint, allowingChanges: Bool
  )
    throws(SolverError)
  {
    try add(constraint, constant: constraint.expression.constant, withDummy: allowingChanges)
  }

  /// Adds a constraint whose expression has the given constant instead of its own.
  ///
  /// - Parameter withDummy: Give a required equality a dummy marker even when the solver
  ///   does not keep dummies (a constraint whose constant has been changed once).
  mutating func add(
    _ constraint: Constraint, constant: Double, withDummy: Bool = false
  )
    throws(SolverError)
  {
    guard slot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
    let slot = reserveInfoSlot()
    let pending = makeRow(
      for: constraint, constant: constant, withDummy: withDummy || keepsDummies, slot: slot)

    var subject = chooseSubject(pending)
    var isRedundant = false
    if subject == nil && pending.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
      guard abs(pending.constant) < Tableau.epsilon else {
        let conflict = conflicting(pending.cells.map(\.symbol), adding: constraint)
        rollBack(pending, of: constraint, slot: slot)
        throw .unsatisfiableConstraint(
          constraint, conflicting: explain(constraint, constant: constant, or: conflict))
      }
      // A redundant equality: its dummy becomes basic (and stays 0), or without a dummy it
      // adds nothing to the tableau.
      subject = pending.marker >= 0 ? pending.marker : nil
      isRedundant = pending.marker < 0
    }
    let freeSubject = subject.flatMap { costFreeSubject(pending, instead: $0) }
    if let freeSubject {
      insert(pending, subject: freeSubject)
      // Its value, -constant / coefficient, is <= 0: the dual simplex restores it below.
      tableau.infeasible.append(freeSubject)
    } else if let subject {
      insert(pending, subject: subject)
    } else if !isRedundant, let proof = insertWithArtificialVariable(pending) {
      let conflict = conflicting(proof, adding: constraint)
      rollBack(pending, of: constraint, slot: slot)
      throw .unsatisfiableConstraint(
        constraint, conflicting: explain(constraint, constant: constant, or: conflict))
    }
    if pending.errorWeight > 0 {
      addErrorToObjective(pending.marker, weight: pending.errorWeight)
      addErrorToObjective(pending.other, weight: pending.errorWeight)
    }
    // The row's cells are in the tableau now: their storage serves the next row.
    spareRowCells = pending.cells
    if freeSubject != nil {
      // The row's own error can always enter, so an optional row never fails here.
      let failed = tableau.dualOptimize()
      precondition(failed == nil, "LayoutSolver: an optional constraint made the system infeasible")
    }
    tableau.optimize()
    // Primal pivots keep every restricted row feasible; anything queued is rounding noise.
    tableau.infeasible.removeAll(keepingCapacity: true)
    let owns = ownsIdentity()
    constraintSlots.insert(constraint, at: slot, identity: identity, ownsIdentity: owns)
    infos[Int(slot)] = ConstraintInfo(
      constraint: constraint, marker: pending.marker, other: pending.other,
      markerCoefficient: pending.markerCoefficient, constant: constant,
      serial: nextSerial)
    nextSerial += 1
  }

  /// Changes the constant of an added constraint in place and re-solves.
  ///
  /// The constraint then means `expression' RELATION 0`, where `expression'` is its
  /// expression with the constant replaced; the ``Constraint`` object itself is unchanged
  /// (the solver keeps the current constant). This is the Cassowary paper's technique for
  /// edit constants (section 4): the constraint's marker is shifted, which adjusts the
  /// constants of the rows in its column, and the dual simplex restores feasibility. It is
  /// much cheaper than removing and re-adding the constraint, and gives the same solution.
  ///
  /// Mirrors setting `NSLayoutConstraint.constant` on an active constraint.
  ///
  /// - Parameters:
  ///   - constant: The new constant of the constraint's expression.
  ///   - constraint: A constraint added earlier.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and the new
  ///   constant contradicts the other required constraints (the solver is then unchanged).
  /// - Complexity: Proportional to the rows containing the marker and the dual pivots made;
  ///   the first change of a required equality's constant rebuilds the tableau (O(size of the
  ///   system)) and gives it a dummy, so later changes are incremental.
  public mutating func setConstant(
    _ constant: Double, of constraint: Constraint
  )
    throws(SolverError)
  {
    guard let slot = slot(of: constraint), let info = infos[Int(slot)]
    else { throw .unknownConstraint(constraint) }
    let delta = constant - info.constant
    guard delta != 0 else { return }
    guard info.marker >= 0 else {
      try rebuild(changing: slot, to: constant)
      return
    }
    // `c + δ + expr + m·M' = 0` is the old equation `c + expr + m·M = 0` with
    // `M = M' + δ/m`: the new marker is `M' = M - δ/m`.
    let shift = -delta / info.markerCoefficient
    let isRequired = constraint.strength.isRequired
    if isRequired { tableau.pivotLog = [] }
    tableau.shift(info.marker, by: shift)
    if let failedRow = tableau.dualOptimize() {
      precondition(isRequired, "LayoutSolver: an optional constraint made the system infeasible")
      let proof =
        [tableau.rows[Int(failedRow)].basic] + tableau.cells(inRow: failedRow).map(\.symbol)
      let conflict = conflicting(proof, adding: nil).filter { $0 !== constraint } + [constraint]
      tableau.undoLoggedPivots()
      tableau.shift(info.marker, by: -shift)
      tableau.infeasible.removeAll(keepingCapacity: true)
      throw .unsatisfiableConstraint(
        constraint, conflicting: explain(constraint, constant: constant, or: conflict))
    }
    tableau.pivotLog = nil
    infos[Int(slot)]?.constant = constant
  }

  // MARK: - Steps of adding a constraint

  /// Adds `weight` times an error symbol of a new row to the objective (nothing for a
  /// symbol that is absent or not an error).
  private mutating func addErrorToObjective(_ symbol: Int32, weight: Double) {
    guard symbol >= 0, tableau.kinds[Int(symbol)] == .error else { return }
    let row = tableau.rowOfSymbol[Int(symbol)]
    if row >= 0 {
      tableau.addRowToObjective(row, factor: weight)
    } else {
      tableau.addToObjective(symbol: symbol, coefficient: weight)
    }
  }

  /// A free slot in `infos`.
  mutating func reserveInfoSlot() -> Int32 {
    if let slot = freeInfoSlots.popLast() { return slot }
    infos.append(nil)
    return Int32(infos.count - 1)
  }

  /// The tableau symbol of a variable, created on first use.
  mutating func symbol(for variable: Variable) -> Int32 {
    if let symbol = existingSymbol(of: variable) { return symbol }
    let symbol = tableau.newSymbol(.external)
    tableau.variables[Int(symbol)] = variable
    let owns = ownsIdentity()
    symbolOfVariable.insert(variable, at: symbol, identity: identity, ownsIdentity: owns)
    // The variable is now 0 in the solution; publish that on the next update.
    tableau.markDirty(symbol)
    return symbol
  }

  /// Drops the uses of a constraint's variables that `makeRow` counted, one per term.
  ///
  /// The solver keeps no list of a constraint's symbols: its terms find them again.
  mutating func releaseExternals(of constraint: Constraint) {
    for term in constraint.expression.terms {
      if let symbol = existingSymbol(of: term.variable) { releaseExternal(symbol) }
    }
  }

  /// Drops one use of an external symbol, forgetting the variable when it has none left.
  mutating func releaseExternal(_ symbol: Int32) {
    let s = Int(symbol)
    tableau.useCounts[s] -= 1
    guard tableau.useCounts[s] == 0, !tableau.isInUse(symbol),
      let variable = tableau.variables[s]
    else { return }
    symbolOfVariable.remove(variable)
    tableau.releaseSymbol(symbol)
  }

  /// Builds the row of a constraint: substitutes basic variables, adds the marker and error
  /// symbols (Cassowary section 3.2; kiwi `createRow`), and makes the constant non-negative.
  mutating func makeRow(
    for constraint: Constraint, constant: Double, withDummy: Bool, slot: Int32
  ) -> PendingRow {
    var pending = PendingRow()
    let expression = constraint.expression
    pending.constant = constant
    // The storage of the last row, if no one else holds it.
    pending.cells = spareRowCells
    spareRowCells = []
    // Emptied cell by cell: `removeAll(keepingCapacity:)` takes the longer path of a generic
    // subrange replacement (about 90 instructions for a row of three cells).
    while !pending.cells.isEmpty { pending.cells.removeLast() }
    // The terms (or the cells of their rows) plus a marker and up to two errors.
    pending.cells.reserveCapacity(expression.terms.count + 3)
    for term in expression.terms {
      let symbol = symbol(for: term.variable)
      tableau.useCounts[Int(symbol)] += 1
      guard term.coefficient != 0 else { continue }
      let row = tableau.rowOfSymbol[Int(symbol)]
      if row >= 0 {
        pending.constant += term.coefficient * tableau.rows[Int(row)].constant
        var cell = tableau.rows[Int(row)].first
        while cell >= 0 {
          let entry = tableau.cells[Int(cell)]
          accumulate(&pending, entry.symbol, term.coefficient * entry.coefficient)
          cell = entry.nextInRow
        }
      } else {
        accumulate(&pending, symbol, term.coefficient)
      }
    }
    for cell in pending.cells { tableau.scratch[Int(cell.symbol)] = -1 }
    // Cells cancel rarely: the removal's generic path (about 75 instructions) only then.
    if pending.cells.contains(where: { abs($0.coefficient) < Tableau.epsilon }) {
      pending.cells.removeAll { abs($0.coefficient) < Tableau.epsilon }
    }

    let strength = constraint.strength
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expr <= 0  ⇔  expr + s = 0;  expr >= 0  ⇔  expr - s = 0  (s >= 0).
      let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = tableau.newSymbol(.slack)
      pending.cells.append((slack, coefficient))
      pending.marker = slack
      pending.markerCoefficient = coefficient
      if !strength.isRequired {
        let error = tableau.newSymbol(.error)
        pending.cells.append((error, -coefficient))
        pending.other = error
        pending.errorWeight = strength.weight
      }
    case .equal:
      if strength.isRequired && !withDummy {
        // No marker: see `keepsDummies`.
        pending.marker = -1
      } else if strength.isRequired {
        let dummy = tableau.newSymbol(.dummy)
        pending.cells.append((dummy, 1))
        pending.marker = dummy
        pending.markerCoefficient = 1
      } else {
        // expr = e⁺ - e⁻ with both errors weighted in the objective.
        let plus = tableau.newSymbol(.error)
        let minus = tableau.newSymbol(.error)
        pending.cells.append((plus, -1))
        pending.cells.append((minus, 1))
        pending.marker = plus
        pending.markerCoefficient = -1
        pending.other = minus
        pending.errorWeight = strength.weight
      }
    }
    if pending.marker >= 0 { tableau.owners[Int(pending.marker)] = slot }
    if pending.other >= 0 { tableau.owners[Int(pending.other)] = slot }
    if pending.constant < 0 {
      pending.constant = -pending.constant
      for index in pending.cells.indices { pending.cells[index].coefficient.negate() }
    }
    return pending
  }

  /// Adds `coefficient * symbol` to a pending row, using the tableau's scratch index.
  private mutating func accumulate(_ pending: inout PendingRow, _ symbol: Int32, _ value: Double) {
    let position = tableau.scratch[Int(symbol)]
    if position >= 0 {
      pending.cells[Int(position)].coefficient += value
    } else {
      tableau.scratch[Int(symbol)] = Int32(pending.cells.count)
      pending.cells.append((symbol, value))
    }
  }

  /// Solves the pending row for `subject` and enters it into the tableau.
  mutating func insert(_ pending: PendingRow, subject: Int32) {
    let a = pending.coefficient(of: subject)
    let factor = -1 / a
    let slot = tableau.newRow(basic: subject, constant: pending.constant * factor)
    // One borrow of the matrix for the whole row (`appendCell` borrows it per cell): a row
    // in a deep chain holds a cell for every ancestor's error. The cells are reserved first,
    // exactly as many as the row takes (the subject is one of the pending cells).
    tableau.reserveFreeCells(pending.cells.count - 1)
    tableau.withBorrowedMatrix { matrix in
      for (symbol, coefficient) in pending.cells where symbol != subject {
        matrix.append(row: slot, symbol: symbol, coefficient: coefficient * factor)
      }
    }
    tableau.substitute(subject, withRow: slot)
  }

  /// Undoes `makeRow` after a refused constraint: releases its symbols and variable uses.
  mutating func rollBack(_ pending: PendingRow, of constraint: Constraint, slot: Int32) {
    if pending.marker >= 0 { tableau.releaseSymbol(pending.marker) }
    if pending.other >= 0 { tableau.releaseSymbol(pending.other) }
    releaseExternals(of: constraint)
    freeInfoSlots.append(slot)
    tableau.infeasible.removeAll(keepingCapacity: true)
  }

  /// The required constraints owning the given symbols, in order of addition, then `adding`.
  func conflicting(_ symbols: [Int32], adding constraint: Constraint?) -> [Constraint] {
    var seen = Set<Int32>()
    var found: [ConstraintInfo] = []
    for symbol in symbols where symbol >= 0 {
      let owner = tableau.owners[Int(symbol)]
      guard owner >= 0, seen.insert(owner).inserted, let info = infos[Int(owner)],
        info.constraint.strength.isRequired
      else { continue }
      found.append(info)
    }
    let sorted = found.sorted { $0.serial < $1.serial }.map(\.constraint)
    guard let constraint else { return sorted }
    return sorted.filter { $0 !== constraint } + [constraint]
  }
}
