extension Tableau {
  /// The first broken link of the cell pool's row and column lists, or nil when every list
  /// is consistent: each cell names the row and symbol whose lists hold it, each list's
  /// links agree in both directions (but for a column's last cell's forward link, which walks
  /// do not follow), and the ends and counts match.
  ///
  /// A check for tests (it walks the whole tableau), since substitutions relink rows in
  /// place while they cancel cells (see ``substitute(_:withRow:)``).
  func brokenLink() -> String? {
    var rowCells = 0
    for slot in rows.indices {
      let row = rows[slot]
      var previous: Int32 = -1
      var cell = row.first
      var count: Int32 = 0
      while cell >= 0 {
        let entry = cells[Int(cell)]
        guard entry.row == Int32(slot), entry.symbol >= 0 else {
          return "cell \(cell) in the list of row \(slot) names row \(entry.row)"
        }
        guard entry.previousInRow == previous else {
          return "cell \(cell) of row \(slot) links back to \(entry.previousInRow)"
        }
        count += 1
        guard count <= row.count else { return "row \(slot) holds more than \(row.count)" }
        previous = cell
        cell = entry.nextInRow
      }
      guard row.last == previous, row.count == count else {
        return "row \(slot) ends at \(row.last) with \(row.count) cells, walked \(count)"
      }
      rowCells += Int(count)
    }
    var columnCells = 0
    for symbol in columns.indices {
      let column = columns[symbol]
      var previous: Int32 = -1
      var cell = column.first
      var count: Int32 = 0
      while cell >= 0 {
        let entry = cells[Int(cell)]
        guard entry.symbol == Int32(symbol), entry.row >= 0 else {
          return "cell \(cell) in the column of \(symbol) names symbol \(entry.symbol)"
        }
        guard entry.previousInColumn == previous else {
          return "cell \(cell) of column \(symbol) links back to \(entry.previousInColumn)"
        }
        count += 1
        guard count <= column.count else {
          return "column \(symbol) holds more than \(column.count)"
        }
        previous = cell
        // The last cell's forward link is stale (see ``Cell``).
        cell = cell == column.last ? -1 : entry.nextInColumn
      }
      guard column.last == previous, column.count == count else {
        return "column \(symbol) ends at \(column.last) with \(column.count), walked \(count)"
      }
      columnCells += Int(count)
    }
    guard rowCells == columnCells else {
      return "the rows hold \(rowCells) cells and the columns \(columnCells)"
    }
    return nil
  }
}

extension Solver {
  /// Clear-box test hook: the first inconsistency of the tableau's row and column lists, or
  /// nil (see `Tableau.brokenLink()`).
  package var _brokenLink: String? { tableau.brokenLink() }
}
