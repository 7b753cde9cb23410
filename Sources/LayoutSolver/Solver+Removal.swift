extension Solver {
  /// Removes a constraint and re-solves, as if it had never been added.
  ///
  /// - Parameter constraint: A constraint added earlier.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  /// - Complexity: Proportional to the rows containing the constraint's marker and the pivots
  ///   needed to re-optimise; O(size of the system) for a required equality added without
  ///   `allowingChanges` whose constant never changed (it has no marker: the tableau is
  ///   rebuilt without it). Remove many with ``removeConstraints(_:)``: at most one rebuild.
  public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let slot = slot(of: constraint), let info = infos[Int(slot)]
    else { throw .unknownConstraint(constraint) }
    constraintSlots.remove(constraint)
    guard info.marker >= 0 else {
      // A required equality without a dummy column: rebuild without it.
      rebuild(excluding: [slot])
      return
    }
    let weight = constraint.strength.weight
    removeErrorFromObjective(info.marker, weight: weight)
    removeErrorFromObjective(info.other, weight: weight)
    tableau.eliminate(info.marker)
    tableau.releaseSymbol(info.marker)
    if info.other >= 0 {
      tableau.eliminate(info.other)
      tableau.releaseSymbol(info.other)
    }
    releaseExternals(of: constraint)
    infos[Int(slot)] = nil
    freeInfoSlots.append(slot)
    tableau.optimize()
    tableau.infeasible.removeAll(keepingCapacity: true)
  }

  /// Removes several constraints and re-solves once, as if they had never been added.
  ///
  /// When any of them is a required equality without a marker (added with
  /// ``addConstraint(_:)``), the tableau is rebuilt once without all of them, instead of once
  /// per such constraint as ``removeConstraint(_:)`` would; otherwise each is removed
  /// incrementally through its marker. Use it to tear down a subtree of constrained views.
  ///
  /// The call is all-or-nothing: if any constraint is not in the solver, nothing is removed.
  /// A constraint listed more than once is removed once.
  ///
  /// - Parameter constraints: Constraints added earlier, in any order.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` naming the first constraint of the list
  ///   that is not in the solver (the solver is then unchanged).
  /// - Complexity: O(size of the system + removed) when a rebuild is needed; otherwise the sum
  ///   of the incremental removals (see ``removeConstraint(_:)``).
  public mutating func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
    var slots: [Int32] = []
    var seen = Set<Int32>()
    var needsRebuild = false
    for constraint in constraints {
      guard let slot = slot(of: constraint), let info = infos[Int(slot)]
      else { throw .unknownConstraint(constraint) }
      guard seen.insert(slot).inserted else { continue }
      slots.append(slot)
      if info.marker < 0 { needsRebuild = true }
    }
    guard needsRebuild else {
      for slot in slots {
        guard let info = infos[Int(slot)] else { continue }
        // Known to be in the solver: this cannot throw.
        try removeConstraint(info.constraint)
      }
      return
    }
    for slot in slots {
      guard let info = infos[Int(slot)] else { continue }
      constraintSlots.remove(info.constraint)
    }
    rebuild(excluding: seen)
  }

  /// Takes an error symbol's weighted term out of the objective (kiwi
  /// `removeMarkerEffects`); does nothing for other symbols.
  mutating func removeErrorFromObjective(_ symbol: Int32, weight: Double) {
    guard symbol >= 0, tableau.kinds[Int(symbol)] == .error else { return }
    let row = tableau.rowOfSymbol[Int(symbol)]
    if row >= 0 {
      tableau.addRowToObjective(row, factor: -weight)
    } else {
      tableau.addToObjective(symbol: symbol, coefficient: -weight)
    }
  }
}
