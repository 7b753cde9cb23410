extension Tableau {
  /// Makes `entering` the basic symbol of row `slot` and substitutes it everywhere else.
  ///
  /// Algebra: from `b = c + a·e + Σ`, solve `e = (b - c - Σ) / a`.
  mutating func pivot(row slot: Int32, entering: Int32) {
    let r = Int(slot)
    let leaving = rows[r].basic
    guard let index = cellIndex(row: slot, symbol: entering) else {
      preconditionFailure("LayoutSolver: pivot on symbol \(entering) absent from its row")
    }
    let a = cells[Int(index)].coefficient
    removeCell(index)
    appendCell(row: slot, symbol: leaving, coefficient: -1)
    let factor = -1 / a
    rows[r].constant *= factor
    rows[r].basic = entering
    rowOfSymbol[Int(entering)] = slot
    rowOfSymbol[Int(leaving)] = -1
    markDirty(leaving)
    markDirty(entering)
    // The row's cells are multiplied by `factor` as the substitution first reads them.
    substitute(entering, withRow: slot, scaling: factor)
    pivotLog?.append((leaving, entering))
  }

  /// Undoes the pivots recorded since `pivotLog` was set, newest first, and stops logging.
  mutating func undoLoggedPivots() {
    let log = pivotLog ?? []
    pivotLog = nil
    for (leaving, entering) in log.reversed() {
      pivot(row: rowOfSymbol[Int(entering)], entering: leaving)
    }
  }

  /// The restricted row that limits how far `entering` can grow (minimum ratio test).
  func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32?
    var bestRatio = Double.infinity
    // Counted: the column's last cell has a stale forward link (see ``Cell``).
    let column = columns[Int(entering)]
    var cell = column.first
    for _ in 0..<column.count {
      let entry = cells[Int(cell)]
      cell = entry.nextInColumn
      let row = rows[Int(entry.row)]
      guard row.basic >= 0, kinds[Int(row.basic)].isRestricted else { continue }
      let coefficient = entry.coefficient
      if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < bestRatio {
          bestRatio = ratio
          best = entry.row
        }
      }
    }
    return best
  }

  /// The entering symbol of the next primal pivot: of the parametric, non-dummy symbols with a
  /// negative objective coefficient, the one whose column is shortest. Drops stale candidates.
  ///
  /// Any such symbol improves the objective; the shortest column is the cheapest to pivot in,
  /// since the pivot substitutes the symbol into every row of its column. It matters at
  /// degenerate optima, where several symbols tie: in a tree of weak constraints (a view's
  /// height `==` its parent's minus a constant) whose leaves are held up by required
  /// inequalities, the error symbols of every weak constraint on a leaf's path to the root
  /// become candidates together. Each one's column holds the rows of its node's subtree, so
  /// taking the one nearest the leaf rewrites a few rows where the one nearest the root would
  /// rewrite a whole branch, and leave that branch's rows depending on the leaf's slack.
  mutating func nextEnteringCandidate() -> Int32? {
    var best = -1
    var bestLength = Int.max
    var kept = 0
    for index in candidates.indices {
      let symbol = candidates[index]
      let s = Int(symbol)
      guard objective[s] < 0 && rowOfSymbol[s] < 0 && kinds[s] != .dummy && kinds[s] != .unused
      else {
        isCandidate[s] = false
        continue
      }
      candidates[kept] = symbol
      if Int(columns[s].count) < bestLength {
        bestLength = Int(columns[s].count)
        best = kept
      }
      kept += 1
    }
    candidates.removeLast(candidates.count - kept)
    guard best >= 0 else { return nil }
    let symbol = candidates[best]
    isCandidate[Int(symbol)] = false
    candidates.swapAt(best, candidates.count - 1)
    candidates.removeLast()
    return symbol
  }

  /// Primal simplex on the objective (paper section 3.3; kiwi `optimize`).
  ///
  /// Only symbols queued in `candidates` are examined, so the cost is proportional to the
  /// pivots made and the candidates pending, not to the size of the objective.
  mutating func optimize() {
    while let entering = nextEnteringCandidate() {
      guard let slot = leavingRow(for: entering) else {
        // The objective is a weighted sum of restricted errors, so it is bounded below.
        preconditionFailure("LayoutSolver: the objective is unbounded (symbol \(entering))")
      }
      pivot(row: slot, entering: entering)
    }
  }

  /// Primal simplex minimising the artificial objective row `objectiveSlot`.
  mutating func optimizeArtificial(_ objectiveSlot: Int32) {
    while true {
      var entering: Int32?
      var cell = rows[Int(objectiveSlot)].first
      while cell >= 0 {
        let entry = cells[Int(cell)]
        if entry.coefficient < 0 && kinds[Int(entry.symbol)] != .dummy {
          entering = entry.symbol
          break
        }
        cell = entry.nextInRow
      }
      guard let entering, let slot = leavingRow(for: entering) else { return }
      pivot(row: slot, entering: entering)
    }
  }

  /// Dual simplex: pivots until no restricted row has a negative constant (kiwi
  /// `dualOptimize`).
  ///
  /// - Returns: nil on success, or the slot of a row that proves the required constraints
  ///   infeasible (negative constant, no positive non-dummy coefficient).
  mutating func dualOptimize() -> Int32? {
    while let basic = infeasible.popLast() {
      let slot = rowOfSymbol[Int(basic)]
      guard slot >= 0 else { continue }
      if kinds[Int(basic)] == .dummy {
        // Dummies never leave the basis: a non-zero one proves the equalities inconsistent.
        guard abs(rows[Int(slot)].constant) < Tableau.epsilon else {
          infeasible.removeAll()
          return slot
        }
        continue
      }
      guard rows[Int(slot)].constant < 0 else { continue }
      guard let entering = dualEntering(row: slot) else {
        infeasible.removeAll()
        return slot
      }
      pivot(row: slot, entering: entering)
    }
    return nil
  }

  /// The entering symbol of a dual pivot on row `slot`: of the row's non-dummy symbols with a
  /// positive coefficient, the one with the least ratio of objective coefficient to row
  /// coefficient, or `nil` if there is none (the row proves the system infeasible).
  ///
  /// The row is walked in one borrow of the cells and the symbols: in a chain of views the
  /// infeasible row holds a term for every ancestor, and each read through the tableau's
  /// per-field views would go through the symbol array's accessors.
  private func dualEntering(row slot: Int32) -> Int32? {
    let first = rows[Int(slot)].first
    return cells.withUnsafeBufferPointer { cells in
      symbols.withUnsafeBufferPointer { symbols in
        var entering: Int32?
        // The best ratio so far, less and plus its tolerance: below `better` a ratio wins,
        // up to `tied` it ties (both are infinite before the first candidate).
        var better = Double.infinity
        var tied = Double.infinity
        var bestRatio = Double.nan
        var bestLength = Int32.max
        var id = first
        while true {
          // Cells without a positive coefficient are passed over in a loop of their own,
          // which carries none of the best choice's state (in a chain's row about half the
          // cells are negative, and each pass through the main loop moved that state).
          while id >= 0 && !(cells[Int(id)].coefficient > 0) { id = cells[Int(id)].nextInRow }
          guard id >= 0 else { break }
          let cell = cells[Int(id)]
          id = cell.nextInRow
          let s = Int(cell.symbol)
          guard symbols[s].kind != .dummy else { continue }
          let ratio = symbols[s].objective / cell.coefficient
          guard ratio <= tied else { continue }
          let length = symbols[s].column.count
          // Ties go to the shortest column, as in the primal simplex
          // (``nextEnteringCandidate()``): any of them keeps the objective optimal, and the
          // pivot substitutes the entering symbol into every row of its column.
          if ratio < better || length < bestLength {
            // A chain's row ties at one ratio all along: its bounds are worked out again
            // only when the ratio changes.
            if ratio != bestRatio {
              let tolerance = Tableau.ratioTolerance(ratio)
              better = ratio - tolerance
              tied = ratio + tolerance
              bestRatio = ratio
            }
            bestLength = length
            entering = cell.symbol
          }
        }
        return entering
      }
    }
  }

  /// How far two ratios of the dual simplex may differ and still tie: rounding in the
  /// objective's coefficients, relative to their size.
  @inline(__always)
  static func ratioTolerance(_ ratio: Double) -> Double {
    ratio.isFinite ? 1e-9 * Swift.max(1, abs(ratio)) : 0
  }

  /// The row to pivot on to make a marker basic before removing its constraint (kiwi
  /// `getMarkerLeavingRow`): the restricted row limiting it most, else any row containing it.
  func markerLeavingRow(for marker: Int32) -> Int32? {
    var first: Int32?
    var second: Int32?
    var third: Int32?
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    // Counted: the column's last cell has a stale forward link (see ``Cell``).
    let column = columns[Int(marker)]
    var cell = column.first
    for _ in 0..<column.count {
      let entry = cells[Int(cell)]
      cell = entry.nextInColumn
      let row = rows[Int(entry.row)]
      guard row.basic >= 0 else { continue }
      let coefficient = entry.coefficient
      if !kinds[Int(row.basic)].isRestricted {
        third = entry.row
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = entry.row
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = entry.row
        }
      }
    }
    return first ?? second ?? third
  }

  /// Removes a symbol from the system: pivots it into the basis if needed, then deletes its
  /// row. Used for the marker and error symbols of a removed constraint.
  mutating func eliminate(_ symbol: Int32) {
    var slot = rowOfSymbol[Int(symbol)]
    if slot < 0 {
      guard let leaving = markerLeavingRow(for: symbol) else { return }
      pivot(row: leaving, entering: symbol)
      slot = leaving
    }
    deleteRow(slot)
  }

  /// Renames `symbol` to `symbol' = symbol + shift` in every row and the objective: the
  /// effect of changing the constant of the constraint that the symbol marks.
  mutating func shift(_ symbol: Int32, by shift: Double) {
    let slot = rowOfSymbol[Int(symbol)]
    if slot >= 0 {
      rows[Int(slot)].constant += shift
      noteConstantChanged(slot)
      return
    }
    var changed: [Int32] = []
    shiftConstants(symbol, by: shift, changed: &changed)
    noteConstantsChanged(changed)
  }

  /// Shifts several symbols (``shift(_:by:)`` for each, in order), then looks at the rows
  /// they changed once: a rotation shifts a root view's mask and guide markers, whose columns
  /// share the rows of the views pinned to them.
  mutating func shift(_ shifts: [(symbol: Int32, shift: Double)]) {
    var changed: [Int32] = []
    for (symbol, shift) in shifts {
      let slot = rowOfSymbol[Int(symbol)]
      if slot >= 0 {
        rows[Int(slot)].constant += shift
        changed.append(slot)
      } else {
        shiftConstants(symbol, by: shift, changed: &changed)
      }
    }
    noteConstantsChanged(changed)
  }

  /// The constants and objective part of shifting a parametric symbol; appends the rows
  /// changed, in the column's order, to `changed` for ``noteConstantsChanged(_:)``.
  private mutating func shiftConstants(
    _ symbol: Int32, by shift: Double, changed: inout [Int32]
  ) {
    let s = Int(symbol)
    // A rotation shifts the markers of a root's guides through the row of every view pinned
    // to them: the constants change in one borrow of the cells and rows, and the rows'
    // basics are looked at afterwards (no uniqueness check of the row array per row).
    // The column is walked from both ends at once: a long column's cells lie far apart in
    // the pool, and two walks keep two loads in flight where one would wait on each link.
    // `changed` keeps the column's order.
    let count = Int(columns[s].count)
    let base = changed.count
    changed.append(contentsOf: repeatElement(-1, count: count))
    let first = columns[s].first
    let last = columns[s].last
    cells.withUnsafeBufferPointer { cells in
      rows.withUnsafeMutableBufferPointer { rows in
        changed.withUnsafeMutableBufferPointer { changed in
          var front = first
          var back = last
          var low = base
          var high = base + count - 1
          while low < high {
            let head = cells[Int(front)]
            let tail = cells[Int(back)]
            front = head.nextInColumn
            back = tail.previousInColumn
            rows[Int(head.row)].constant -= head.coefficient * shift
            rows[Int(tail.row)].constant -= tail.coefficient * shift
            changed[low] = head.row
            changed[high] = tail.row
            low += 1
            high -= 1
          }
          if low == high {
            let middle = cells[Int(front)]
            rows[Int(middle.row)].constant -= middle.coefficient * shift
            changed[low] = middle.row
          }
        }
      }
    }
    objectiveConstant -= objective[s] * shift
  }

  /// ``noteConstantChanged(_:)`` for many rows, with the tableau's arrays borrowed once (a
  /// marker shift can reach every row of a view tree).
  private mutating func noteConstantsChanged(_ slots: [Int32]) {
    // The lists and the symbols leave the tableau while they are filled, so that the borrows
    // of the other arrays do not overlap an access to the tableau.
    var dirtyList = dirty
    var symbolsLocal = symbols
    var infeasibleList = infeasible
    dirty = []
    symbols = []
    infeasible = []
    // The dirty list gets room for every slot first and is written through a buffer (an
    // append checks the array's uniqueness each time), then trimmed.
    let base = dirtyList.count
    dirtyList.append(contentsOf: repeatElement(-1, count: slots.count))
    var added = 0
    rows.withUnsafeBufferPointer { rows in
      symbolsLocal.withUnsafeMutableBufferPointer { symbols in
        dirtyList.withUnsafeMutableBufferPointer { dirtyList in
          for slot in slots {
            let basic = rows[Int(slot)].basic
            guard basic >= 0 else { continue }
            let b = Int(basic)
            let constant = rows[Int(slot)].constant
            switch symbols[b].kind {
            case .external:
              if !symbols[b].isDirty {
                symbols[b].isDirty = true
                dirtyList[base + added] = basic
                added += 1
              }
            // A basic dummy (a redundant required equality) must stay exactly 0.
            case .dummy: if abs(constant) >= Tableau.epsilon { infeasibleList.append(basic) }
            default: if constant < 0 { infeasibleList.append(basic) }
            }
          }
        }
      }
    }
    dirtyList.removeLast(slots.count - added)
    dirty = dirtyList
    symbols = symbolsLocal
    infeasible = infeasibleList
  }

  /// Marks a row's external basic dirty, or queues a restricted one that became negative.
  mutating func noteConstantChanged(_ slot: Int32) {
    let basic = rows[Int(slot)].basic
    guard basic >= 0 else { return }
    let constant = rows[Int(slot)].constant
    switch kinds[Int(basic)] {
    case .external: markDirty(basic)
    // A basic dummy (a redundant required equality) must stay exactly 0.
    case .dummy: if abs(constant) >= Tableau.epsilon { infeasible.append(basic) }
    default: if constant < 0 { infeasible.append(basic) }
    }
  }
}
