extension Solver {
  /// Clear-box test hook: a solver that gives every required equality a dummy marker, as
  /// the paper and kiwi do, so that tests can run the same cases through both tableaux.
  package init(_keepsDummies keepsDummies: Bool) {
    self.init(keepsDummies: keepsDummies)
  }

  /// Clear-box test hook: how many times the tableau was rebuilt from the constraint list
  /// (removing a dummy-less required equality, or changing its constant the first time).
  package var _rebuildCount: Int { rebuildCount }

  /// Clear-box test hook: the number of non-zero cells in the tableau's rows.
  package var _cellCount: Int {
    tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? Int($1.count) : 0) }
  }

  /// Clear-box test hook: how many cells the tableau's pool holds, in use or free.
  package var _cellPoolSize: Int { tableau.cells.count }

  /// Clear-box test hook: force how substitutions find a target row's cells: 0 chooses the
  /// cheaper way (the default), 1 always walks the target rows, 2 always indexes the columns.
  package mutating func _forceSubstitution(_ mode: Int) {
    tableau.substitutionMode = mode == 1 ? .byRow : mode == 2 ? .byColumn : .cheaper
  }

  /// Clear-box test hook: how many substitutions walked the target rows and how many went
  /// through column indices.
  package var _substitutionCounts: (byRow: Int, byColumn: Int) {
    (tableau.substitutionsByRow, tableau.substitutionsByColumn)
  }

  /// Clear-box test hook: how many rows substitutions (pivots and added rows) have rewritten
  /// since the solver was created or last rebuilt; a measure of work that does not depend on
  /// the machine.
  package var _substitutedRows: Int { tableau.substitutedRows }

  /// Clear-box test hook: how many variables and constraints the solver finds through its
  /// dictionaries instead of their hints (see ``HintedIndex``).
  package var _spilledCounts: (variables: Int, constraints: Int) {
    (symbolOfVariable.spilledCount, constraintSlots.spilledCount)
  }
}
