extension Tableau {
  // The fields of ``SymbolState``, each read and written as if it were an array of its own.
  // A write borrows `symbols` for the duration of the access, so it copies nothing.

  /// The kind of each symbol.
  var kinds: SymbolFieldView<KindField> {
    get { self[field: KindField.self] }
    _modify { yield &self[field: KindField.self] }
  }

  /// The row whose basic symbol this is, or -1 for a parametric symbol.
  var rowOfSymbol: SymbolFieldView<RowField> {
    get { self[field: RowField.self] }
    _modify { yield &self[field: RowField.self] }
  }

  /// The ends and length of each symbol's column of cells.
  var columns: SymbolFieldView<ColumnField> {
    get { self[field: ColumnField.self] }
    _modify { yield &self[field: ColumnField.self] }
  }

  /// The objective's coefficient of each (parametric) symbol.
  var objective: SymbolFieldView<ObjectiveField> {
    get { self[field: ObjectiveField.self] }
    _modify { yield &self[field: ObjectiveField.self] }
  }

  /// Whether each symbol is queued in `candidates`.
  var isCandidate: SymbolFieldView<CandidateField> {
    get { self[field: CandidateField.self] }
    _modify { yield &self[field: CandidateField.self] }
  }

  /// Whether each symbol is queued in `dirty`.
  var isDirty: SymbolFieldView<DirtyField> {
    get { self[field: DirtyField.self] }
    _modify { yield &self[field: DirtyField.self] }
  }

  /// The solver's slot of the constraint a marker or error symbol belongs to, or -1.
  var owners: SymbolFieldView<OwnerField> {
    get { self[field: OwnerField.self] }
    _modify { yield &self[field: OwnerField.self] }
  }

  /// How many constraint terms mention an external symbol.
  var useCounts: SymbolFieldView<UseCountField> {
    get { self[field: UseCountField.self] }
    _modify { yield &self[field: UseCountField.self] }
  }

  /// Scratch map from symbol to a position in a row being built; -1 when unused.
  var scratch: SymbolFieldView<ScratchField> {
    get { self[field: ScratchField.self] }
    _modify { yield &self[field: ScratchField.self] }
  }

  /// One field of every symbol; a write moves `symbols` out of the tableau for its length,
  /// so that the view holds the array uniquely and nothing is copied.
  private subscript<Field: SymbolField>(field _: Field.Type) -> SymbolFieldView<Field> {
    @inline(__always) get { SymbolFieldView(states: symbols) }
    @inline(__always) _modify {
      var view = SymbolFieldView<Field>(states: symbols)
      symbols = []
      defer { symbols = view.states }
      yield &view
    }
  }
}
