extension Tableau {
  /// Appends `coefficient * symbol` to a row that does not contain the symbol, at the end of
  /// the row's and the column's lists.
  mutating func appendCell(row slot: Int32, symbol: Int32, coefficient: Double) {
    reserveFreeCells(1)
    withBorrowedMatrix { $0.append(row: slot, symbol: symbol, coefficient: coefficient) }
  }

  /// Unlinks a cell from its row and its column and puts it on the free list.
  ///
  /// The other cells keep their ids, so a walk of a row or a column may remove the cell it
  /// stands on once it has read the next one.
  mutating func removeCell(_ id: Int32) {
    withBorrowedMatrix { $0.remove(id) }
  }

  /// Makes sure that `count` cells can be appended without growing the pool.
  ///
  /// It adds only the cells missing (the array's own growth keeps appending amortised), so
  /// that a large pool does not set up thousands of spare cells at once. The new cells go
  /// on the free list lowest id first, ahead of the free cells there: a row appended from
  /// them lies in the pool in its own order, as if each cell had been reserved alone.
  mutating func reserveFreeCells(_ count: Int) {
    guard freeCellCount < count else { return }
    let extra = count - freeCellCount
    let base = Int32(cells.count)
    for offset in 0..<Int32(extra) {
      let next = offset + 1 < Int32(extra) ? base + offset + 1 : freeCell
      cells.append(
        Cell(
          symbol: -1, row: -1, coefficient: 0, previousInRow: -1, nextInRow: next,
          previousInColumn: -1, nextInColumn: -1))
    }
    freeCell = base
    freeCellCount += extra
  }

  /// Runs `body` on the cell pool, rows and symbols borrowed once (see ``BorrowedMatrix``).
  ///
  /// The arrays leave the tableau while `body` runs, so `body` must not use the tableau.
  mutating func withBorrowedMatrix<Result>(
    _ body: (inout BorrowedMatrix) -> Result
  ) -> Result {
    var cellsLocal = cells
    var rowsLocal = rows
    var symbolsLocal = symbols
    cells = []
    rows = []
    symbols = []
    var free = freeCell
    var freeCount = freeCellCount
    let result = cellsLocal.withUnsafeMutableBufferPointer { cells in
      rowsLocal.withUnsafeMutableBufferPointer { rows in
        symbolsLocal.withUnsafeMutableBufferPointer { symbols in
          var matrix = BorrowedMatrix(
            cells: cells, rows: rows, symbols: symbols, freeCell: free, freeCellCount: freeCount)
          let result = body(&matrix)
          free = matrix.freeCell
          freeCount = matrix.freeCellCount
          return result
        }
      }
    }
    cells = cellsLocal
    rows = rowsLocal
    symbols = symbolsLocal
    freeCell = free
    freeCellCount = freeCount
    return result
  }

  /// The id of the symbol's cell in a row, searching the shorter of the row and the column.
  func cellIndex(row slot: Int32, symbol: Int32) -> Int32? {
    let r = Int(slot)
    let s = Int(symbol)
    let column = symbols[s].column
    if rows[r].count <= column.count {
      var cell = rows[r].first
      while cell >= 0 {
        if cells[Int(cell)].symbol == symbol { return cell }
        cell = cells[Int(cell)].nextInRow
      }
      return nil
    }
    // Counted: the column's last cell has a stale forward link (see ``Cell``).
    var cell = column.first
    for _ in 0..<column.count {
      if cells[Int(cell)].row == slot { return cell }
      cell = cells[Int(cell)].nextInColumn
    }
    return nil
  }

  /// The cells of a row, first to last (for code off the hot paths).
  func cells(inRow slot: Int32) -> CellList {
    CellList(pool: cells, first: rows[Int(slot)].first, last: rows[Int(slot)].last, alongRow: true)
  }

  /// The cells of a symbol's column, first to last (for code off the hot paths).
  func cells(inColumn symbol: Int32) -> CellList {
    let column = symbols[Int(symbol)].column
    return CellList(pool: cells, first: column.first, last: column.last, alongRow: false)
  }
}
