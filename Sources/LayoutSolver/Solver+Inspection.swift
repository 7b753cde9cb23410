extension Solver {
  /// A readable dump of the tableau, for debugging and for the "Reading a solver dump" article.
  ///
  /// Sections, as kiwi's `debug.h` prints them:
  /// - `Objective:` the objective in terms of parametric symbols;
  /// - `Tableau:` one row per basic symbol, `basic = constant + coefficient * symbol ...`,
  ///   with the symbols in id order;
  /// - `Infeasible:` restricted rows waiting for the dual simplex (normally none);
  /// - `Markers:` each constraint with its marker and error symbols (required equalities
  ///   have none, see ``Solver``);
  /// - `Edit variables:` and `Variables:` with their current solution.
  ///
  /// Symbols are named by kind and id: `s3` slack, `e4` error, `d5` dummy; variables by name
  /// with their id (`width#0`).
  ///
  /// - Complexity: O(size of the tableau).
  public func dump() -> String {
    var lines = ["Objective:", "  " + formatLinear(tableau.objectiveConstant, objectiveTerms())]
    lines.append("Tableau:")
    for (slot, row) in tableau.rows.enumerated() where row.basic >= 0 {
      let terms = tableau.cells(inRow: Int32(slot)).map { ($0.symbol, $0.coefficient) }
        .sorted { $0.0 < $1.0 }
      lines.append("  \(symbolName(row.basic)) = " + formatLinear(row.constant, terms))
    }
    lines.append("Infeasible:")
    let infeasible = tableau.infeasible.filter { tableau.rowOfSymbol[Int($0)] >= 0 }
    lines.append(
      infeasible.isEmpty ? "  (none)" : "  " + infeasible.map(symbolName).joined(separator: ", "))
    lines.append("Markers:")
    for info in infos.compactMap({ $0 }).sorted(by: { $0.serial < $1.serial }) {
      var text = "  <\(info.constraint)>: "
      text += info.marker >= 0 ? "marker \(symbolName(info.marker))" : "no marker"
      if info.other >= 0 { text += ", other \(symbolName(info.other))" }
      if info.constant != info.constraint.expression.constant {
        text += ", constant \(formatNumber(info.constant))"
      }
      lines.append(text)
    }
    lines.append("Edit variables:")
    let editNames = edits.values.compactMap { $0.expression.terms.first?.variable }
      .compactMap { existingSymbol(of: $0) }.sorted().map(symbolName)
    lines.append(editNames.isEmpty ? "  (none)" : "  " + editNames.joined(separator: ", "))
    lines.append("Variables:")
    let symbols = tableau.variables.indices.filter { tableau.variables[$0] != nil }
    for symbol in symbols.map(Int32.init) {
      lines.append("  \(symbolName(symbol)) = \(formatNumber(tableau.value(of: symbol)))")
    }
    return lines.joined(separator: "\n")
  }

  /// The objective's non-zero coefficients in symbol order.
  private func objectiveTerms() -> [(Int32, Double)] {
    tableau.objective.indices.compactMap { index in
      tableau.objective[index] == 0 ? nil : (Int32(index), tableau.objective[index])
    }
  }

  /// `constant + c * symbol - c * symbol ...`.
  private func formatLinear(_ constant: Double, _ terms: [(Int32, Double)]) -> String {
    var text = formatNumber(constant)
    for (symbol, coefficient) in terms {
      let sign = coefficient < 0 ? " - " : " + "
      text += sign + formatNumber(abs(coefficient)) + " * " + symbolName(symbol)
    }
    return text
  }

  /// A symbol's display name: `s3`, `e4`, `d5`, or the variable's name with its id.
  func symbolName(_ symbol: Int32) -> String {
    let s = Int(symbol)
    switch tableau.kinds[s] {
    case .external:
      let name = tableau.variables[s]?.name ?? ""
      return (name.isEmpty ? "v" : name) + "#\(s)"
    case .slack: return "s\(s)"
    case .error: return "e\(s)"
    case .dummy: return "d\(s)"
    case .unused: return "?\(s)"
    }
  }
}
