extension Solver {
  /// The symbol to make basic (kiwi `chooseSubject`): any external; else the marker or the
  /// other error if its coefficient is negative (then its value, constant / -a, is >= 0).
  func chooseSubject(_ pending: PendingRow) -> Int32? {
    // A loop, not a closure: a closure that read the tableau would copy the solver value.
    let symbols = tableau.symbols
    for cell in pending.cells where symbols[Int(cell.symbol)].kind == .external {
      return cell.symbol
    }
    if isNegativeRestricted(pending.marker, in: pending) { return pending.marker }
    if isNegativeRestricted(pending.other, in: pending) { return pending.other }
    return nil
  }

  /// A symbol of the row that costs nothing in the objective, to make basic instead of the
  /// row's own error `subject`, when the dual simplex can then finish the insertion.
  ///
  /// Solved for its own error, an optional row puts that error in the objective, and the
  /// objective then prices every symbol the row shares with the tableau: the primal simplex
  /// must pivot them in, at a degenerate optimum through rows that tie at ratio 0. In a tree
  /// of weak heights held up by required minimums (kiwi's 4-ary tree from depth 9), the first
  /// leaf under each fresh subtree pivoted in this way the slacks of the leaves holding up
  /// the earlier subtrees, whose columns hold every row of those subtrees: the rows
  /// rewritten grew with the tree. Solved instead for a parametric slack or error with a
  /// zero objective coefficient and a positive coefficient in the row, the objective does not
  /// change (the errors only gain their weights), so it stays optimal, and the row's value,
  /// `-constant / coefficient`, is at most 0: the dual simplex restores the rows this made
  /// negative, which is where the optimum moves. It never fails: each negative row keeps a
  /// positive error to enter, since an optional constraint can always be violated.
  ///
  /// When solving for the error prices nothing below zero (a chain of conflicting weak
  /// heights), that way makes no pivot and is kept.
  ///
  /// - Returns: Of the eligible symbols, the one with the shortest column (the cheapest to
  ///   substitute); nil for a required row, a row solved for an external or a slack, a row
  ///   whose error prices nothing below zero, or no eligible symbol.
  func costFreeSubject(_ pending: PendingRow, instead subject: Int32) -> Int32? {
    guard pending.errorWeight > 0, tableau.kinds[Int(subject)] == .error,
      pricesBelowZero(pending, subject: subject)
    else { return nil }
    var best: Int32?
    var bestLength = Int32.max
    for (symbol, coefficient) in pending.cells
    where coefficient > 0 && symbol != pending.marker && symbol != pending.other {
      let s = Int(symbol)
      guard tableau.kinds[s] == .slack || tableau.kinds[s] == .error,
        abs(tableau.objective[s]) < Tableau.epsilon, tableau.columns[s].count < bestLength
      else { continue }
      best = symbol
      bestLength = tableau.columns[s].count
    }
    return best
  }

  /// Whether solving the row for its error `subject` would leave a negative coefficient in
  /// the objective, so that the primal simplex would pivot (else that way costs nothing).
  private func pricesBelowZero(_ pending: PendingRow, subject: Int32) -> Bool {
    // The objective gains weight · subject = weight · (constant + Σ aᵢ·xᵢ) / -a.
    let factor = pending.errorWeight / -pending.coefficient(of: subject)
    for (symbol, coefficient) in pending.cells where symbol != subject {
      var price = tableau.objective[Int(symbol)] + factor * coefficient
      if symbol == pending.marker || symbol == pending.other { price += pending.errorWeight }
      if price < 0 && tableau.kinds[Int(symbol)] != .dummy { return true }
    }
    return false
  }

  /// Whether `symbol` is a slack or error with a negative coefficient in the pending row.
  private func isNegativeRestricted(_ symbol: Int32, in pending: PendingRow) -> Bool {
    guard symbol >= 0 else { return false }
    let kind = tableau.kinds[Int(symbol)]
    return (kind == .slack || kind == .error) && pending.coefficient(of: symbol) < 0
  }
}
