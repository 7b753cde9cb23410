extension Solver {
  /// Whether the constraints leave the variable's value free to change.
  ///
  /// A variable is ambiguous when its value is not the same in every optimal solution: some
  /// other solution satisfies the required constraints and violates the optional ones no more
  /// (by the same weighted total) with a different value. A variable in no constraint is
  /// ambiguous.
  ///
  /// The optimal solutions are the feasible points where every parametric symbol with a
  /// positive objective coefficient stays 0. The variable's row says how it depends on the
  /// other parametric symbols (externals, and slacks and errors with a zero coefficient); the
  /// variable is ambiguous when one of them can move by a positive step without leaving the
  /// feasible region. A step is blocked only by restricted rows that are tight (constant 0)
  /// at the current solution; at such a degenerate optimum a small cone program over the
  /// tight rows (``ConeProbe``) decides whether some combination of moves gets through.
  ///
  /// Mirrors `UIView.hasAmbiguousLayout`, which asks the same question of the engine.
  ///
  /// ```swift
  /// try solver.addConstraint(x + y == 10)
  /// solver.isAmbiguous(x)  // true: x and y can trade places
  /// ```
  ///
  /// - Complexity: O(size of the variable's row and of the columns of its free symbols) in
  ///   the usual cases; at a degenerate optimum, plus a simplex over the tight rows connected
  ///   to those symbols.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let symbol = existingSymbol(of: variable) else { return true }
    let slot = tableau.symbols[Int(symbol)].row
    guard slot >= 0 else {
      // A parametric variable moves along its own column.
      if canStep(symbol, sign: 1) { return true }
      if tableau.symbols[Int(symbol)].kind == .external && canStep(symbol, sign: -1) {
        return true
      }
      return probeTightRows([(symbol, 1)])
    }
    // The row's free symbols are tried as they are met, with the cells read in place: the
    // direction is collected only for the rare degenerate case that needs the cone probe.
    var hasFreeSymbol = false
    var cell = tableau.rows[Int(slot)].first
    while cell >= 0 {
      let entry = tableau.cells[Int(cell)]
      cell = entry.nextInRow
      guard isFreeOnOptimalFace(entry.symbol) else { continue }
      hasFreeSymbol = true
      if canStep(entry.symbol, sign: 1) { return true }
      if tableau.symbols[Int(entry.symbol)].kind == .external
        && canStep(entry.symbol, sign: -1)
      {
        return true
      }
    }
    guard hasFreeSymbol else { return false }
    var direction: [(symbol: Int32, coefficient: Double)] = []
    for cell in tableau.cells(inRow: slot) where isFreeOnOptimalFace(cell.symbol) {
      direction.append((cell.symbol, cell.coefficient))
    }
    return probeTightRows(direction)
  }

  /// Whether a parametric symbol may move on the optimal face: an external, or a slack or
  /// error that the objective does not penalise.
  private func isFreeOnOptimalFace(_ symbol: Int32) -> Bool {
    let state = tableau.symbols[Int(symbol)]
    switch state.kind {
    case .external: return true
    case .slack, .error: return state.objective <= Tableau.epsilon
    case .dummy, .unused: return false
    }
  }

  /// Whether moving a parametric symbol by a small step of the given sign, all others
  /// fixed, keeps every restricted row feasible and every basic dummy at 0.
  private func canStep(_ symbol: Int32, sign: Double) -> Bool {
    // The column is walked in place (no `CellList`, which holds the pool).
    // Counted: the column's last cell has a stale forward link.
    let column = tableau.symbols[Int(symbol)].column
    var cell = column.first
    for _ in 0..<column.count {
      let entry = tableau.cells[Int(cell)]
      cell = entry.nextInColumn
      let row = tableau.rows[Int(entry.row)]
      guard row.basic >= 0 else { continue }
      let coefficient = sign * entry.coefficient
      switch tableau.symbols[Int(row.basic)].kind {
      case .external, .unused: continue
      case .dummy: if abs(coefficient) >= Tableau.epsilon { return false }
      case .slack, .error:
        if row.constant < Tableau.epsilon && coefficient <= -Tableau.epsilon { return false }
      }
    }
    return true
  }

  /// Whether the variable `Σ direction` can move in either sense along the cone of feasible
  /// directions of the optimal face: the tight restricted rows (and basic dummies) reachable
  /// from the direction's symbols through other free symbols.
  private func probeTightRows(_ direction: [(symbol: Int32, coefficient: Double)]) -> Bool {
    // Local variables: one per free restricted symbol, two (up and down) per external.
    var local: [Int32: Int] = [:]
    var count = 0
    var queue: [Int32] = []
    func register(_ symbol: Int32) {
      guard local[symbol] == nil else { return }
      local[symbol] = count
      count += tableau.kinds[Int(symbol)] == .external ? 2 : 1
      queue.append(symbol)
    }
    for (symbol, _) in direction { register(symbol) }
    var tightRows: [(cells: [(symbol: Int32, coefficient: Double)], isEquality: Bool)] = []
    var visited = Set<Int32>()
    while let symbol = queue.popLast() {
      for entry in tableau.cells(inColumn: symbol) where !visited.contains(entry.row) {
        let row = tableau.rows[Int(entry.row)]
        guard row.basic >= 0 else { continue }
        let kind = tableau.kinds[Int(row.basic)]
        guard kind == .dummy || (kind.isRestricted && row.constant < Tableau.epsilon) else {
          continue
        }
        visited.insert(entry.row)
        var cells: [(symbol: Int32, coefficient: Double)] = []
        for cell in tableau.cells(inRow: entry.row) where isFreeOnOptimalFace(cell.symbol) {
          register(cell.symbol)
          cells.append((cell.symbol, cell.coefficient))
        }
        tightRows.append((cells, kind == .dummy))
      }
    }
    func localize(_ cells: [(symbol: Int32, coefficient: Double)], sign: Double) -> [Int: Double] {
      var result: [Int: Double] = [:]
      for (symbol, coefficient) in cells {
        guard let position = local[symbol] else { continue }
        result[position, default: 0] += sign * coefficient
        if tableau.kinds[Int(symbol)] == .external {
          result[position + 1, default: 0] -= sign * coefficient
        }
      }
      return result
    }
    var probe = ConeProbe(variableCount: count)
    for (cells, isEquality) in tightRows {
      probe.addRow(localize(cells, sign: 1))
      if isEquality { probe.addRow(localize(cells, sign: -1)) }
    }
    return probe.admitsIncrease(of: localize(direction, sign: 1))
      || probe.admitsIncrease(of: localize(direction, sign: -1))
  }
}
