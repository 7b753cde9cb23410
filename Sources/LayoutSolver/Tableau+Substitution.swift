/// How `Tableau.substitute(_:withRow:)` finds a target row's cells (a test hook can force one).
enum SubstitutionMode {
  /// Whichever of the two costs less for the rows at hand.
  case cheaper
  /// Always walk each target against an index of the substituted row.
  case byRow
  /// Always look the targets up through an index of each column.
  case byColumn
}

extension Tableau {
  /// Replaces every occurrence of `symbol` (in rows and objective) by the right-hand side of
  /// row `slot`, which must be the symbol's own row (`symbol = constant + Σ cells`).
  ///
  /// Touches only the rows in the symbol's column (the targets). Restricted rows whose
  /// constant becomes negative are queued for the dual simplex; external rows are marked
  /// dirty.
  ///
  /// Adding row `slot` to a target needs, for each of its cells, the target's cell of the same
  /// symbol. Two ways find it without searching, and the cheaper one is taken:
  /// - by row: the symbols of row `slot` are indexed in `scratch`, and each target is walked
  ///   once (O(Σ target lengths));
  /// - by column: for each cell of row `slot`, the rows of its symbol's column are indexed in
  ///   `rowScratch` (row to cell id), and each target is looked up (O(Σ column lengths of row `slot`'s
  ///   symbols)).
  ///
  /// Long targets with a short row (the rows of a chain of inequalities) go by column; long
  /// columns (a symbol shared by every row of a tree) go by row. Either way it costs
  /// O(targets × cells of row `slot`) plus the index, never a search per cell.
  ///
  /// - Parameter scale: A factor to multiply row `slot`'s cells by first (a pivot's), so that
  ///   a substitution by row scales them as it copies them, in the same pass.
  mutating func substitute(_ symbol: Int32, withRow slot: Int32, scaling scale: Double = 1) {
    let s = Int(symbol)
    let count = symbols[s].column.count
    substitutedRows += Int(count)
    var isScaled = scale == 1
    if count != 0 {
      // Only the counts are needed; they cost O(targets + cells of row `slot`).
      var targetCells = 0
      // Counted: the column's last cell has a stale forward link (see ``Cell``).
      var cell = symbols[s].column.first
      for _ in 0..<count {
        targetCells += Int(rows[Int(cells[Int(cell)].row)].count)
        cell = cells[Int(cell)].nextInColumn
      }
      // Counted only as far as the choice below needs: once twice the count reaches the
      // targets' it goes by row (a chain's row names long columns, so this stops early).
      var columnCells = 0
      cell = rows[Int(slot)].first
      while cell >= 0 && 2 * columnCells < targetCells {
        columnCells += Int(symbols[Int(cells[Int(cell)].symbol)].column.count)
        cell = cells[Int(cell)].nextInRow
      }
      let byColumn: Bool
      switch substitutionMode {
      case .cheaper: byColumn = 2 * columnCells < targetCells
      case .byRow: byColumn = false
      case .byColumn: byColumn = true
      }
      if byColumn {
        substitutionsByColumn += 1
        if !isScaled { scaleRow(slot, by: scale) }
        substituteByColumn(symbol, withRow: slot)
      } else {
        substitutionsByRow += 1
        substituteByRow(symbol, withRow: slot, scaling: scale)
      }
      isScaled = true
    }
    if !isScaled { scaleRow(slot, by: scale) }
    let objectiveFactor = symbols[s].objective
    if objectiveFactor != 0 {
      symbols[s].objective = 0
      addRowToObjective(slot, factor: objectiveFactor)
    }
  }

  /// Multiplies the cells of a row (not its constant) by `scale`.
  private mutating func scaleRow(_ slot: Int32, by scale: Double) {
    var cell = rows[Int(slot)].first
    while cell >= 0 {
      cells[Int(cell)].coefficient *= scale
      cell = cells[Int(cell)].nextInRow
    }
  }

  /// The most free cells ``substituteByRow(_:withRow:scaling:)`` reserves beyond those free
  /// already to borrow the matrix once for all its targets.
  static let batchedReserve = 1024

  /// Substitutes into each target by walking it once against an index of row `slot`.
  ///
  /// Row `slot` is copied to `source` first and its symbols indexed in `scratch`; each target
  /// is rewritten on the borrowed matrix, and the targets' basics are noted once every target
  /// is rewritten, in the order they were rewritten.
  private mutating func substituteByRow(
    _ symbol: Int32, withRow slot: Int32, scaling scale: Double
  ) {
    let r = Int(slot)
    let constant = rows[r].constant
    // The scratch arrays leave the tableau while the row is copied and the targets are
    // rewritten; the copy writes through buffers (an append or a write to a stored array
    // checks the array's uniqueness each time, and the row can hold hundreds of cells).
    // The copy keeps its length between substitutions (it only grows), so that filling
    // it costs no pass over the row's length; only its first `cellCount` entries are used.
    var sourceCells = source
    source = []
    let cellCount = Int(rows[r].count)
    if sourceCells.count < cellCount {
      sourceCells.append(
        contentsOf: repeatElement(
          (symbol: Int32(-1), coefficient: 0.0), count: cellCount - sourceCells.count))
    }
    let first = rows[r].first
    // The symbols' `scratch` fields are written through the borrowed matrix.
    withBorrowedMatrix { matrix in
      let cells = matrix.cells
      let symbols = matrix.symbols
      sourceCells.withUnsafeMutableBufferPointer { source in
        var cell = first
        var position = 0
        while cell >= 0 {
          let entry = cells[Int(cell)]
          let coefficient = entry.coefficient * scale
          cells[Int(cell)].coefficient = coefficient
          // A position is below the row's count, an `Int32`: no conversion check needed.
          symbols[Int(entry.symbol)].scratch = Int32(truncatingIfNeeded: position)
          source[position] = (entry.symbol, coefficient)
          position += 1
          cell = entry.nextInRow
        }
        precondition(position == cellCount, "LayoutSolver: row \(slot) miscounts its cells")
      }
    }
    if merged.count < cellCount { merged = [Bool](repeating: false, count: cellCount) }
    // The scratch arrays leave the tableau while the targets are rewritten; the symbols'
    // `scratch` fields are read through the borrowed matrix.
    var mergedLocal = merged
    var targetList = targets
    merged = []
    targets = []
    targetList.removeAll(keepingCapacity: true)
    mergedLocal.withUnsafeMutableBufferPointer { merged in
      sourceCells.withUnsafeBufferPointer { whole in
        let source = UnsafeBufferPointer(rebasing: whole[..<cellCount])
        // A target gains at most one cell per cell of row `slot`. When the free cells for
        // every target are few enough to reserve at once, the matrix is borrowed once for all
        // of them (a chain's pivot rewrites a few long rows); otherwise once per target, so
        // that a long column does not grow the pool by its length times the row's.
        let targetCount = Int(symbols[Int(symbol)].column.count)
        let allCells = targetCount * cellCount
        // Whether row `slot`'s last symbol is in no target: its column then holds only row
        // `slot`'s own cell (a pivot's leaving symbol was basic; a new row ends with its
        // constraint's new marker or error). A target rewritten here gains that symbol, but
        // each target is rewritten once, so it stays absent from every target not yet
        // rewritten.
        let lastIsInNoTarget =
          cellCount > 0 && symbols[Int(source[cellCount - 1].symbol)].column.count == 1
        if allCells <= Swift.max(freeCellCount, Tableau.batchedReserve) {
          reserveFreeCells(allCells)
          withBorrowedMatrix { matrix in
            while matrix.columns[Int(symbol)].last >= 0 {
              let id = matrix.columns[Int(symbol)].last
              targetList.append(
                Tableau.addSource(
                  at: id, constant: constant, source: source,
                  lastIsInNoTarget: lastIsInNoTarget, merged: merged, matrix: &matrix))
            }
          }
        } else {
          while symbols[Int(symbol)].column.last >= 0 {
            let id = symbols[Int(symbol)].column.last
            reserveFreeCells(cellCount)
            let target = withBorrowedMatrix { matrix in
              Tableau.addSource(
                at: id, constant: constant, source: source,
                lastIsInNoTarget: lastIsInNoTarget, merged: merged, matrix: &matrix)
            }
            targetList.append(target)
          }
        }
      }
    }
    withBorrowedMatrix { matrix in
      let symbols = matrix.symbols
      for (symbol, _) in sourceCells[..<cellCount] { symbols[Int(symbol)].scratch = -1 }
    }
    merged = mergedLocal
    source = sourceCells
    targets = targetList
    for (target, _) in targets { noteConstantChanged(target) }
  }

  /// Replaces the cell `id` (of the substituted symbol, in a target row) by the source row
  /// times the cell's coefficient; the body of ``substituteByRow(_:withRow:scaling:)``.
  ///
  /// - Returns: The target row and the coefficient the symbol had in it.
  private static func addSource(
    at id: Int32, constant: Double,
    source: UnsafeBufferPointer<(symbol: Int32, coefficient: Double)>, lastIsInNoTarget: Bool,
    merged: UnsafeMutableBufferPointer<Bool>, matrix: inout BorrowedMatrix
  ) -> (row: Int32, factor: Double) {
    let cells = matrix.cells
    let symbols = matrix.symbols
    let target = cells[Int(id)].row
    let t = Int(target)
    let factor = cells[Int(id)].coefficient
    matrix.remove(id)
    matrix.rows[t].constant += factor * constant
    // Row `slot` is never a target (its basic symbol does not appear in it). The walk relinks
    // the row as it goes, so that a cell that cancels leaves only its column: in a chain,
    // where a row holds a term for every ancestor, a pivot cancels most of each target.
    // A cancelled cell is unlinked and pushed on the free list inline, the list's head kept
    // in a local and stored once (the same order of free cells as one `remove` per cell);
    // a cell's fields read are as they were before the walk, since it writes only other
    // cells' column links and the row links of cells already walked.
    // The walk notes which source cells it met only by their number (each symbol is at most
    // once in a row, so the cells met are distinct): a chain's cancelling pivot meets every
    // source cell but the last, and the flags in `merged` are set afterwards only when
    // another case needs them. The cells met are the cancelled ones, counted by the row's
    // new length, and the kept ones counted in `keptMatched`: a cancelled cell, the common
    // case, costs no count of its own.
    let length = matrix.rows[t].count
    var cell = matrix.rows[t].first
    var kept: Int32 = -1
    var keptCount: Int32 = 0
    var keptMatched = 0
    var free = matrix.freeCell
    while cell >= 0 {
      let c = Int(cell)
      // The fields are read where they are used: a cancelled cell needs neither its row's
      // back link nor, once unlinked, anything but its column links.
      let symbol = cells[c].symbol
      let next = cells[c].nextInRow
      let position = Int(symbols[Int(symbol)].scratch)
      if position >= 0 {
        let sum = cells[c].coefficient + factor * source[position].coefficient
        if abs(sum) < Tableau.epsilon {
          let s = Int(symbol)
          let above = cells[c].previousInColumn
          if cell == symbols[s].column.last {
            // The common case (a chain's row holds each ancestor's last cell): the cell
            // above keeps its forward link, since walks stop at the column's last, and no
            // other cell is written.
            symbols[s].column.last = above
            if above < 0 { symbols[s].column.first = -1 }
          } else {
            let below = cells[c].nextInColumn
            cells[Int(below)].previousInColumn = above
            if above >= 0 {
              cells[Int(above)].nextInColumn = below
            } else {
              symbols[s].column.first = below
            }
          }
          symbols[s].column.count &-= 1
          // A free cell is reached only through the free list, and `append` writes every
          // field of the cell it takes: its symbol and row are left as they were (the
          // marking of `merged` below reads the symbol).
          cells[c].nextInRow = free
          free = cell
          cell = next
          continue
        }
        cells[c].coefficient = sum
        keptMatched &+= 1
      }
      if cells[c].previousInRow != kept {
        cells[c].previousInRow = kept
        if kept >= 0 { cells[Int(kept)].nextInRow = cell } else { matrix.rows[t].first = cell }
      }
      kept = cell
      keptCount &+= 1
      cell = next
    }
    matrix.freeCell = free
    let removed = length &- keptCount
    if removed > 0 {
      matrix.freeCellCount += Int(removed)
      if kept >= 0 { cells[Int(kept)].nextInRow = -1 } else { matrix.rows[t].first = -1 }
      matrix.rows[t].last = kept
      matrix.rows[t].count = keptCount
    }
    let matched = Int(removed) &+ keptMatched
    // In a pivot the source row ends with the leaving symbol, which was basic and so is in
    // no target: when every other source cell met its symbol in the target (a chain's
    // cancelling pivot), only the last cell is added. With the last symbol in no target,
    // `last` distinct cells met out of 0 ... last are exactly 0 ..< last.
    let last = source.count - 1
    if lastIsInNoTarget && matched == last {
      let coefficient = factor * source[last].coefficient
      if abs(coefficient) >= Tableau.epsilon {
        matrix.append(row: target, symbol: source[last].symbol, coefficient: coefficient)
      }
      return (target, factor)
    }
    if matched > 0 {
      // The source cells met: those kept in the target, and the cancelled ones, on top of
      // the free list with their symbols (no cell has been taken from it since).
      var id = matrix.rows[t].first
      while id >= 0 {
        let position = symbols[Int(cells[Int(id)].symbol)].scratch
        if position >= 0 { merged[Int(position)] = true }
        id = cells[Int(id)].nextInRow
      }
      id = free
      for _ in 0..<removed {
        merged[Int(symbols[Int(cells[Int(id)].symbol)].scratch)] = true
        id = cells[Int(id)].nextInRow
      }
    }
    for position in source.indices {
      if merged[position] {
        merged[position] = false
        continue
      }
      let coefficient = factor * source[position].coefficient
      if abs(coefficient) >= Tableau.epsilon {
        matrix.append(row: target, symbol: source[position].symbol, coefficient: coefficient)
      }
    }
    return (target, factor)
  }

  /// Substitutes cell by cell of row `slot`, finding each target's cell through an index of
  /// the cell's column.
  private mutating func substituteByColumn(_ symbol: Int32, withRow slot: Int32) {
    let r = Int(slot)
    let constant = rows[r].constant
    var targetList = targets
    targets = []
    targetList.removeAll(keepingCapacity: true)
    withBorrowedMatrix { matrix in
      let cells = matrix.cells
      while matrix.columns[Int(symbol)].last >= 0 {
        let id = matrix.columns[Int(symbol)].last
        let target = cells[Int(id)].row
        let factor = cells[Int(id)].coefficient
        matrix.remove(id)
        matrix.rows[Int(target)].constant += factor * constant
        targetList.append((target, factor))
      }
    }
    if rowScratch.count < rows.count {
      // Grown in place: a temporary array here would be one allocation per new row.
      rowScratch.append(contentsOf: repeatElement(-1, count: rows.count - rowScratch.count))
    }
    var rowScratchLocal = rowScratch
    rowScratch = []
    rowScratchLocal.withUnsafeMutableBufferPointer { rowScratch in
      targetList.withUnsafeBufferPointer { targets in
        // Row `slot` is never a target, so its list of cells is stable.
        var source = rows[r].first
        while source >= 0 {
          let sourceCell = cells[Int(source)]
          source = sourceCell.nextInRow
          // Each target gains at most one cell.
          reserveFreeCells(targets.count)
          withBorrowedMatrix { matrix in
            Tableau.addSourceCell(
              sourceCell, targets: targets, rowScratch: rowScratch, matrix: &matrix)
          }
        }
      }
    }
    rowScratch = rowScratchLocal
    targets = targetList
    for (target, _) in targets { noteConstantChanged(target) }
  }

  /// Adds `factor * cell` to each target row; the body of ``substituteByColumn(_:withRow:)``.
  private static func addSourceCell(
    _ sourceCell: Cell, targets: UnsafeBufferPointer<(row: Int32, factor: Double)>,
    rowScratch: UnsafeMutableBufferPointer<Int32>, matrix: inout BorrowedMatrix
  ) {
    let cells = matrix.cells
    let c = Int(sourceCell.symbol)
    // The walks are counted: the column's last cell has a stale forward link.
    var cell = matrix.columns[c].first
    for _ in 0..<matrix.columns[c].count {
      rowScratch[Int(cells[Int(cell)].row)] = cell
      cell = cells[Int(cell)].nextInColumn
    }
    for (target, factor) in targets {
      let value = factor * sourceCell.coefficient
      let id = rowScratch[Int(target)]
      if id < 0 {
        if abs(value) >= Tableau.epsilon {
          matrix.append(row: target, symbol: sourceCell.symbol, coefficient: value)
        }
        continue
      }
      let sum = cells[Int(id)].coefficient + value
      if abs(sum) < Tableau.epsilon {
        matrix.remove(id)
        rowScratch[Int(target)] = -1
      } else {
        cells[Int(id)].coefficient = sum
      }
    }
    cell = matrix.columns[c].first
    for _ in 0..<matrix.columns[c].count {
      rowScratch[Int(cells[Int(cell)].row)] = -1
      cell = cells[Int(cell)].nextInColumn
    }
  }
}
