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

/// One non-zero entry of the matrix, `coefficient * symbol` in row `row`.
///
/// Cells live in one pool (`Tableau.cells`) and are linked into two doubly linked lists: the
/// cells of their row and the cells of their symbol's column. A cell's id (its index in the
/// pool) never changes while it is in use, and a removed cell goes on a free list, so that
/// adding, removing and substituting touch no per-row or per-column heap object.
///
/// The last cell of a column has no meaningful `nextInColumn`: walks of a column stop at its
/// `last`, so that removing a column's last cell (what a cancelling substitution does to
/// almost every cell it cancels) writes nothing in the cell before it, a cell far away in the
/// pool.
struct Cell {
  var symbol: Int32
  var row: Int32
  var coefficient: Double
  var previousInRow: Int32
  var nextInRow: Int32
  var previousInColumn: Int32
  var nextInColumn: Int32
}

/// The cells of one symbol: the ends of its list in the pool, and their number.
struct SymbolColumn {
  var first: Int32 = -1
  var last: Int32 = -1
  var count: Int32 = 0
}

/// One tableau row: `basic = constant + Σ cells` (kiwi `row.h`), the ends of its list of
/// cells in the pool and their number.
///
/// A row with `basic == -1` is the artificial objective used while adding a constraint.
struct Row {
  var basic: Int32
  var first: Int32 = -1
  var last: Int32 = -1
  var count: Int32 = 0
  var constant: Double

  init(basic: Int32, constant: Double) {
    self.basic = basic
    self.constant = constant
  }
}

/// The simplex tableau as a sparse matrix with row and column indices.
///
/// The matrix is a pool of cells, each linked into its row and its symbol's column (see
/// ``Cell``), so that adding, removing and substituting a symbol cost O(rows it appears in)
/// rather than O(rows), and no row or column owns an array of its own: a constrained view
/// costs a few pool entries, not a dozen small heap objects.
/// The objective is dense (one coefficient per symbol) with a lazily cleaned list of symbols
/// whose coefficient became negative, so choosing the entering symbol never scans it.
struct Tableau {
  /// Coefficients smaller than this are treated as zero (kiwi's `nearZero`).
  static let epsilon = 1e-8

  // Per symbol: one struct of state (see ``SymbolState``; its fields read as arrays through
  // `kinds`, `rowOfSymbol`, `columns`, ... in Tableau+Symbols.swift) and the variables.
  var symbols: [SymbolState] = []
  /// The user variable of an external symbol.
  var variables: [Variable?] = []
  /// Scratch flags, one per cell of the row being substituted (all false between uses).
  var merged: [Bool] = []
  /// Scratch copy of the row being substituted, `(symbol, coefficient)` per cell.
  var source: [(symbol: Int32, coefficient: Double)] = []
  /// Scratch map from row slot to the id of a cell in it; -1 when unused.
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

  // The cell pool, the head of its free list (linked through `nextInRow`) and its length.
  var cells: [Cell] = []
  var freeCell: Int32 = -1
  var freeCellCount = 0

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
      let s = Int(symbol)
      symbols[s].kind = kind
      symbols[s].owner = -1
      symbols[s].useCount = 0
      variables[s] = nil
      return symbol
    }
    let symbol = Int32(symbols.count)
    symbols.append(SymbolState(kind: kind))
    variables.append(nil)
    return symbol
  }

  /// Returns a symbol id to the free list; it must appear in no row and not be basic.
  mutating func releaseSymbol(_ symbol: Int32) {
    let s = Int(symbol)
    precondition(
      symbols[s].row < 0 && symbols[s].column.count == 0,
      "LayoutSolver: released symbol \(s) is in use")
    symbols[s].kind = .unused
    symbols[s].objective = 0
    variables[s] = nil
    freeSymbols.append(symbol)
  }

  /// Whether the symbol is basic or appears in some row.
  func isInUse(_ symbol: Int32) -> Bool {
    symbols[Int(symbol)].row >= 0 || symbols[Int(symbol)].column.count != 0
  }

  /// The current value of a symbol: its row's constant if basic, else 0.
  func value(of symbol: Int32) -> Double {
    let row = symbols[Int(symbol)].row
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  /// Notes that an external symbol's value may have changed.
  mutating func markDirty(_ symbol: Int32) {
    let s = Int(symbol)
    if symbols[s].kind == .external && !symbols[s].isDirty {
      symbols[s].isDirty = true
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
      rows.append(Row(basic: basic, constant: constant))
    }
    if basic >= 0 {
      symbols[Int(basic)].row = slot
      markDirty(basic)
    }
    liveRowCount += 1
    return slot
  }

  /// Removes a row and all its cells; its basic symbol becomes parametric.
  mutating func deleteRow(_ slot: Int32) {
    let r = Int(slot)
    while rows[r].last >= 0 { removeCell(rows[r].last) }
    let basic = rows[r].basic
    if basic >= 0 {
      symbols[Int(basic)].row = -1
      markDirty(basic)
    }
    rows[r].basic = -1
    rows[r].constant = 0
    freeRows.append(slot)
    liveRowCount -= 1
  }

  // MARK: Objective

  /// Adds `coefficient * symbol` to the objective, queueing the symbol if it turns negative.
  mutating func addToObjective(symbol: Int32, coefficient: Double) {
    let s = Int(symbol)
    var sum = symbols[s].objective + coefficient
    if abs(sum) < Tableau.epsilon { sum = 0 }
    symbols[s].objective = sum
    if sum < 0 && !symbols[s].isCandidate {
      symbols[s].isCandidate = true
      candidates.append(symbol)
    }
  }

  /// Adds `factor * row` (the row's right-hand side) to the objective.
  mutating func addRowToObjective(_ slot: Int32, factor: Double) {
    let r = Int(slot)
    objectiveConstant += factor * rows[r].constant
    var cell = rows[r].first
    while cell >= 0 {
      let c = Int(cell)
      addToObjective(symbol: cells[c].symbol, coefficient: factor * cells[c].coefficient)
      cell = cells[c].nextInRow
    }
  }
}
