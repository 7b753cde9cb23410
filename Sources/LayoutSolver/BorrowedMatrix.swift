/// The tableau's cell pool, rows and symbols, borrowed for a loop that changes many cells.
///
/// A substitution removes and appends many cells; through the tableau's arrays each of those
/// changes checks three arrays' uniqueness again. Borrowed, the arrays are checked once. The
/// columns are the `column` fields of the symbols (``SymbolState``).
/// Appending takes cells from the free list only: the caller reserves enough of them first
/// (``Tableau/reserveFreeCells(_:)``), since the pool cannot grow while it is borrowed.
struct BorrowedMatrix {
  let cells: UnsafeMutableBufferPointer<Cell>
  let rows: UnsafeMutableBufferPointer<Row>
  let symbols: UnsafeMutableBufferPointer<SymbolState>
  var freeCell: Int32
  var freeCellCount: Int

  /// The column of each symbol, read-only (`matrix.columns[s].first`).
  var columns: Columns { Columns(symbols: symbols) }

  /// The `column` fields of the borrowed symbols, indexed by symbol id.
  struct Columns {
    let symbols: UnsafeMutableBufferPointer<SymbolState>

    subscript(symbol: Int) -> SymbolColumn {
      @inline(__always) get { symbols[symbol].column }
    }
  }

  /// As ``Tableau/appendCell(row:symbol:coefficient:)``, from the free list.
  mutating func append(row slot: Int32, symbol: Int32, coefficient: Double) {
    precondition(freeCell >= 0, "LayoutSolver: no free cell reserved")
    let r = Int(slot)
    let s = Int(symbol)
    let id = freeCell
    freeCell = cells[Int(id)].nextInRow
    freeCellCount -= 1
    let rowLast = rows[r].last
    let columnLast = symbols[s].column.last
    cells[Int(id)] = Cell(
      symbol: symbol, row: slot, coefficient: coefficient, previousInRow: rowLast,
      nextInRow: -1, previousInColumn: columnLast, nextInColumn: -1)
    if rowLast >= 0 { cells[Int(rowLast)].nextInRow = id } else { rows[r].first = id }
    rows[r].last = id
    rows[r].count += 1
    if columnLast >= 0 {
      cells[Int(columnLast)].nextInColumn = id
    } else {
      symbols[s].column.first = id
    }
    symbols[s].column.last = id
    symbols[s].column.count += 1
  }

  /// As ``Tableau/removeCell(_:)``.
  mutating func remove(_ id: Int32) {
    let i = Int(id)
    let cell = cells[i]
    let r = Int(cell.row)
    let s = Int(cell.symbol)
    if cell.previousInRow >= 0 {
      cells[Int(cell.previousInRow)].nextInRow = cell.nextInRow
    } else {
      rows[r].first = cell.nextInRow
    }
    if cell.nextInRow >= 0 {
      cells[Int(cell.nextInRow)].previousInRow = cell.previousInRow
    } else {
      rows[r].last = cell.previousInRow
    }
    rows[r].count -= 1
    if id == symbols[s].column.last {
      // The cell before keeps its forward link: walks stop at the column's new last.
      symbols[s].column.last = cell.previousInColumn
      if cell.previousInColumn < 0 { symbols[s].column.first = -1 }
    } else {
      cells[Int(cell.nextInColumn)].previousInColumn = cell.previousInColumn
      if cell.previousInColumn >= 0 {
        cells[Int(cell.previousInColumn)].nextInColumn = cell.nextInColumn
      } else {
        symbols[s].column.first = cell.nextInColumn
      }
    }
    symbols[s].column.count -= 1
    cells[i].symbol = -1
    cells[i].row = -1
    cells[i].nextInRow = freeCell
    freeCell = id
    freeCellCount += 1
  }
}
