/// Everything the tableau keeps for one symbol id except its ``Variable``.
///
/// The tableau holds one array of these (`Tableau.symbols`) rather than one array per field, so
/// that a new symbol, or one a pivot or a substitution visits, touches one or two cache lines
/// instead of one line per field array, and appending a symbol grows one array. The fields are
/// ordered largest first, so that the stride is 40 bytes; keep it at most 64 (a test checks 40).
/// The user variable of an external symbol stays in an array of its own (`Tableau.variables`),
/// so that this struct holds no reference and copying or borrowing an array of it retains
/// nothing.
struct SymbolState {
  /// The objective's coefficient of the symbol while it is parametric.
  var objective: Double = 0
  /// The symbol's cells in the pool.
  var column = SymbolColumn()
  /// The row whose basic symbol this is, or -1 for a parametric symbol.
  var row: Int32 = -1
  /// Scratch position of the symbol in a row being built or substituted; -1 when unused.
  var scratch: Int32 = -1
  /// The solver's slot of the constraint a marker or error symbol belongs to, or -1.
  var owner: Int32 = -1
  /// How many constraint terms mention an external symbol.
  var useCount: Int32 = 0
  var kind: SymbolKind
  /// Whether the symbol is queued in `Tableau.candidates`.
  var isCandidate = false
  /// Whether the symbol is queued in `Tableau.dirty`.
  var isDirty = false

  init(kind: SymbolKind) {
    self.kind = kind
  }
}
