/// The cells of one tableau row or column, in list order.
///
/// It holds the cell pool by value: read it before changing the tableau, since a change made
/// while it is alive copies the whole pool.
struct CellList: Sequence {
  let pool: [Cell]
  let first: Int32
  /// The last cell: the walk stops there (a column's last cell has a stale forward link).
  let last: Int32
  /// Whether to follow the row links (else the column links).
  let alongRow: Bool

  struct Iterator: IteratorProtocol {
    let pool: [Cell]
    var upcoming: Int32
    let last: Int32
    let alongRow: Bool

    mutating func next() -> Cell? {
      guard upcoming >= 0 else { return nil }
      let cell = pool[Int(upcoming)]
      upcoming = upcoming == last ? -1 : alongRow ? cell.nextInRow : cell.nextInColumn
      return cell
    }
  }

  func makeIterator() -> Iterator {
    Iterator(pool: pool, upcoming: first, last: last, alongRow: alongRow)
  }
}
