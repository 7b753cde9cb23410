extension Solver {
  /// Makes a variable editable, so that ``suggestValue(_:_:)`` can pull it towards a value.
  ///
  /// An edit variable is an optional constraint `variable == suggested value` of the given
  /// strength. It starts at the variable's current value in the solution, so adding it does
  /// not move anything. Required constraints always win over edits; a strong edit wins over
  /// weaker constraints.
  ///
  /// ```swift
  /// try solver.addEditVariable(width, strength: .strong)
  /// try solver.suggestValue(width, 320)
  /// solver.updateVariables()
  /// ```
  ///
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - strength: Any strength except ``Strength/required``.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is already an edit variable;
  ///   ``SolverError/badRequiredStrength`` for a required strength.
  /// - Complexity: That of ``addConstraint(_:)`` for a one-variable constraint.
  public mutating func addEditVariable(
    _ variable: Variable, strength: Strength
  )
    throws(SolverError)
  {
    let id = ObjectIdentifier(variable)
    guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength }
    let constraint = Constraint(
      Expression([Term(variable)], constant: -value(of: variable)), .equal, strength: strength)
    try addConstraint(constraint)
    edits[id] = constraint
  }

  /// Stops editing a variable and removes its edit constraint.
  ///
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  /// - Complexity: That of ``removeConstraint(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(constraint)
  }

  /// Whether the variable is an edit variable.
  ///
  /// - Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Pulls an edit variable towards a value and re-solves.
  ///
  /// Changes the constant of the variable's edit constraint in place (see
  /// ``setConstant(_:of:)``) and restores feasibility with the dual simplex; call
  /// ``updateVariables()`` to publish the result.
  ///
  /// - Parameters:
  ///   - variable: An edit variable.
  ///   - value: The value it should take if stronger constraints allow.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  /// - Complexity: Proportional to the rows containing the edit's error symbol and the dual
  ///   pivots made; independent of the size of the system.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let constraint = edits[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(variable)
    }
    try setConstant(-value, of: constraint)
  }
}
