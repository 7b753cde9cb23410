extension Tableau {
  // The fields of ``SymbolState``, each read and written as if it were an array of its own.
  // A write borrows `symbols` for the duration of the access, so it copies nothing.

  /// The kind of each symbol.
  var kinds: SymbolFieldView<KindField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<KindField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// The row whose basic symbol this is, or -1 for a parametric symbol.
  var rowOfSymbol: SymbolFieldView<RowField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<RowField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// The ends and length of each symbol's column of cells.
  var columns: SymbolFieldView<ColumnField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<ColumnField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// The objective's coefficient of each (parametric) symbol.
  var objective: SymbolFieldView<ObjectiveField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<ObjectiveField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// Whether each symbol is queued in `candidates`.
  var isCandidate: SymbolFieldView<CandidateField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<CandidateField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// Whether each symbol is queued in `dirty`.
  var isDirty: SymbolFieldView<DirtyField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<DirtyField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// The solver's slot of the constraint a marker or error symbol belongs to, or -1.
  var owners: SymbolFieldView<OwnerField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<OwnerField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// How many constraint terms mention an external symbol.
  var useCounts: SymbolFieldView<UseCountField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<UseCountField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// Scratch map from symbol to a position in a row being built; -1 when unused.
  var scratch: SymbolFieldView<ScratchField> {
    get { SymbolFieldView(states: symbols) }
    _modify {
      var view = SymbolFieldView<ScratchField>(states: takeSymbols())
      defer { symbols = view.states }
      yield &view
    }
  }

  /// Moves `symbols` out of the tableau, leaving it empty, so that a view holds it uniquely.
  @inline(__always)
  private mutating func takeSymbols() -> [SymbolState] {
    let states = symbols
    symbols = []
    return states
  }
}
