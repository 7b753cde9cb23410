/// One field of ``SymbolState``, read and written through a ``SymbolFieldView``.
protocol SymbolField {
  associatedtype Value
  static func get(_ state: SymbolState) -> Value
  static func set(_ state: inout SymbolState, to value: Value)
}

/// One field of every symbol, indexed by symbol id as if it were an array of its own
/// (`tableau.kinds[s]`, `tableau.columns[s].count += 1`).
///
/// The tableau's per-symbol state is one array of ``SymbolState``; these views keep the code
/// that reads one field at a time independent of that layout. The tableau hands a view the
/// array for the duration of an access (see `Tableau.symbolField`), so writing through it
/// copies nothing.
struct SymbolFieldView<Field: SymbolField>: RandomAccessCollection, MutableCollection {
  var states: [SymbolState]

  var startIndex: Int { 0 }
  var endIndex: Int { states.count }

  subscript(position: Int) -> Field.Value {
    @inline(__always) get { Field.get(states[position]) }
    @inline(__always) set { Field.set(&states[position], to: newValue) }
  }
}

/// ``SymbolState/kind``.
enum KindField: SymbolField {
  static func get(_ state: SymbolState) -> SymbolKind { state.kind }
  static func set(_ state: inout SymbolState, to value: SymbolKind) { state.kind = value }
}

/// ``SymbolState/row``.
enum RowField: SymbolField {
  static func get(_ state: SymbolState) -> Int32 { state.row }
  static func set(_ state: inout SymbolState, to value: Int32) { state.row = value }
}

/// ``SymbolState/column``.
enum ColumnField: SymbolField {
  static func get(_ state: SymbolState) -> SymbolColumn { state.column }
  static func set(_ state: inout SymbolState, to value: SymbolColumn) { state.column = value }
}

/// ``SymbolState/objective``.
enum ObjectiveField: SymbolField {
  static func get(_ state: SymbolState) -> Double { state.objective }
  static func set(_ state: inout SymbolState, to value: Double) { state.objective = value }
}

/// ``SymbolState/isCandidate``.
enum CandidateField: SymbolField {
  static func get(_ state: SymbolState) -> Bool { state.isCandidate }
  static func set(_ state: inout SymbolState, to value: Bool) { state.isCandidate = value }
}

/// ``SymbolState/isDirty``.
enum DirtyField: SymbolField {
  static func get(_ state: SymbolState) -> Bool { state.isDirty }
  static func set(_ state: inout SymbolState, to value: Bool) { state.isDirty = value }
}

/// ``SymbolState/owner``.
enum OwnerField: SymbolField {
  static func get(_ state: SymbolState) -> Int32 { state.owner }
  static func set(_ state: inout SymbolState, to value: Int32) { state.owner = value }
}

/// ``SymbolState/useCount``.
enum UseCountField: SymbolField {
  static func get(_ state: SymbolState) -> Int32 { state.useCount }
  static func set(_ state: inout SymbolState, to value: Int32) { state.useCount = value }
}

/// ``SymbolState/scratch``.
enum ScratchField: SymbolField {
  static func get(_ state: SymbolState) -> Int32 { state.scratch }
  static func set(_ state: inout SymbolState, to value: Int32) { state.scratch = value }
}
