/// What a tableau symbol stands for (Cassowary paper, section 3; kiwi `symbol.h`).
enum SymbolKind: UInt8 {
  /// An unused id, on the free list.
  case unused
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality (or an artificial variable): restricted to be >= 0.
  case slack
  /// One of the two error variables of an optional constraint: restricted to be >= 0.
  case error
  /// The marker of a required equality: restricted to be exactly 0, never enters the basis.
  case dummy

  /// Whether the symbol must stay >= 0 (every kind except external).
  var isRestricted: Bool { self != .external }
}

/// One non-zero entry of a row: `coefficient * symbol`, with its position in the column.
struct Cell {
  var symbol: Int32
  var coefficient: Double
  /// Index of the matching entry in `Tableau.columns[symbol]`.
  var columnIndex: Int32
}

/// One entry of a column: the row a symbol appears in, and the cell's position in that row.
struct ColumnEntry {
  var row: Int32
  var cellIndex: Int32
}

/// One tableau row: `basic = constant + Σ cells` (kiwi `row.h`).
///
/// A row with `basic == -1` is the artificial objective used while adding a constraint.
struct Row {
  var basic: Int32
  var constant: Double
  var cells: [Cell]
}

/// The simplex tableau as a sparse matrix with row and column indices.
///
/// Rows are sparse vectors (arrays of cells) and every symbol keeps the list of rows it
/// appears in, each entry pointing back at its cell and each cell at its entry, so that
/// adding, removing and substituting a symbol cost O(rows it appears in) rather than O(rows).
/// The objective is dense (one coefficient per symbol) with a lazily cleaned list of symbols
/// whose coefficient became negative, so choosing the entering symbol never scans it.
struct Tableau {
  /// Coefficients smaller than this are treated as zero (kiwi's `nearZero`).
  static let epsilon = 1e-8

  // Per symbol.
  var kinds: [SymbolKind] = []
  /// The row whose basic symbol this is, or -1 for a parametric symbol.
  var rowOfSymbol: [Int32] = []
  var columns: [[ColumnEntry]] = []
  /// The objective's coefficient of each (parametric) symbol.
  var objective: [Double] = []
  var isCandidate: [Bool] = []
  var isDirty: [Bool] = []
  /// The solver's slot of the constraint a marker or error symbol belongs to, or -1.
  var owners: [Int32] = []
  /// The user variable of an external symbol.
  var variables: [Variable?] = []
  /// How many constraint terms mention an external symbol.
  var useCounts: [Int32] = []
  /// Scratch map from symbol to a position in a row being built; -1 when unused.
  var scratch: [Int32] = []
  /// Scratch flags, one per cell of the row being substituted (all false between uses).
  var merged: [Bool] = []
  /// Scratch map from row slot to a cell index in it; -1 when unused.
  var rowScratch: [Int32] = []
  /// Scratch list of the rows a substitution changes, with the substituted symbol's
  /// coefficient in each.
  var targets: [(row: Int32, factor: Double)] = []
  /// How substitutions find cells (``SubstitutionMode/cheaper`` except in tests).
  var substitutionMode = SubstitutionMode.cheaper
  /// How many substitutions went by row and by column (a test hook).
  var substitutionsByRow = 0
  var substitutionsByColumn = 0
  /// How many rows substitutions have rewritten (a test hook).
  var substitutedRows = 0
  var freeSymbols: [Int32] = []

  // Per row slot.
  var rows: [Row] = []
  var freeRows: [Int32] = []
  var liveRowCount = 0

  var objectiveConstant = 0.0
  /// Symbols whose objective coefficient became negative since they were last examined.
  var candidates: [Int32] = []
  /// Restricted basic symbols whose row constant became negative (dual simplex work list).
  var infeasible: [Int32] = []
  /// External symbols whose value may have changed since the last `takeDirty`.
  var dirty: [Int32] = []
  /// When non-nil, every pivot is recorded as (leaving, entering) so that it can be undone.
  var pivotLog: [(leaving: Int32, entering: Int32)]?

  // MARK: Symbols

  /// A fresh symbol id of the given kind, reusing released ids.
  mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      owners[Int(symbol)] = -1
      variables[Int(symbol)] = nil
      useCounts[Int(symbol)] = 0
      return symbol
    }
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    rowOfSymbol.append(-1)
    columns.append([])
    objective.append(0)
    isCandidate.append(false)
    isDirty.append(false)
    owners.append(-1)
    variables.append(nil)
    useCounts.append(0)
    scratch.append(-1)
    return symbol
  }

  /// Returns a symbol id to the free list; it must appear in no row and not be basic.
  mutating func releaseSymbol(_ symbol: Int32) {
    let s = Int(symbol)
    precondition(
      rowOfSymbol[s] < 0 && columns[s].isEmpty, "LayoutSolver: released symbol \(s) is in use")
    kinds[s] = .unused
    objective[s] = 0
    variables[s] = nil
    freeSymbols.append(symbol)
  }

  /// Whether the symbol is basic or appears in some row.
  func isInUse(_ symbol: Int32) -> Bool {
    rowOfSymbol[Int(symbol)] >= 0 || !columns[Int(symbol)].isEmpty
  }

  /// The current value of a symbol: its row's constant if basic, else 0.
  func value(of symbol: Int32) -> Double {
    let row = rowOfSymbol[Int(symbol)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  /// Notes that an external symbol's value may have changed.
  mutating func markDirty(_ symbol: Int32) {
    let s = Int(symbol)
    if kinds[s] == .external && !isDirty[s] {
      isDirty[s] = true
      dirty.append(symbol)
    }
  }

  // MARK: Rows

  /// Creates an empty row `basic = constant` (basic -1 for the artificial objective).
  mutating func newRow(basic: Int32, constant: Double) -> Int32 {
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      rows[Int(slot)].basic = basic
      rows[Int(slot)].constant = constant
    } else {
      slot = Int32(rows.count)
      rows.append(Row(basic: basic, constant: constant, cells: []))
    }
    if basic >= 0 {
      rowOfSymbol[Int(basic)] = slot
      markDirty(basic)
    }
    liveRowCount += 1
    return slot
  }

  /// Removes a row and all its cells; its basic symbol becomes parametric.
  mutating func deleteRow(_ slot: Int32) {
    let r = Int(slot)
    while !rows[r].cells.isEmpty {
      removeCell(row: slot, at: rows[r].cells.count - 1)
    }
    let basic = rows[r].basic
    if basic >= 0 {
      rowOfSymbol[Int(basic)] = -1
      markDirty(basic)
    }
    rows[r].basic = -1
    rows[r].constant = 0
    freeRows.append(slot)
    liveRowCount -= 1
  }

  /// Appends `coefficient * symbol` to a row that does not contain the symbol.
  mutating func appendCell(row slot: Int32, symbol: Int32, coefficient: Double) {
    let r = Int(slot)
    let s = Int(symbol)
    columns[s].append(ColumnEntry(row: slot, cellIndex: Int32(rows[r].cells.count)))
    rows[r].cells.append(
      Cell(symbol: symbol, coefficient: coefficient, columnIndex: Int32(columns[s].count - 1)))
  }

  /// Removes the cell at `index` from a row and its column (swap-remove in both).
  ///
  /// The row and column arrays are borrowed once: pivots remove many cells, and each
  /// subscript of them otherwise checks the array's uniqueness and bounds again.
  mutating func removeCell(row slot: Int32, at index: Int) {
    rows.withUnsafeMutableBufferPointer { rows in
      columns.withUnsafeMutableBufferPointer { columns in
        Tableau.removeCell(row: slot, at: index, rows: rows, columns: columns)
      }
    }
  }

  /// ``removeCell(row:at:)`` on borrowed row and column arrays.
  static func removeCell(
    row slot: Int32, at index: Int, rows: UnsafeMutableBufferPointer<Row>,
    columns: UnsafeMutableBufferPointer<[ColumnEntry]>
  ) {
    let r = Int(slot)
    let cell = rows[r].cells[index]
    let s = Int(cell.symbol)
    let position = Int(cell.columnIndex)
    let lastEntry = columns[s].count - 1
    if position != lastEntry {
      let moved = columns[s][lastEntry]
      columns[s][position] = moved
      rows[Int(moved.row)].cells[Int(moved.cellIndex)].columnIndex = Int32(position)
    }
    columns[s].removeLast()
    let lastCell = rows[r].cells.count - 1
    if index != lastCell {
      let moved = rows[r].cells[lastCell]
      rows[r].cells[index] = moved
      columns[Int(moved.symbol)][Int(moved.columnIndex)].cellIndex = Int32(index)
    }
    rows[r].cells.removeLast()
  }

  /// ``appendCell(row:symbol:coefficient:)`` on borrowed row and column arrays.
  static func appendCell(
    row slot: Int32, symbol: Int32, coefficient: Double, rows: UnsafeMutableBufferPointer<Row>,
    columns: UnsafeMutableBufferPointer<[ColumnEntry]>
  ) {
    let r = Int(slot)
    let s = Int(symbol)
    columns[s].append(ColumnEntry(row: slot, cellIndex: Int32(rows[r].cells.count)))
    rows[r].cells.append(
      Cell(symbol: symbol, coefficient: coefficient, columnIndex: Int32(columns[s].count - 1)))
  }

  /// The index of the symbol's cell in a row, searching the shorter of the row and the column.
  func cellIndex(row slot: Int32, symbol: Int32) -> Int? {
    let r = Int(slot)
    let s = Int(symbol)
    if rows[r].cells.count <= columns[s].count {
      for index in rows[r].cells.indices where rows[r].cells[index].symbol == symbol {
        return index
      }
      return nil
    }
    for entry in columns[s] where entry.row == slot { return Int(entry.cellIndex) }
    return nil
  }

  // MARK: Objective

  /// Adds `coefficient * symbol` to the objective, queueing the symbol if it turns negative.
  mutating func addToObjective(symbol: Int32, coefficient: Double) {
    let s = Int(symbol)
    var sum = objective[s] + coefficient
    if abs(sum) < Tableau.epsilon { sum = 0 }
    objective[s] = sum
    if sum < 0 && !isCandidate[s] {
      isCandidate[s] = true
      candidates.append(symbol)
    }
  }

  /// Adds `factor * row` (the row's right-hand side) to the objective.
  mutating func addRowToObjective(_ slot: Int32, factor: Double) {
    let r = Int(slot)
    objectiveConstant += factor * rows[r].constant
    for index in rows[r].cells.indices {
      let cell = rows[r].cells[index]
      addToObjective(symbol: cell.symbol, coefficient: factor * cell.coefficient)
    }
  }
}
