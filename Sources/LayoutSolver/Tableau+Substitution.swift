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
  ///   `rowScratch`, and each target is looked up (O(Σ column lengths of row `slot`'s
  ///   symbols)).
  ///
  /// Long targets with a short row (the rows of a chain of inequalities) go by column; long
  /// columns (a symbol shared by every row of a tree) go by row. Either way it costs
  /// O(targets × cells of row `slot`) plus the index, never a search per cell.
  mutating func substitute(_ symbol: Int32, withRow slot: Int32) {
    let s = Int(symbol)
    substitutedRows += columns[s].count
    if !columns[s].isEmpty {
      // Only the counts are needed; they cost O(targets + cells of row `slot`).
      var targetCells = 0
      for entry in columns[s] { targetCells += rows[Int(entry.row)].cells.count }
      var columnCells = 0
      for cell in rows[Int(slot)].cells { columnCells += columns[Int(cell.symbol)].count }
      let byColumn: Bool
      switch substitutionMode {
      case .cheaper: byColumn = 2 * columnCells < targetCells
      case .byRow: byColumn = false
      case .byColumn: byColumn = true
      }
      if byColumn {
        substitutionsByColumn += 1
        substituteByColumn(symbol, withRow: slot)
      } else {
        substitutionsByRow += 1
        substituteByRow(symbol, withRow: slot)
      }
    }
    let objectiveFactor = objective[s]
    if objectiveFactor != 0 {
      objective[s] = 0
      addRowToObjective(slot, factor: objectiveFactor)
    }
  }

  /// Substitutes into each target by walking it once against an index of row `slot`.
  ///
  /// The rows, columns and scratch arrays leave the tableau while the targets are rewritten
  /// and are borrowed once (a pivot of a long row rewrites many cells, and each subscript of
  /// the nested arrays otherwise checks uniqueness and bounds again); the targets' basics
  /// are noted afterwards, in the same order.
  private mutating func substituteByRow(_ symbol: Int32, withRow slot: Int32) {
    let cellCount = rows[Int(slot)].cells.count
    if merged.count < cellCount { merged = [Bool](repeating: false, count: cellCount) }
    var rowsLocal = rows
    var columnsLocal = columns
    var scratchLocal = scratch
    var mergedLocal = merged
    rows = []
    columns = []
    scratch = []
    merged = []
    var touched: [Int32] = []
    rowsLocal.withUnsafeMutableBufferPointer { rows in
      columnsLocal.withUnsafeMutableBufferPointer { columns in
        scratchLocal.withUnsafeMutableBufferPointer { scratch in
          mergedLocal.withUnsafeMutableBufferPointer { merged in
            Tableau.substituteByRow(
              symbol, withRow: slot, rows: rows, columns: columns, scratch: scratch,
              merged: merged, touched: &touched)
          }
        }
      }
    }
    rows = rowsLocal
    columns = columnsLocal
    scratch = scratchLocal
    merged = mergedLocal
    for target in touched { noteConstantChanged(target) }
  }

  /// The body of ``substituteByRow(_:withRow:)`` on borrowed arrays; collects the targets.
  private static func substituteByRow(
    _ symbol: Int32, withRow slot: Int32, rows: UnsafeMutableBufferPointer<Row>,
    columns: UnsafeMutableBufferPointer<[ColumnEntry]>, scratch: UnsafeMutableBufferPointer<Int32>,
    merged: UnsafeMutableBufferPointer<Bool>, touched: inout [Int32]
  ) {
    let r = Int(slot)
    let constant = rows[r].constant
    let cellCount = rows[r].cells.count
    for index in 0..<cellCount {
      scratch[Int(rows[r].cells[index].symbol)] = Int32(index)
    }
    while let entry = columns[Int(symbol)].last {
      let target = entry.row
      let t = Int(target)
      let factor = rows[t].cells[Int(entry.cellIndex)].coefficient
      removeCell(row: target, at: Int(entry.cellIndex), rows: rows, columns: columns)
      rows[t].constant += factor * constant
      // Row `slot` is never a target (its basic symbol does not appear in it), so its cells
      // keep their indices. Walking the target backwards keeps the swap-removal of a cell
      // from disturbing the cells still to visit.
      var index = rows[t].cells.count - 1
      while index >= 0 {
        let position = Int(scratch[Int(rows[t].cells[index].symbol)])
        if position >= 0 {
          merged[position] = true
          let sum = rows[t].cells[index].coefficient + factor * rows[r].cells[position].coefficient
          if abs(sum) < Tableau.epsilon {
            removeCell(row: target, at: index, rows: rows, columns: columns)
          } else {
            rows[t].cells[index].coefficient = sum
          }
        }
        index -= 1
      }
      for position in 0..<cellCount {
        if merged[position] {
          merged[position] = false
          continue
        }
        let cell = rows[r].cells[position]
        let coefficient = factor * cell.coefficient
        if abs(coefficient) >= Tableau.epsilon {
          appendCell(
            row: target, symbol: cell.symbol, coefficient: coefficient, rows: rows,
            columns: columns)
        }
      }
      touched.append(target)
    }
    for index in 0..<cellCount {
      scratch[Int(rows[r].cells[index].symbol)] = -1
    }
  }

  /// Substitutes cell by cell of row `slot`, finding each target's cell through an index of
  /// the cell's column.
  private mutating func substituteByColumn(_ symbol: Int32, withRow slot: Int32) {
    let r = Int(slot)
    let constant = rows[r].constant
    targets.removeAll(keepingCapacity: true)
    while let entry = columns[Int(symbol)].last {
      let t = Int(entry.row)
      let factor = rows[t].cells[Int(entry.cellIndex)].coefficient
      removeCell(row: entry.row, at: Int(entry.cellIndex))
      rows[t].constant += factor * constant
      targets.append((entry.row, factor))
    }
    if rowScratch.count < rows.count {
      rowScratch += [Int32](repeating: -1, count: rows.count - rowScratch.count)
    }
    // Row `slot` is never a target, so its cells are stable.
    for position in rows[r].cells.indices {
      let cell = rows[r].cells[position]
      let c = Int(cell.symbol)
      for entry in columns[c] { rowScratch[Int(entry.row)] = entry.cellIndex }
      for (target, factor) in targets {
        let value = factor * cell.coefficient
        let index = Int(rowScratch[Int(target)])
        if index < 0 {
          if abs(value) >= Tableau.epsilon {
            appendCell(row: target, symbol: cell.symbol, coefficient: value)
          }
          continue
        }
        let sum = rows[Int(target)].cells[index].coefficient + value
        if abs(sum) < Tableau.epsilon {
          // The cell that takes its place has another symbol, and the column entry that
          // moves keeps its row's cell index: the other rows' indices stay valid.
          removeCell(row: target, at: index)
          rowScratch[Int(target)] = -1
        } else {
          rows[Int(target)].cells[index].coefficient = sum
        }
      }
      for entry in columns[c] { rowScratch[Int(entry.row)] = -1 }
    }
    for (target, _) in targets { noteConstantChanged(target) }
  }
}
