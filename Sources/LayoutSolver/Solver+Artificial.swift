extension Solver {
  /// Enters a row that has no valid subject through an artificial variable (Cassowary
  /// section 3.3, phase one of the two-phase simplex; kiwi `addWithArtificialVariable`).
  ///
  /// The row gets a fresh restricted basic symbol `a`, and a copy of the row serves as the
  /// objective `minimise a`. If the minimum is 0 the constraint can hold: `a` is pivoted out
  /// and dropped, leaving the row in the tableau. Otherwise the optimal artificial objective,
  /// `a = k + Σ cᵢ·pᵢ` with `k > 0` and `cᵢ >= 0` for every restricted `pᵢ`, proves that the
  /// required constraints whose markers appear in it cannot hold together; every pivot is
  /// then undone and the row removed, so the tableau is exactly as before.
  ///
  /// - Returns: nil on success, or the symbols of the proof on failure.
  mutating func insertWithArtificialVariable(_ pending: PendingRow) -> [Int32]? {
    let artificial = tableau.newSymbol(.slack)
    let row = tableau.newRow(basic: artificial, constant: pending.constant)
    let objective = tableau.newRow(basic: -1, constant: pending.constant)
    for (symbol, coefficient) in pending.cells {
      tableau.appendCell(row: row, symbol: symbol, coefficient: coefficient)
      tableau.appendCell(row: objective, symbol: symbol, coefficient: coefficient)
    }
    tableau.pivotLog = []
    tableau.optimizeArtificial(objective)

    guard abs(tableau.rows[Int(objective)].constant) < Tableau.epsilon else {
      let proof = tableau.cells(inRow: objective).map(\.symbol)
      tableau.deleteRow(objective)
      tableau.undoLoggedPivots()
      tableau.deleteRow(tableau.rowOfSymbol[Int(artificial)])
      tableau.releaseSymbol(artificial)
      return proof
    }
    tableau.pivotLog = nil
    tableau.deleteRow(objective)

    let artificialRow = tableau.rowOfSymbol[Int(artificial)]
    if artificialRow >= 0 {
      let cells = Array(tableau.cells(inRow: artificialRow))
      if cells.isEmpty {
        tableau.deleteRow(artificialRow)
      } else {
        // Prefer a slack or error; a row of dummies only is a redundant equality.
        let entering =
          cells.first { tableau.kinds[Int($0.symbol)] != .dummy }?.symbol ?? cells[0].symbol
        tableau.pivot(row: artificialRow, entering: entering)
      }
    }
    // The artificial symbol is parametric now; fixing it at 0 removes it from every row.
    while tableau.columns[Int(artificial)].last >= 0 {
      tableau.removeCell(tableau.columns[Int(artificial)].last)
    }
    tableau.objective[Int(artificial)] = 0
    tableau.releaseSymbol(artificial)
    return nil
  }
}
